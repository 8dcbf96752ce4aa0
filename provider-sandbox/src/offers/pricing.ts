/**
 * The sandbox's pricing model (docs/architecture.md: pricing, fees, rates; docs/adr/009): every number an offer's
 * prices depend on is in PRICING, and every price is worked out here, in whole cents.
 *
 * - The provider charges the seller an annual rate that depends on the financed term; on average half of the
 *   amount is outstanding over the term, so the seller's fee is total × rate × years × 1/2, and the seller's cash
 *   advance is the total minus that fee.
 * - The customer pays the total spread over the term at the frequency they choose; paying more often than once a
 *   year adds a small financing fee to what they pay. Paying by card adds a surcharge to each payment.
 * - Direct payment (no financing): the customer pays the total at the offer's own billing frequency, with no fee,
 *   and the seller gets no cash advance.
 */
export const PRICING = {
  /** The provider's annual rate by financed term length in months. */
  annualRateByTermMonths: { 6: 0.045, 12: 0.05, 18: 0.0525, 24: 0.055, 36: 0.06, 48: 0.065, 60: 0.07 },
  /** A Net term (a number of days, paid at once) is priced at this annual rate. */
  netTermAnnualRate: 0.05,
  /** The share of the total outstanding on average over a term paid in equal parts. */
  averageOutstandingShare: 0.5,
  /** What the customer pays on top of the total, by how often they pay. */
  customerFeeRateByFrequency: { UPFRONT: 0, ANNUAL: 0, SEMI_ANNUAL: 0.005, QUARTERLY: 0.01, MONTHLY: 0.02 },
  /** Months between two payments; UPFRONT pays once. */
  monthsBetweenPayments: { UPFRONT: null, ANNUAL: 12, SEMI_ANNUAL: 6, QUARTERLY: 3, MONTHLY: 1 },
  /** Added to each payment made by credit card. */
  creditCardSurchargeRate: 0.03,
  /** A financed payment's invoice is issued this many days before its payment date. */
  invoiceLeadDays: 15,
  /** A direct payment is due this many days after its invoice, by the offer's payment terms. */
  paymentTermsDays: { NET_30: 30, NET_45: 45, NET_60: 60 },
  /** The plans a customer may choose for a term of months, most frequent first. */
  customerFrequencies: ['MONTHLY', 'QUARTERLY', 'ANNUAL', 'UPFRONT'],
} as const;

export type PaymentFrequency = keyof typeof PRICING.customerFeeRateByFrequency;
export const PAYMENT_FREQUENCIES = Object.keys(PRICING.customerFeeRateByFrequency) as PaymentFrequency[];
export type TermMonths = keyof typeof PRICING.annualRateByTermMonths;

/** An offer's term: months (MONTH_VARIABLE, shown Months) or a number of days paid at once (NET_VARIABLE, Net). */
export interface OfferTerm {
  offerTermType: 'MONTH_VARIABLE' | 'NET_VARIABLE';
  duration: number;
}

const FREQUENCY_LABELS: Record<PaymentFrequency, string> = {
  UPFRONT: 'Upfront',
  ANNUAL: 'Annual',
  SEMI_ANNUAL: 'Semi-Annual',
  QUARTERLY: 'Quarterly',
  MONTHLY: 'Monthly',
};

export const frequencyLabel = (frequency: PaymentFrequency): string => FREQUENCY_LABELS[frequency];

/** "36 Months", "Net 90". */
export function termLabel(term: OfferTerm): string {
  return term.offerTermType === 'NET_VARIABLE' ? `Net ${term.duration}` : `${term.duration} Months`;
}

/** Whether the model prices this term: a month length of the rate table, or 1 to 365 days. */
function isPricedTerm(term: OfferTerm): boolean {
  if (term.offerTermType === 'NET_VARIABLE')
    return Number.isInteger(term.duration) && term.duration >= 1 && term.duration <= 365;
  return term.duration in PRICING.annualRateByTermMonths;
}

export function annualRate(term: OfferTerm): number {
  if (!isPricedTerm(term)) throw new RangeError(`No rate for a term of ${termLabel(term)}`);
  return term.offerTermType === 'NET_VARIABLE'
    ? PRICING.netTermAnnualRate
    : PRICING.annualRateByTermMonths[term.duration as TermMonths];
}

const termYears = (term: OfferTerm) =>
  term.offerTermType === 'NET_VARIABLE' ? term.duration / 365 : term.duration / 12;

export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;

/** The provider's fee for financing the total over the term, in cents. */
export function sellerFeeCents(totalCents: number, term: OfferTerm): number {
  return Math.round(totalCents * annualRate(term) * termYears(term) * PRICING.averageOutstandingShare);
}

/** What the seller is paid up front: the total minus the provider's fee, in cents. */
export function sellerCashAdvanceCents(totalCents: number, term: OfferTerm): number {
  return totalCents - sellerFeeCents(totalCents, term);
}

/** How many payments a term takes at a frequency; a Net term and UPFRONT pay once. */
export function paymentsCount(term: OfferTerm, frequency: PaymentFrequency): number {
  const months = PRICING.monthsBetweenPayments[frequency];
  if (term.offerTermType === 'NET_VARIABLE' || months === null) return 1;
  return Math.max(1, Math.ceil(term.duration / months));
}

/** Months between payments at a frequency (0 for a single payment). */
export const monthsBetween = (frequency: PaymentFrequency): number =>
  PRICING.monthsBetweenPayments[frequency] ?? 0;

/** The total split into `count` payments in cents: equal parts, the last one taking the rounding. */
export function splitCents(totalCents: number, count: number): number[] {
  const part = Math.floor(totalCents / count);
  return Array.from({ length: count }, (_, index) =>
    index === count - 1 ? totalCents - part * (count - 1) : part,
  );
}

/** One way a customer may pay an offer, in dollars (spec 02 section 3, customerSelectedPricingOption). */
export interface PricingOption {
  plan: 'FINANCED' | 'DIRECT';
  paymentFrequency: PaymentFrequency;
  paymentFrequencyLabel: string;
  offerTermLabel: string;
  paymentsCount: number;
  /** Each payment (the last may differ by the rounding). */
  periodBasedPaymentAmount: number;
  /** Everything the customer pays. */
  totalContractValue: number;
  /** What the customer pays on top of the offer's total for the plan. */
  customerFee: number;
  /** Each payment and the total when paid by credit card. */
  modifiedPeriodBasedPaymentAmount: number;
  modifiedTotalContractValue: number;
  creditCardSurcharge: number;
  downpaymentAmount: number;
  /** What the seller is paid up front for it (0 for direct payment). */
  sellerCashAdvance: number;
  sellerFee: number;
}

function option(
  plan: PricingOption['plan'],
  totalCents: number,
  term: OfferTerm,
  frequency: PaymentFrequency,
): PricingOption {
  const financed = plan === 'FINANCED';
  const customerFeeCents = financed
    ? Math.round(totalCents * PRICING.customerFeeRateByFrequency[frequency])
    : 0;
  const contractCents = totalCents + customerFeeCents;
  const count = paymentsCount(term, frequency);
  const paymentCents = splitCents(contractCents, count)[0]!;
  const surchargeCents = Math.round(paymentCents * PRICING.creditCardSurchargeRate);
  const feeCents = financed ? sellerFeeCents(totalCents, term) : 0;
  return {
    plan,
    paymentFrequency: frequency,
    paymentFrequencyLabel: frequencyLabel(frequency),
    offerTermLabel: termLabel(term),
    paymentsCount: count,
    periodBasedPaymentAmount: fromCents(paymentCents),
    totalContractValue: fromCents(contractCents),
    customerFee: fromCents(customerFeeCents),
    modifiedPeriodBasedPaymentAmount: fromCents(paymentCents + surchargeCents),
    modifiedTotalContractValue: fromCents(
      contractCents + Math.round(contractCents * PRICING.creditCardSurchargeRate),
    ),
    creditCardSurcharge: fromCents(surchargeCents),
    downpaymentAmount: 0,
    sellerCashAdvance: financed ? fromCents(totalCents - feeCents) : 0,
    sellerFee: fromCents(feeCents),
  };
}

/** A financed plan: the total over the term at the frequency. */
export const financedOption = (total: number, term: OfferTerm, frequency: PaymentFrequency): PricingOption =>
  option('FINANCED', toCents(total), term, frequency);

/** Direct payment: the total at the offer's billing frequency, no fee, no advance. */
export const directOption = (
  total: number,
  term: OfferTerm,
  billingFrequency: PaymentFrequency,
): PricingOption => option('DIRECT', toCents(total), term, billingFrequency);

/** The financed plans a customer may choose for a term: a Net term pays at once; a term of months at any frequency that fits it. */
export function customerFrequencies(term: OfferTerm): PaymentFrequency[] {
  if (term.offerTermType === 'NET_VARIABLE') return ['UPFRONT'];
  return PRICING.customerFrequencies.filter((frequency) => {
    const months = PRICING.monthsBetweenPayments[frequency];
    return months === null || months <= term.duration;
  });
}

/** Every financed plan of a term, as the customer's page and the offer preview list them. */
export const financedOptions = (total: number, term: OfferTerm): PricingOption[] =>
  customerFrequencies(term).map((frequency) => financedOption(total, term, frequency));
