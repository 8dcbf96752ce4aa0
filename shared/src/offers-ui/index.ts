// Offer components more than one micro-frontend shows; each bundles them (not the platform: no cold-load bytes).
export {
  OfferCompanyFilter,
  type OfferCompanyChoice,
  type OfferCompanyFilterProps,
} from './OfferCompanyFilter.js';
