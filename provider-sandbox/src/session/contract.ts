import { z } from 'zod';
import { named } from '../contract/schemas.js';

/** The answer of GET /me (spec 02 section 3, Session from the identity call). */
export const session = named(
  'Session',
  z
    .object({
      emailVerified: z.boolean(),
      hasTenancy: z.boolean().describe('Whether the user belongs to a seller'),
      canCreateNewTenancy: z.boolean(),
      currentJoinRequest: z
        .object({ id: z.guid(), status: z.enum(['PENDING', 'REJECTED', 'APPROVED']) })
        .nullable()
        .describe("The user's latest join request, if any"),
      organizationOwnerEmail: z.string().nullable(),
      organizationOwnerFullName: z.string().nullable(),
    })
    .describe('The signed-in user, their seller and the identity workflow'),
);
