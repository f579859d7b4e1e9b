import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useListSearch, type ListSearchFormProps } from './list-search-form';
import { SearchInput, useSearchText } from './search-text';

export interface NamedSearchFormProps extends ListSearchFormProps {
  /** What is searched ('주문', '회원'): the form's name, and the button's beside the top bar's. */
  what: string;
  /** Runs the search; the list's own `q` search by default. */
  onSearch?: (text: string) => void;
}

/** The search of an administrator's or member's list, named for what it searches. */
export function NamedSearchForm({ id, placeholder, what, onSearch }: NamedSearchFormProps) {
  const listSearch = useListSearch();
  const search = useSearchText(onSearch ?? listSearch);
  return (
    <Form
      role="search"
      aria-label={`${what} 검색`}
      onSubmit={search.submit}
      className="flex-grow-1"
      style={{ maxWidth: 420 }}
    >
      <InputGroup>
        <label className="input-group-text" htmlFor={id}>
          검색어
        </label>
        <SearchInput search={search} id={id} placeholder={placeholder} />
        <Button type="submit" variant="outline-secondary">
          {/* Named apart from the top bar's product search. */}
          <span className="visually-hidden">{what} </span>검색
        </Button>
      </InputGroup>
    </Form>
  );
}
