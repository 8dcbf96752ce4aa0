import { z } from 'zod';
import { named } from '../contract/schemas.js';

/** The answers of registration and of asking to join (spec 02 section 3, Seller; Session's currentJoinRequest). */

export const registeredOrganization = named(
  'RegisteredOrganization',
  z
    .object({ organizationId: z.guid(), sellerName: z.string() })
    .describe('The company just registered, its registering user its owner'),
);

export const createdJoinRequest = named(
  'CreatedJoinRequest',
  z
    .object({ id: z.guid(), status: z.enum(['PENDING', 'REJECTED', 'APPROVED']) })
    .describe('The join request just made (PENDING), as the session then names it'),
);
