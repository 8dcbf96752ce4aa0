export { useDebouncedValue } from './use-debounced-value.js';
export { FILE_PICKER_DEBOUNCE_MS, useFilePicker } from './use-file-picker.js';
export { PAGE_SIZES, usePagedSearch, usePaging, type PagedSearch, type Paging } from './use-paged-search.js';
export { useTypeaheadQuery, type TypeaheadResults } from './use-typeahead-query.js';
