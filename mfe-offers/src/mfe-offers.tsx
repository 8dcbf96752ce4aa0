import { Heading } from '@carbon/react';
import { createMicroFrontend, useRoute } from '@seller-portal/platform';
import { CreateQuotePage } from './create-quote/CreateQuotePage.js';

/** The offers routes (spec 02 section 2); any other path under it is not found. */
const offersRoutes = {
  list: '/offers',
  details: '/offers/:offerId/details',
  create: '/offers/create-quote',
} as const;

function OffersArea() {
  const route = useRoute(offersRoutes);
  if (route?.name === 'create') return <CreateQuotePage />;
  return route ? <Heading>Offers</Heading> : null;
}

export const { bootstrap, mount, unmount } = createMicroFrontend({ rootComponent: OffersArea });
