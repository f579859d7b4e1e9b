import { MAX_SEARCH_LENGTH } from '@store/contract';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import FormControl from 'react-bootstrap/FormControl';
import { useNavigate, useSearchParams } from 'react-router';
import { paths, withQuery } from '@/config/paths';

interface SearchBoxProps {
  /** After a search was submitted (the top bar closes its mobile menu). */
  onSearch?: () => void;
}

/** The product search of the top bar, pre-filled from `q` of the current address. */
export function SearchBox({ onSearch }: SearchBoxProps) {
  const [searchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  // A new `q` in the address starts the box afresh from it.
  return <SearchForm key={q} initialText={q} onSearch={onSearch} />;
}

function SearchForm({ initialText, onSearch }: SearchBoxProps & { initialText: string }) {
  const [text, setText] = useState(initialText);
  const navigate = useNavigate();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = text.trim();
    if (!q) return;
    navigate(withQuery(paths.saleList, { q }));
    onSearch?.();
  };

  // A plain form with FormControl: react-bootstrap's `Form` brings every form part (checks,
  // ranges, floating labels) into the code every page loads first.
  return (
    <form role="search" className="d-flex gap-1 my-2 my-lg-0 me-lg-3" onSubmit={submit}>
      <FormControl
        type="search"
        className="app-search-input"
        placeholder="상품 검색"
        aria-label="상품 검색"
        maxLength={MAX_SEARCH_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" variant="outline-primary" className="text-nowrap">
        검색
      </Button>
    </form>
  );
}
