import type { Request } from 'express';
import { badRequest, type FieldError } from './errors.js';
import { queryParam } from './params.js';

/** The paged answer of docs/adr/001 (0-based pages). */
export interface Page<T> {
  content: T[];
  totalPages: number;
  totalElements: number;
  size: number;
  number: number;
  pageable: { pageNumber: number; pageSize: number };
}

export interface Paging {
  page: number;
  size: number;
}

const DEFAULT_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 100;
/** No list is paged this deep: OFFSET stays bounded whatever the caller asks. */
const MAX_PAGE = 100_000;

/** `page` (0-based, default 0) and `size` (1..100, default 10) of the query; every bad value is reported at once. */
export function pagingOf(req: Request, defaults: Partial<Paging> = {}): Paging {
  const fieldErrors: FieldError[] = [];
  const whole = (value: string | null | undefined) =>
    value != null && /^\d{1,9}$/.test(value.trim()) ? Number(value) : NaN;
  const rawPage = queryParam(req, 'page');
  const rawSize = queryParam(req, 'size');
  let page = defaults.page ?? 0;
  let size = defaults.size ?? DEFAULT_PAGE_SIZE;
  if (rawPage !== undefined) {
    page = whole(rawPage);
    if (Number.isNaN(page) || page > MAX_PAGE)
      fieldErrors.push({ field: 'page', message: 'Page must be 0 or more' });
  }
  if (rawSize !== undefined) {
    size = whole(rawSize);
    if (Number.isNaN(size) || size < 1 || size > MAX_PAGE_SIZE) {
      fieldErrors.push({ field: 'size', message: `Size must be between 1 and ${MAX_PAGE_SIZE}` });
    }
  }
  if (fieldErrors.length > 0) throw badRequest('Invalid paging parameters', fieldErrors);
  return { page, size };
}

/** One page of rows in the answer shape, given the total the query counted. */
export function pageOf<T>(content: T[], total: number, { page, size }: Paging): Page<T> {
  return {
    content,
    totalPages: Math.ceil(total / size),
    totalElements: total,
    size,
    number: page,
    pageable: { pageNumber: page, pageSize: size },
  };
}

/** `LIMIT … OFFSET …` for a page; both are validated numbers, never request text. */
export function limitOffset({ page, size }: Paging): string {
  return `LIMIT ${size} OFFSET ${page * size}`;
}

/**
 * How deep a page of a list is still read in an index's order (docs/adr/016, "A page read from an index"): past it,
 * reading a row for each index entry costs more than reading every match once and sorting it, which a deeper page does
 * instead. The offers list and a data-room folder both keep to it.
 */
export const INDEX_PAGE_END = 1000;
