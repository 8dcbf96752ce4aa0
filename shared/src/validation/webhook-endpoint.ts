import * as z from '#zod';
import type { WebhookEvent } from '../graphql/generated/schema.js';
import { trimmed } from './text.js';

/** The events an endpoint may subscribe to (the GraphQL schema's WebhookEvent). */
const WEBHOOK_EVENT_NAMES = [
  'OFFER_STAGE_CHANGED',
  'PAYMENT_SUCCEEDED',
  'PAYMENT_FAILED',
  'PAYMENT_CHARGED_BACK',
  'ADVANCE_PAID',
  'EXPORT_COMPLETED',
  'UNDERWRITING_DECIDED',
] as const satisfies readonly WebhookEvent[];

/** The longest endpoint address and description. */
export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;

/**
 * What the endpoint form and the gateway say of an endpoint's fields (docs/integrators.md). Whether an address may
 * be reached (HTTPS, not a private or local host) is the provider's to decide, since it makes the requests; its
 * words come back as the url field's error.
 */
export const WEBHOOK_ENDPOINT_MESSAGES = {
  urlRequired: 'Enter the address that receives the events.',
  urlInvalid: 'Enter a full web address, such as https://example.com/webhooks.',
  urlTooLong: `Use ${WEBHOOK_URL_MAX} characters or fewer for the address.`,
  descriptionTooLong: `Use ${WEBHOOK_DESCRIPTION_MAX} characters or fewer for the description.`,
  eventsRequired: 'Choose at least one event.',
} as const;

const isWebAddress = (value: string) => {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
};

/** An endpoint to register or change; used by the form and the gateway, mirrored by the sandbox. */
export const webhookEndpointSchema = z.object({
  url: trimmed(
    z.minLength(1, WEBHOOK_ENDPOINT_MESSAGES.urlRequired),
    z.maxLength(WEBHOOK_URL_MAX, WEBHOOK_ENDPOINT_MESSAGES.urlTooLong),
    z.refine(isWebAddress, WEBHOOK_ENDPOINT_MESSAGES.urlInvalid),
  ),
  description: z.optional(
    z.nullable(trimmed(z.maxLength(WEBHOOK_DESCRIPTION_MAX, WEBHOOK_ENDPOINT_MESSAGES.descriptionTooLong))),
  ),
  events: z
    .array(z.enum(WEBHOOK_EVENT_NAMES))
    .check(z.minLength(1, WEBHOOK_ENDPOINT_MESSAGES.eventsRequired)),
});

export type WebhookEndpointFormInput = z.infer<typeof webhookEndpointSchema>;
