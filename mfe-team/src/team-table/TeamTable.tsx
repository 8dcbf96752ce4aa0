import { useQuery } from '@apollo/client/react';
import {
  Button,
  DataTableSkeleton,
  InlineNotification,
  Link,
  Pagination,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableHeader,
  TableRow,
  TableToolbar,
  TableToolbarContent,
  TableToolbarSearch,
  Tag,
} from '@carbon/react';
import { navigate } from '@seller-portal/platform';
import { usePagedSearch } from '@seller-portal/shared/hooks';
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
  const columns = isAdmin ? [...HEADERS, { key: 'actions', header: 'Actions' }] : HEADERS;
  const { searchText, setSearchText, search, page, size, pagination } = usePagedSearch();
  const { data, previousData, loading, error } = useQuery(TeamMembersQuery, {
    variables: { page, size, search: search || null },
  });
  const team = (data ?? previousData)?.team;
  // A failed search must not pass for its result: the rows shown are the previous ones.
  const searchFailed = Boolean(error) && Boolean(team);

  if (error && !team) {
    return (
      <InlineNotification kind="error" title="Something went wrong. Try again." hideCloseButton lowContrast />
    );
  }

  const members = team?.items ?? [];

  return (
    <TableContainer>
      <TableToolbar aria-label="Team toolbar">
        <TableToolbarContent>
          <TableToolbarSearch
            persistent
            placeholder="Name or Email"
            labelText="Name or Email"
            value={searchText}
            onChange={(event) => setSearchText(typeof event === 'string' ? event : event.target.value)}
            onClear={() => setSearchText('')}
          />
          {isAdmin ? <Button onClick={onInvite}>Invite a Team Member</Button> : null}
        </TableToolbarContent>
      </TableToolbar>
      {searchFailed ? (
        <InlineNotification
          kind="error"
          lowContrast
          hideCloseButton
          title="The search failed."
          subtitle="Something went wrong. Try again. The rows below are from before the search."
          role="alert"
          className="team-search-failed"
        />
      ) : null}
      {!team && loading ? (
        <DataTableSkeleton
          headers={columns}
          columnCount={columns.length}
          rowCount={5}
          showHeader={false}
          showToolbar={false}
        />
      ) : (
        <Table aria-label="Team members" aria-busy={loading} overflowMenuOnHover={false}>
          <TableHead>
            <TableRow>
              {columns.map((header) => (
                <TableHeader key={header.key}>
                  {header.key === 'actions' ? (
                    <span className="cds--visually-hidden">{header.header}</span>
                  ) : (
                    header.header
                  )}
                </TableHeader>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {members.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length}>
                  {search ? 'No team members match your search.' : 'There are no team members yet.'}
                </TableCell>
              </TableRow>
            ) : (
              members.map((member) => (
                <TableRow key={member.id}>
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
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      )}
      <Pagination {...pagination} totalItems={team?.pageInfo.totalElements ?? 0} />
    </TableContainer>
  );
}
