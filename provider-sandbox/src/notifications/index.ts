import type { SandboxDomain } from '../domain.js';
import { notificationControlRouter, notificationsRouter } from './routes.js';

export { emitEvent, EVENT_TYPES, type EventType, type NewEvent, type ProviderEvent } from './events.js';
export { startWebhookDispatcher, type WebhookDispatcher, type WebhookSettings } from './webhooks.js';

/**
 * The provider's events per user (offer, payment, advance, underwriting, export): the notification feed, and their
 * delivery to the gateway as signed webhooks (the dispatcher runs when the sandbox is given a webhook URL).
 */
export const notificationsDomain: SandboxDomain = {
  name: 'notifications',
  migrations: new URL('./migrations/', import.meta.url),
  api: ({ db }) => notificationsRouter(db),
  controls: ({ db, webhookUrl }) => notificationControlRouter(db, webhookUrl),
};
