import * as z from '#zod';
import { isObjectPayload } from './account-contact.js';
import { hasAtMostCents } from './amounts.js';
import { FAILURE_MESSAGES } from './failure-messages.js';

/** Spec 02 section 5, offer create form; the gateway checks the same and the sandbox again (offers/creation). */
export const OFFER_CREATE_MESSAGES = {
  offerTerm: 'Offer term is required',
  salesPackage: 'Sales package is required',
  paymentTerm: 'Payment Term is required',
  billingFrequency: 'Direct billing frequency is required',
  lineItem: 'Line item is required',
  /** Not in the spec: a line item's amount with fractions of a cent (docs/adr/014). */
  lineItemCents: 'Line item amounts have at most two decimal places',
  account: 'Account is required',
  expiration: 'Expiration Date is required',
  externalIdRequired: 'External identifier is required',
  externalIdInvalid: 'Invalid External ID',
  delinquent: 'Customer is ineligible because they are behind on existing payments.',
  missingInformation: 'This customer is missing required information.',
  underwriting: 'We are underwriting your offer...',
  underwritingDetail: 'Your offer will be ready shortly. This may take a few seconds.',
  submitted: 'Your Offer Was Submitted Successfully',
  failure: FAILURE_MESSAGES.tryAgain,
  // Ours (docs/adr/010): the locks the gateway and the provider refuse, in the seller's words.
  nonStandardUpfront: 'A non-standard term is billed upfront.',
  addOnLocked: 'An add-on keeps its parent’s customer, term and billing frequency.',
  offerType: 'This offer type is not authorized for this seller.',
  expirationInvalid: 'Invalid expiration date',
  tooManyFiles: 'An offer has at most 10 files.',
  // Ours: an opportunity link (?externalId=) that leads nowhere still opens the form, saying why.
  opportunityInvalid:
    "This link's opportunity ID is not valid: an External ID is 15 or 18 letters and digits. You can create the offer here.",
  opportunityNotFound: 'No opportunity with this External ID was found. You can create the offer here.',
  opportunityOff: 'Opportunity links work once Salesforce is connected. You can create the offer here.',
} as const;

/** "{email} already in use. Please update the email associated with {name}" (spec 02 section 8, status 409). */
export const contactEmailInUseMessage = (email: string, name: string): string =>
  `${email} already in use. Please update the email associated with ${name}`;

/** Spec 02 sections 5 and 9, and ours (docs/adr/004): bounds of the create form. */
export const OFFER_CREATE_LIMITS = {
  /** Attach is disabled above 9 files; an offer holds at most 10. */
  attachDisabledAbove: 9,
  files: 10,
  lineItems: 20,
  messageMax: 2000,
  /** A line item's amount, in dollars (exclusive). */
  amountMax: 100_000_000,
  /** The underwriting modal shows at least this long. */
  underwritingMinMs: 1000,
  previewDebounceMs: 300,
} as const;

/** External ID: 15 or 18 letters and digits (a Salesforce id). */
export const EXTERNAL_ID = /^([A-Za-z0-9]{15}|[A-Za-z0-9]{18})$/;

/** Payment terms and billing frequencies the create form offers; the first is the default (spec 02 section 9). */
export const DIRECT_PAYMENT_TERMS = ['NET_30', 'NET_45', 'NET_60'] as const;
export const DIRECT_BILLING_FREQUENCIES = [
  'ANNUAL',
  'UPFRONT',
  'SEMI_ANNUAL',
  'QUARTERLY',
  'MONTHLY',
] as const;

/** Whether an amount may be priced: a finite number of at least one cent once rounded, below the bound. */
export const isPriceableAmount = (amount: unknown): amount is number =>
  typeof amount === 'number' &&
  Number.isFinite(amount) &&
  amount >= 0.005 &&
  amount < OFFER_CREATE_LIMITS.amountMax;

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const id = z.nullish(z.string().check(z.trim(), z.maxLength(64)));

interface CreateFields {
  accountId?: string | null;
  salesPackageId?: string | null;
  offerTermId?: string | null;
  directPaymentTerms?: string | null;
  directBillingFrequency?: string | null;
  lineItems?: { pricingGroupId?: string | null; amount?: number | null }[];
  expiration?: string | null;
  externalReferenceId?: string | null;
}

const rule = (valid: (form: CreateFields) => boolean, path: (string | number)[], message: string) =>
  z.refine<CreateFields>(valid, { message, path, when: isObjectPayload });

const required = (field: keyof CreateFields, message: string) =>
  rule((form) => filled(form[field]), [field], message);

/**
 * The create form and the create call (spec 02 sections 3 and 5). With `salesforceEnabled` the External ID is
 * required; without it, it is optional but still 15 or 18 letters and digits when given. Every rule runs even while
 * another fails (`when`), so the form shows every message at once.
 */
export const offerCreateSchema = ({ salesforceEnabled }: { salesforceEnabled: boolean }) =>
  z
    .object({
      accountId: id,
      salesPackageId: id,
      offerTermId: id,
      directPaymentTerms: z.nullish(z.string().check(z.maxLength(32))),
      directBillingFrequency: z.nullish(z.string().check(z.maxLength(32))),
      lineItems: z
        .array(
          z.object({
            pricingGroupId: z.string().check(z.maxLength(64)),
            // Any number here (NaN and Infinity too): the rule below gives the spec's one message for them.
            amount: z.nullish(z.custom<number>((value) => typeof value === 'number')),
          }),
        )
        .check(z.maxLength(OFFER_CREATE_LIMITS.lineItems)),
      expiration: z.nullish(z.string().check(z.maxLength(40))),
      termStartDate: z.nullish(z.string().check(z.maxLength(10))),
      messageToAccount: z.nullish(z.string().check(z.maxLength(OFFER_CREATE_LIMITS.messageMax))),
      externalReferenceId: z.nullish(z.string().check(z.trim(), z.maxLength(18))),
      monthlyPayment: z.nullish(z.number()),
      parentOfferId: id,
      fileIds: z.nullish(
        z
          .array(z.string().check(z.maxLength(64)))
          .check(z.maxLength(OFFER_CREATE_LIMITS.files, OFFER_CREATE_MESSAGES.tooManyFiles)),
      ),
    })
    .check(
      required('accountId', OFFER_CREATE_MESSAGES.account),
      required('salesPackageId', OFFER_CREATE_MESSAGES.salesPackage),
      required('offerTermId', OFFER_CREATE_MESSAGES.offerTerm),
      required('directPaymentTerms', OFFER_CREATE_MESSAGES.paymentTerm),
      required('directBillingFrequency', OFFER_CREATE_MESSAGES.billingFrequency),
      required('expiration', OFFER_CREATE_MESSAGES.expiration),
      rule(
        (form) =>
          (form.lineItems?.length ?? 0) > 0 &&
          form.lineItems!.every((item) => isPriceableAmount(item.amount)),
        ['lineItems'],
        OFFER_CREATE_MESSAGES.lineItem,
      ),
      rule(
        (form) =>
          (form.lineItems ?? []).every(
            (item) =>
              typeof item.amount !== 'number' || !Number.isFinite(item.amount) || hasAtMostCents(item.amount),
          ),
        ['lineItems'],
        OFFER_CREATE_MESSAGES.lineItemCents,
      ),
      rule(
        (form) => !salesforceEnabled || filled(form.externalReferenceId),
        ['externalReferenceId'],
        OFFER_CREATE_MESSAGES.externalIdRequired,
      ),
      rule(
        (form) => !filled(form.externalReferenceId) || EXTERNAL_ID.test(form.externalReferenceId!.trim()),
        ['externalReferenceId'],
        OFFER_CREATE_MESSAGES.externalIdInvalid,
      ),
    );

export type OfferCreateInput = z.input<ReturnType<typeof offerCreateSchema>>;
export type OfferCreateForm = z.output<ReturnType<typeof offerCreateSchema>>;
