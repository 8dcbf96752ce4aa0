import { useQuery } from '@apollo/client/react';
import { Button, Link, TableCell, Tag } from '@carbon/react';
import { navigate } from '@seller-portal/platform';
import { usePagedSearch } from '@seller-portal/shared/hooks';
import { ListTable } from '@seller-portal/shared/table';
import { memberDetailsPath } from '../routing/team-route.js';
import type { TeamViewer } from '../viewer/team-viewer.js';
import { memberActionsFor } from './member-actions.js';
import { MemberActionsMenu } from './MemberActionsMenu.js';
import { TeamMembersQuery } from './team-members.query.js';
import { TEAM_STATUS_LABEL, TEAM_STATUS_TAG } from './team-status.js';

const HEADERS = [
  { key: 'name', header: 'Name' },
  { key: 'email', header: 'Email' },
  { key: 'status', header: 'Status' },
  { key: 'roles', header: 'Roles' },
];

export interface TeamTableProps {
  /** Null while the viewer is loading: no admin controls until known. */
  viewer: TeamViewer | null;
  onInvite: () => void;
}

export function TeamTable({ viewer, onInvite }: TeamTableProps) {
  const isAdmin = viewer?.isAdmin ?? false;
  const columns = isAdmin ? [...HEADERS, { key: 'actions', header: 'Actions', hiddenHeader: true }] : HEADERS;
  const { searchText, setSearchText, search, page, size, pagination } = usePagedSearch();
  const { data, previousData, loading, error } = useQuery(TeamMembersQuery, {
    variables: { page, size, search: search || null },
  });
  const team = (data ?? previousData)?.team;

  return (
    <ListTable
      label="Team members"
      columns={columns}
      rows={team?.items ?? (loading ? undefined : [])}
      rowKey={(member) => member.id}
      loading={loading}
      failed={Boolean(error) && !team}
      // A failed search must not pass for its result: the rows shown are the previous ones.
      searchFailed={Boolean(error) && Boolean(team)}
      emptyText={search ? 'No team members match your search.' : 'There are no team members yet.'}
      toolbar={{
        label: 'Team toolbar',
        search: { label: 'Name or Email', text: searchText, onChange: setSearchText },
        actions: isAdmin ? <Button onClick={onInvite}>Invite a Team Member</Button> : null,
      }}
      pagination={{ ...pagination, totalItems: team?.pageInfo.totalElements ?? 0 }}
      cells={(member) => (
        <>
          <TableCell>
            <Link
              href={memberDetailsPath(member.id)}
              onClick={(event: React.MouseEvent) => {
                event.preventDefault();
                navigate(memberDetailsPath(member.id));
              }}
            >
              {member.fullName}
            </Link>
            {member.isOrganizationOwner ? (
              <Tag type="purple" size="sm" className="team-owner-badge">
                Owner
              </Tag>
            ) : null}
          </TableCell>
          <TableCell>{member.email}</TableCell>
          <TableCell>
            <Tag type={TEAM_STATUS_TAG[member.status]} size="sm">
              {TEAM_STATUS_LABEL[member.status]}
            </Tag>
          </TableCell>
          <TableCell>{member.roles.map((role) => role.displayName).join(', ')}</TableCell>
          {isAdmin && viewer ? (
            <TableCell className="cds--table-column-menu">
              <MemberActionsMenu member={member} actions={memberActionsFor(viewer, member)} />
            </TableCell>
          ) : null}
        </>
      )}
    />
  );
}
