import Button from 'react-bootstrap/Button';
import { useNavigate } from 'react-router';
import { SearchInput, useSearchText } from '@/components/search-text';
import { paths, withQuery } from '@/config/paths';

interface SearchBoxProps {
  /** After a search was submitted (the top bar closes its mobile menu). */
  onSearch?: () => void;
}

/** The product search of the top bar, pre-filled from `q` of the current address. */
export function SearchBox({ onSearch }: SearchBoxProps) {
  const navigate = useNavigate();
  const search = useSearchText((text) => {
    const q = text.trim();
    if (!q) return;
    void navigate(withQuery(paths.saleList, { q }));
    onSearch?.();
  });

  // A plain form around the bare box: react-bootstrap's `Form` brings every form part (checks,
  // ranges, floating labels) into the code every page loads first.
  return (
    <form role="search" className="d-flex gap-1 my-2 my-lg-0 me-lg-3" onSubmit={search.submit}>
      <SearchInput
        search={search}
        className="app-search-input"
        placeholder="상품 검색"
        aria-label="상품 검색"
      />
      <Button type="submit" variant="outline-primary" className="text-nowrap">
        검색
      </Button>
    </form>
  );
}
