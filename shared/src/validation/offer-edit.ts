import * as z from '#zod';
import { isObjectPayload } from './account-contact.js';
import { TYPEAHEAD } from './typeahead.js';

/** Spec 02 section 5, offer edit form; the gateway checks the same and the sandbox again (offers/rules.ts). */
export const OFFER_EDIT_MESSAGES = {
  termStartRequired: 'Term Start Date is required.',
  termStartWindow: 'Term start date must be within three months',
  paymentMethodRequired: 'Payment Method is required.',
  expirationRequired: 'Expiration is required.',
  expirationInvalid: 'Invalid expiration date',
} as const;

/** What the offer's answer says about its dates (calendar dates yyyy-MM-dd in the customer's time zone). */
export interface OfferEditRules {
  /** A term start date is already set, so it may not be cleared. */
  termStartRequired: boolean;
  minTermStartDate: string;
  maxTermStartDate: string;
  /** The expiration may change; then it must lie in the window. */
  canEditExpirationDate: boolean;
  minExpirationDate: string;
  maxExpirationDate: string;
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const blank = (value: unknown) => value === undefined || value === null || value === '';
/** A calendar date from `min` to `max`, both included (yyyy-MM-dd strings compare as dates). */
const isDateWithin = (value: string | null | undefined, min: string, max: string) =>
  typeof value === 'string' && CALENDAR_DATE.test(value) && value >= min && value <= max;

type OfferDates = { termStartDate?: string | null; expirationDate?: string | null };
const rule = (valid: (form: OfferDates) => boolean, field: keyof OfferDates, message: string) =>
  z.refine<OfferDates>(valid, { message, path: [field], when: isObjectPayload });

/**
 * The status card's form: term start date and expiration as calendar dates, and whether cards are allowed
 * (ACH or Credit Card / ACH only). Date strings compare as dates (yyyy-MM-dd).
 */
export const offerEditSchema = (rules: OfferEditRules) =>
  z
    .object({
      termStartDate: z.nullish(z.string().check(z.trim(), z.maxLength(10))),
      expirationDate: z.nullish(z.string().check(z.trim(), z.maxLength(10))),
      allowCreditCardPayments: z.boolean({ error: OFFER_EDIT_MESSAGES.paymentMethodRequired }),
    })
    .check(
      // Each rule runs even while another field is wrong (`when`), so the form shows every message at once.
      rule(
        (form) => !rules.termStartRequired || !blank(form.termStartDate),
        'termStartDate',
        OFFER_EDIT_MESSAGES.termStartRequired,
      ),
      rule(
        (form) =>
          blank(form.termStartDate) ||
          isDateWithin(form.termStartDate, rules.minTermStartDate, rules.maxTermStartDate),
        'termStartDate',
        OFFER_EDIT_MESSAGES.termStartWindow,
      ),
      rule((form) => !blank(form.expirationDate), 'expirationDate', OFFER_EDIT_MESSAGES.expirationRequired),
      rule(
        (form) =>
          blank(form.expirationDate) ||
          !rules.canEditExpirationDate ||
          isDateWithin(form.expirationDate, rules.minExpirationDate, rules.maxExpirationDate),
        'expirationDate',
        OFFER_EDIT_MESSAGES.expirationInvalid,
      ),
    );

export type OfferEditInput = z.input<ReturnType<typeof offerEditSchema>>;
export type OfferEditForm = z.output<ReturnType<typeof offerEditSchema>>;

/** Spec 02 sections 5 and 9: renewal free months, 1 to 12, when added. */
export const RENEWAL_FREE_MONTHS = { min: 1, max: 12, required: 'Free Months is required' } as const;

/** The renewal card's form: renewal on or off, optionally with free months. */
export const offerRenewalSchema = z
  .object({
    renewalEnabled: z.boolean(),
    addFreeMonths: z.boolean(),
    renewalFreeMonths: z.nullish(z.number()),
  })
  .check(
    z.refine(
      (form) =>
        !form.renewalEnabled ||
        !form.addFreeMonths ||
        (Number.isInteger(form.renewalFreeMonths) &&
          form.renewalFreeMonths! >= RENEWAL_FREE_MONTHS.min &&
          form.renewalFreeMonths! <= RENEWAL_FREE_MONTHS.max),
      { message: RENEWAL_FREE_MONTHS.required, path: ['renewalFreeMonths'], when: isObjectPayload },
    ),
  );

export type OfferRenewalInput = z.input<typeof offerRenewalSchema>;

/** Spec 02 section 5, Change offer owner: a user chosen from the typeahead. */
export const changeOfferOwnerSchema = z.object({
  newOwnerId: z
    .string({ error: 'User is required' })
    .check(z.trim(), z.minLength(1, 'User is required'), z.maxLength(64)),
});

export type ChangeOfferOwnerInput = z.input<typeof changeOfferOwnerSchema>;

/** The offers' typeaheads as the gateway checks them: the company filter (from 3 characters) and the user search. */
export const OFFER_TYPEAHEAD = {
  companyMin: TYPEAHEAD.companyMin,
  userMin: TYPEAHEAD.min,
  max: TYPEAHEAD.max,
  delayMs: TYPEAHEAD.delayMs,
} as const;

/** The offers list's Search (ours): 2 to 200 characters once trimmed, applied 300 ms after typing stops. */
export const OFFER_SEARCH = { min: 2, max: 200, delayMs: 300 } as const;

/** What a search of the wrong length is told (apart, so the list's bundle carries only the numbers). */
export const OFFER_SEARCH_MESSAGE = 'Search with 2 to 200 characters';

/** Spec 02 sections 4 and 8: after a payment, cancellation is refused with the instruction to email support. */
export const OFFER_CANCEL_AFTER_PAYMENT =
  'This offer can no longer be canceled here because a payment was made. Email support to cancel it and refund the customer.';
