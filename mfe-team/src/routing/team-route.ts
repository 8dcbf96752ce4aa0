import { pathTo, useRoute } from '@seller-portal/platform';

/** The screens under /team (spec 02 section 2); any other path under /team is not found. */
const teamRoutes = {
  team: '/team',
  requests: '/team/requests',
  details: '/team/:memberId/details',
} as const;

export const TEAM_PATH = teamRoutes.team;
export const REQUESTS_PATH = teamRoutes.requests;
export const memberDetailsPath = (memberId: string) => pathTo(teamRoutes.details, { memberId });

export const useTeamRoute = () => useRoute(teamRoutes);
