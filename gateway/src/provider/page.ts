/** The provider's one paged answer shape (docs/adr/001). */
export interface ProviderPage<T> {
  content: T[];
  totalPages: number;
  totalElements: number;
  size: number;
  number: number;
}

/** Maps a provider page to GraphQL's PageInfo. */
export function pageInfoOf(page: ProviderPage<unknown>) {
  return {
    page: page.number,
    size: page.size,
    totalPages: page.totalPages,
    totalElements: page.totalElements,
  };
}
