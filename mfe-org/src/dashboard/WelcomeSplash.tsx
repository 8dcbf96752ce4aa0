import { Tile } from '@carbon/react';

/** For roles without the dashboard's reports (spec 01 sections 1 and 6). */
export function WelcomeSplash({ sellerName }: { sellerName: string | null }) {
  return (
    <section className="portal-page org-splash" aria-labelledby="welcome-heading">
      <h1 id="welcome-heading" className="portal-page__title">
        Welcome to Seller Portal
      </h1>
      {sellerName ? <p className="org-splash__lead">You are signed in to {sellerName}.</p> : null}
      <div className="org-splash__tiles">
        <Tile className="org-splash__tile">
          <h2 className="org-splash__tile-title">Payment flexibility for your customers</h2>
          <p>Offer customers payment plans so they can buy now and pay over time.</p>
        </Tile>
        <Tile className="org-splash__tile">
          <h2 className="org-splash__tile-title">Financing without discount or dilution</h2>
          <p>Your company is paid up front, without discounting its contracts or giving up equity.</p>
        </Tile>
      </div>
    </section>
  );
}
