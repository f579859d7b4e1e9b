import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useListFilter } from './list-query';
import { SearchInput, useSearchText } from './search-text';

/**
 * The search of a list screen: `q` in the address, starting again at page 1 and keeping the
 * other filters (the category `c`); an empty search shows the whole list.
 */
export function useListSearch() {
  const setFilter = useListFilter();
  return (text: string) => setFilter('q', text.trim());
}

export interface ListSearchFormProps {
  id: string;
  placeholder?: string;
}

/** The search of a list screen (see `useListSearch`), its label beside the box. */
export function ListSearchForm({ id, placeholder }: ListSearchFormProps) {
  const search = useSearchText(useListSearch());
  return (
    <Form
      role="search"
      className="d-flex flex-wrap align-items-center gap-2"
      onSubmit={search.submit}
    >
      <Form.Label htmlFor={id} className="mb-0 text-nowrap">
        검색어
      </Form.Label>
      <SearchInput
        search={search}
        id={id}
        className="flex-grow-1"
        style={{ maxWidth: 320, minWidth: 160 }}
        placeholder={placeholder}
      />
      <Button type="submit" variant="outline-primary" className="text-nowrap">
        검색
      </Button>
    </Form>
  );
}
