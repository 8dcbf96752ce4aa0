import type { PaymentFrequency, PaymentStatus } from '../graphql/index.js';

// The words for the contract's payment enums, which two domains show: an offer's payments (mfe-offers) and the
// dashboard's reports (mfe-org). Words only one domain shows live in that domain.

/** Spec 01 section 3: how often a customer pays, as the portal shows it. */
export const PAYMENT_FREQUENCY_LABELS: Readonly<Record<PaymentFrequency, string>> = {
  ANNUAL: 'Annual',
  UPFRONT: 'Upfront',
  SEMI_ANNUAL: 'Semi-Annual',
  QUARTERLY: 'Quarterly',
  MONTHLY: 'Monthly',
};

/** Spec 01 section 4: payment statuses as the portal shows them. */
export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  pending: 'Pending',
  succeeded: 'Succeeded',
  failed: 'Failed',
  canceled: 'Canceled',
  refunded: 'Refunded',
  chargeback: 'Chargeback',
  disputed: 'Disputed',
  other: 'Other',
};
