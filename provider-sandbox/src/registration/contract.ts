import { z } from 'zod';
import { named, optionalText } from '../contract/schemas.js';

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

/** Required text as the registration's rules take it: trimmed, not blank, at most `max` characters. */
const text = (max: number) => z.string().max(max).regex(/\S/);

export const registrationRequest = named(
  'RegistrationRequest',
  z
    .object({
      userFirstName: text(100),
      userLastName: text(100),
      sellerName: text(200).describe("The company's name"),
      userTitle: optionalText(100),
    })
    .describe('Registers a company, its owner the signed-in user (spec 02 section 7: registration payload)'),
);
