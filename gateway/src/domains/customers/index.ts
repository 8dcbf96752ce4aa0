import type { GatewayDomain } from '../domain.js';
import { CustomersProviderClient } from './provider-client.js';
import { customersResolvers } from './resolvers.js';

/** Customers, their contacts and account creation with a credit-bureau match (spec 02 sections 2 to 9). */
export const customersDomain: GatewayDomain<'customers', CustomersProviderClient> = {
  name: 'customers',
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: customersResolvers,
  client: (http) => new CustomersProviderClient(http),
  mappers: {
    Customer: './provider-client.js#ProviderAccount',
    CustomerPage: './provider-client.js#ProviderAccountPage',
    CustomerProfile: './provider-client.js#ProviderCustomer',
    AccountContact: './provider-client.js#ProviderAccountContact',
    AccountValidation: './provider-client.js#ProviderAccountValidation',
  },
};
