import { Suspense, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, TableCell, Tag } from '@carbon/react';
import { lazyComponent } from '@seller-portal/platform';
import { ListTable } from '@seller-portal/shared/table';
import { PendingJoinRequestsQuery } from './join-requests.query.js';
import type { ManagedJoinRequest } from './ManageJoinRequestModal.js';

const ManageJoinRequestModal = lazyComponent(
  () => import('./ManageJoinRequestModal.js'),
  'ManageJoinRequestModal',
);

const COLUMNS = ['Name', 'Email', 'Status', 'Manage'].map((header) => ({ key: header, header }));

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

  return (
    <>
      <ListTable
        label="Join requests"
        columns={COLUMNS}
        rows={data?.pendingJoinRequests ?? (loading ? undefined : [])}
        rowKey={(request) => request.id}
        loading={loading}
        failed={Boolean(error) && !data}
        emptyText="Currently no pending request to view."
        skeletonRows={3}
        cells={(request) => (
          <>
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
          </>
        )}
      />
      {managed ? (
        <Suspense fallback={null}>
          <ManageJoinRequestModal request={managed} onClose={() => setManaged(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
