import type { MouseEvent } from 'react';
import { navigate, pathTo, useRoute } from '@seller-portal/platform';

/** The customers screens (spec 02 section 2); any other path under /customers is not found. */
const customersRoutes = {
  list: '/customers',
  customer: '/customers/:customerId',
  newContact: '/customers/:customerId/create-account',
  editContact: '/customers/:customerId/accounts/:contactId/edit',
} as const;

export const CUSTOMERS_PATH = customersRoutes.list;
export const customerPath = (customerId: string) => pathTo(customersRoutes.customer, { customerId });
export const newContactPath = (customerId: string) => pathTo(customersRoutes.newContact, { customerId });
export const editContactPath = (customerId: string, contactId: string) =>
  pathTo(customersRoutes.editContact, { customerId, contactId });
/** The offers list, filtered to one customer (the offers domain keeps the filter). */
export const customerOffersPath = (customerId: string) =>
  `/offers?accountId=${encodeURIComponent(customerId)}`;

export const useCustomersRoute = () => useRoute(customersRoutes);

/** A link's click handler that navigates inside the portal (single-spa keeps routing) instead of loading the page. */
export const navigateOnClick = (path: string) => (event: MouseEvent) => {
  event.preventDefault();
  navigate(path);
};
