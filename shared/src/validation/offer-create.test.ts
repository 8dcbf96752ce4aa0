import { describe, expect, it } from 'vitest';
import { firstErrorPerField } from './field-errors.js';
import { contactEmailInUseMessage, offerCreateSchema } from './offer-create.js';

const errorsOf = (salesforceEnabled: boolean, value: unknown) => {
  const result = offerCreateSchema({ salesforceEnabled }).safeParse(value);
  return result.success ? {} : firstErrorPerField(result.error as never);
};

const offer = {
  accountId: 'account-1',
  salesPackageId: 'package-1',
  offerTermId: 'term-1',
  directPaymentTerms: 'NET_30',
  directBillingFrequency: 'ANNUAL',
  lineItems: [{ pricingGroupId: 'group-1', amount: 1200 }],
  expiration: '2026-12-31T23:59:59.000Z',
};

describe('the offer create form (spec 02 section 5)', () => {
  it('takes a complete offer without an External ID when Salesforce is off', () => {
    expect(errorsOf(false, offer)).toEqual({});
  });

  it('gives every message of an empty form at once', () => {
    expect(errorsOf(false, { lineItems: [] })).toEqual({
      accountId: 'Account is required',
      salesPackageId: 'Sales package is required',
      offerTermId: 'Offer term is required',
      directPaymentTerms: 'Payment Term is required',
      directBillingFrequency: 'Direct billing frequency is required',
      expiration: 'Expiration Date is required',
      lineItems: 'Line item is required',
    });
  });

  it('refuses a line item without a finite positive amount', () => {
    // Below half a cent an amount rounds to nothing: the provider could not price it.
    for (const amount of [null, Number.NaN, Number.POSITIVE_INFINITY, 0, -5, 0.004, 0.0049]) {
      expect(errorsOf(false, { ...offer, lineItems: [{ pricingGroupId: 'g', amount }] })).toEqual({
        lineItems: 'Line item is required',
      });
    }
  });

  it('takes a line item of one cent, and refuses fractions of a cent rather than rounding them', () => {
    expect(errorsOf(false, { ...offer, lineItems: [{ pricingGroupId: 'g', amount: 0.01 }] })).toEqual({});
    for (const amount of [0.005, 100.005, 1200.001]) {
      expect(errorsOf(false, { ...offer, lineItems: [{ pricingGroupId: 'g', amount }] })).toEqual({
        lineItems: 'Line item amounts have at most two decimal places',
      });
    }
  });

  it('requires the External ID with Salesforce on, and checks its form in both variants', () => {
    expect(errorsOf(true, offer)).toEqual({ externalReferenceId: 'External identifier is required' });
    expect(errorsOf(true, { ...offer, externalReferenceId: '0065g00000AbCdE' })).toEqual({});
    expect(errorsOf(true, { ...offer, externalReferenceId: '0065g00000AbCdEFA1' })).toEqual({});
    for (const bad of ['0065g00000AbCd', '0065g00000AbCdEF', '0065g00000AbCdE-A1']) {
      expect(errorsOf(false, { ...offer, externalReferenceId: bad })).toEqual({
        externalReferenceId: 'Invalid External ID',
      });
    }
  });

  it('words the 409 with the contact’s email and the customer’s name', () => {
    expect(contactEmailInUseMessage('ap@globex.example', 'Globex')).toBe(
      'ap@globex.example already in use. Please update the email associated with Globex',
    );
  });
});
