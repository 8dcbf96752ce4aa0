import type { GatewayDomain } from '../domain.js';
import type { ProviderHttp } from '../../provider/provider-http.js';
import { offerFileRoutes } from './file-routes.js';
import { offerCreationMappers, offerCreationPart, withOfferCreation } from './creation/index.js';
import { offerPipelinePart, withOfferPipeline } from './pipeline/index.js';
import { offerBulkPart } from './bulk/index.js';
import { offerSendingPart, withOfferSending } from './sending/index.js';
import { OffersProviderClient } from './provider-client.js';
import { offersResolvers } from './resolvers.js';

/** The domain's provider client with its parts' calls, made on its first use in a request. */
const client = (http: ProviderHttp) =>
  withOfferPipeline(withOfferSending(withOfferCreation(new OffersProviderClient(http), http), http), http);

/** Financing offers: the list, the details and every action on an existing offer (spec 01 and 02, docs/adr/009). */
export const offersDomain: GatewayDomain<'offers', ReturnType<typeof client>> = {
  name: 'offers',
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: offersResolvers,
  client,
  httpRoutes: [{ path: '/offer-files', router: offerFileRoutes }],
  parts: [offerCreationPart, offerSendingPart, offerPipelinePart, offerBulkPart],
  mappers: {
    Offer: './provider-client.js#ProviderOffer',
    OfferListItem: './provider-client.js#ProviderOfferRow',
    OfferPage: './provider-client.js#ProviderOfferPage',
    OfferEventPage: './provider-client.js#ProviderOfferEventPage',
    OfferEvent: './provider-client.js#ProviderOfferEvent',
    Payment: './provider-client.js#ProviderPayment',
    PaymentPage: './provider-client.js#PaymentPageRecord',
    OfferFile: './provider-client.js#ProviderOfferFile',
    PricingOption: './provider-client.js#ProviderPricingOption',
    ...offerCreationMappers,
  },
};
