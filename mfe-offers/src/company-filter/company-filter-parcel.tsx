import { createParcel } from '@seller-portal/platform';
import stylesheet from '../styles/offers.scss?stylesheet';
import { OfferCompanyFilter, type OfferCompanyFilterProps } from './OfferCompanyFilter.js';

/**
 * What a host passes to `<RemoteParcel module="@seller-portal/mfe-offers/parcels" name="offerCompanyFilterParcel" />`
 * (the dashboard's Offer Health Report): the offers' company filter, each company with how many of its offers the
 * viewer sees when the provider can say (docs/adr/019).
 */
export type OfferCompanyFilterParcelProps = OfferCompanyFilterProps;

/** The offers' company filter as a single-spa parcel. */
export const offerCompanyFilterParcel = createParcel<OfferCompanyFilterParcelProps>({
  rootComponent: OfferCompanyFilter,
  stylesheet,
});
