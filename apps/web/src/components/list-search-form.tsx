import { MAX_SEARCH_LENGTH } from '@store/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

/**
 * The search of a list screen: `q` in the address, starting again at page 1 and keeping the
 * other filters (the category `c`); an empty search shows the whole list.
 */
export function useListSearch() {
  const navigate = useNavigate();
  const location = useLocation();
  return (text: string) => {
    const params = new URLSearchParams(location.search);
    const q = text.trim();
    if (q) params.set('q', q);
    else params.delete('q');
    params.delete('p');
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' });
  };
}

export interface ListSearchFormProps {
  id: string;
  placeholder?: string;
}

/**
 * The search of a list screen, pre-filled from `q` (see `useListSearch`). One text, nothing to
 * check: it keeps its text in React state rather than loading the form library on the public lists.
 */
export function ListSearchForm(props: ListSearchFormProps) {
  const [searchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  return <SearchForm key={q} initialText={q} {...props} />;
}

function SearchForm({
  id,
  placeholder,
  initialText,
}: ListSearchFormProps & { initialText: string }) {
  const search = useListSearch();
  const [text, setText] = useState(initialText);

  return (
    <Form
      role="search"
      className="d-flex flex-wrap align-items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        search(text);
      }}
    >
      <Form.Label htmlFor={id} className="mb-0 text-nowrap">
        검색어
      </Form.Label>
      <Form.Control
        id={id}
        type="search"
        className="flex-grow-1"
        style={{ maxWidth: 320, minWidth: 160 }}
        placeholder={placeholder}
        maxLength={MAX_SEARCH_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" variant="outline-primary" className="text-nowrap">
        검색
      </Button>
    </Form>
  );
}
