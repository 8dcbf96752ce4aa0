import { pathTo, useRoute } from '@seller-portal/platform';

/** The offers screens (spec 01 and 02 section 2); any other path under /offers is not found. */
const offersRoutes = {
  list: '/offers',
  details: '/offers/:offerId/details',
  createQuote: '/offers/create-quote',
  createInvoice: '/offers/create-invoice',
} as const;

export const OFFERS_PATH = offersRoutes.list;
export const offerPath = (offerId: string) => pathTo(offersRoutes.details, { offerId });
export const CREATE_QUOTE_PATH = offersRoutes.createQuote;
export const CREATE_INVOICE_PATH = offersRoutes.createInvoice;
/** The customer page of the customers domain. */
export const customerPath = (customerId: string) => `/customers/${encodeURIComponent(customerId)}`;

export const useOffersRoute = () => useRoute(offersRoutes);

/** Spec 02 section 2: the create screen opens with navigation state for a duplicate or an add-on. */
export const duplicateState = (offerId: string) => ({ duplicateOfferId: offerId });
export const addOnState = (offerId: string) => ({ offerParentId: offerId, isAddOn: true });
/** After a submitted offer the list opens with this state, and says so in a modal (spec 02 section 2). */
export const SUBMITTED_STATE = { offerSubmitted: true } as const;
