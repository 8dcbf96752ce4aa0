/**
 * The dashboard's place for the Offer Health Report and, when the company shows it, Advance History (spec 01
 * section 2). Issue 15 builds both; until then the dashboard shows its heading only.
 */
export function OfferHealthReport() {
  return null;
}

/** Advance History's place on the dashboard (issue 15). */
export function AdvanceHistory() {
  return null;
}

export function DashboardReports({ showAdvanceHistory }: { showAdvanceHistory: boolean }) {
  return (
    <section className="portal-page" aria-labelledby="dashboard-heading">
      <h1 id="dashboard-heading" className="portal-page__title">
        Dashboard
      </h1>
      <OfferHealthReport />
      {showAdvanceHistory ? <AdvanceHistory /> : null}
    </section>
  );
}
