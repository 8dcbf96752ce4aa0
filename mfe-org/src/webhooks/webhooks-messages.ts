/**
 * The Webhooks tab's words, where the tab defines them (the form's field messages are the shared
 * WEBHOOK_ENDPOINT_MESSAGES): its tests and the e2e journey read them from here.
 */
export const WEBHOOKS_MESSAGES = {
  title: 'Webhooks',
  intro:
    'Webhooks tell your systems when something happens, as it happens: the provider POSTs each event you choose to your HTTPS address, signed per the Standard Webhooks specification, so your system can check that it came from the provider.',
  empty: 'No webhook endpoints yet',
  emptyText: 'Add an endpoint for each system that should hear of your offers, payments and advances.',
  add: 'Add endpoint',
  tableLabel: 'Webhook endpoints',
  noLastDelivery: 'No deliveries yet',
  secretWarning: 'Copy the signing secret now: it is not shown again.',
  secretUse:
    'Your endpoint checks the webhook-signature header of each delivery with it, as the Standard Webhooks specification describes.',
  rotateConfirm:
    'A new signing secret is shown once. For 24 hours each delivery is signed with both the new and the previous secret, so your endpoint can change over without missing an event; after that only the new secret signs.',
  deleteConfirm:
    'No more events are sent to it, and its delivery log is deleted with it. This cannot be undone.',
  created: 'Webhook endpoint added.',
  saved: 'Webhook endpoint saved.',
  testSent: 'Test event sent.',
  redelivered: 'Delivery queued again.',
  enabled: 'Webhook endpoint enabled.',
  disabled: 'Webhook endpoint disabled.',
  deleted: 'Webhook endpoint deleted.',
  noDeliveries: 'No deliveries yet. Send a test event to try the endpoint.',
  forbidden: 'Only admins can manage webhook endpoints.',
} as const;
