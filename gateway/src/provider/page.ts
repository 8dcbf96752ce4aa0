import { z } from 'zod';
import type { PageInfo } from '../generated/resolvers-types.js';

/** The provider's one paged answer shape (docs/adr/001). */
export interface ProviderPage<T> {
  content: T[];
  totalPages: number;
  totalElements: number;
  size: number;
  number: number;
  pageable: { pageNumber: number; pageSize: number };
}

/** A page with no rows: what a list the provider does not offer answers (docs/adr/019). */
export const emptyPage = <T>(size: number): ProviderPage<T> => ({
  content: [],
  totalPages: 0,
  totalElements: 0,
  size,
  number: 0,
  pageable: { pageNumber: 0, pageSize: size },
});

/**
 * One page of a list the provider answers whole (it has no paging for it): cut in the gateway, in the provider's
 * order, in the provider's page shape, so it pages like every other list (docs/adr/022-integrator-contract.md).
 */
export function pageOfWhole<T>(
  rows: readonly T[],
  { page, size }: { page: number; size: number },
): ProviderPage<T> {
  return {
    content: rows.slice(page * size, (page + 1) * size),
    totalPages: Math.ceil(rows.length / size),
    totalElements: rows.length,
    size,
    number: page,
    pageable: { pageNumber: page, pageSize: size },
  };
}

const MAX_PAGE_SIZE = 100;
/** No list is paged deeper than this; the provider's OFFSET stays bounded. */
const MAX_PAGE = 100_000;

/** The `page` and `size` arguments of every paged query, checked before the provider is called. */
export const pageArgs = z.object({
  page: z.number().int().min(0, 'Page must be 0 or more').max(MAX_PAGE, `Page must be at most ${MAX_PAGE}`),
  size: z
    .number()
    .int()
    .min(1, `Size must be between 1 and ${MAX_PAGE_SIZE}`)
    .max(MAX_PAGE_SIZE, `Size must be between 1 and ${MAX_PAGE_SIZE}`),
});

/** The fields of every `…Page` type: the rows and GraphQL's PageInfo. */
export function pageFields<T>() {
  return {
    items: (page: ProviderPage<T>): T[] => page.content,
    pageInfo: (page: ProviderPage<T>): PageInfo => ({
      page: page.number,
      size: page.size,
      totalPages: page.totalPages,
      totalElements: page.totalElements,
      hasNextPage: page.number + 1 < page.totalPages,
    }),
  };
}
