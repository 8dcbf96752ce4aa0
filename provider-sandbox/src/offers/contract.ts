import { z } from 'zod';
import { address } from '../addresses/contract.js';
import {
  named,
  optionalText,
  ours,
  pageSchema,
  pagingQuery,
  replaceOperations,
  timestamp,
} from '../contract/schemas.js';
import { account } from '../customers/contract.js';
import { FILE_TYPES, MAX_FILE_BYTES } from '../dataroom/rules.js';
import { TEXT_MAX } from '../http/validation.js';
import { AMOUNT_MAX, EXTERNAL_ID, LINE_ITEMS_MAX, PAYMENT_TERMS } from './creation/rules.js';
import { EVENT_TYPES, FUNNEL_STEPS, type OfferEventType } from './events.js';
import { OVERDUE_BUCKETS } from './portfolio.js';
import { PAYMENT_FREQUENCIES } from './pricing.js';
import { OFFER_LIST_SORTS, PAYMENT_STATUSES, type OfferListSort, type PaymentStatus } from './repository.js';
import { OFFER_LIMITS } from './rules.js';
import { OFFER_STAGES } from './stages.js';
import { PIPELINE_DAYS_MAX, PIPELINE_GROUP_NAMES, type PipelineGroup } from './pipeline.js';

/**
 * The answers of the offers' and offer creation's operations (spec 01 section 3, Offer, Offer health row and
 * Payment; spec 02 section 3, Offer details, Renewal metadata, Offer term, Sales package, Quote preview response and
 * the metadata the create screen starts from). A field none of the spec's offer entities names is `ours`.
 */

const paymentStatus = z
  .enum(PAYMENT_STATUSES as [PaymentStatus, ...PaymentStatus[]])
  .describe('Spec 01 section 4, Payment statuses');
const paymentFrequency = z.enum(PAYMENT_FREQUENCIES);
const paymentTerms = z.enum(['NET_30', 'NET_45', 'NET_60']).describe("A direct payment's terms");
const offerTermType = z
  .enum(['MONTH_VARIABLE', 'NET_VARIABLE'])
  .describe('MONTH_VARIABLE: a number of months (shown Months); NET_VARIABLE: a number of days (shown Net)');
const subType = z.enum(['INITIAL', 'ADDON', 'RENEWAL']);
const paymentMethodType = z.enum(['ACH', 'CREDIT_CARD']);

/** A line item as an offer keeps it. */
const lineItem = named(
  'OfferLineItem',
  z
    .object({
      pricingGroupId: z.guid(),
      pricingGroupName: z.string(),
      pricingGroupType: z.string().describe("The pricing group's type (SUBSCRIPTION or SERVICES)"),
      amount: z.number(),
    })
    .describe("A line item of an offer's quote (spec 02 section 3, Offer form's line item)"),
);

export const offerRow = named(
  'OfferRow',
  z
    .object({
      id: z.guid(),
      accountName: z.string(),
      accountId: z.guid(),
      stageMetadata: z.object({
        stage: z.enum(OFFER_STAGES),
        label: z.string().describe("The stage's label (spec 01 section 4)"),
      }),
      subTypeMetadata: z.object({ subType, label: z.string() }),
      hasAddOns: z.boolean(),
      isAddOn: z.boolean(),
      allowCreateAddOn: z.boolean().describe('Whether a new add-on may start from this offer'),
      allowDuplicateChildOfferAddOns: z.boolean().describe('An add-on whose parent still allows add-ons'),
      canDisableOffer: z.boolean(),
      hasRequiredActions: ours(
        z.boolean(),
        'Whether the seller must still act (spec 02 section 4): the list highlights the row',
      ),
      recipientFullName: z.string(),
      recipientEmail: z.string(),
      ownerId: ours(z.guid(), "The owner's user id"),
      ownerName: z.string(),
      offerType: ours(
        z.enum(['QUOTE', 'INVOICE']),
        'Quote or invoice; the list tells similar rows apart by it',
      ),
      externalReferenceId: z.string().nullable().describe('The Salesforce opportunity id, when one'),
      salesPackageName: ours(z.string(), "The sales package's name; the list tells similar rows apart by it"),
      directOfferTermLabel: z.string().describe('"36 Months", "Net 90"'),
      directOfferTotalContractValue: z.number().describe("The offer's total before any plan's fee"),
      obligorSelectedOfferTotalContractValue: z
        .number()
        .nullable()
        .describe('The total of the plan the customer chose; null before they chose'),
      obligorSelectedOfferPaymentAmount: z
        .number()
        .nullable()
        .describe('Each payment of the plan the customer chose; null before they chose'),
      paymentFrequency: paymentFrequency.describe(
        "The chosen plan's frequency, else the offer's direct billing frequency",
      ),
      reconciledPaidPaymentsCount: z.int().min(0),
      paymentsCount: z.int().min(0),
      paidPaymentsAmount: z.number(),
      lastPaymentDate: z.iso.date().nullable().describe('The last succeeded payment'),
      offerPaymentStatus: paymentStatus
        .nullable()
        .describe("The latest settled payment's status, else pending; null without payments"),
      customerOfferDirectUrl: z.string().describe("The customer's page of the offer"),
      lastLinkSentDate: timestamp().nullable(),
      canSendLink: ours(
        z.boolean(),
        "Whether the offer's link may be emailed (POST /v1/offers/{id}/send-link): the customer's page still lets them choose a plan",
      ),
      expiration: timestamp(),
      isSharedRisk: z.boolean(),
      createdDate: timestamp(),
      lastModifiedDate: timestamp(),
    })
    .describe(
      "A row of the offers list and of an offer's add-ons (spec 01 section 3, Offer and Offer health row)",
    ),
);

export const offerPage = named('OfferPage', pageSchema(offerRow));

export const pricingOption = named(
  'PricingOption',
  z
    .object({
      plan: ours(z.enum(['FINANCED', 'DIRECT']), 'Financed by the provider, or paid directly to the seller'),
      paymentFrequency: ours(paymentFrequency, "The plan's frequency"),
      paymentFrequencyLabel: z.string(),
      offerTermLabel: z.string(),
      paymentsCount: ours(z.int().min(1), 'How many payments the plan takes'),
      periodBasedPaymentAmount: z.number().describe('Each payment (the last may differ by the rounding)'),
      totalContractValue: z.number().describe('Everything the customer pays'),
      modifiedPeriodBasedPaymentAmount: z.number().describe('Each payment when paid by credit card'),
      modifiedTotalContractValue: z.number().describe('The total when paid by credit card'),
      reversePaymentAmount: z.number().nullable().describe('Null: the sandbox has no reverse payment'),
      creditCardSurcharge: z.number().describe('Added to each payment made by credit card'),
      downpaymentAmount: z.number(),
      sellerCashAdvance: ours(z.number(), 'What the seller is paid up front for it (0 for direct payment)'),
    })
    .describe('One way the customer may pay an offer (spec 02 section 3, customerSelectedPricingOption)'),
);

export const offerFile = named(
  'OfferFile',
  z
    .object({
      id: z.guid(),
      name: z.string(),
      extension: z.string(),
      type: z.enum(FILE_TYPES),
      size: z.int().min(0).describe('In bytes'),
      uploadedBy: z.string().nullable().describe("The uploader's name; null when no portal user"),
      uploadedDate: timestamp(),
    })
    .describe('A file attached to an offer (spec 02 section 3, File)'),
);

const renewalStatus = named(
  'OfferRenewalStatus',
  z
    .object({
      renewalDate: z.iso.date().nullable().describe('The day after the term ends; null without a term start'),
      renewalFreeMonths: z.int().nullable(),
      renewalPaymentFrequency: paymentFrequency,
      renewalTermLength: z.int().describe('In months (or days for a Net term)'),
      renewalEnabled: z.boolean(),
      renewalOfferId: z.guid().nullable().describe('The renewal made of this offer'),
      renewedOfferId: z.guid().nullable().describe('The offer this renewal renews'),
      renewalState: z
        .enum(['DISABLED', 'ALLOW_DISABLE', 'ALLOW_EDIT'])
        .describe('Whether the seller may change the renewal'),
    })
    .describe("An offer's renewal (spec 02 section 3, Renewal metadata)"),
);

export const offerDetails = named(
  'OfferDetails',
  offerRow
    .extend({
      details: z.object({
        account: z.object({
          accountId: ours(z.guid(), "The account's id"),
          accountName: z.string(),
          accountAddress: z.string().describe("The address's one line"),
          isAccountDelinquent: z.boolean(),
          timeZone: ours(z.string(), "IANA time zone of the account's address: the offer's dates are in it"),
        }),
        quote: z.object({
          salesPackageId: ours(z.guid().nullable(), 'The sales package, when it still exists'),
          salesPackageName: z.string(),
          paymentFrequency: paymentFrequency.describe('The direct billing frequency'),
          paymentFrequencyLabel: ours(z.string(), "The direct billing frequency's label"),
          directPaymentTerms: ours(paymentTerms, "A direct payment's terms"),
          totalContractValueRounded: z.int(),
          contractTerm: z.object({
            offerTermType,
            duration: z.int().min(1),
            isStandardOfferTerm: z.boolean(),
            label: z.string(),
          }),
          reversePaymentAmount: z.number().nullable().describe('Null: the sandbox has no reverse payment'),
          lineItems: ours(z.array(lineItem), "The quote's line items"),
        }),
      }),
      offerType: ours(z.enum(['QUOTE', 'INVOICE']), 'Quote or invoice'),
      termStartDate: z.iso.date().nullable(),
      termEndDate: z.iso.date().nullable().describe("The term's last day; null without a term start"),
      requiredActions: z.array(z.enum(['EXPECTED_OFFER_ATTACHMENT_MISSING', 'TERM_START_DATE_UNDEFINED'])),
      customerSelectedPricingOption: pricingOption.nullable().describe('Null before the customer chose'),
      pricingOptions: ours(
        z.array(pricingOption),
        'Every plan the customer may choose: the financed ones, then direct payment',
      ),
      paymentMethodType: paymentMethodType.nullable(),
      paymentMethodInstitutionName: z.string().nullable(),
      paymentMethodEnding: ours(z.string().nullable(), "The payment method's last digits"),
      allowCreditCardPayments: z.boolean(),
      parentOfferId: z.guid().nullable().describe("An add-on's or a renewal's parent"),
      reissuedFromOfferId: ours(z.guid().nullable(), 'The expired offer this one was reissued from'),
      reissuedToOfferId: ours(z.guid().nullable(), 'The offer this one was reissued as'),
      messageToAccount: ours(z.string().nullable(), "The seller's message to the customer"),
      ownerEmail: z.string(),
      recipientName: z.string(),
      recipientPhoneNumber: z.string().nullable(),
      recipientMobilePhoneNumber: z.string().nullable(),
      hasPayments: z.boolean(),
      files: z.array(offerFile),
      renewalStatus,
      offerSummary: z.object({
        customerOfferDirectUrl: z.string(),
        minTermStartDate: z.iso.date(),
        maxTermStartDate: ours(z.iso.date(), 'The last term start date the offer may have'),
        minExpirationDate: ours(z.iso.date(), 'The first expiration day the offer may have'),
        maxExpirationDate: ours(z.iso.date(), 'The last expiration day the offer may have'),
        shouldShowTermStartDateWarning: z.boolean(),
        canEditExpirationDate: z.boolean(),
        canEditTermStartDate: z.boolean(),
      }),
      canRequestCancellation: z.boolean(),
      canModifyAllowCreditCardPayments: z.boolean(),
      acceptedDate: ours(timestamp().nullable(), 'When the customer accepted'),
    })
    .describe('One offer: its list row and its details (spec 02 section 3, Offer details)'),
);

export const offerAddOnFlags = named(
  'OfferAddOnFlags',
  z
    .object({
      allowAddOns: z.boolean().describe('The seller has add-ons on and the offer is complete'),
      allowCreateAddOn: z.boolean().describe('A new add-on may start from this offer now'),
    })
    .describe('Whether the offer allows add-ons'),
);

export const offerCancelFlag = named(
  'OfferCancelFlag',
  z
    .object({
      canCancelBeforePayment: z
        .boolean()
        .describe('The customer committed and no payment went through (spec 02 section 4, Cancel)'),
    })
    .describe('Whether the seller may cancel the offer now'),
);

export const offerUser = named(
  'OfferUser',
  z
    .object({ id: z.guid(), firstName: z.string(), lastName: z.string(), email: z.string() })
    .describe('An active member whose role acts on offers: a possible owner'),
);

export const offerUsers = named(
  'OfferUsers',
  z
    .object({ content: z.array(offerUser).describe('Up to 10, by name') })
    .describe('Members who may own an offer'),
);

export const offerAccounts = named(
  'OfferAccounts',
  z
    .object({
      content: z
        .array(
          z.object({
            id: z.guid(),
            name: z.string(),
            offersCount: z.int().min(1).describe('How many of its offers the caller sees'),
          }),
        )
        .describe('Up to 10: names starting with the text first'),
    })
    .describe(
      "Accounts with offers the caller sees whose name contains the text (the list's company filter)",
    ),
);

export const offerEvent = named(
  'OfferEvent',
  z
    .object({
      id: z.guid(),
      type: z.enum(Object.keys(EVENT_TYPES) as [OfferEventType, ...OfferEventType[]]),
      occurredAt: timestamp(),
      description: z.string().describe("What happened, in the seller's words"),
      actorName: z.string().describe('A portal user\'s name, or "Customer" or "Provider"'),
      relatedOfferId: z.guid().nullable().describe('The other offer of a reissue, a renewal or an add-on'),
    })
    .describe("An event of an offer's history (spec 02 section 2, Offer details)"),
);

export const offerEventPage = named('OfferEventPage', pageSchema(offerEvent));

type FunnelStep = (typeof FUNNEL_STEPS)[number]['step'];

export const funnelStep = named(
  'OfferFunnelStep',
  z
    .object({
      step: z.enum(FUNNEL_STEPS.map(({ step }) => step) as [FunnelStep, ...FunnelStep[]]),
      label: z.string(),
      reached: z.boolean(),
      reachedDate: timestamp().nullable().describe('When the first of its events happened'),
    })
    .describe("A step of the customer's way through the offer (spec 02 section 2), in order"),
);

export const offerPayment = named(
  'OfferPayment',
  z
    .object({
      id: z.guid(),
      sequence: ours(z.int().min(1), "The payment's place in the schedule"),
      invoiceDate: z.iso.date(),
      paymentDate: z.iso.date(),
      paymentStatus,
      details: z.string().nullable(),
      paymentAmount: z.number(),
      paymentMethod: z
        .object({
          paymentType: paymentMethodType,
          institutionName: z.string().nullable(),
          paymentMethodEnding: z.string().nullable(),
        })
        .nullable(),
      hasInvoice: z.boolean().describe('The invoice is issued (GET /v1/payments/{id}/invoice)'),
      invoiceId: z.string(),
    })
    .describe("A payment of an offer's schedule (spec 01 section 3, Payment)"),
);

export const offerSellerAdvance = named(
  'OfferSellerAdvance',
  z
    .object({
      offerId: z.guid(),
      status: z
        .enum(['PAID', 'EXPECTED', 'NONE'])
        .describe(
          "PAID: in one of the seller's cash advances (GET /v1/cash-advances/{id}); EXPECTED: the customer chose financed terms and the advance is paid with their first successful payment; NONE: nothing is advanced (no financed terms chosen, paid directly to the seller, or ended before a payment)",
        ),
      sellerCashAdvance: z
        .number()
        .nullable()
        .describe(
          "What the seller is or will be paid up front, the cash advance detail's figure; null when NONE",
        ),
      customerSelectedOfferTermLabel: z.string().nullable().describe('The financed term; null when NONE'),
      paymentFrequency: paymentFrequency.nullable().describe("The financed plan's frequency; null when NONE"),
      cashAdvanceId: z.guid().nullable().describe('The cash advance it was paid in (PAID)'),
      advanceDate: z.iso.date().nullable().describe('The day it was paid (PAID)'),
      expectedDate: z.iso
        .date()
        .nullable()
        .describe(
          "The due date of the customer's next payment still to succeed (EXPECTED); null when no payment is scheduled yet",
        ),
    })
    .describe('What the seller receives for the offer: its cash advance, paid or expected (ours)'),
);

export const offerFileUpload = named(
  'OfferFileUpload',
  z
    .object({
      files: z.array(offerFile).describe('The file attached'),
      failures: z
        .array(z.object({ fileName: z.string(), message: z.string() }))
        .describe('Always empty: a refused file is a 400'),
    })
    .describe("A file attached to an offer, in the data room upload's shape"),
);

// Offer creation (spec 02 section 7, Offers)

const packageTerm = named(
  'OfferTerm',
  z
    .object({
      id: z.guid(),
      offerTermType,
      duration: z.int().min(1).describe('Months, or days for a Net term'),
      isStandardOfferTerm: z.boolean(),
    })
    .describe('An offer term of a sales package (spec 02 section 3, Offer term)'),
);

export const salesPackage = named(
  'SalesPackage',
  z
    .object({
      id: z.guid(),
      name: ours(z.string(), "The package's name"),
      availableOfferTerms: z.array(packageTerm).describe('Shortest first'),
      pricingGroups: ours(
        z.array(z.object({ id: z.guid(), name: z.string(), type: z.enum(['SUBSCRIPTION', 'SERVICES']) })),
        "What the package's line items may price",
      ),
    })
    .describe('A sales package an offer may use (spec 02 section 3, Sales package)'),
);

/** A plan as the quote previews price it: the offers' pricing option with the fees, without the reverse payment. */
const quotePricingOption = named(
  'QuotePricingOption',
  pricingOption
    .omit({ reversePaymentAmount: true })
    .extend({
      customerFee: z.number().describe("What the customer pays on top of the offer's total for the plan"),
      sellerFee: z
        .number()
        .describe("The provider's fee to the seller for financing it (0 for direct payment)"),
    })
    .describe('One way the customer may pay the quote, priced'),
);

const previewLine = z.object({ pricingGroupId: z.guid(), pricingGroupName: z.string(), amount: z.number() });

export const quotePreview = named(
  'QuotePreview',
  z
    .object({
      previewResponse: z.object({
        lineItems: z.array(previewLine),
        totalContractValue: z.number(),
        offerTermLabel: z.string(),
        directBillingFrequency: paymentFrequency,
        financedOptions: z.array(quotePricingOption).describe('Every financed plan of the term'),
        directOption: quotePricingOption.describe("Direct payment at the offer's billing frequency"),
      }),
      directAmount: z.number().describe('Each direct payment at the billing frequency'),
      directMonthlyAmount: z
        .number()
        .nullable()
        .describe('The monthly financed payment; null where the term has no monthly plan'),
      termComparison: ours(
        z.array(
          z.object({
            offerTermId: z.guid(),
            offerTermLabel: z.string(),
            isStandardOfferTerm: z.boolean(),
            paymentFrequency,
            paymentFrequencyLabel: z.string(),
            periodBasedPaymentAmount: z.number(),
            totalContractValue: z.number(),
            sellerCashAdvance: z.number(),
          }),
        ),
        'Every term of the package priced at its default frequency, for the comparison beside the preview',
      ),
    })
    .describe("Both quote previews' answer (spec 02 section 3, Quote preview response)"),
);

export const expirationWindow = named(
  'OfferExpirationWindow',
  z
    .object({
      timeZone: z.string().describe("IANA time zone of the account's address: the days are in it"),
      minExpirationDate: z.iso.date(),
      maxExpirationDate: z.iso.date(),
      defaultExpiration: timestamp().describe('The end of the default day'),
    })
    .describe("The window a new offer's (or add-on's) expiration falls in, and its default (docs/adr/010)"),
);

export const opportunityMetadata = named(
  'OpportunityMetadata',
  z
    .object({
      opportunityId: ours(z.string(), 'The opportunity asked for'),
      existingAccount: account.nullable().describe('The account of the same name, when one'),
      createAccountMetadata: z.object({
        name: z.string(),
        addressLabel: z.string(),
        addressSuggestions: z.array(address).describe('Up to 5'),
        accountContactFirstName: z.string(),
        accountContactLastName: z.string(),
        accountContactPhone: z.string().nullable(),
        accountContactEmail: z.string(),
      }),
    })
    .describe('A Salesforce opportunity as the start of an offer (spec 02 section 3, Opportunity metadata)'),
);

export const duplicationMetadata = named(
  'DuplicationMetadata',
  z
    .object({
      expiration: timestamp(),
      externalReferenceId: z.string().nullable(),
      directPaymentTerms: paymentTerms,
      directBillingFrequency: paymentFrequency,
      salesPackageId: z.guid().nullable().describe('Null when the package no longer exists'),
      offerTermId: z.guid().nullable().describe('Null when the package no longer has the term'),
      account,
      messageToAccount: z.string().nullable(),
      parentOfferId: z.guid().nullable(),
      isAddOn: z.boolean(),
      offerSubType: z.enum(['INITIAL', 'ADDON']),
      lineItems: ours(z.array(lineItem), 'The lines too, so a duplicate is the same deal'),
    })
    .describe('An offer as the start of a copy (spec 02 section 3, Duplication metadata)'),
);

export const addOnMetadata = named(
  'AddOnMetadata',
  z
    .object({
      maxExpirationDate: z.iso.date().describe("The parent's last day"),
      directPaymentTerms: paymentTerms,
      directBillingFrequency: paymentFrequency,
      salesPackageId: ours(z.guid().nullable(), "The parent's sales package, when it still exists"),
      offerTermId: z.guid().nullable(),
      account,
    })
    .describe('An offer as the base of an add-on (spec 02 section 3, Add-on metadata)'),
);

export const createdOffer = named(
  'CreatedOffer',
  z
    .object({
      id: z.guid(),
      manualReviewRequired: z.boolean().describe('The provider reviews it first (stage PENDING_REVIEW)'),
      stage: z.enum(OFFER_STAGES),
    })
    .describe('The offer created (the same answer again for a repeated Idempotency-Key)'),
);

export const offerUpload = named(
  'OfferUpload',
  z
    .object({
      fileId: z.guid().describe("The create call's quoteRequest.fileIds attaches it"),
      name: z.string(),
    })
    .describe('A contract uploaded for an offer being created'),
);

export type OfferRowAnswer = z.infer<typeof offerRow>;
export type OfferDetailsAnswer = z.infer<typeof offerDetails>;
export type PricingOptionAnswer = z.infer<typeof pricingOption>;
export type OfferFileAnswer = z.infer<typeof offerFile>;
export type OfferEventAnswer = z.infer<typeof offerEvent>;
export type OfferPaymentAnswer = z.infer<typeof offerPayment>;
export type OfferUserAnswer = z.infer<typeof offerUser>;
export type QuotePreviewAnswer = z.infer<typeof quotePreview>;

/*
 * What the offers' and offer creation's operations read (spec 01 section 7, the offers list; spec 02 section 7,
 * Offers), each bounded as the sandbox's checks bound it (src/offers/routes.ts, offer-actions-routes.ts,
 * creation/inputs.ts and create-route.ts). A field none of the spec's calls names is `ours`.
 */

/** A comma list of known values (`listParam`): blank is no filter, at most 2,000 characters. */
const commaList = (values: readonly [string, ...string[]]) =>
  z
    .string()
    .max(2000)
    .regex(new RegExp(`^\\s*((${values.join('|')})?\\s*)(,\\s*((${values.join('|')})?\\s*))*$`))
    .describe(`A comma list of ${values.join(', ')}; every one when absent or blank`);

const month = (description: string) =>
  ours(
    z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
      .optional(),
    description,
  );

/** The pipeline's period and owner (ours), which the offers list reads the same way. */
const pipelineFilterQuery = {
  createdWithinDays: ours(
    z.number().int().min(1).max(PIPELINE_DAYS_MAX).optional(),
    "Only offers made within this many days (the pipeline's period); every offer when absent",
  ),
  ownerUserId: ours(z.guid().optional(), "Only this member's offers (the pipeline's owner)"),
};

export const offerPipelineQuery = z.object(pipelineFilterQuery);

const pipelineFigures = {
  offersCount: z.int().describe('Offers made in the period'),
  amount: z.number().describe('Their total contract value'),
  groups: z
    .array(
      z.object({
        group: z.enum(PIPELINE_GROUP_NAMES as [PipelineGroup, ...PipelineGroup[]]),
        count: z.int(),
        amount: z.number().describe('The total contract value of the group'),
      }),
    )
    .describe('READY, VIEWED, ACCEPTED, PAID and LOST, in that order; the stages of each are in `stages`'),
  sentCount: z.int().describe('Offers the customer could open (stages.SENT)'),
  acceptedCount: z.int().describe('Offers the customer committed to: accepted or paid (stages.WON)'),
  conversionRate: z
    .number()
    .min(0)
    .max(1)
    .nullable()
    .describe('acceptedCount / sentCount; null when none was sent'),
  medianDaysToAccept: z
    .number()
    .nullable()
    .describe(
      'Median days from creation to the customer accepting financing or choosing direct payment, over stages.WON; null when none',
    ),
};

export const offerPipeline = named(
  'OfferPipeline',
  z
    .object({
      createdWithinDays: z.int().nullable().describe('The period asked for; null: every offer'),
      ownerUserId: z.guid().nullable().describe('The owner asked for; null: every owner'),
      totals: z.object(pipelineFigures).describe("The period's figures, the owner's when one was asked for"),
      owners: z
        .array(z.object({ ownerUserId: z.guid(), ownerName: z.string(), ...pipelineFigures }))
        .nullable()
        .describe(
          "Each owner's figures, most offers first; null for an account executive, who sees only their own",
        ),
      stages: z
        .record(
          z.enum(['READY', 'VIEWED', 'ACCEPTED', 'PAID', 'LOST', 'SENT', 'WON']),
          z.array(z.enum(OFFER_STAGES)),
        )
        .describe(
          'The stages each figure counts: GET /v1/offers with them, the period and the owner lists exactly its offers',
        ),
    })
    .describe("The pipeline at a glance (ours): the caller's offers by where they stand, in one call"),
);

export const offersQuery = z.object({
  ...pagingQuery,
  offerStageText: commaList(OFFER_STAGES).optional(),
  offerPaymentStatus: commaList(PAYMENT_STATUSES as [PaymentStatus, ...PaymentStatus[]]).optional(),
  accountId: z.guid().optional().describe("One customer's offers"),
  sort: z
    .enum(Object.keys(OFFER_LIST_SORTS) as [OfferListSort, ...OfferListSort[]])
    .optional()
    .describe('lastModifiedDate,desc when absent'),
  paymentsDueMonth: month(
    'Offers with a payment still to come in the month (yyyy-MM; Portfolio at a glance)',
  ),
  paymentsOverdue: ours(
    z.enum(OVERDUE_BUCKETS).optional(),
    'Offers with a payment late or failed this long (Portfolio at a glance)',
  ),
  advanceMonth: month(
    'Offers the seller was advanced cash for in the month (yyyy-MM; Portfolio at a glance)',
  ),
  expiringSoon: ours(
    z.boolean().optional(),
    'Only offers the customer can still accept that expire within 7 days; every offer when absent or false',
  ),
  ...pipelineFilterQuery,
  search: ours(
    z.string().trim().min(OFFER_LIMITS.typeaheadMin).max(TEXT_MAX.search).optional(),
    "Only offers whose External ID, recipient's name or email, or account contact's email starts with the text, or whose id starts with its 8+ hex characters",
  ),
});

/** A typeahead's text (`typeaheadQuery`): 2 to 200 characters once trimmed. */
const typeaheadText = z
  .string()
  .min(OFFER_LIMITS.typeaheadMin)
  .max(TEXT_MAX.search)
  .regex(/\S.*\S/)
  .describe(`At least ${OFFER_LIMITS.typeaheadMin} characters`);

export const offerAccountTypeaheadQuery = z.object({ query: typeaheadText });

export const offerUsersQuery = z.object({ query: typeaheadText });

export const offerAddOnsQuery = z.object(pagingQuery);

export const offerEventsQuery = z.object({
  ...pagingQuery,
  type: z
    .enum(Object.keys(EVENT_TYPES) as [OfferEventType, ...OfferEventType[]])
    .optional()
    .describe('Only the events of this type'),
});

/** An instant as the sandbox reads it: ISO 8601, at most 40 characters. */
const instant = (description: string) => z.string().max(40).describe(description);

export const offerChanges = named(
  'OfferChanges',
  replaceOperations({
    termStartDate: z.iso.date().describe("Between the offer's minTermStartDate and maxTermStartDate"),
    expiration: instant("ISO 8601; from tomorrow to the end of the offer's window (spec 02 section 5)"),
    allowCreditCardPayments: z.boolean(),
  }).describe("Replaces an offer's term start date, expiration or card payments (spec 02 section 7)"),
);

export const offerOwnerChange = named(
  'OfferOwnerChange',
  z
    .object({ newOwnerId: z.guid().describe('An active member who may own offers') })
    .describe('Hands the offer to another member (spec 02 section 7)'),
);

export const offerLinkSend = named(
  'OfferLinkSend',
  z
    .object({
      recipientContactId: z
        .guid()
        .optional()
        .describe(
          "Another contact of the offer's customer to send the link to (only with the seller's offerForwardingEnabled); the offer's recipient when absent",
        ),
    })
    .describe("Emails the offer's customer link (ours): to its recipient, or forwarded to another contact"),
);

export const offerRenewalChange = named(
  'OfferRenewalChange',
  z
    .object({
      renewalEnabled: z.boolean(),
      renewalFreeMonths: z
        .int()
        .min(OFFER_LIMITS.freeMonthsMin)
        .max(OFFER_LIMITS.freeMonthsMax)
        .nullable()
        .optional()
        .describe('1 to 12; none when absent or null, and ignored when renewal is off'),
    })
    .describe("Turns the offer's renewal on or off (spec 02 section 7)"),
);

const uuid = z.guid();

/** A line item's amount (`isAmount`, `hasAtMostCents`): whole cents, at least one, below 100,000,000. */
const lineAmount = z.number().min(0.01).lt(AMOUNT_MAX).multipleOf(0.01);

const pricedLine = z.object({
  amount: lineAmount,
  pricingGroupId: uuid.describe("One of the package's pricing groups"),
});

/** What both quote previews send about the package, term and billing (spec 02 section 7). */
const previewPricing = {
  salesPackageId: uuid,
  directOfferTermId: uuid.describe("One of the package's terms"),
  directBillingFrequency: paymentFrequency.describe('UPFRONT for a non-standard term'),
  paymentTerms: z
    .enum(PAYMENT_TERMS)
    .optional()
    .describe('Sent by the portal; the preview does not depend on it'),
  accountId: uuid.nullable().optional().describe('Sent by the portal; the preview does not depend on it'),
  isAddOnOffer: z.boolean().optional().describe('Sent by the portal; the preview does not depend on it'),
};

export const quotePreviewRequest = named(
  'QuotePreviewRequest',
  z
    .object({
      ...previewPricing,
      previewablePricingGroups: z.array(pricedLine).min(1).max(LINE_ITEMS_MAX),
    })
    .describe('Prices a quote of line items (spec 02 section 7)'),
);

export const quotePreviewFromPaymentRequest = named(
  'QuotePreviewFromPaymentRequest',
  z
    .object({
      ...previewPricing,
      pricingGroupId: uuid.describe("One of the package's pricing groups: the quote's single line"),
      desiredPaymentAmount: z
        .number()
        .min(0.005)
        .lt(AMOUNT_MAX)
        .describe('The monthly payment wished for; the line is priced to match it'),
    })
    .describe('Prices a quote of one line from the payment wished for (spec 02 section 7)'),
);

export const salesPackagesQuery = z.object({
  offerTermId: uuid.optional().describe('Only the package offering this term; every package when absent'),
});

export const newOffer = named(
  'NewOffer',
  z
    .object({
      accountId: uuid.describe('A customer with a contact, not behind on payments'),
      expiration: instant('ISO 8601; within the window GET /v1/offers/expiration-window answers'),
      messageToAccount: optionalText(TEXT_MAX.freeText),
      offerType: z
        .enum(['QUOTE', 'INVOICE'])
        .nullable()
        .optional()
        .describe("QUOTE when absent; one of the seller's authorized offer types"),
      termStartDate: z.iso
        .date()
        .nullable()
        .optional()
        .describe("From today to three months ahead, in the customer's time zone"),
      externalReferenceId: z
        .string()
        .regex(EXTERNAL_ID)
        .nullable()
        .optional()
        .describe('A Salesforce id (15 or 18 letters and digits); required when Salesforce is on'),
      parentOfferId: uuid
        .nullable()
        .optional()
        .describe("An add-on's parent offer: required when offerSubType is ADDON"),
      offerSubType: z.enum(['INITIAL', 'ADDON']).nullable().optional().describe('INITIAL when absent'),
      quoteRequest: z.object({
        salesPackageId: uuid,
        offerTermId: uuid.describe("One of the package's terms"),
        directBillingFrequency: paymentFrequency.describe('UPFRONT for a non-standard term'),
        directPaymentTerms: z.enum(PAYMENT_TERMS),
        lineItems: z.array(pricedLine).min(1).max(LINE_ITEMS_MAX),
        monthlyPayment: z
          .number()
          .nullable()
          .optional()
          .describe('Sent by the portal (the reverse calculator); not read'),
        fileIds: z
          .array(uuid)
          .max(OFFER_LIMITS.filesPerOffer)
          .nullable()
          .optional()
          .describe('Files uploaded with POST /offers/files, attached to the offer'),
      }),
    })
    .refine((offer) => offer.offerSubType !== 'ADDON' || offer.parentOfferId, {
      message: 'An add-on names its parent offer',
      path: ['parentOfferId'],
    })
    .describe('Creates an offer (spec 02 section 3, Offer create payload)'),
);

export const expirationWindowQuery = z.object({
  accountId: uuid.describe("The customer: the window is in its address's time zone"),
  parentOfferId: ours(uuid.optional(), "An add-on's parent: the window ends with its term"),
});

export const opportunityMetadataQuery = z.object({
  opportunityId: z.string().regex(EXTERNAL_ID).describe('A Salesforce id (15 or 18 letters and digits)'),
});

const uploadedFile = z.file().max(MAX_FILE_BYTES).describe('The file, at most 25 MB');

export const offerFileAttachment = named(
  'OfferFileAttachment',
  z
    .object({ type: z.enum(FILE_TYPES).describe('What the document is'), file: uploadedFile })
    .describe('A file attached to an offer (spec 02 section 7: multipart with type and file)'),
);

export const offerContractUpload = named(
  'OfferContractUpload',
  z
    .object({ file: uploadedFile })
    .describe(
      'A contract uploaded for an offer being created (spec 02 section 7: multipart, answers its fileId)',
    ),
);
