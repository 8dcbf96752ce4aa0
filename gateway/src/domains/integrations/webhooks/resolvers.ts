import { webhookEndpointSchema } from '@seller-portal/shared/validation';
import type { Resolvers, WebhookEvent, WebhookEndpointInput } from '../../../generated/resolvers-types.js';
import { requireAdmin } from '../../../auth/authorization.js';
import { pageArgs, pageFields } from '../../../provider/page.js';
import { replaceOperationsSince } from '../../../provider/replace-operations.js';
import { validInput } from '../../../validation/valid-input.js';
import type { ProviderNewWebhookEndpoint, ProviderWebhookDelivery } from './provider-client.js';

/** OFFER_STAGE_CHANGED ↔ offer.stage_changed: the GraphQL enum and the payload's type. */
const typeOf = (event: WebhookEvent) =>
  event.toLowerCase().replace('_', '.') as ProviderNewWebhookEndpoint['eventTypes'][number];
const eventOf = (type: string) => type.toUpperCase().replace('.', '_') as WebhookEvent;

function providerEndpoint(input: WebhookEndpointInput): ProviderNewWebhookEndpoint {
  const form = validInput(webhookEndpointSchema, input);
  return {
    url: form.url,
    description: form.description || null,
    // In one order, so two lists of the same events are the same (a change is a change of which, not of order).
    eventTypes: [...new Set(form.events.map(typeOf))].sort(),
  };
}

/** An endpoint's fields as the form holds them, to compare what the form was opened on with what is stored. */
const storedFields = (fields: ProviderNewWebhookEndpoint): ProviderNewWebhookEndpoint => ({
  url: fields.url.trim(),
  description: fields.description?.trim() || null,
  eventTypes: [...new Set(fields.eventTypes)].sort(),
});

export const webhooksResolvers: Resolvers = {
  Query: {
    webhookEndpoints: async (_parent, _args, context) => {
      await requireAdmin(context);
      return context.integrations.webhooks.list();
    },
    webhookEndpoint: async (_parent, { id }, context) => {
      await requireAdmin(context);
      return context.integrations.webhooks.get(id);
    },
    webhookDeliveries: async (_parent, { endpointId, ...paging }, context) => {
      await requireAdmin(context);
      return context.integrations.webhooks.deliveries(endpointId, validInput(pageArgs, paging));
    },
    webhookEventTypes: async (_parent, _args, context) => {
      await requireAdmin(context);
      return context.integrations.webhooks.eventTypes();
    },
  },
  Mutation: {
    createWebhookEndpoint: async (_parent, { input }, context) => {
      await requireAdmin(context);
      return context.integrations.webhooks.create(providerEndpoint(input));
    },
    updateWebhookEndpoint: async (_parent, { id, input, loaded }, context) => {
      await requireAdmin(context);
      const form = providerEndpoint(input);
      if (!loaded) return context.integrations.webhooks.update(id, form);
      // Two admins editing one endpoint: only this one's changes are saved, and a field the other changed since this
      // form was opened is refused rather than overwritten (docs/adr/013).
      const stored = await context.integrations.webhooks.get(id);
      const current = storedFields(stored);
      const opened = storedFields({
        url: loaded.url,
        description: loaded.description ?? null,
        eventTypes: loaded.events.map(typeOf),
      });
      const changes = replaceOperationsSince(current, opened, form, { eventTypes: 'events' });
      if (changes.length === 0) return stored;
      const merged = {
        ...current,
        ...Object.fromEntries(changes.map((change) => [change.path.slice(1), change.value])),
      };
      return context.integrations.webhooks.update(id, merged as ProviderNewWebhookEndpoint);
    },
    enableWebhookEndpoint: async (_parent, { id }, context) => {
      await requireAdmin(context);
      return context.integrations.webhooks.switch(id, 'enable');
    },
    disableWebhookEndpoint: async (_parent, { id }, context) => {
      await requireAdmin(context);
      return context.integrations.webhooks.switch(id, 'disable');
    },
    rotateWebhookEndpointSecret: async (_parent, { id }, context) => {
      await requireAdmin(context);
      return context.integrations.webhooks.rotateSecret(id);
    },
    deleteWebhookEndpoint: async (_parent, { id }, context) => {
      await requireAdmin(context);
      return (await context.integrations.webhooks.remove(id)).id;
    },
    sendTestWebhook: async (_parent, { endpointId }, context) => {
      await requireAdmin(context);
      return context.integrations.webhooks.sendTest(endpointId);
    },
    redeliverWebhook: async (_parent, { endpointId, deliveryId }, context) => {
      await requireAdmin(context);
      return context.integrations.webhooks.redeliver(endpointId, deliveryId);
    },
  },
  WebhookEndpoint: {
    events: (endpoint) => endpoint.eventTypes.map(eventOf),
    createdBy: (endpoint) => endpoint.createdByName,
    deliveries: (endpoint, args, context) =>
      context.integrations.webhooks.deliveries(endpoint.id, validInput(pageArgs, args)),
  },
  WebhookDelivery: {
    messageId: (delivery: ProviderWebhookDelivery) => delivery.eventId,
  },
  WebhookDeliveryPage: pageFields<ProviderWebhookDelivery>(),
  WebhookEventType: {
    event: (type) => eventOf(type.type),
    schema: (type) => JSON.stringify(type.schema),
  },
};
