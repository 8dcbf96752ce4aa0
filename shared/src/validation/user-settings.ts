import * as z from '#zod';
import { COMPANY_LIMITS } from './company-constants.js';
import { optionalPhoneNumber } from './phone-number.js';
import { requiredText, trimmed } from './text.js';

const TOO_LONG = 'Maximum length exceeded';

/** The user settings form (spec 01 section 5); the email is shown disabled and never sent. */
export const userSettingsSchema = z.pipe(
  z.object({
    firstName: requiredText('First name is required', z.maxLength(COMPANY_LIMITS.userName, TOO_LONG)),
    lastName: requiredText('Last name is required', z.maxLength(COMPANY_LIMITS.userName, TOO_LONG)),
    title: z.nullish(trimmed(z.maxLength(COMPANY_LIMITS.userName, TOO_LONG))),
    phoneNumber: optionalPhoneNumber,
    mobilePhoneNumber: optionalPhoneNumber,
  }),
  z.transform((user) => ({
    ...user,
    title: user.title || null,
    phoneNumber: user.phoneNumber || null,
    mobilePhoneNumber: user.mobilePhoneNumber || null,
  })),
);

export type UserSettingsInput = z.input<typeof userSettingsSchema>;
export type UserSettings = z.output<typeof userSettingsSchema>;
