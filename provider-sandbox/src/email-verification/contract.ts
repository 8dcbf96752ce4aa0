import { z } from 'zod';
import { named } from '../contract/schemas.js';

/** The answers of the email verification's operations (spec 02 section 3, Email-verification active link). */

export const emailVerificationLink = named(
  'EmailVerificationLink',
  z
    .object({ id: z.guid().describe('The link; the resend names it as its code') })
    .describe('The active email verification link (sent, sent again, or read)'),
);

export const verificationCode = named(
  'VerificationCode',
  z
    .object({
      code: z
        .string()
        .regex(/\S/)
        .describe("To verify, the emailed code; to send again, the active link's id it replaces"),
    })
    .describe('The code of the email verification (spec 02 section 7)'),
);
