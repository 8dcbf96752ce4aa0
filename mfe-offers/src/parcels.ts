// The offers' parcels module (docs/adr/020): what other domains mount, without the offers' screens.
export {
  offerCompanyFilterParcel,
  type OfferCompanyFilterParcelProps,
} from './company-filter/company-filter-parcel.js';
export { offersExportParcel, type OffersExportParcelProps } from './offers-export/offers-export-parcel.js';
