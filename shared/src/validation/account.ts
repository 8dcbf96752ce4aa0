import * as z from '#zod';
import {
  accountContactFields,
  contactNumberCheck,
  isObjectPayload,
  type AccountContactRules,
} from './account-contact.js';
import { einProblem } from './ein.js';
import { requiredText, trimmed } from './text.js';

export const ACCOUNT_MAX_LENGTH = { name: 255, addressLabel: 500 } as const;

export const ACCOUNT_MESSAGES = {
  name: 'Company name is required',
  nameTooLong: `Maximum of ${ACCOUNT_MAX_LENGTH.name} characters`,
  address: 'Address is required',
} as const;

/** Whether the runtime knows an IANA time zone (the address typeahead's `timeZone`). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return value.length > 0;
  } catch {
    return false;
  }
}

/** The address an account keeps (spec 02 section 3, Account form): a typeahead suggestion's label, country and zone. */
export const accountAddressSchema = z.object({
  label: requiredText(ACCOUNT_MESSAGES.address, z.maxLength(ACCOUNT_MAX_LENGTH.addressLabel)),
  country: trimmed(z.regex(/^[A-Z]{3}$/, 'Country must be an ISO 3166-1 alpha-3 code')),
  timeZone: trimmed(z.refine(isTimeZone, 'Unknown time zone')),
});

/**
 * Step 1 of account creation (spec 02 sections 2, 3 and 5): the company, its address, its EIN unless "I don't have
 * the EIN" is ticked (format XX-XXXXXXX and an IRS prefix), and the account contact.
 */
export const accountSchema = (rules: AccountContactRules) =>
  z
    .object({
      name: requiredText(
        ACCOUNT_MESSAGES.name,
        z.maxLength(ACCOUNT_MAX_LENGTH.name, ACCOUNT_MESSAGES.nameTooLong),
      ),
      address: z
        .nullable(accountAddressSchema)
        .check(z.refine((address) => address !== null, ACCOUNT_MESSAGES.address)),
      isNoEinSelected: z.boolean(),
      ein: z.nullish(trimmed()),
      accountContact: z.object(accountContactFields).check(contactNumberCheck(rules)),
    })
    .check(
      z.superRefine(
        (account, context) => {
          if (account.isNoEinSelected === true) return;
          const problem = einProblem(typeof account.ein === 'string' ? account.ein : null);
          if (problem)
            context.addIssue({ code: 'custom', message: problem, path: ['ein'], input: account.ein });
        },
        { when: isObjectPayload },
      ),
    );

export type AccountInput = z.input<ReturnType<typeof accountSchema>>;
export type AccountForm = z.output<ReturnType<typeof accountSchema>>;

/**
 * A customer's EIN entered after the account exists (the Legal Information card, and "Click here to enter it." on
 * offer creation): required, XX-XXXXXXX, an IRS prefix.
 */
export const customerEinSchema = z.object({
  ein: trimmed(
    z.superRefine((ein, context) => {
      const problem = einProblem(ein);
      if (problem) context.addIssue({ code: 'custom', message: problem, input: ein });
    }),
  ),
});

export type CustomerEinForm = z.output<typeof customerEinSchema>;
