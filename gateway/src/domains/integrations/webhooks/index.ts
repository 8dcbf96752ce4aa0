import type { GatewayDomainPart } from '../../domain.js';
import type { ProviderHttp } from '../../../provider/provider-http.js';
import { WebhooksProviderClient } from './provider-client.js';
import { webhooksResolvers } from './resolvers.js';

/**
 * The seller's webhook endpoints (ours, docs/integrators.md), a part of the integrations domain: the provider
 * delivers the seller's events to them, signed per Standard Webhooks. Its calls are `context.integrations.webhooks`.
 */
export const webhooksPart: GatewayDomainPart = {
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: webhooksResolvers,
};

export const webhooksMappers = {
  WebhookEndpoint: './webhooks/provider-client.js#ProviderWebhookEndpoint',
  WebhookDelivery: './webhooks/provider-client.js#ProviderWebhookDelivery',
  WebhookDeliveryPage: './webhooks/provider-client.js#ProviderWebhookDeliveryPage',
  WebhookEventType: './webhooks/provider-client.js#ProviderWebhookEventType',
  WebhookEndpointSecret: './webhooks/provider-client.js#ProviderWebhookEndpointSecret',
} as const;

/** The integrations client's `webhooks` calls. */
export const withWebhooks = <Client extends object>(client: Client, http: ProviderHttp) =>
  Object.assign(client, { webhooks: new WebhooksProviderClient(http) });
