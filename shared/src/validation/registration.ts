import { z } from 'zod';

/** Bounds the spec leaves open (docs/adr/002-identity-flows.md). */
export const REGISTRATION_MAX_LENGTH = { name: 100, companyName: 200, title: 100 } as const;

const tooLong = (max: number) => `Must be at most ${max} characters`;

/** Registration (spec 02 section 5): the form, the gateway and the sandbox check the same rules. */
export const registrationSchema = z.object({
  userFirstName: z
    .string()
    .trim()
    .min(1, 'First name is required')
    .max(REGISTRATION_MAX_LENGTH.name, tooLong(REGISTRATION_MAX_LENGTH.name)),
  userLastName: z
    .string()
    .trim()
    .min(1, 'Last name is required')
    .max(REGISTRATION_MAX_LENGTH.name, tooLong(REGISTRATION_MAX_LENGTH.name)),
  sellerName: z
    .string()
    .trim()
    .min(1, 'Company name is required')
    .max(REGISTRATION_MAX_LENGTH.companyName, tooLong(REGISTRATION_MAX_LENGTH.companyName)),
  userTitle: z
    .string()
    .trim()
    .max(REGISTRATION_MAX_LENGTH.title, tooLong(REGISTRATION_MAX_LENGTH.title))
    .nullish()
    .transform((title) => title || null),
});

export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;
