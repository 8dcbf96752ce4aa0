import { useState } from 'react';
import { useDebouncedValue } from './use-debounced-value.js';

/** Page sizes a paged table offers (spec 02 section 9: 10 by default). */
export const PAGE_SIZES = [10, 20, 30, 40, 50] as const;

export interface PagedSearch {
  /** What is in the search box now. */
  searchText: string;
  setSearchText(text: string): void;
  /** The search to ask for: trimmed, after the typing pause. */
  search: string;
  /** The 0-based page to ask for. */
  page: number;
  size: number;
  /** Carbon Pagination's props, with its 1-based page. */
  pagination: {
    page: number;
    pageSize: number;
    pageSizes: number[];
    onChange(change: { page: number; pageSize: number }): void;
  };
}

/**
 * A paged list with a search box, as every list of the portal pages (spec 02 section 9): page 0 to start, back to
 * page 0 whenever the search (cleared included) or the page size changes, the search sent after a 300 ms pause and
 * cut at `maxLength` characters.
 */
export function usePagedSearch({ delayMs = 300, maxLength = 200 } = {}): PagedSearch {
  const [searchText, setText] = useState('');
  const search = useDebouncedValue(searchText.trim(), delayMs);
  const [paging, setPaging] = useState({ page: 0, size: PAGE_SIZES[0] as number, search });
  if (paging.search !== search) setPaging({ ...paging, page: 0, search });
  const page = paging.search === search ? paging.page : 0;
  return {
    searchText,
    setSearchText: (text) => setText(text.slice(0, maxLength)),
    search,
    page,
    size: paging.size,
    pagination: {
      page: page + 1,
      pageSize: paging.size,
      pageSizes: [...PAGE_SIZES],
      onChange: ({ page: next, pageSize }) =>
        setPaging({ search, size: pageSize, page: pageSize === paging.size ? next - 1 : 0 }),
    },
  };
}

/** A paged list without a search box (the dashboard's reports, a list paged in the browser). */
export interface Paging extends Omit<PagedSearch, 'searchText' | 'setSearchText' | 'search'> {
  /** Back to page 0 (a filter changed). */
  reset(): void;
}

/** Paging as `usePagedSearch` pages, without the search: page 0 to start, and again when the page size changes. */
export function usePaging(): Paging {
  const [paging, setPaging] = useState({ page: 0, size: PAGE_SIZES[0] as number });
  return {
    ...paging,
    reset: () => setPaging((was) => ({ ...was, page: 0 })),
    pagination: {
      page: paging.page + 1,
      pageSize: paging.size,
      pageSizes: [...PAGE_SIZES],
      onChange: ({ page, pageSize }) =>
        setPaging((was) => ({ size: pageSize, page: pageSize === was.size ? page - 1 : 0 })),
    },
  };
}
