import { addDays, addMonths, dateIn, earlierDate, endOfDayIn, startOfDayIn } from './calendar.js';

/**
 * The sandbox's copy of shared/src/validation/offer-edit.ts, offer-renewal.ts and change-offer-owner.ts (same
 * messages and bounds), and the windows of spec 02 sections 5 and 9 the provider decides.
 */
export const OFFER_MESSAGES = {
  termStartRequired: 'Term Start Date is required.',
  termStartWindow: 'Term start date must be within three months',
  paymentMethodRequired: 'Payment Method is required.',
  expirationRequired: 'Expiration is required.',
  expirationInvalid: 'Invalid expiration date',
  freeMonthsRequired: 'Free Months is required',
  userRequired: 'User is required',
  cannotOwnOffers: 'This user cannot own offers.',
  renewalsOff: 'Renewals are not enabled for this seller.',
  renewalLocked: 'The renewal of this offer cannot be changed.',
  cannotCancel:
    'This offer can no longer be canceled here because a payment was made. Email support to cancel it and refund the customer.',
  tooManyFiles: 'An offer has at most 10 files.',
  linkDeliveryOff: 'Emailing offer links to customers is turned off for this seller.',
  forwardingOff: 'Sending an offer to another contact is turned off for this seller.',
  contactUnknown: 'Choose a contact of this customer.',
} as const;

/** The link of an offer in a stage whose customer page offers nothing to do (ours). */
export const linkNotUsable = (stageLabel: string): string =>
  `The link of this offer cannot be sent: the offer is ${stageLabel} and the customer can no longer act on it.`;

/** The wait between two sends of one offer's link (ours), in seconds. */
export const LINK_RESEND_SECONDS = 60;

/** A send refused because the link went out less than LINK_RESEND_SECONDS ago. */
export const linkSentTooRecently = (seconds: number): string =>
  `The link of this offer was sent less than a minute ago. It can be sent again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;

/** Who reads offers (spec 01 section 6: every role; account executives only their own). */
export const OFFER_READ_ROLES = [
  'ADMIN',
  'EXEC',
  'SALES_MANAGER',
  'FINANCE_MANAGER',
  'ACCOUNT_EXEC',
] as const;
/**
 * Who reads the seller's reports and what it is advanced (spec 01 section 6: the dashboard's report roles); everyone
 * else sees the Welcome splash.
 */
export const REPORT_READ_ROLES = ['ADMIN', 'EXEC', 'FINANCE_MANAGER', 'SALES_MANAGER'] as const;
/** Who acts on offers: finance managers only read them (docs/adr/009). */
export const OFFER_ACTION_ROLES = ['ADMIN', 'EXEC', 'SALES_MANAGER', 'ACCOUNT_EXEC'] as const;

/** Spec 02 section 9. */
export const OFFER_LIMITS = {
  expirationWindowDays: 90,
  defaultExpirationDays: 30,
  termStartWindowMonths: 3,
  freeMonthsMin: 1,
  freeMonthsMax: 12,
  filesPerOffer: 10,
  fileBytes: 25 * 1024 * 1024,
  typeaheadMin: 2,
  typeaheadMax: 200,
} as const;

/** The window an offer's expiration may be set in, as dates and instants in the customer's time zone. */
export interface ExpirationWindow {
  /** Tomorrow. */
  firstDate: string;
  /** The earliest of 90 days after creation, the underwriting result's expiration and the cap. */
  lastDate: string;
  start: Date;
  end: Date;
}

export interface WindowInput {
  createdAt: Date;
  underwritingExpiration: Date | null;
  expirationCap: Date | null;
  timeZone: string;
}

/**
 * Spec 02 section 5: from 00:00 tomorrow to 23:59:59 on the earliest of 90 days after creation, the underwriting
 * result's expiration and an optional cap. The last date may come before the first (no valid expiration left).
 */
export function expirationWindow(offer: WindowInput, now: Date): ExpirationWindow {
  const { timeZone } = offer;
  const firstDate = addDays(dateIn(now, timeZone), 1);
  let lastDate = addDays(dateIn(offer.createdAt, timeZone), OFFER_LIMITS.expirationWindowDays);
  for (const limit of [offer.underwritingExpiration, offer.expirationCap]) {
    if (limit) lastDate = earlierDate(lastDate, dateIn(limit, timeZone));
  }
  return {
    firstDate,
    lastDate,
    start: startOfDayIn(firstDate, timeZone),
    end: endOfDayIn(lastDate, timeZone),
  };
}

/** Whether an expiration lies in the window (both ends included). */
export const isInWindow = (expiration: Date, window: ExpirationWindow): boolean =>
  expiration.getTime() >= window.start.getTime() && expiration.getTime() <= window.end.getTime();

/**
 * The default offer expiration (docs/architecture.md): the end of the window or 30 days from today, whichever is
 * earlier, at 23:59:59.
 */
export function defaultExpiration(window: ExpirationWindow, now: Date, timeZone: string): Date {
  const in30Days = addDays(dateIn(now, timeZone), OFFER_LIMITS.defaultExpirationDays);
  return endOfDayIn(earlierDate(window.lastDate, in30Days), timeZone);
}

/** The term start dates allowed: from the minimum start date (the day the offer was made) to three months after. */
export function termStartWindow(createdAt: Date, timeZone: string): { minDate: string; maxDate: string } {
  const minDate = dateIn(createdAt, timeZone);
  return { minDate, maxDate: addMonths(minDate, OFFER_LIMITS.termStartWindowMonths) };
}
