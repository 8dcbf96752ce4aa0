import { Suspense, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import {
  Button,
  DataTableSkeleton,
  InlineNotification,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableHeader,
  TableRow,
  Tag,
} from '@carbon/react';
import { lazyComponent } from '@seller-portal/platform';
import { PendingJoinRequestsQuery } from './join-requests.query.js';
import type { ManagedJoinRequest } from './ManageJoinRequestModal.js';

const ManageJoinRequestModal = lazyComponent(
  () => import('./ManageJoinRequestModal.js'),
  'ManageJoinRequestModal',
);

const HEADERS = ['Name', 'Email', 'Status', 'Manage'];

const STATUS_LABEL: Record<string, string> = {
  PENDING: 'Pending',
  REJECTED: 'Rejected',
  APPROVED: 'Approved',
};

/** Someone who signed up without a name has only their email, shown once, in the Email column. */
const hasName = (request: { firstName?: string | null; lastName?: string | null }) =>
  Boolean(request.firstName || request.lastName);

/** The owner's Requests tab (spec 02 section 2): who asked to join, and Manage to approve or decline. */
export function JoinRequestsTable() {
  const { data, loading, error } = useQuery(PendingJoinRequestsQuery, { fetchPolicy: 'cache-and-network' });
  const [managed, setManaged] = useState<ManagedJoinRequest | null>(null);

  if (error && !data) {
    return (
      <InlineNotification kind="error" title="Something went wrong. Try again." hideCloseButton lowContrast />
    );
  }
  if (!data && loading) {
    return (
      <DataTableSkeleton
        headers={HEADERS.map((header) => ({ header, key: header }))}
        columnCount={4}
        rowCount={3}
        showHeader={false}
        showToolbar={false}
      />
    );
  }
  const requests = data?.pendingJoinRequests ?? [];

  return (
    <TableContainer>
      <Table aria-label="Join requests" aria-busy={loading}>
        <TableHead>
          <TableRow>
            {HEADERS.map((header) => (
              <TableHeader key={header}>{header}</TableHeader>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {requests.length === 0 ? (
            <TableRow>
              <TableCell colSpan={HEADERS.length}>Currently no pending request to view.</TableCell>
            </TableRow>
          ) : (
            requests.map((request) => (
              <TableRow key={request.id}>
                <TableCell>{hasName(request) ? request.fullName : 'No name given'}</TableCell>
                <TableCell>{request.email}</TableCell>
                <TableCell>
                  <Tag type={request.status === 'REJECTED' ? 'red' : 'blue'} size="sm">
                    {STATUS_LABEL[request.status] ?? request.status}
                  </Tag>
                </TableCell>
                <TableCell>
                  <Button
                    kind="ghost"
                    size="sm"
                    onClick={() => setManaged(request)}
                    aria-label={`Manage ${hasName(request) ? request.fullName : request.email}`}
                  >
                    Manage
                  </Button>
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      {managed ? (
        <Suspense fallback={null}>
          <ManageJoinRequestModal request={managed} onClose={() => setManaged(null)} />
        </Suspense>
      ) : null}
    </TableContainer>
  );
}
