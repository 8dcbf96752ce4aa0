import * as z from '#zod';
import { requiredText, trimmed } from './text.js';

/** Bounds the spec leaves open (docs/adr/002-identity-flows.md). */
export const REGISTRATION_MAX_LENGTH = { name: 100, companyName: 200, title: 100 } as const;

const atMost = (max: number) => z.maxLength(max, `Must be at most ${max} characters`);

/** Registration (spec 02 section 5): the form, the gateway and the sandbox check the same rules. */
export const registrationSchema = z.object({
  userFirstName: requiredText('First name is required', atMost(REGISTRATION_MAX_LENGTH.name)),
  userLastName: requiredText('Last name is required', atMost(REGISTRATION_MAX_LENGTH.name)),
  sellerName: requiredText('Company name is required', atMost(REGISTRATION_MAX_LENGTH.companyName)),
  userTitle: z.pipe(
    z.nullish(trimmed(atMost(REGISTRATION_MAX_LENGTH.title))),
    z.transform((title) => title || null),
  ),
});

export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;
