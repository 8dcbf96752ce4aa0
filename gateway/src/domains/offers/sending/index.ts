import type { GatewayDomainPart } from '../../domain.js';
import type { ProviderHttp } from '../../../provider/provider-http.js';
import { OfferSendingProviderClient } from './provider-client.js';
import { offerSendingResolvers } from './resolvers.js';

/**
 * Sending an offer's link to the customer by email (ours, docs/adr/019), a part of the offers domain: the send and
 * resend, forwarding to another contact, and whether the link may be sent. Its calls are `context.offers.sending`.
 */
export const offerSendingPart: GatewayDomainPart = {
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: offerSendingResolvers,
};

/** The offers client's `sending` calls. */
export const withOfferSending = <Client extends object>(client: Client, http: ProviderHttp) =>
  Object.assign(client, { sending: new OfferSendingProviderClient(http) });
