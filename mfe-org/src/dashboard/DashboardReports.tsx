import { AdvanceHistory } from './AdvanceHistory.js';
import { OfferHealthReport } from './OfferHealthReport.js';

/**
 * The dashboard's reports (spec 01 section 2): the Offer Health Report, and Advance History when the company shows
 * it.
 */
export function DashboardReports({
  showAdvanceHistory,
  sellerName,
}: {
  showAdvanceHistory: boolean;
  sellerName: string;
}) {
  return (
    <section className="portal-page" aria-labelledby="dashboard-heading">
      <h1 id="dashboard-heading" className="portal-page__title">
        Dashboard
      </h1>
      <OfferHealthReport sellerName={sellerName} />
      {showAdvanceHistory ? <AdvanceHistory sellerName={sellerName} /> : null}
    </section>
  );
}
