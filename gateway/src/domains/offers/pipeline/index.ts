import type { GatewayDomainPart } from '../../domain.js';
import type { ProviderHttp } from '../../../provider/provider-http.js';
import { OfferPipelineProviderClient } from './provider-client.js';
import { offerPipelineResolvers } from './resolvers.js';

/**
 * The pipeline at a glance (ours, docs/adr/019), a part of the offers domain: the caller's offers by where they stand
 * over a period, per owner for those who see every offer. Its calls are `context.offers.pipeline`.
 */
export const offerPipelinePart: GatewayDomainPart = {
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: offerPipelineResolvers,
};

/** The offers client's `pipeline` calls. */
export const withOfferPipeline = <Client extends object>(client: Client, http: ProviderHttp) =>
  Object.assign(client, { pipeline: new OfferPipelineProviderClient(http) });
