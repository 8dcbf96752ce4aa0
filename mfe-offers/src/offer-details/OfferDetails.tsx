import { useQuery } from '@apollo/client/react';
import { usePageError } from '@seller-portal/platform';
import type { OffersViewer } from '../viewer/offers-viewer.js';
import { OfferQuery } from './offer.query.js';

/** /offers/{id}/details (spec 01 and 02, section 2); another seller's or an unknown offer shows the not-found screen. */
export function OfferDetails({ offerId }: { offerId: string; viewer: OffersViewer }) {
  const { data, error } = useQuery(OfferQuery, { variables: { id: offerId } });
  usePageError(error);
  const offer = data?.offer;
  if (!offer) return null;
  return <h1 className="portal-page__title">{offer.account.name}</h1>;
}
