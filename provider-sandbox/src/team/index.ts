import type { SandboxDomain } from '../domain.js';
import { teamRouter } from './routes.js';

/** Team, members, invitations and join requests (spec 02 section 7, Team). */
export const teamDomain: SandboxDomain = {
  name: 'team',
  api: teamRouter,
};
