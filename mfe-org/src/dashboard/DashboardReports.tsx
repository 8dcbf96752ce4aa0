import { useRef } from 'react';
import { AdvanceHistory } from './AdvanceHistory.js';
import { OfferHealthReport } from './OfferHealthReport.js';
import { PortfolioAtAGlance } from './PortfolioAtAGlance.js';
import type { PortfolioBar } from './portfolio.js';
import { useOfferHealthFilter } from './report-filter.js';

/**
 * The dashboard's reports (spec 01 section 2): Portfolio at a glance, the Offer Health Report, and Advance History
 * when the company shows it. A bar of a chart shows its offers in the report and takes the focus there.
 */
export function DashboardReports({
  showAdvanceHistory,
  sellerName,
}: {
  showAdvanceHistory: boolean;
  sellerName: string;
}) {
  const report = useOfferHealthFilter();
  const reportHeading = useRef<HTMLHeadingElement>(null);
  const showOffersOf = (bar: PortfolioBar) => {
    report.showPortfolio(bar.slice);
    reportHeading.current?.scrollIntoView?.({ block: 'start' });
    reportHeading.current?.focus({ preventScroll: true });
  };
  return (
    <section className="portal-page" aria-labelledby="dashboard-heading">
      <h1 id="dashboard-heading" className="portal-page__title">
        Dashboard
      </h1>
      <PortfolioAtAGlance showAdvances={showAdvanceHistory} onSelect={showOffersOf} />
      <OfferHealthReport sellerName={sellerName} state={report} headingRef={reportHeading} />
      {showAdvanceHistory ? <AdvanceHistory sellerName={sellerName} /> : null}
    </section>
  );
}
