import { z } from 'zod';
import { named, ours, pageSchema, timestamp } from '../contract/schemas.js';

/** The answers of the team's operations (spec 02 section 3, Team user; section 7, Team), as the sandbox gives them. */

const role = named(
  'Role',
  z
    .object({
      roleId: z.guid(),
      name: z
        .string()
        .describe("The role's key: ADMIN (special), EXEC, SALES_MANAGER, ACCOUNT_EXEC, FINANCE_MANAGER"),
      displayName: z.string(),
    })
    .describe('A role a team member may have'),
);

export const roleDefinition = named(
  'RoleDefinition',
  role
    .extend({ description: ours(z.string(), 'What a member with the role may do') })
    .describe('A role as GET /v1/roles lists it, with what it may do'),
);

export const teamUser = named(
  'TeamUser',
  z
    .object({
      id: z.guid(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      status: z.enum(['ACTIVE', 'INVITED', 'DISABLED']),
      roles: z.array(role),
      isOrganizationOwner: z.boolean(),
      invitationSentDate: timestamp().nullable(),
      lastLogin: timestamp().nullable(),
      phoneNumber: z.string().nullable(),
    })
    .describe("A member of the seller's team (spec 02 section 3, Team user)"),
);

export const teamUserPage = named('TeamUserPage', pageSchema(teamUser));

export const ownershipTransfer = named(
  'OwnershipTransfer',
  z.object({ previousOwner: teamUser, newOwner: teamUser }).describe('Both members after the transfer'),
);

export const joinRequest = named(
  'JoinRequest',
  z
    .object({
      id: z.guid(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      status: z.enum(['PENDING', 'REJECTED', 'APPROVED']),
    })
    .describe('A request to join the seller (spec 02 section 3)'),
);

export const currentUser = named(
  'CurrentUser',
  z
    .object({
      id: z.guid(),
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      title: z.string().nullable(),
      phoneNumber: z.string().nullable(),
      mobilePhoneNumber: z.string().nullable(),
      status: ours(z.enum(['ACTIVE', 'INVITED', 'DISABLED']), "The user's status, as a team user's"),
      isOrganizationOwner: ours(z.boolean(), 'Whether the user owns their seller'),
      roles: z.array(role),
    })
    .describe('The signed-in user (spec 02 section 7, "a current-user call")'),
);
