import { describe, expect, it } from 'vitest';
import { submitState, type SubmitFacts } from './use-submit-state.js';

/** A form ready to submit: changed, a term, a priced total, nothing pending. */
const ready: SubmitFacts = {
  submitting: false,
  changed: true,
  offerTermId: 'term-12',
  totalContractValue: 5000,
  monthlyPayment: null,
  previewStale: false,
  delinquent: false,
  uploading: false,
};
const blockedBy = (changes: Partial<SubmitFacts>) => submitState({ ...ready, ...changes }).blockedBy;

describe('when Submit is enabled (spec 02 sections 2 and 4)', () => {
  it('is enabled for a changed form with a term and a positive priced total', () => {
    expect(submitState(ready)).toEqual({ disabled: false, blockedBy: null });
  });

  it('is disabled, saying why, while the offer is being created', () => {
    expect(blockedBy({ submitting: true })).toBe('submitting');
  });

  it('is disabled until the form has changed, and without a term', () => {
    expect(blockedBy({ changed: false })).toBe('unchanged');
    expect(blockedBy({ offerTermId: '' })).toBe('noTerm');
    expect(blockedBy({ offerTermId: null })).toBe('noTerm');
  });

  it('needs a positive total, or a monthly payment the amount was worked out from', () => {
    expect(blockedBy({ totalContractValue: 0 })).toBe('nothingToPay');
    expect(blockedBy({ totalContractValue: null })).toBe('nothingToPay');
    expect(blockedBy({ totalContractValue: null, monthlyPayment: 250 })).toBeNull();
  });

  it('waits for a stale preview to be priced again', () => {
    expect(blockedBy({ previewStale: true })).toBe('pricing');
    expect(blockedBy({ previewStale: true, monthlyPayment: 250, totalContractValue: null })).toBe('pricing');
  });

  it('is disabled for a delinquent customer, and while a contract is uploading', () => {
    expect(blockedBy({ delinquent: true })).toBe('delinquent');
    expect(blockedBy({ uploading: true })).toBe('uploading');
  });

  it('names the first reason when several hold', () => {
    expect(submitState({ ...ready, submitting: true, changed: false, delinquent: true })).toEqual({
      disabled: true,
      blockedBy: 'submitting',
    });
    expect(blockedBy({ totalContractValue: null, previewStale: true, uploading: true })).toBe('nothingToPay');
  });
});
