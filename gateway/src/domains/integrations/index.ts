import { defineDomain } from '../domain.js';
import { IntegrationsProviderClient } from './provider-client.js';
import { integrationsResolvers } from './resolvers.js';

/** What integrators use instead of a person's sign-in: API clients (docs/integrators.md). */
export const integrationsDomain = defineDomain({
  name: 'integrations',
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: integrationsResolvers,
  client: (http) => new IntegrationsProviderClient(http),
  mappers: {
    ApiClient: './provider-client.js#ProviderApiClient',
  },
});
