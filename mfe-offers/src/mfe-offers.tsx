import { createMicroFrontend } from '@seller-portal/platform';
import stylesheet from './styles/offers.scss?stylesheet';
import { asksNoFeature, listViewOf, offersQueryVariables } from './offers-list/list-view.js';
import { OffersQuery } from './offers-list/offers.query.js';
import { OffersArea } from './OffersArea.js';
import { OfferPipelineQuery } from './pipeline/pipeline.query.js';
import { OFFERS_PATH } from './routing/offers-routes.js';
import { OffersViewerQuery } from './viewer/offers-viewer.query.js';

const NO_FEATURES = { expiringSoonOffered: false, pipelineOffered: false, searchOffered: false };

export const { bootstrap, mount, unmount, prefetch } = createMicroFrontend({
  rootComponent: OffersArea,
  stylesheet,
  // Every page here asks who is looking first; the list then its view of the offers and the pipeline, as the list
  // asks them. A view with a feature's filter waits for the viewer's flags, so it is not asked for ahead.
  prefetch: ({ pathname, search }) => {
    if (pathname !== OFFERS_PATH) return [{ query: OffersViewerQuery }];
    const view = listViewOf(search);
    return [
      { query: OffersViewerQuery },
      ...(asksNoFeature(view)
        ? [{ query: OffersQuery, variables: offersQueryVariables(view, NO_FEATURES) }]
        : []),
      {
        query: OfferPipelineQuery,
        variables: { createdWithinDays: view.createdWithinDays, ownerId: view.ownerId },
      },
    ];
  },
});
