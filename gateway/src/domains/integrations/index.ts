import { defineDomain } from '../domain.js';
import { IntegrationsProviderClient } from './provider-client.js';
import { integrationsResolvers } from './resolvers.js';
import { webhooksMappers, webhooksPart, withWebhooks } from './webhooks/index.js';

/** What integrators use instead of a person's sign-in: API clients and webhook endpoints (docs/integrators.md). */
export const integrationsDomain = defineDomain({
  name: 'integrations',
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: integrationsResolvers,
  client: (http) => withWebhooks(new IntegrationsProviderClient(http), http),
  parts: [webhooksPart],
  mappers: {
    ApiClient: './provider-client.js#ProviderApiClient',
    ...webhooksMappers,
  },
});
