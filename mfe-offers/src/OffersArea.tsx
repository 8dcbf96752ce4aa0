import { Suspense } from 'react';
import { lazyComponent } from '@seller-portal/platform';
import { OffersList } from './offers-list/OffersList.js';
import { useOffersRoute } from './routing/offers-routes.js';
import { useOffersViewer } from './viewer/offers-viewer.js';

// The details page and the create screen (with the forms module) load when opened, not with the list.
const OfferDetails = lazyComponent(() => import('./offer-details/OfferDetails.js'), 'OfferDetails');
const CreateQuotePage = lazyComponent(() => import('./create-quote/CreateQuotePage.js'), 'CreateQuotePage');

/** Everything under /offers, chosen from the location; any other path shows the not-found screen. */
export function OffersArea() {
  const route = useOffersRoute();
  const viewer = useOffersViewer();
  if (!route) return null;
  if (route.name === 'createQuote' || route.name === 'createInvoice') {
    return (
      <section className="portal-page">
        <Suspense fallback={null}>
          <CreateQuotePage
            key={route.name}
            offerType={route.name === 'createInvoice' ? 'INVOICE' : 'QUOTE'}
          />
        </Suspense>
      </section>
    );
  }
  return (
    <section className="portal-page offers-page">
      {!viewer ? null : route.name === 'list' ? (
        <OffersList viewer={viewer} />
      ) : (
        <Suspense fallback={null}>
          <OfferDetails key={route.params.offerId} offerId={route.params.offerId} viewer={viewer} />
        </Suspense>
      )}
    </section>
  );
}
