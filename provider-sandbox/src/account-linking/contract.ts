import { z } from 'zod';
import { named } from '../contract/schemas.js';

/** The answers of account linking (spec 02 section 3, Account-linking metadata; section 7, Sign-in). */

export const accountLinking = named(
  'AccountLinking',
  z
    .object({
      linkingUserEmail: z.string(),
      linkingUserProvider: z.string().describe('The connection of the identity being linked (sandbox-sso)'),
      primaryUserProvider: z.string().describe("The signed-in user's connection (password)"),
    })
    .describe('The pending account linking of a session token'),
);

export const accountLinked = named(
  'AccountLinked',
  z
    .object({
      continueUrl: z.url().describe("Where the browser goes on: the identity provider's continue URL"),
    })
    .describe('The identity linked'),
);

/** The linking session both calls name (spec 02 section 7: query sessionToken). */
export const accountLinkingQuery = z.object({
  sessionToken: z.string().regex(/\S/).describe('The session token the identity provider gave'),
});

export const accountLinkRequest = named(
  'AccountLinkRequest',
  z
    .object({ sessionToken: z.string().describe("The query's session token again") })
    .describe('Links the signed-in account (spec 02 section 7: body sessionToken)'),
);
