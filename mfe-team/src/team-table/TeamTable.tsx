import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import {
  DataTableSkeleton,
  InlineNotification,
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
import { useDebouncedValue } from '@seller-portal/shared/hooks';
import { TeamMembersQuery } from './team-members.query.js';
import { TEAM_STATUS_LABEL, TEAM_STATUS_TAG } from './team-status.js';

const PAGE_SIZES = [10, 20, 30, 40, 50];
const SEARCH_DELAY_MS = 300;

const HEADERS = [
  { key: 'name', header: 'Name' },
  { key: 'email', header: 'Email' },
  { key: 'status', header: 'Status' },
  { key: 'roles', header: 'Roles' },
];

export function TeamTable() {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  const [paging, setPaging] = useState({ page: 0, size: PAGE_SIZES[0]!, search });
  // The page goes back to 0 whenever the (debounced) search changes.
  const page = paging.search === search ? paging.page : 0;
  const { data, previousData, loading, error } = useQuery(TeamMembersQuery, {
    variables: { page, size: paging.size, search: search || null },
  });
  const team = (data ?? previousData)?.team;

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
        </TableToolbarContent>
      </TableToolbar>
      {!team && loading ? (
        <DataTableSkeleton
          headers={HEADERS}
          columnCount={HEADERS.length}
          rowCount={5}
          showHeader={false}
          showToolbar={false}
        />
      ) : (
        <Table aria-label="Team members" aria-busy={loading}>
          <TableHead>
            <TableRow>
              {HEADERS.map((header) => (
                <TableHeader key={header.key}>{header.header}</TableHeader>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {members.length === 0 ? (
              <TableRow>
                <TableCell colSpan={HEADERS.length}>
                  {search ? 'No team members match your search.' : 'There are no team members yet.'}
                </TableCell>
              </TableRow>
            ) : (
              members.map((member) => (
                <TableRow key={member.id}>
                  <TableCell>
                    {member.fullName}
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
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      )}
      <Pagination
        page={page + 1}
        pageSize={paging.size}
        pageSizes={PAGE_SIZES}
        totalItems={team?.pageInfo.totalElements ?? 0}
        onChange={({ page: nextPage, pageSize }: { page: number; pageSize: number }) =>
          setPaging({ search, size: pageSize, page: pageSize === paging.size ? nextPage - 1 : 0 })
        }
      />
    </TableContainer>
  );
}
