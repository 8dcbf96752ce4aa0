import type { WebhookDeliveryStatus, WebhookEndpointStatus, WebhookEvent } from '#graphql';

/** Each event's short name, in the order the form and the table show them (the GraphQL schema's WebhookEvent). */
const EVENT_LABELS: Record<WebhookEvent, string> = {
  OFFER_STAGE_CHANGED: 'Offer stage changed',
  PAYMENT_SUCCEEDED: 'Payment succeeded',
  PAYMENT_FAILED: 'Payment failed',
  PAYMENT_CHARGED_BACK: 'Payment charged back',
  ADVANCE_PAID: 'Advance paid',
  EXPORT_COMPLETED: 'Export completed',
  UNDERWRITING_DECIDED: 'Underwriting decided',
};

const EVENT_ORDER = Object.keys(EVENT_LABELS) as WebhookEvent[];

/** An event as people read it; an event this build does not know yet shows as the API names it. */
export const eventLabel = (event: WebhookEvent): string => EVENT_LABELS[event] ?? event;

/** Events in the form's order, whatever order the answer gave them in (unknown ones last). */
export const sortedEvents = <Event extends { event: WebhookEvent } | WebhookEvent>(
  events: readonly Event[],
): Event[] => {
  const rank = (item: Event) => {
    const index = EVENT_ORDER.indexOf(typeof item === 'string' ? item : item.event);
    return index === -1 ? EVENT_ORDER.length : index;
  };
  return [...events].sort((a, b) => rank(a) - rank(b));
};

export const ENDPOINT_STATUS_LABEL: Record<WebhookEndpointStatus, string> = {
  ENABLED: 'Enabled',
  DISABLED: 'Disabled',
};
export const ENDPOINT_STATUS_TAG: Record<WebhookEndpointStatus, 'green' | 'red'> = {
  ENABLED: 'green',
  DISABLED: 'red',
};

export const DELIVERY_STATUS_LABEL: Record<WebhookDeliveryStatus, string> = {
  PENDING: 'Pending',
  DELIVERED: 'Delivered',
  FAILED: 'Failed',
};
export const DELIVERY_STATUS_TAG: Record<WebhookDeliveryStatus, 'blue' | 'green' | 'red'> = {
  PENDING: 'blue',
  DELIVERED: 'green',
  FAILED: 'red',
};
