import type { GatewayDomain } from '../domain.js';
import type { ProviderHttp } from '../../provider/provider-http.js';
import { IntegrationsProviderClient } from './provider-client.js';
import { integrationsResolvers } from './resolvers.js';
import { webhooksMappers, webhooksPart, withWebhooks } from './webhooks/index.js';

/** The domain's provider client with its parts' calls, made on its first use in a request. */
const client = (http: ProviderHttp) => withWebhooks(new IntegrationsProviderClient(http), http);

/** What integrators use instead of a person's sign-in: API clients and webhook endpoints (docs/integrators.md). */
export const integrationsDomain: GatewayDomain<'integrations', ReturnType<typeof client>> = {
  name: 'integrations',
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: integrationsResolvers,
  client,
  parts: [webhooksPart],
  mappers: {
    ApiClient: './provider-client.js#ProviderApiClient',
    ...webhooksMappers,
  },
};
