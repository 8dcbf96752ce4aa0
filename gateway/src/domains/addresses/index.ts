import type { GatewayDomain } from '../domain.js';
import { AddressesProviderClient } from './provider-client.js';
import { addressesResolvers } from './resolvers.js';

/** The address typeahead shared by the company and customer forms. */
export const addressesDomain: GatewayDomain<'addresses', AddressesProviderClient> = {
  name: 'addresses',
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: addressesResolvers,
  client: (http) => new AddressesProviderClient(http),
  mappers: { Address: './provider-client.js#ProviderAddress' },
};
