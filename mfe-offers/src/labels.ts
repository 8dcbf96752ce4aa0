import type { OfferEventType, OfferStage } from '#graphql';

/** Spec 01 section 4: the offer stages in the order the status filter and the help modal list them, with labels. */
export const OFFER_STAGE_LABELS: Readonly<Record<OfferStage, string>> = {
  READY: 'Ready',
  READY_WITH_REQUIREMENTS: 'Ready *',
  PENDING_REVIEW: 'Pending Review',
  CUSTOMER_PENDING: 'Customer Pending',
  ACCOUNT_INELIGIBLE: 'Account Ineligible',
  DIRECT_PAYMENT: 'Chose Direct Payment',
  ACCEPTED: 'Accepted',
  ACCEPTED_ACTION_REQUIRED: 'Accepted, Action Required',
  COMPLETE: 'Complete',
  DISABLED: 'Disabled',
  ERROR: 'Error',
  LENDER_DENIED: 'Lender Denied',
  EXPIRED: 'Expired',
  CLOSED_DISPUTED: 'Dispute Closed',
  CLOSED_CANCELED: 'Canceled',
};

export const OFFER_STAGES = Object.keys(OFFER_STAGE_LABELS) as OfferStage[];

/** How a stage reads at a glance: going well, needing attention, or over (neutral, like Canceled and Disabled). */
export type OfferStageTone = 'positive' | 'attention' | 'neutral';

/** The Offer Statuses help modal (spec 01 section 2): what each status means and its tone. */
export const OFFER_STAGE_HELP: Readonly<Record<OfferStage, { tone: OfferStageTone; meaning: string }>> = {
  READY: {
    tone: 'positive',
    meaning: 'The offer is approved and its link works: your customer can choose a plan and accept.',
  },
  READY_WITH_REQUIREMENTS: {
    tone: 'attention',
    meaning:
      'The offer is approved, but your customer can accept it only once you attach the contract they must see.',
  },
  PENDING_REVIEW: {
    tone: 'attention',
    meaning: 'The provider is reviewing the offer; reviews take 24 to 48 hours.',
  },
  CUSTOMER_PENDING: { tone: 'positive', meaning: 'Your customer opened the offer and has not decided yet.' },
  ACCOUNT_INELIGIBLE: {
    tone: 'attention',
    meaning: 'Your customer is behind on existing payments, so the offer cannot be used until they catch up.',
  },
  DIRECT_PAYMENT: {
    tone: 'positive',
    meaning: 'Your customer chose to pay you directly instead of a payment plan.',
  },
  ACCEPTED: {
    tone: 'positive',
    meaning: 'Your customer accepted a payment plan; you are paid once their first payment goes through.',
  },
  ACCEPTED_ACTION_REQUIRED: {
    tone: 'attention',
    meaning:
      'Your customer accepted, and you must set the term start date before the payment schedule can start.',
  },
  COMPLETE: { tone: 'positive', meaning: 'The first payment went through and you were paid out.' },
  DISABLED: { tone: 'neutral', meaning: 'You disabled the offer: your customer can no longer use it.' },
  ERROR: {
    tone: 'attention',
    meaning: 'The provider could not decide the offer. Disable it and make a new one.',
  },
  LENDER_DENIED: { tone: 'attention', meaning: 'The provider declined to finance the offer.' },
  EXPIRED: {
    tone: 'neutral',
    meaning: 'The offer expired before your customer committed. Reissue it to send a fresh link.',
  },
  CLOSED_DISPUTED: { tone: 'attention', meaning: 'Your customer disputed the offer and it was closed.' },
  CLOSED_CANCELED: { tone: 'neutral', meaning: 'The offer was canceled before any payment.' },
};

/** The events history's type filter (spec 02 section 2), in the order events happen. */
export const OFFER_EVENT_LABELS: Readonly<Record<OfferEventType, string>> = {
  CREATED: 'Created',
  REVIEW_APPROVED: 'Review approved',
  REVIEW_DENIED: 'Review denied',
  REVIEW_FAILED: 'Review failed',
  LINK_SENT: 'Link sent',
  VIEWED: 'Viewed',
  TERMS_CHOSEN: 'Terms chosen',
  DIRECT_PAYMENT_CHOSEN: 'Direct payment chosen',
  ACCEPTED: 'Accepted',
  PAYMENT_METHOD_ADDED: 'Payment method added',
  PAYMENT_SUCCEEDED: 'Payment succeeded',
  PAYMENT_FAILED: 'Payment failed',
  PAYMENT_REFUNDED: 'Payment refunded',
  CHARGEBACK: 'Chargeback',
  DISPUTED: 'Disputed',
  CANCELED: 'Canceled',
  DISABLED: 'Disabled',
  EXPIRED: 'Expired',
  UPDATED: 'Updated',
  REQUIREMENTS_MET: 'Requirements met',
  OWNER_CHANGED: 'Owner changed',
  RENEWAL_UPDATED: 'Renewal updated',
  RENEWAL_CREATED: 'Renewal created',
  FILE_ATTACHED: 'File attached',
  ACCOUNT_INELIGIBLE: 'Account ineligible',
  ACCOUNT_ELIGIBLE: 'Account eligible',
  ADD_ON_CREATED: 'Add on created',
  REISSUED: 'Reissued',
  REISSUED_FROM: 'Reissued from an expired offer',
};

/** Direct payment terms as sellers read them (spec 02 section 3): NET_30 is "Net 30". */
const PAYMENT_TERM_LABELS: Readonly<Record<string, string>> = {
  NET_30: 'Net 30',
  NET_45: 'Net 45',
  NET_60: 'Net 60',
};

/** A payment term's label; an unknown one as the provider wrote it, never blank. */
export const paymentTermLabel = (terms: string | null | undefined): string =>
  terms ? (PAYMENT_TERM_LABELS[terms] ?? terms) : '';
