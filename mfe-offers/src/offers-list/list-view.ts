import type { OfferStage } from '@seller-portal/shared/graphql';
import { OFFER_STAGES } from '@seller-portal/shared/offers';

/** What the offers list shows, kept in its query string (spec 01 section 2): back and reload restore it. */
export interface ListView {
  accountId: string | null;
  /** 0-based. */
  currentPage: number;
  /** null: every stage (the status filter's initial value). */
  stages: OfferStage[] | null;
}

export const ALL_STAGES: ListView = { accountId: null, currentPage: 0, stages: null };

const isStage = (value: string): value is OfferStage => (OFFER_STAGES as string[]).includes(value);

/** The view a query string holds; anything unreadable falls back to the initial view. */
export function listViewOf(search: string): ListView {
  const query = new URLSearchParams(search);
  const page = Number(query.get('currentPage'));
  const stages = query.get('offerStageText')?.split(',').filter(isStage) ?? [];
  return {
    accountId: query.get('accountId') || null,
    currentPage: Number.isInteger(page) && page > 0 ? page : 0,
    stages: stages.length > 0 && stages.length < OFFER_STAGES.length ? stages : null,
  };
}

/** The query string of a view ('' for the initial one). */
export function searchOf(view: ListView): string {
  const query = new URLSearchParams();
  if (view.accountId) query.set('accountId', view.accountId);
  if (view.currentPage > 0) query.set('currentPage', String(view.currentPage));
  if (view.stages) query.set('offerStageText', view.stages.join(','));
  const text = query.toString();
  return text ? `?${text.replaceAll('%2C', ',')}` : '';
}
