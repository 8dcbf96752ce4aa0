import * as z from '#zod';
import { optionalPhoneNumber } from './phone-number.js';
import { requiredText, trimmed } from './text.js';

/** Bounds the spec leaves open (docs/adr/004-limits-and-bounds.md): names and emails 255. */
export const ACCOUNT_CONTACT_MAX_LENGTH = 255;

export const ACCOUNT_CONTACT_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Email is required',
  invalidEmail: 'Invalid Email',
  tooLong: `Maximum of ${ACCOUNT_CONTACT_MAX_LENGTH} characters`,
  phoneRequired: 'Please provide at least one contact number.',
} as const;

/** The seller setting that changes the contact rules (spec 02 sections 3 and 5). */
export interface AccountContactRules {
  phoneNumberRequired: boolean;
}

const atMost = z.maxLength(ACCOUNT_CONTACT_MAX_LENGTH, ACCOUNT_CONTACT_MESSAGES.tooLong);

/** An account contact's own fields (spec 02 section 3, Account contact), without the rule across them. */
export const accountContactFields = {
  firstName: requiredText(ACCOUNT_CONTACT_MESSAGES.firstName, atMost),
  lastName: requiredText(ACCOUNT_CONTACT_MESSAGES.lastName, atMost),
  // No `abort`: an aborting issue would stop the checks across fields (the phone rule, the EIN) from running.
  email: z.pipe(
    trimmed(z.minLength(1, ACCOUNT_CONTACT_MESSAGES.email), atMost),
    z.email({ message: ACCOUNT_CONTACT_MESSAGES.invalidEmail }),
  ),
  phoneNumber: optionalPhoneNumber,
  mobilePhoneNumber: optionalPhoneNumber,
};

/** Whether a contact has the phone number the seller's setting asks for. */
export function hasContactNumber(contact: { phoneNumber?: unknown; mobilePhoneNumber?: unknown }): boolean {
  const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  return filled(contact.phoneNumber) || filled(contact.mobilePhoneNumber);
}

/** Object-level checks run even while a field is wrong, so the form shows every message at once. */
export const isObjectPayload = (payload: { value: unknown }): boolean =>
  typeof payload.value === 'object' && payload.value !== null;

/**
 * With phoneNumberRequiredForAccountContacts on, a phone or a mobile number (reported under Phone Number).
 */
export const contactNumberCheck = (rules: AccountContactRules) =>
  z.refine<{ phoneNumber?: unknown; mobilePhoneNumber?: unknown }>(
    (contact) => !rules.phoneNumberRequired || hasContactNumber(contact),
    {
      message: ACCOUNT_CONTACT_MESSAGES.phoneRequired,
      path: ['phoneNumber'],
      when: isObjectPayload,
    },
  );

/** The contact form (spec 02 sections 2 and 5): the form, the gateway and (mirrored) the sandbox check these rules. */
export const accountContactSchema = (rules: AccountContactRules) =>
  z.object({ ...accountContactFields, isPrimary: z.boolean() }).check(contactNumberCheck(rules));

export type AccountContactInput = z.input<ReturnType<typeof accountContactSchema>>;
export type AccountContactForm = z.output<ReturnType<typeof accountContactSchema>>;
