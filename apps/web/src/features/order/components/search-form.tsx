import { MAX_SEARCH_LENGTH } from '@store/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useSearchParams } from 'react-router';
import { useListSearch } from '@/components/list-search-form';
import { ORDER_SCREEN_TEXT } from '../order-text';

/** The search of an order list, pre-filled from `q` (see `useListSearch`). */
export function SearchForm({ id }: { id: string }) {
  const [searchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  return <SearchBox key={q} id={id} initialText={q} />;
}

function SearchBox({ id, initialText }: { id: string; initialText: string }) {
  const search = useListSearch();
  const [text, setText] = useState(initialText);

  return (
    <Form
      role="search"
      aria-label="주문 검색"
      onSubmit={(event) => {
        event.preventDefault();
        search(text);
      }}
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
