import { Heading } from '@carbon/react';
import { createMicroFrontend, useRoute } from '@seller-portal/platform';

/** The customers routes (spec 02 section 2); any other path under it is not found. */
const customersRoutes = {
  list: '/customers',
  customer: '/customers/:customerId',
  newContact: '/customers/:customerId/create-account',
  editContact: '/customers/:customerId/accounts/:contactId/edit',
} as const;

function CustomersArea() {
  const route = useRoute(customersRoutes);
  return route ? <Heading>Customers</Heading> : null;
}

export const { bootstrap, mount, unmount } = createMicroFrontend({ rootComponent: CustomersArea });
