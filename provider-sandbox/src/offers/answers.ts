import { addDays, addMonths, dateIn } from './calendar.js';
import {
  directOption,
  financedOptions,
  financedOption,
  frequencyLabel,
  termLabel,
  type OfferTerm,
  type PricingOption,
} from './pricing.js';
import type {
  OfferDetailsAnswer,
  OfferPaymentAnswer,
  OfferRowAnswer,
  PricingOptionAnswer,
} from './contract.js';
import type { OfferFile, OfferRow, PaymentRow, PaymentStatus } from './repository.js';
import { expirationWindow, termStartWindow } from './rules.js';
import {
  CANCELLABLE_STAGES,
  LINK_STAGES,
  EDITABLE_STAGES,
  nextStage,
  STAGE_LABELS,
  type MoveContext,
  type OfferStage,
} from './stages.js';

/** What an answer depends on besides the offer. */
export interface AnswerContext {
  /** The sandbox's public URL: the customer's links hang below it. */
  publicUrl: string;
  now: Date;
  /** The seller's offerAddOnsEnabled (spec 01 section 3). */
  addOnsEnabled: boolean;
  /** The seller's renewalsEnabled (spec 02 section 6). */
  renewalsEnabled: boolean;
}

const SUB_TYPE_LABELS = { INITIAL: 'Initial', ADDON: 'Add On', RENEWAL: 'Renewal' } as const;

export const REQUIRED_ACTIONS = ['EXPECTED_OFFER_ATTACHMENT_MISSING', 'TERM_START_DATE_UNDEFINED'] as const;
export type RequiredAction = (typeof REQUIRED_ACTIONS)[number];

export const termOf = (offer: OfferRow): OfferTerm => ({
  offerTermType: offer.offerTermType,
  duration: offer.termDuration,
});

/** What the moves of an offer need to know. */
export const moveContextOf = (
  offer: Pick<OfferRow, 'attachmentRequired' | 'filesCount' | 'termStartDate'>,
): MoveContext => ({
  attachmentMissing: offer.attachmentRequired && offer.filesCount === 0,
  termStartMissing: offer.termStartDate === null,
});

/** Spec 02 section 4: what the seller must still do, by stage (the row is highlighted, the details show an alert). */
function requiredActionsOf(offer: OfferRow): RequiredAction[] {
  const context = moveContextOf(offer);
  if (offer.stage === 'READY_WITH_REQUIREMENTS' && context.attachmentMissing)
    return ['EXPECTED_OFFER_ATTACHMENT_MISSING'];
  if (offer.stage === 'ACCEPTED_ACTION_REQUIRED' && context.termStartMissing)
    return ['TERM_START_DATE_UNDEFINED'];
  return [];
}

/** The plan the customer chose, priced; null before they chose. */
export function selectedOptionOf(offer: OfferRow): PricingOption | null {
  if (offer.selectedPlan === 'DIRECT')
    return directOption(offer.totalContractValue, termOf(offer), offer.directBillingFrequency);
  if (offer.selectedPlan === 'FINANCED' && offer.selectedPaymentFrequency)
    return financedOption(offer.totalContractValue, termOf(offer), offer.selectedPaymentFrequency);
  return null;
}

/** The last day of the term: months later less a day, or the Net days later. */
export function termEndDateOf(
  offer: Pick<OfferRow, 'termStartDate' | 'offerTermType' | 'termDuration'>,
): string | null {
  if (!offer.termStartDate) return null;
  return offer.offerTermType === 'NET_VARIABLE'
    ? addDays(offer.termStartDate, offer.termDuration)
    : addDays(addMonths(offer.termStartDate, offer.termDuration), -1);
}

/** Where an offer's customer page lives under the sandbox's pages (the offer's customerOfferDirectUrl). */
export const CUSTOMER_PAGE_PATH = '/customer-offers';

export const customerOfferUrl = (publicUrl: string, offer: Pick<OfferRow, 'linkToken'>): string =>
  `${publicUrl}/sandbox${CUSTOMER_PAGE_PATH}/${offer.linkToken}`;

/** The payment status an offer is shown and filtered by: its latest settled payment's, else pending. */
function offerPaymentStatusOf(offer: OfferRow): PaymentStatus | null {
  return offer.latestPaymentStatus ?? (offer.paymentsCount > 0 ? 'pending' : null);
}

/** Whether a new add-on may start from the offer (spec 01 section 4): a complete offer, add-ons on, customer eligible. */
export function allowsCreateAddOn(offer: OfferRow, context: AnswerContext): boolean {
  const termEnd = termEndDateOf(offer);
  return (
    context.addOnsEnabled &&
    offer.stage === 'COMPLETE' &&
    offer.subType !== 'ADDON' &&
    !offer.isAccountDelinquent &&
    (termEnd === null || termEnd >= dateIn(context.now, offer.timeZone))
  );
}

/** Spec 02 section 3, Renewal metadata; the state says whether the seller may change it (locked but ALLOW_EDIT). */
export function renewalOf(offer: OfferRow, context: AnswerContext) {
  const termEnd = termEndDateOf(offer);
  const renewable =
    context.renewalsEnabled &&
    offer.subType !== 'ADDON' &&
    offer.offerTermType === 'MONTH_VARIABLE' &&
    !['DISABLED', 'ERROR', 'LENDER_DENIED', 'EXPIRED', 'CLOSED_DISPUTED', 'CLOSED_CANCELED'].includes(
      offer.stage,
    );
  const renewalState = !renewable ? 'DISABLED' : offer.renewalOfferId ? 'ALLOW_DISABLE' : 'ALLOW_EDIT';
  return {
    renewalDate: termEnd ? addDays(termEnd, 1) : null,
    renewalFreeMonths: offer.renewalFreeMonths,
    renewalPaymentFrequency: offer.selectedPaymentFrequency ?? offer.directBillingFrequency,
    renewalTermLength: offer.termDuration,
    renewalEnabled: offer.renewalEnabled,
    renewalOfferId: offer.renewalOfferId,
    renewedOfferId: offer.subType === 'RENEWAL' ? offer.parentOfferId : null,
    renewalState: renewalState as 'DISABLED' | 'ALLOW_DISABLE' | 'ALLOW_EDIT',
  };
}

const canDisable = (offer: OfferRow) => nextStage(offer.stage, 'disable', moveContextOf(offer)) !== null;

/** A row of GET /api/v1/offers (spec 01 section 3 Offer and Offer health row, spec 02 section 2). */
export function offerListAnswer(offer: OfferRow, context: AnswerContext): OfferRowAnswer {
  const selected = selectedOptionOf(offer);
  const parentAllowsAddOns = context.addOnsEnabled && offer.parentStage === 'COMPLETE';
  return {
    id: offer.id,
    accountName: offer.accountName,
    accountId: offer.accountId,
    stageMetadata: { stage: offer.stage, label: STAGE_LABELS[offer.stage] },
    subTypeMetadata: { subType: offer.subType, label: SUB_TYPE_LABELS[offer.subType] },
    hasAddOns: offer.addOnsCount > 0,
    isAddOn: offer.subType === 'ADDON',
    allowCreateAddOn: allowsCreateAddOn(offer, context),
    allowDuplicateChildOfferAddOns: offer.subType === 'ADDON' && parentAllowsAddOns,
    canDisableOffer: canDisable(offer),
    hasRequiredActions: requiredActionsOf(offer).length > 0,
    recipientFullName: `${offer.recipientFirstName} ${offer.recipientLastName}`.trim(),
    recipientEmail: offer.recipientEmail,
    ownerId: offer.ownerUserId,
    ownerName: offer.ownerName,
    // Ours beyond spec 01's row: the list tells similar rows apart by these.
    offerType: offer.offerType,
    externalReferenceId: offer.externalReferenceId,
    salesPackageName: offer.salesPackageName,
    directOfferTermLabel: termLabel(termOf(offer)),
    directOfferTotalContractValue: offer.totalContractValue,
    obligorSelectedOfferTotalContractValue: selected?.totalContractValue ?? null,
    obligorSelectedOfferPaymentAmount: selected?.periodBasedPaymentAmount ?? null,
    paymentFrequency: selected?.paymentFrequency ?? offer.directBillingFrequency,
    reconciledPaidPaymentsCount: offer.paidPaymentsCount,
    paymentsCount: offer.paymentsCount,
    paidPaymentsAmount: offer.paidPaymentsAmount,
    lastPaymentDate: offer.lastPaymentDate,
    offerPaymentStatus: offerPaymentStatusOf(offer),
    customerOfferDirectUrl: customerOfferUrl(context.publicUrl, offer),
    lastLinkSentDate: offer.lastLinkSentAt?.toISOString() ?? null,
    canSendLink: LINK_STAGES.includes(offer.stage),
    expiration: offer.expiration.toISOString(),
    isSharedRisk: offer.isSharedRisk,
    createdDate: offer.createdAt.toISOString(),
    lastModifiedDate: offer.updatedAt.toISOString(),
  };
}

/** A priced plan as the answers carry it. */
const pricingOptionAnswer = (option: PricingOption): PricingOptionAnswer => ({
  plan: option.plan,
  paymentFrequency: option.paymentFrequency,
  paymentFrequencyLabel: option.paymentFrequencyLabel,
  offerTermLabel: option.offerTermLabel,
  paymentsCount: option.paymentsCount,
  periodBasedPaymentAmount: option.periodBasedPaymentAmount,
  totalContractValue: option.totalContractValue,
  modifiedPeriodBasedPaymentAmount: option.modifiedPeriodBasedPaymentAmount,
  modifiedTotalContractValue: option.modifiedTotalContractValue,
  reversePaymentAmount: null,
  creditCardSurcharge: option.creditCardSurcharge,
  downpaymentAmount: option.downpaymentAmount,
  sellerCashAdvance: option.sellerCashAdvance,
});

/** GET /api/v2/offers/{id} (spec 02 section 3, Offer details). */
export function offerDetailsAnswer(
  offer: OfferRow,
  files: OfferFile[],
  context: AnswerContext,
): OfferDetailsAnswer {
  const term = termOf(offer);
  const selected = selectedOptionOf(offer);
  const window = expirationWindow(offer, context.now);
  const termStart = termStartWindow(offer.createdAt, offer.timeZone);
  const committed = ['ACCEPTED', 'ACCEPTED_ACTION_REQUIRED', 'DIRECT_PAYMENT'].includes(offer.stage);
  const editable = (EDITABLE_STAGES as readonly string[]).includes(offer.stage);
  return {
    ...offerListAnswer(offer, context),
    details: {
      account: {
        accountId: offer.accountId,
        accountName: offer.accountName,
        accountAddress: offer.accountAddress,
        isAccountDelinquent: offer.isAccountDelinquent,
        timeZone: offer.timeZone,
      },
      quote: {
        salesPackageId: offer.salesPackageId,
        salesPackageName: offer.salesPackageName,
        paymentFrequency: offer.directBillingFrequency,
        paymentFrequencyLabel: frequencyLabel(offer.directBillingFrequency),
        directPaymentTerms: offer.directPaymentTerms,
        totalContractValueRounded: Math.round(offer.totalContractValue),
        contractTerm: { ...term, isStandardOfferTerm: offer.isStandardTerm, label: termLabel(term) },
        reversePaymentAmount: null,
        lineItems: offer.lineItems,
      },
    },
    offerType: offer.offerType,
    termStartDate: offer.termStartDate,
    termEndDate: termEndDateOf(offer),
    requiredActions: requiredActionsOf(offer),
    customerSelectedPricingOption: selected && pricingOptionAnswer(selected),
    pricingOptions: [
      ...financedOptions(offer.totalContractValue, term),
      directOption(offer.totalContractValue, term, offer.directBillingFrequency),
    ].map(pricingOptionAnswer),
    paymentMethodType: offer.paymentMethodType,
    paymentMethodInstitutionName: offer.paymentMethodInstitutionName,
    paymentMethodEnding: offer.paymentMethodEnding,
    allowCreditCardPayments: offer.allowCreditCardPayments,
    parentOfferId: offer.parentOfferId,
    reissuedFromOfferId: offer.reissuedFromOfferId,
    reissuedToOfferId: offer.reissuedToOfferId,
    externalReferenceId: offer.externalReferenceId,
    messageToAccount: offer.messageToAccount,
    ownerEmail: offer.ownerEmail,
    recipientName: `${offer.recipientFirstName} ${offer.recipientLastName}`.trim(),
    recipientPhoneNumber: offer.recipientPhoneNumber,
    recipientMobilePhoneNumber: offer.recipientMobilePhoneNumber,
    hasPayments: offer.paymentsCount > 0,
    files,
    renewalStatus: renewalOf(offer, context),
    offerSummary: {
      customerOfferDirectUrl: customerOfferUrl(context.publicUrl, offer),
      minTermStartDate: termStart.minDate,
      maxTermStartDate: termStart.maxDate,
      minExpirationDate: window.firstDate,
      maxExpirationDate: window.lastDate,
      shouldShowTermStartDateWarning: committed,
      canEditExpirationDate: editable && window.firstDate <= window.lastDate,
      canEditTermStartDate: (editable || committed) && offer.paidPaymentsCount === 0,
    },
    canRequestCancellation: (CANCELLABLE_STAGES as readonly OfferStage[]).includes(offer.stage),
    canModifyAllowCreditCardPayments: editable,
    acceptedDate: offer.acceptedAt?.toISOString() ?? null,
  };
}

/** A payment of GET /api/v1/offers/{id}/payments (spec 01 section 3, Payment). */
export function paymentAnswer(payment: PaymentRow, now: Date, timeZone: string): OfferPaymentAnswer {
  return {
    id: payment.id,
    sequence: payment.sequence,
    invoiceDate: payment.invoiceDate,
    paymentDate: payment.paymentDate,
    paymentStatus: payment.status,
    details: payment.details,
    paymentAmount: payment.amount,
    paymentMethod: payment.paymentMethodType
      ? {
          paymentType: payment.paymentMethodType,
          institutionName: payment.institutionName,
          paymentMethodEnding: payment.paymentMethodEnding,
        }
      : null,
    hasInvoice: payment.invoiceDate <= dateIn(now, timeZone),
    invoiceId: payment.invoiceId,
  };
}
