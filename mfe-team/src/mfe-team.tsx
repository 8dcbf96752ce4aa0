import { createMicroFrontend } from '@seller-portal/platform';
import { PAGE_SIZES } from '@seller-portal/shared/hooks';
import stylesheet from './styles/team.scss?stylesheet';
import { TeamArea } from './TeamArea.js';
import { TEAM_PATH } from './routing/team-route.js';
import { TeamMembersQuery } from './team-table/team-members.query.js';
import { TeamViewerQuery } from './viewer/team-viewer.query.js';

export const { bootstrap, mount, unmount, prefetch } = createMicroFrontend({
  rootComponent: TeamArea,
  stylesheet,
  // The team page's first queries, as TeamRoutes and TeamTable ask them on a first view.
  prefetch: ({ pathname }) =>
    pathname === TEAM_PATH
      ? [
          { query: TeamViewerQuery },
          { query: TeamMembersQuery, variables: { page: 0, size: PAGE_SIZES[0], search: null } },
        ]
      : [],
});
