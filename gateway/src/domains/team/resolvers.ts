import { z } from 'zod';
import type { Resolvers, TeamMemberStatus } from '../../generated/resolvers-types.js';
import { requireTenant } from '../../auth/authorization.js';
import { gatewayError } from '../../provider/errors.js';
import { pageInfoOf } from '../../provider/page.js';

const teamQuery = z.object({
  page: z.number().int().min(0, 'Page must be 0 or more'),
  size: z.number().int().min(1, 'Size must be between 1 and 100').max(100, 'Size must be between 1 and 100'),
  search: z.string().trim().max(200, 'Maximum of 200 characters').nullish(),
});

const STATUSES: readonly TeamMemberStatus[] = ['ACTIVE', 'INVITED', 'DISABLED'];

export const teamResolvers: Resolvers = {
  Query: {
    team: (_parent, args, { caller, team }) => {
      requireTenant(caller);
      const query = teamQuery.safeParse(args);
      if (!query.success) {
        throw gatewayError(
          'BAD_USER_INPUT',
          undefined,
          Object.fromEntries(query.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
        );
      }
      return team.teamPage(query.data);
    },
    roles: (_parent, _args, { caller, team }) => {
      requireTenant(caller);
      return team.roles();
    },
  },
  TeamMemberPage: {
    items: (page) => page.content,
    pageInfo: (page) => pageInfoOf(page),
  },
  TeamMember: {
    fullName: (user) => [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
    status: (user) => {
      const status = user.status?.toUpperCase() as TeamMemberStatus;
      return STATUSES.includes(status) ? status : 'UNKNOWN';
    },
  },
  Role: {
    id: (role) => role.roleId,
  },
};
