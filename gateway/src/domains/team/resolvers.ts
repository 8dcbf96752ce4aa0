import { z } from 'zod';
import {
  approveJoinRequestSchema,
  inviteTeamMemberSchema,
  teamMemberSchema,
} from '@seller-portal/shared/validation';
import type { Resolvers, RoleName, TeamMemberStatus } from '../../generated/resolvers-types.js';
import { enumValues, knownValue } from '../../provider/known-values.js';
import { rolesReaching } from '@seller-portal/shared/navigation';
import type { GatewayContext } from '../../context.js';
import { requireAdmin, requireOrganizationOwner, requireRole } from '../../auth/authorization.js';
import { pageArgs, pageFields, pageOfWhole } from '../../provider/page.js';
import { givenFields, loadedValues, validInput } from '../../validation/valid-input.js';
import { memberChanges } from './member-changes.js';
import type { ProviderJoinRequest, ProviderTeamUser } from './provider-client.js';

const memberUpdateSchema = teamMemberSchema.omit({ email: true }).partial();

const teamQuery = pageArgs.extend({
  search: z.string().trim().max(200, 'Maximum of 200 characters').nullish(),
});

/**
 * Who may see the team: the roles whose navigation holds Team (not account executives, not finance managers; spec 01
 * section 2), as the shell's page rule.
 */
const TEAM_ROLES = rolesReaching('team');
const teamReader = (context: GatewayContext) => requireRole(context, TEAM_ROLES);

const STATUSES: readonly TeamMemberStatus[] = ['ACTIVE', 'INVITED', 'DISABLED'];

const ROLE_NAMES = enumValues<RoleName>({
  ADMIN: true,
  EXEC: true,
  SALES_MANAGER: true,
  FINANCE_MANAGER: true,
  ACCOUNT_EXEC: true,
});

export const teamResolvers: Resolvers = {
  Query: {
    team: async (_parent, args, context) => {
      await teamReader(context);
      return context.team.teamPage(validInput(teamQuery, args));
    },
    roles: async (_parent, _args, context) => {
      await teamReader(context);
      return context.team.roles();
    },
    teamMember: async (_parent, { id }, context) => {
      await teamReader(context);
      return context.team.member(id);
    },
    pendingJoinRequests: async (_parent, _args, context) => {
      await requireOrganizationOwner(context);
      return context.team.pendingJoinRequests();
    },
    // The provider answers the join requests whole (no paging of its own): the gateway pages them.
    pendingJoinRequestsPage: async (_parent, args, context) => {
      await requireOrganizationOwner(context);
      const paging = validInput(pageArgs, args);
      return pageOfWhole(await context.team.pendingJoinRequests(), paging);
    },
  },
  Mutation: {
    disableTeamMember: async (_parent, { id }, context) => {
      await requireAdmin(context);
      return context.team.disable(id);
    },
    enableTeamMember: async (_parent, { id }, context) => {
      await requireAdmin(context);
      return context.team.enable(id);
    },
    resendInvitation: async (_parent, { userId }, context) => {
      await requireAdmin(context);
      return context.team.resendInvitation(userId);
    },
    transferOwnership: async (_parent, { userId }, context) => {
      await requireOrganizationOwner(context);
      return context.team.transferOwnership(userId);
    },
    inviteTeamMember: async (_parent, { input }, context) => {
      await requireAdmin(context);
      return context.team.invite(validInput(inviteTeamMemberSchema, input));
    },
    updateTeamMember: async (_parent, { id, input, loaded }, context) => {
      await requireAdmin(context);
      // A field sent as null is a field not sent.
      const form = validInput(memberUpdateSchema, givenFields(input, { nullIsAbsent: true }));
      const current = await context.team.member(id);
      const operations = memberChanges(
        current,
        form,
        loadedValues(memberUpdateSchema, loaded && givenFields(loaded, { nullIsAbsent: true })),
      );
      return operations.length > 0 ? context.team.update(id, operations) : current;
    },
    approveJoinRequest: async (_parent, { input }, context) => {
      await requireOrganizationOwner(context);
      const approval = validInput(approveJoinRequestSchema, input);
      return context.team.approveJoinRequest({
        ...approval,
        title: approval.title || null,
        phoneNumber: approval.phoneNumber || null,
        mobilePhoneNumber: approval.mobilePhoneNumber || null,
      });
    },
    rejectJoinRequest: async (_parent, { id }, context) => {
      await requireOrganizationOwner(context);
      return context.team.rejectJoinRequest(id);
    },
  },
  JoinRequest: {
    fullName: (request) => [request.firstName, request.lastName].filter(Boolean).join(' ') || request.email,
  },
  TeamMemberPage: pageFields<ProviderTeamUser>(),
  JoinRequestPage: pageFields<ProviderJoinRequest>(),
  TeamMember: {
    fullName: (user) => [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
    status: (user) => {
      const status = user.status?.toUpperCase() as TeamMemberStatus;
      return STATUSES.includes(status) ? status : 'UNKNOWN';
    },
  },
  Role: {
    id: (role) => role.roleId,
    roleName: (role) => knownValue(ROLE_NAMES, role.name),
  },
};
