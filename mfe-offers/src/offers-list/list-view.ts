import type { OfferSort, OfferSortField, OfferStage, SortDirection } from '#graphql';
import { OFFER_SEARCH } from '@seller-portal/shared/validation';
import { OFFER_STAGES } from '../labels.js';

/** What the offers list shows, kept in its query string (spec 01 section 2): back and reload restore it. */
export interface ListView {
  accountId: string | null;
  /** 0-based. */
  currentPage: number;
  /** null: every stage (the status filter's initial value). */
  stages: OfferStage[] | null;
  /** Only offers the customer can still accept that expire within 7 days (the provider decides which). */
  expiringSoon: boolean;
  /** The Search field's text, trimmed ('' for none; 2 to 200 characters otherwise). */
  search: string;
  /** null: the spec's order, last modified first (spec 01 section 9). */
  sort: OfferSort | null;
  /** The pipeline's period: offers made within this many days; null: every offer. */
  createdWithinDays: number | null;
  /** The pipeline's owner: only this member's offers; null: every owner's. */
  ownerId: string | null;
}

/** The list's one page size (spec 01 section 9: pages of 10, last modified first). */
export const OFFERS_PAGE_SIZE = 10;

/** What the provider offers that changes how a view is asked for (the offers viewer's flags). */
export interface OffersListFeatures {
  expiringSoonOffered: boolean;
  pipelineOffered: boolean;
  searchOffered: boolean;
}

/** The offers query's variables for a view: what the provider does not offer is not asked for. */
export function offersQueryVariables(view: ListView, features: OffersListFeatures) {
  return {
    page: view.currentPage,
    size: OFFERS_PAGE_SIZE,
    stages: view.stages,
    accountId: view.accountId,
    expiringSoon: view.expiringSoon && features.expiringSoonOffered,
    search: (features.searchOffered ? view.search : '') || null,
    sort: view.sort,
    createdWithinDays: features.pipelineOffered ? view.createdWithinDays : null,
    ownerId: features.pipelineOffered ? view.ownerId : null,
  };
}

/** Whether a view is asked for the same way whatever the provider offers (no feature's filter is chosen). */
export const asksNoFeature = (view: ListView): boolean =>
  !view.expiringSoon && !view.search && view.createdWithinDays === null && view.ownerId === null;

/** The pipeline's periods, in days; the query string takes no other. */
export const PIPELINE_PERIODS = [30, 90, 365] as const;

export const ALL_STAGES: ListView = {
  accountId: null,
  currentPage: 0,
  stages: null,
  expiringSoon: false,
  search: '',
  sort: null,
  createdWithinDays: null,
  ownerId: null,
};

/** A search text as the list applies it: trimmed, '' when too short to search, at most 200 characters. */
export const searchTextOf = (text: string | null): string => {
  const trimmed = (text ?? '').trim().slice(0, OFFER_SEARCH.max).trim();
  return trimmed.length >= OFFER_SEARCH.min ? trimmed : '';
};

const isStage = (value: string): value is OfferStage => (OFFER_STAGES as string[]).includes(value);

/** The sortable columns' names in the query string: the provider's (sort=lastModifiedDate,desc). */
const SORT_PARAMS: Record<OfferSortField, string> = {
  LAST_MODIFIED: 'lastModifiedDate',
  EXPIRATION: 'expiration',
  TOTAL: 'directOfferTotalContractValue',
};

function sortOf(param: string | null): OfferSort | null {
  const [name, direction] = param?.split(',') ?? [];
  const field = (Object.keys(SORT_PARAMS) as OfferSortField[]).find((key) => SORT_PARAMS[key] === name);
  if (!field || (direction !== 'asc' && direction !== 'desc')) return null;
  const sort = { field, direction: direction.toUpperCase() as SortDirection };
  return isDefaultSort(sort) ? null : sort;
}

const isDefaultSort = (sort: OfferSort) => sort.field === 'LAST_MODIFIED' && sort.direction === 'DESC';

/** The order the list shows: the view's, or last modified first. */
export const shownSort = (view: ListView): OfferSort =>
  view.sort ?? { field: 'LAST_MODIFIED', direction: 'DESC' };

/**
 * The order after a click on a sortable column. Expiration and total: ascending, then descending, then back to the
 * list's own order. Last modified, which the list is already in: oldest first, then back.
 */
export function nextSort(view: ListView, field: OfferSortField): OfferSort | null {
  const shown = shownSort(view);
  if (field === 'LAST_MODIFIED')
    return shown.field === field && shown.direction === 'DESC' ? { field, direction: 'ASC' } : null;
  if (shown.field !== field) return { field, direction: 'ASC' };
  return shown.direction === 'ASC' ? { field, direction: 'DESC' } : null;
}

/** The view a query string holds; anything unreadable falls back to the initial view. */
export function listViewOf(search: string): ListView {
  const query = new URLSearchParams(search);
  const page = Number(query.get('currentPage'));
  const stages = query.get('offerStageText')?.split(',').filter(isStage) ?? [];
  return {
    accountId: query.get('accountId') || null,
    currentPage: Number.isInteger(page) && page > 0 ? page : 0,
    stages: stages.length > 0 && stages.length < OFFER_STAGES.length ? stages : null,
    expiringSoon: query.get('expiringSoon') === 'true',
    search: searchTextOf(query.get('search')),
    sort: sortOf(query.get('sort')),
    createdWithinDays:
      PIPELINE_PERIODS.find((days) => String(days) === query.get('createdWithinDays')) ?? null,
    ownerId: query.get('ownerId') || null,
  };
}

/** The query string of a view ('' for the initial one). */
export function searchOf(view: ListView): string {
  const query = new URLSearchParams();
  if (view.accountId) query.set('accountId', view.accountId);
  if (view.currentPage > 0) query.set('currentPage', String(view.currentPage));
  if (view.stages) query.set('offerStageText', view.stages.join(','));
  if (view.expiringSoon) query.set('expiringSoon', 'true');
  if (view.createdWithinDays) query.set('createdWithinDays', String(view.createdWithinDays));
  if (view.ownerId) query.set('ownerId', view.ownerId);
  if (view.search) query.set('search', view.search);
  if (view.sort && !isDefaultSort(view.sort))
    query.set('sort', `${SORT_PARAMS[view.sort.field]},${view.sort.direction.toLowerCase()}`);
  const text = query.toString();
  return text ? `?${text.replaceAll('%2C', ',')}` : '';
}
