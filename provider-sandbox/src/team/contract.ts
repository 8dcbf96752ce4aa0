import { z } from 'zod';
import {
  emailAddress,
  named,
  optionalText,
  ours,
  pageSchema,
  pagingQuery,
  phoneNumber,
  replaceOperations,
  requiredText,
  timestamp,
} from '../contract/schemas.js';

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

/* What the team's operations read (spec 02 section 7, Team; spec 01 section 7, invitations). */

const TEXT = 255;

export const teamQuery = z.object({
  ...pagingQuery,
  textSearchField: z
    .string()
    .optional()
    .describe("Part of a member's name or email; its first 200 characters"),
});

export const invitationRequest = named(
  'InvitationRequest',
  z
    .object({
      email: emailAddress(),
      recipientFirstName: requiredText(TEXT),
      recipientLastName: requiredText(TEXT),
      roleId: z.guid().describe('A role of GET /v1/roles'),
    })
    .describe('Invites a member (spec 01 section 7)'),
);

export const memberChoice = named(
  'MemberChoice',
  z.object({ userId: z.guid() }).describe('The member an invitation is sent again to, or ownership goes to'),
);

export const teamUserChanges = named(
  'TeamUserChanges',
  replaceOperations({
    firstName: requiredText(TEXT),
    lastName: requiredText(TEXT),
    phoneNumber: phoneNumber(),
    roles: z.array(z.guid()).min(1).max(5).describe('Role ids; the owner keeps ADMIN'),
  }).describe("The member's fields replaced (spec 02 section 7: replace operations including roles)"),
);

export const joinRequestApproval = named(
  'JoinRequestApproval',
  z
    .object({
      joinRequestId: z.guid(),
      roleId: z.guid(),
      firstName: requiredText(TEXT),
      lastName: requiredText(TEXT),
      title: optionalText(TEXT),
      phoneNumber: phoneNumber(),
      mobilePhoneNumber: phoneNumber(),
    })
    .describe('Approves a join request with the new member fields (spec 02 section 7)'),
);

export const joinRequestChoice = named(
  'JoinRequestChoice',
  z.object({ joinRequestId: z.guid() }).describe('The join request declined'),
);
