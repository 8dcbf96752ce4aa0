import { describe, expect, it } from 'vitest';
import { firstErrorPerField } from './field-errors.js';
import {
  changeOfferOwnerSchema,
  offerEditSchema,
  offerRenewalSchema,
  type OfferEditRules,
} from './offer-edit.js';

const RULES: OfferEditRules = {
  termStartRequired: true,
  minTermStartDate: '2026-03-01',
  maxTermStartDate: '2026-06-01',
  canEditExpirationDate: true,
  minExpirationDate: '2026-03-11',
  maxExpirationDate: '2026-05-30',
};

const errorsOf = (
  schema: { safeParse(value: unknown): { success: boolean; error?: unknown } },
  value: unknown,
) => {
  const result = schema.safeParse(value);
  return result.success ? {} : firstErrorPerField(result.error as never);
};

describe('the offer edit form (spec 02 section 5)', () => {
  const form = { termStartDate: '2026-03-01', expirationDate: '2026-03-11', allowCreditCardPayments: true };

  it('takes both windows’ edges', () => {
    expect(errorsOf(offerEditSchema(RULES), form)).toEqual({});
    expect(
      errorsOf(offerEditSchema(RULES), {
        ...form,
        termStartDate: '2026-06-01',
        expirationDate: '2026-05-30',
      }),
    ).toEqual({});
  });

  it('refuses a day outside either window with the spec’s messages', () => {
    expect(
      errorsOf(offerEditSchema(RULES), {
        ...form,
        termStartDate: '2026-06-02',
        expirationDate: '2026-03-10',
      }),
    ).toEqual({
      termStartDate: 'Term start date must be within three months',
      expirationDate: 'Invalid expiration date',
    });
    expect(
      errorsOf(offerEditSchema(RULES), {
        ...form,
        termStartDate: '2026-02-28',
        expirationDate: '2026-05-31',
      }),
    ).toEqual({
      termStartDate: 'Term start date must be within three months',
      expirationDate: 'Invalid expiration date',
    });
  });

  it('requires a term start date once one is set, an expiration, and a payment method', () => {
    expect(
      errorsOf(offerEditSchema(RULES), {
        termStartDate: '',
        expirationDate: '',
        allowCreditCardPayments: undefined,
      }),
    ).toEqual({
      termStartDate: 'Term Start Date is required.',
      expirationDate: 'Expiration is required.',
      allowCreditCardPayments: 'Payment Method is required.',
    });
    expect(
      errorsOf(offerEditSchema({ ...RULES, termStartRequired: false }), { ...form, termStartDate: '' }),
    ).toEqual({});
  });

  it('leaves an expiration that may no longer change alone', () => {
    expect(
      errorsOf(offerEditSchema({ ...RULES, canEditExpirationDate: false }), {
        ...form,
        expirationDate: '2026-01-01',
      }),
    ).toEqual({});
  });
});

describe('the renewal and owner forms', () => {
  it('asks for 1 to 12 free months only when they are added to a renewal that is on', () => {
    expect(
      errorsOf(offerRenewalSchema, { renewalEnabled: true, addFreeMonths: true, renewalFreeMonths: null }),
    ).toEqual({ renewalFreeMonths: 'Free Months is required' });
    expect(
      errorsOf(offerRenewalSchema, { renewalEnabled: true, addFreeMonths: true, renewalFreeMonths: 13 }),
    ).toEqual({ renewalFreeMonths: 'Free Months is required' });
    expect(
      errorsOf(offerRenewalSchema, { renewalEnabled: true, addFreeMonths: true, renewalFreeMonths: 12 }),
    ).toEqual({});
    expect(
      errorsOf(offerRenewalSchema, { renewalEnabled: true, addFreeMonths: false, renewalFreeMonths: null }),
    ).toEqual({});
    expect(
      errorsOf(offerRenewalSchema, { renewalEnabled: false, addFreeMonths: true, renewalFreeMonths: null }),
    ).toEqual({});
  });

  it('requires a user for a new owner', () => {
    expect(errorsOf(changeOfferOwnerSchema, { newOwnerId: '' })).toEqual({ newOwnerId: 'User is required' });
    expect(errorsOf(changeOfferOwnerSchema, {})).toEqual({ newOwnerId: 'User is required' });
  });
});
