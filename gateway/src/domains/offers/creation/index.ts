import type { GatewayDomainPart } from '../../domain.js';
import type { ProviderHttp } from '../../../provider/provider-http.js';
import { OfferCreationProviderClient } from './provider-client.js';
import { offerCreationResolvers } from './resolvers.js';

/**
 * Creating offers (spec 02 sections 2 to 9, docs/adr/010), a part of the offers domain: sales packages, previews, the
 * metadata of the four entries and the create itself, each checked with the form's zod schema and the locks before
 * the provider. Its calls are `context.offers.creation`.
 */
export const offerCreationPart: GatewayDomainPart = {
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: offerCreationResolvers,
};

/** The offers client's `creation` calls. */
export const withOfferCreation = <Client extends object>(client: Client, http: ProviderHttp) =>
  Object.assign(client, { creation: new OfferCreationProviderClient(http) });

/** Codegen mappers of the part, relative to the offers domain's folder. */
export const offerCreationMappers = {
  QuotePreview: './creation/provider-client.js#ProviderQuotePreview',
  SalesPackage: './creation/provider-client.js#ProviderSalesPackage',
  SalesPackageTerm: './creation/provider-client.js#ProviderSalesPackageTerm',
} as const;
