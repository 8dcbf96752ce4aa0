import { describe, expect, it } from 'vitest';
import {
  annualRate,
  customerFrequencies,
  directOption,
  financedOption,
  financedOptions,
  paymentsCount,
  PRICING,
  sellerCashAdvanceCents,
  sellerFeeCents,
  splitCents,
  termLabel,
} from './pricing.js';

const months = (duration: number) => ({ offerTermType: 'MONTH_VARIABLE' as const, duration });
const net = (duration: number) => ({ offerTermType: 'NET_VARIABLE' as const, duration });

describe('the pricing module', () => {
  it('takes the annual rate from the term length, and a Net term at the Net rate', () => {
    expect(annualRate(months(12))).toBe(0.05);
    expect(annualRate(months(36))).toBe(0.06);
    expect(annualRate(months(60))).toBe(0.07);
    expect(annualRate(net(90))).toBe(PRICING.netTermAnnualRate);
    expect(() => annualRate(months(7))).toThrow(RangeError);
    expect(() => annualRate(net(0))).toThrow(RangeError);
  });

  it('pays the seller the total minus the fee: total × rate × years × half outstanding', () => {
    // $54,000 over 36 months at 6%: 54,000 × 0.06 × 3 × 0.5 = 4,860.
    expect(sellerFeeCents(5_400_000, months(36))).toBe(486_000);
    expect(sellerCashAdvanceCents(5_400_000, months(36))).toBe(4_914_000);
    // $36,000 over 12 months at 5%: 900.
    expect(sellerCashAdvanceCents(3_600_000, months(12))).toBe(3_510_000);
    // $7,500 at Net 90: 7,500 × 0.05 × 90/365 × 0.5 = 46.23.
    expect(sellerFeeCents(750_000, net(90))).toBe(4_623);
  });

  it('counts payments by frequency: a Net term and upfront pay once, a part period counts', () => {
    expect(paymentsCount(months(36), 'MONTHLY')).toBe(36);
    expect(paymentsCount(months(36), 'QUARTERLY')).toBe(12);
    expect(paymentsCount(months(36), 'ANNUAL')).toBe(3);
    expect(paymentsCount(months(18), 'ANNUAL')).toBe(2);
    expect(paymentsCount(months(36), 'UPFRONT')).toBe(1);
    expect(paymentsCount(net(60), 'MONTHLY')).toBe(1);
  });

  it('splits a total into cents, the last payment taking the rounding', () => {
    expect(splitCents(100_001, 3)).toEqual([33_333, 33_333, 33_335]);
    expect(splitCents(100_000, 1)).toEqual([100_000]);
    expect(splitCents(1_000, 4).reduce((sum, part) => sum + part, 0)).toBe(1_000);
  });

  it('prices a financed plan: the customer fee by frequency, each payment, the card surcharge and the advance', () => {
    const monthly = financedOption(26_000, months(12), 'MONTHLY');
    expect(monthly).toMatchObject({
      plan: 'FINANCED',
      paymentsCount: 12,
      customerFee: 520,
      totalContractValue: 26_520,
      periodBasedPaymentAmount: 2_210,
      creditCardSurcharge: 66.3,
      modifiedPeriodBasedPaymentAmount: 2_276.3,
      sellerFee: 650,
      sellerCashAdvance: 25_350,
      offerTermLabel: '12 Months',
      paymentFrequencyLabel: 'Monthly',
    });
    expect(financedOption(54_000, months(36), 'QUARTERLY')).toMatchObject({
      totalContractValue: 54_540,
      periodBasedPaymentAmount: 4_545,
    });
    expect(financedOption(54_000, months(36), 'ANNUAL')).toMatchObject({
      customerFee: 0,
      totalContractValue: 54_000,
    });
  });

  it('prices direct payment without a fee or an advance, at the offer’s billing frequency', () => {
    expect(directOption(12_000, months(12), 'ANNUAL')).toMatchObject({
      plan: 'DIRECT',
      totalContractValue: 12_000,
      paymentsCount: 1,
      sellerCashAdvance: 0,
      sellerFee: 0,
    });
    expect(directOption(12_000, months(12), 'QUARTERLY')).toMatchObject({
      paymentsCount: 4,
      periodBasedPaymentAmount: 3_000,
    });
  });

  it('offers the customer only frequencies that fit the term', () => {
    expect(customerFrequencies(months(36))).toEqual(['MONTHLY', 'QUARTERLY', 'ANNUAL', 'UPFRONT']);
    expect(customerFrequencies(months(6))).toEqual(['MONTHLY', 'QUARTERLY', 'UPFRONT']);
    expect(customerFrequencies(net(30))).toEqual(['UPFRONT']);
    expect(financedOptions(10_000, months(12)).map((option) => option.paymentFrequency)).toEqual([
      'MONTHLY',
      'QUARTERLY',
      'ANNUAL',
      'UPFRONT',
    ]);
    expect(termLabel(net(90))).toBe('Net 90');
    expect(termLabel(months(24))).toBe('24 Months');
  });
});
