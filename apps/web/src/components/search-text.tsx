import { MAX_SEARCH_LENGTH } from '@store/contract';
import { useState, type ComponentProps, type FormEvent } from 'react';
import FormControl from 'react-bootstrap/FormControl';
import { useSearchParams } from 'react-router';

/**
 * The text of a search box, pre-filled from `q` of the address and filled again when `q` changes
 * (a search, a link). One text, nothing to check: it lives in React state rather than loading the
 * form library on the public lists.
 */
export function useSearchText(onSearch: (text: string) => void) {
  const [searchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const [typed, setTyped] = useState({ q, text: q });
  const text = typed.q === q ? typed.text : q;
  return {
    text,
    change: (value: string) => setTyped({ q, text: value }),
    submit: (event: FormEvent) => {
      event.preventDefault();
      onSearch(text);
    },
  };
}

export interface SearchInputProps extends Omit<
  ComponentProps<typeof FormControl>,
  'type' | 'value' | 'onChange' | 'maxLength'
> {
  search: ReturnType<typeof useSearchText>;
}

/** The search box itself, holding the text of `useSearchText` (as long as the server reads). */
export function SearchInput({ search, ...input }: SearchInputProps) {
  return (
    <FormControl
      {...input}
      type="search"
      maxLength={MAX_SEARCH_LENGTH}
      value={search.text}
      onChange={(event) => search.change(event.target.value)}
    />
  );
}
