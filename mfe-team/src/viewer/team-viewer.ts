import { useQuery } from '@apollo/client/react';
import { hasRole, ROLE } from '@seller-portal/shared/roles';
import { TeamViewerQuery } from './team-viewer.query.js';

/** Who is looking at the team, and what spec 02 section 6 lets them do. */
export interface TeamViewer {
  id: string;
  isAdmin: boolean;
  isOrganizationOwner: boolean;
}

export function useTeamViewer(): { viewer: TeamViewer | null; loading: boolean; error: boolean } {
  const { data, loading, error } = useQuery(TeamViewerQuery);
  const viewer = data?.viewer;
  return {
    viewer: viewer
      ? {
          id: viewer.id,
          isAdmin: hasRole(viewer.roles, ROLE.admin),
          isOrganizationOwner: viewer.isOrganizationOwner,
        }
      : null,
    loading,
    error: Boolean(error) && !data,
  };
}
