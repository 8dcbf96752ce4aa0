import { useEffect, useState } from 'react';
import { TableToolbarSearch } from '@carbon/react';
import { OFFER_SEARCH } from '@seller-portal/shared/validation';
import { searchTextOf } from './list-view.js';

/**
 * The list's "Search offers" field: the text applies 300 ms after typing stops, or at once on Enter; shorter than
 * 2 characters it searches nothing. A search changed elsewhere (Clear Filters, back) shows here.
 */
export function OfferSearchField({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  if (applied !== value) {
    setApplied(value);
    if (searchTextOf(text) !== value) setText(value);
  }
  const apply = (next: string) => {
    if (searchTextOf(next) !== value) onSearch(searchTextOf(next));
  };
  useEffect(() => {
    if (searchTextOf(text) === value) return undefined;
    const timer = setTimeout(() => onSearch(searchTextOf(text)), OFFER_SEARCH.delayMs);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <TableToolbarSearch
      persistent
      id="offers-search"
      className="offers-filter offers-filter--search"
      size="md"
      labelText="Search offers"
      placeholder="Search offers"
      title="Offer ID, External ID, recipient or contact email"
      value={text}
      onChange={(event) => setText(typeof event === 'string' ? event : event.target.value)}
      onClear={() => {
        setText('');
        apply('');
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply(text);
      }}
    />
  );
}
