import { createMicroFrontend } from '@seller-portal/platform';
import { PAGE_SIZES } from '@seller-portal/shared/hooks';
import stylesheet from './styles/org.scss?stylesheet';
import { PortfolioSummaryQuery } from './dashboard/portfolio.query.js';
import { OfferHealthReportQuery } from './dashboard/reports.query.js';
import { OrgArea } from './OrgArea.js';
import { OrgContextQuery } from './org-context.query.js';

export const { bootstrap, mount, unmount, prefetch } = createMicroFrontend({
  rootComponent: OrgArea,
  stylesheet,
  // Every page here asks who the member is first (OrgArea); the dashboard then its report and portfolio, as a first
  // view asks them (the report unfiltered, on its first page).
  prefetch: ({ pathname }) => [
    { query: OrgContextQuery },
    ...(pathname === '/'
      ? [
          {
            query: OfferHealthReportQuery,
            variables: { page: 0, size: PAGE_SIZES[0], accountId: null, paymentStatuses: null },
          },
          { query: PortfolioSummaryQuery },
        ]
      : []),
  ],
});
