import { describe, expect, it } from 'vitest';
import {
  nextStage,
  OFFER_MOVES,
  OFFER_STAGES,
  type MoveContext,
  type OfferMove,
  type OfferStage,
} from './stages.js';

const CLEAR: MoveContext = { attachmentMissing: false, termStartMissing: false };
const NO_ATTACHMENT: MoveContext = { attachmentMissing: true, termStartMissing: false };
const NO_START: MoveContext = { attachmentMissing: false, termStartMissing: true };

/**
 * The whole state machine written out again, independently of stages.ts: for each move, the stages it leaves from
 * and where it leads with everything in place. Any stage not listed must be refused.
 */
const ALLOWED: Record<OfferMove, Partial<Record<OfferStage, OfferStage>>> = {
  approveReview: { PENDING_REVIEW: 'READY' },
  denyReview: { PENDING_REVIEW: 'LENDER_DENIED' },
  failReview: { PENDING_REVIEW: 'ERROR' },
  meetRequirements: { READY_WITH_REQUIREMENTS: 'READY', ACCEPTED_ACTION_REQUIRED: 'ACCEPTED' },
  view: { READY: 'CUSTOMER_PENDING' },
  chooseFinancing: {
    READY: 'CUSTOMER_PENDING',
    CUSTOMER_PENDING: 'CUSTOMER_PENDING',
    DIRECT_PAYMENT: 'CUSTOMER_PENDING',
  },
  chooseDirectPayment: { READY: 'DIRECT_PAYMENT', CUSTOMER_PENDING: 'DIRECT_PAYMENT' },
  accept: { READY: 'ACCEPTED', CUSTOMER_PENDING: 'ACCEPTED' },
  completePayment: { ACCEPTED: 'COMPLETE', DIRECT_PAYMENT: 'COMPLETE' },
  dispute: { ACCEPTED: 'CLOSED_DISPUTED', COMPLETE: 'CLOSED_DISPUTED' },
  cancel: {
    ACCEPTED: 'CLOSED_CANCELED',
    ACCEPTED_ACTION_REQUIRED: 'CLOSED_CANCELED',
    DIRECT_PAYMENT: 'CLOSED_CANCELED',
  },
  disable: {
    READY: 'DISABLED',
    READY_WITH_REQUIREMENTS: 'DISABLED',
    PENDING_REVIEW: 'DISABLED',
    CUSTOMER_PENDING: 'DISABLED',
    ACCOUNT_INELIGIBLE: 'DISABLED',
    ERROR: 'DISABLED',
  },
  expire: {
    READY: 'EXPIRED',
    READY_WITH_REQUIREMENTS: 'EXPIRED',
    PENDING_REVIEW: 'EXPIRED',
    CUSTOMER_PENDING: 'EXPIRED',
    ACCOUNT_INELIGIBLE: 'EXPIRED',
  },
  markIneligible: {
    READY: 'ACCOUNT_INELIGIBLE',
    READY_WITH_REQUIREMENTS: 'ACCOUNT_INELIGIBLE',
    CUSTOMER_PENDING: 'ACCOUNT_INELIGIBLE',
  },
  markEligible: { ACCOUNT_INELIGIBLE: 'READY' },
};

describe('the offer state machine', () => {
  it('knows exactly the moves written out here', () => {
    expect(Object.keys(OFFER_MOVES).sort()).toEqual(Object.keys(ALLOWED).sort());
  });

  for (const [move, allowed] of Object.entries(ALLOWED) as [
    OfferMove,
    Partial<Record<OfferStage, OfferStage>>,
  ][]) {
    it(`${move}: allowed from ${Object.keys(allowed).join(', ')} and refused from every other stage`, () => {
      for (const stage of OFFER_STAGES) {
        expect(nextStage(stage, move, CLEAR), `${move} from ${stage}`).toBe(allowed[stage] ?? null);
      }
    });
  }

  it('holds an offer at Ready * while the contract is missing, and accepts without a start date as Action Required', () => {
    expect(nextStage('PENDING_REVIEW', 'approveReview', NO_ATTACHMENT)).toBe('READY_WITH_REQUIREMENTS');
    expect(nextStage('ACCOUNT_INELIGIBLE', 'markEligible', NO_ATTACHMENT)).toBe('READY_WITH_REQUIREMENTS');
    expect(nextStage('READY_WITH_REQUIREMENTS', 'meetRequirements', NO_ATTACHMENT)).toBeNull();
    expect(nextStage('CUSTOMER_PENDING', 'accept', NO_START)).toBe('ACCEPTED_ACTION_REQUIRED');
    expect(nextStage('ACCEPTED_ACTION_REQUIRED', 'meetRequirements', NO_START)).toBeNull();
    // The customer cannot accept an offer whose contract the seller still owes.
    expect(nextStage('READY_WITH_REQUIREMENTS', 'accept', CLEAR)).toBeNull();
  });

  it('reaches all 15 stages from creation (Pending Review or Ready) by allowed moves', () => {
    const reached = new Set<OfferStage>(['PENDING_REVIEW', 'READY']);
    const contexts = [CLEAR, NO_ATTACHMENT, NO_START];
    for (let round = 0; round < OFFER_STAGES.length; round++) {
      for (const stage of [...reached]) {
        for (const move of Object.keys(OFFER_MOVES) as OfferMove[]) {
          for (const context of contexts) {
            const next = nextStage(stage, move, context);
            if (next) reached.add(next);
          }
        }
      }
    }
    expect([...reached].sort()).toEqual([...OFFER_STAGES].sort());
  });

  it('ends for good in Disabled, Lender Denied, Expired, Dispute Closed and Canceled', () => {
    for (const stage of [
      'DISABLED',
      'LENDER_DENIED',
      'EXPIRED',
      'CLOSED_DISPUTED',
      'CLOSED_CANCELED',
    ] as const) {
      for (const move of Object.keys(OFFER_MOVES) as OfferMove[]) {
        expect(nextStage(stage, move, CLEAR), `${move} from ${stage}`).toBeNull();
      }
    }
  });
});
