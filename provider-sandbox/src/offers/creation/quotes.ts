import {
  customerFrequencies,
  directOption,
  financedOption,
  financedOptions,
  fromCents,
  paymentsCount,
  PRICING,
  termLabel,
  toCents,
  type PaymentFrequency,
} from '../pricing.js';
import type { QuotePreviewAnswer } from '../contract.js';
import type { PackageTerm, SalesPackage } from './packages.js';

/** A line item of a preview: an amount for one of the package's pricing groups. */
export interface PreviewLine {
  pricingGroupId: string;
  pricingGroupName: string;
  amount: number;
}

/** The answer of both quote previews (spec 02 section 3: previewResponse, directAmount, directMonthlyAmount). */
export type QuotePreview = QuotePreviewAnswer;

/** Spec 02 section 9: a standard term bills annually, any other upfront. */
const defaultFrequencyOf = (term: Pick<PackageTerm, 'isStandardOfferTerm'>): PaymentFrequency =>
  term.isStandardOfferTerm ? 'ANNUAL' : 'UPFRONT';

/** Prices the lines on the term, every plan and every other term of the package, by the pricing module. */
export function quotePreview(
  salesPackage: SalesPackage,
  term: PackageTerm,
  billing: PaymentFrequency,
  lines: PreviewLine[],
): QuotePreview {
  const total = fromCents(lines.reduce((sum, line) => sum + toCents(line.amount), 0));
  const monthly = customerFrequencies(term).includes('MONTHLY')
    ? financedOption(total, term, 'MONTHLY').periodBasedPaymentAmount
    : null;
  const direct = directOption(total, term, billing);
  return {
    previewResponse: {
      lineItems: lines,
      totalContractValue: total,
      offerTermLabel: termLabel(term),
      directBillingFrequency: billing,
      financedOptions: financedOptions(total, term),
      directOption: direct,
    },
    directAmount: direct.periodBasedPaymentAmount,
    directMonthlyAmount: monthly,
    termComparison: salesPackage.availableOfferTerms.map((other) => {
      const frequency = defaultFrequencyOf(other);
      const option = financedOption(total, other, frequency);
      return {
        offerTermId: other.id,
        offerTermLabel: option.offerTermLabel,
        isStandardOfferTerm: other.isStandardOfferTerm,
        paymentFrequency: frequency,
        paymentFrequencyLabel: option.paymentFrequencyLabel,
        periodBasedPaymentAmount: option.periodBasedPaymentAmount,
        totalContractValue: option.totalContractValue,
        sellerCashAdvance: option.sellerCashAdvance,
      };
    }),
  };
}

/**
 * The reverse calculator: the largest line-item amount whose monthly financed payment stays within the budget
 * (the monthly plan's fee included); a term without monthly payments spreads the budget over its one payment.
 */
export function amountForMonthlyBudget(term: PackageTerm, budget: number): number {
  const count = paymentsCount(term, 'MONTHLY');
  const rate = customerFrequencies(term).includes('MONTHLY') ? PRICING.customerFeeRateByFrequency.MONTHLY : 0;
  let cents = Math.floor((toCents(budget) * count) / (1 + rate));
  // Rounding may put the first payment a cent over the budget: step down until it fits.
  const frequency: PaymentFrequency = rate > 0 ? 'MONTHLY' : 'UPFRONT';
  while (
    cents > 0 &&
    toCents(financedOption(fromCents(cents), term, frequency).periodBasedPaymentAmount) > toCents(budget)
  )
    cents -= 1;
  return fromCents(cents);
}
