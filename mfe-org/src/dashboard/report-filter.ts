import { useState } from 'react';
import type { PaymentStatus, PortfolioSliceInput } from '#graphql';
import { usePaging } from '@seller-portal/shared/hooks';

/** A company chosen in the offers domain's company filter (the value `offerCompanyFilterParcel` takes and gives). */
interface CompanyChoice {
  id: string;
  name: string;
}

export interface OfferHealthFilter {
  company: CompanyChoice | null;
  statuses: PaymentStatus[];
  /** The bar of Portfolio at a glance the report was opened from. */
  portfolio: PortfolioSliceInput | null;
}

const NO_FILTER: OfferHealthFilter = { company: null, statuses: [], portfolio: null };

/**
 * The Offer Health Report's filter and page, held by the dashboard so a chart's bar can set them: any change goes
 * back to the first page (spec 01 section 9).
 */
export function useOfferHealthFilter() {
  const [filter, setFilter] = useState<OfferHealthFilter>(NO_FILTER);
  const paging = usePaging();
  const change = (next: Partial<OfferHealthFilter>) => {
    setFilter((was) => ({ ...was, ...next }));
    paging.reset();
  };
  return {
    filter,
    paging,
    filtered: filter.company !== null || filter.statuses.length > 0 || filter.portfolio !== null,
    setCompany: (company: CompanyChoice | null) => change({ company }),
    setStatuses: (statuses: PaymentStatus[]) => change({ statuses }),
    /** Only the offers behind a bar: the other filters are cleared, so the report lists exactly those. */
    showPortfolio: (portfolio: PortfolioSliceInput) => change({ ...NO_FILTER, portfolio }),
    clearPortfolio: () => change({ portfolio: null }),
    clearAll: () => change(NO_FILTER),
  };
}

export type OfferHealthFilterState = ReturnType<typeof useOfferHealthFilter>;
