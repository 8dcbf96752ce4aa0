import { endOfDayIn, instantIn } from '../calendar.js';
import { defaultExpiration, expirationWindow } from '../rules.js';

/** The sandbox's copy of shared/src/validation/offer-create.ts (same messages and bounds). */
export const CREATE_MESSAGES = {
  offerTerm: 'Offer term is required',
  salesPackage: 'Sales package is required',
  paymentTerm: 'Payment Term is required',
  billingFrequency: 'Direct billing frequency is required',
  lineItem: 'Line item is required',
  /** Not in the spec: a line item's amount with fractions of a cent (docs/adr/014). */
  lineItemCents: 'Line item amounts have at most two decimal places',
  account: 'Account is required',
  expiration: 'Expiration Date is required',
  expirationInvalid: 'Invalid expiration date',
  externalIdRequired: 'External identifier is required',
  externalIdInvalid: 'Invalid External ID',
  delinquent: 'Customer is ineligible because they are behind on existing payments.',
  // Ours: the refusals the spec leaves unworded.
  nonStandardUpfront: 'A non-standard term is billed upfront.',
  addOnLocked: 'An add-on keeps its parent’s customer, term and billing frequency.',
  addOnNotAllowed: 'Add-ons cannot be created for this offer.',
  noContact: 'This customer has no contact to send the offer to.',
  offerType: 'This offer type is not authorized for this seller.',
  unknownFile: 'This file was not uploaded for an offer.',
  keyReused: 'This Idempotency-Key was used for a different offer.',
} as const;

/** Spec 02 section 7 / 409: "{email} already in use. Please update the email associated with {name}". */
export const contactEmailInUse = (email: string, name: string): string =>
  `${email} already in use. Please update the email associated with ${name}`;

export const EXTERNAL_ID = /^([A-Za-z0-9]{15}|[A-Za-z0-9]{18})$/;
export const PAYMENT_TERMS = ['NET_30', 'NET_45', 'NET_60'] as const;
export const LINE_ITEMS_MAX = 20;
export const AMOUNT_MAX = 100_000_000;

/**
 * When the provider reviews an offer by hand (docs/adr/010): a total above this, or a customer without an EIN.
 * Any other offer is Ready at once.
 */
const MANUAL_REVIEW_ABOVE = 100_000;

export const needsManualReview = (total: number, ein: string | null): boolean =>
  total > MANUAL_REVIEW_ABOVE || !ein;

/**
 * The expiration a new offer may have, in the customer's zone (spec 02 section 5, docs/architecture.md: default offer
 * expiration).
 */
export interface CreationWindow {
  timeZone: string;
  minExpirationDate: string;
  maxExpirationDate: string;
  /** The end of the window or 30 days from today, whichever is earlier, at 23:59:59 (an add-on: 23:59:59.999 of the last day). */
  defaultExpiration: Date;
  end: Date;
  start: Date;
}

/**
 * A new offer's window: tomorrow to 90 days from today; an add-on's also ends with its parent's term (its
 * maxExpirationDate), and its expiration defaults to the end of that day.
 */
export function creationWindow(timeZone: string, now: Date, parentTermEnd: string | null): CreationWindow {
  const cap = parentTermEnd ? endOfDayIn(parentTermEnd, timeZone) : null;
  const window = expirationWindow(
    { createdAt: now, underwritingExpiration: null, expirationCap: cap, timeZone },
    now,
  );
  const isAddOn = parentTermEnd !== null;
  return {
    timeZone,
    minExpirationDate: window.firstDate,
    maxExpirationDate: window.lastDate,
    defaultExpiration: isAddOn
      ? instantIn(window.lastDate, '23:59:59.999', timeZone)
      : defaultExpiration(window, now, timeZone),
    start: window.start,
    end: isAddOn ? instantIn(window.lastDate, '23:59:59.999', timeZone) : window.end,
  };
}
