/**
 * The offer state machine (spec 01 section 4; docs/adr/009): the 15 stages with their labels and every move the
 * provider allows. A move not listed for a stage is refused (409), wherever it comes from: the portal, the
 * customer's page or a sandbox control.
 */
export const OFFER_STAGES = [
  'READY',
  'READY_WITH_REQUIREMENTS',
  'PENDING_REVIEW',
  'CUSTOMER_PENDING',
  'ACCOUNT_INELIGIBLE',
  'DIRECT_PAYMENT',
  'ACCEPTED',
  'ACCEPTED_ACTION_REQUIRED',
  'COMPLETE',
  'DISABLED',
  'ERROR',
  'LENDER_DENIED',
  'EXPIRED',
  'CLOSED_DISPUTED',
  'CLOSED_CANCELED',
] as const;

export type OfferStage = (typeof OFFER_STAGES)[number];

/** Spec 01 section 4's labels; the stages it gives none keep their name in words. */
export const STAGE_LABELS: Record<OfferStage, string> = {
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

export const isOfferStage = (value: string): value is OfferStage =>
  (OFFER_STAGES as readonly string[]).includes(value);

/** What moves an offer: the provider's review, the customer, the seller, time or the customer's account. */
export type OfferMove =
  | 'approveReview'
  | 'denyReview'
  | 'failReview'
  | 'meetRequirements'
  | 'view'
  | 'chooseFinancing'
  | 'chooseDirectPayment'
  | 'accept'
  | 'completePayment'
  | 'dispute'
  | 'cancel'
  | 'disable'
  | 'expire'
  | 'markIneligible'
  | 'markEligible';

/** What a move needs to know beyond the stage. */
export interface MoveContext {
  /** The contract the customer must see is not attached yet (EXPECTED_OFFER_ATTACHMENT_MISSING). */
  attachmentMissing: boolean;
  /** No term start date yet (TERM_START_DATE_UNDEFINED). */
  termStartMissing: boolean;
}

/** Ready, or Ready * while the seller still owes the contract. */
const ready = (context: MoveContext): OfferStage =>
  context.attachmentMissing ? 'READY_WITH_REQUIREMENTS' : 'READY';

interface Move {
  from: readonly OfferStage[];
  to: (context: MoveContext, from: OfferStage) => OfferStage | null;
}

/** Every allowed move: from which stages, to which. A `to` answering null refuses it in that context. */
export const OFFER_MOVES: Record<OfferMove, Move> = {
  // The provider's manual review decides (sandbox controls).
  approveReview: { from: ['PENDING_REVIEW'], to: ready },
  denyReview: { from: ['PENDING_REVIEW'], to: () => 'LENDER_DENIED' },
  failReview: { from: ['PENDING_REVIEW'], to: () => 'ERROR' },
  // The seller attached the contract or set the term start date.
  meetRequirements: {
    from: ['READY_WITH_REQUIREMENTS', 'ACCEPTED_ACTION_REQUIRED'],
    to: (context, from) => {
      if (from === 'READY_WITH_REQUIREMENTS') return context.attachmentMissing ? null : 'READY';
      return context.termStartMissing ? null : 'ACCEPTED';
    },
  },
  // The customer on the offer's page.
  view: { from: ['READY'], to: () => 'CUSTOMER_PENDING' },
  chooseFinancing: { from: ['READY', 'CUSTOMER_PENDING', 'DIRECT_PAYMENT'], to: () => 'CUSTOMER_PENDING' },
  chooseDirectPayment: { from: ['READY', 'CUSTOMER_PENDING'], to: () => 'DIRECT_PAYMENT' },
  accept: {
    from: ['READY', 'CUSTOMER_PENDING'],
    to: (context) => (context.termStartMissing ? 'ACCEPTED_ACTION_REQUIRED' : 'ACCEPTED'),
  },
  completePayment: { from: ['ACCEPTED', 'DIRECT_PAYMENT'], to: () => 'COMPLETE' },
  dispute: { from: ['ACCEPTED', 'COMPLETE'], to: () => 'CLOSED_DISPUTED' },
  // The seller in the portal.
  cancel: { from: ['ACCEPTED', 'ACCEPTED_ACTION_REQUIRED', 'DIRECT_PAYMENT'], to: () => 'CLOSED_CANCELED' },
  disable: {
    from: [
      'READY',
      'READY_WITH_REQUIREMENTS',
      'PENDING_REVIEW',
      'CUSTOMER_PENDING',
      'ACCOUNT_INELIGIBLE',
      'ERROR',
    ],
    to: () => 'DISABLED',
  },
  // Time: the expiration passed before the customer committed.
  expire: {
    from: ['READY', 'READY_WITH_REQUIREMENTS', 'PENDING_REVIEW', 'CUSTOMER_PENDING', 'ACCOUNT_INELIGIBLE'],
    to: () => 'EXPIRED',
  },
  // The customer's account fell behind on payments, or caught up.
  markIneligible: {
    from: ['READY', 'READY_WITH_REQUIREMENTS', 'CUSTOMER_PENDING'],
    to: () => 'ACCOUNT_INELIGIBLE',
  },
  markEligible: { from: ['ACCOUNT_INELIGIBLE'], to: ready },
};

/** The stage a move leads to from a stage, or null when the provider refuses it. */
export function nextStage(stage: OfferStage, move: OfferMove, context: MoveContext): OfferStage | null {
  const rule = OFFER_MOVES[move];
  return rule.from.includes(stage) ? rule.to(context, stage) : null;
}

/** Stages in which the customer has committed: the seller may ask to cancel (spec 02 section 4, Cancel). */
export const CANCELLABLE_STAGES: readonly OfferStage[] = [
  'ACCEPTED',
  'ACCEPTED_ACTION_REQUIRED',
  'DIRECT_PAYMENT',
  'COMPLETE',
];

/** Stages before the customer commits: the expiration and payment method may still change. */
export const EDITABLE_STAGES: readonly OfferStage[] = [
  'READY',
  'READY_WITH_REQUIREMENTS',
  'PENDING_REVIEW',
  'CUSTOMER_PENDING',
  'ACCOUNT_INELIGIBLE',
];

/** Stages whose customer page still lets the customer choose a plan: the offer's link is worth sending (ours). */
export const LINK_STAGES: readonly OfferStage[] = OFFER_MOVES.chooseFinancing.from;
