import { Input, InputGroup } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { nlList } from '../i18n/nl/list';
import { SearchIcon } from './icons';

/** Text filters wait this long after the last key stroke (spec §9). */
export const SEARCH_DEBOUNCE_MS = 250;

interface SearchInputProps {
  /** The search the list currently shows. */
  value: string;
  onSearch: (value: string) => void;
  placeholder?: string;
  label?: string;
}

export function SearchInput({ value, onSearch, placeholder = nlList.search, label = nlList.searchLabel }: SearchInputProps) {
  const [text, setText] = useState(value);
  const committed = useRef(value);

  // Follow changes from outside (back button), but never overwrite what is being typed.
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const next = text.trim();
    if (next === committed.current) return undefined;
    const commit = () => {
      committed.current = next;
      onSearch(next);
    };
    // Clearing takes effect at once: a pending clear lost to a quick click elsewhere let the old search come back.
    if (next === '') {
      commit();
      return undefined;
    }
    const timer = setTimeout(commit, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <InputGroup startElement={<SearchIcon />} maxW={{ base: 'full', md: '72' }}>
      <Input
        type="search"
        value={text}
        placeholder={placeholder}
        aria-label={label}
        onChange={(event) => setText(event.target.value)}
      />
    </InputGroup>
  );
}

