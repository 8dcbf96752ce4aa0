import type { PaymentFrequency, PaymentStatus } from '@seller-portal/shared/graphql';

/** The payment statuses of spec 01 section 4, in the status filter's order, with the words the portal shows. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  succeeded: 'Succeeded',
  failed: 'Failed',
  canceled: 'Canceled',
  refunded: 'Refunded',
  chargeback: 'Chargeback',
  disputed: 'Disputed',
  other: 'Other',
};

/** Failed, chargeback and disputed payments show their details in a tooltip (spec 01 section 4). */
export const STATUSES_WITH_DETAILS: readonly PaymentStatus[] = ['failed', 'chargeback', 'disputed'];

export const FREQUENCY_LABELS: Record<PaymentFrequency, string> = {
  UPFRONT: 'Upfront',
  ANNUAL: 'Annual',
  SEMI_ANNUAL: 'Semi-Annual',
  QUARTERLY: 'Quarterly',
  MONTHLY: 'Monthly',
};
