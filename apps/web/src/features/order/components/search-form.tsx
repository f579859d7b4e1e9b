import { MAX_SEARCH_LENGTH } from '@store/contract';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ORDER_SCREEN_TEXT } from '../order-text';

/** The search of an order list, pre-filled from `q`; a search starts again at page 1. */
export function SearchForm({ id }: { id: string }) {
  const [searchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  return <SearchBox key={q} id={id} initialText={q} />;
}

function SearchBox({ id, initialText }: { id: string; initialText: string }) {
  const [text, setText] = useState(initialText);
  const navigate = useNavigate();
  const location = useLocation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const params = new URLSearchParams(location.search);
    const q = text.trim();
    if (q) params.set('q', q);
    else params.delete('q');
    params.delete('p');
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' });
  };

  return (
    <Form
      role="search"
      aria-label="주문 검색"
      onSubmit={submit}
      className="flex-grow-1"
      style={{ maxWidth: 420 }}
    >
      <InputGroup>
        <label className="input-group-text" htmlFor={id}>
          검색어
        </label>
        <Form.Control
          id={id}
          type="search"
          placeholder={ORDER_SCREEN_TEXT.searchPlaceholder}
          maxLength={MAX_SEARCH_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="outline-secondary">
          {/* Named apart from the top bar's product search. */}
          <span className="visually-hidden">주문 </span>검색
        </Button>
      </InputGroup>
    </Form>
  );
}
