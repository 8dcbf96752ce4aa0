export { useDebouncedValue } from './use-debounced-value.js';
export { PAGE_SIZES, usePagedSearch, type PagedSearch } from './use-paged-search.js';
