import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import {
  InlineNotification,
  Pagination,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@carbon/react';
import type { DataRoomAction } from '#graphql';
import { formatDateTime } from '@seller-portal/shared/formatters';
import { DataRoomActivityQuery } from './activity.query.js';

const PAGE_SIZE = 10;

const ACTION_LABEL: Record<DataRoomAction, string> = {
  UPLOADED: 'Uploaded',
  DOWNLOADED: 'Downloaded',
  VIEWED: 'Viewed',
  DELETED: 'Deleted',
  RENAMED: 'Renamed',
  MOVED: 'Moved',
};

/** What was done in words: a rename says the name before, a move the folder it left. */
function whatOf(line: { action: DataRoomAction; previous?: string | null }): string {
  if (line.action === 'RENAMED' && line.previous) return `Renamed from ${line.previous}`;
  if (line.action === 'MOVED' && line.previous)
    return `Moved from ${line.previous === '/' ? 'the top folder' : line.previous}`;
  return ACTION_LABEL[line.action];
}

export interface ActivityListProps {
  /** Changes whenever something was done to a file on the page: the list is read again. */
  version: number;
}

/** Who uploaded, downloaded, viewed, renamed, moved or deleted which file or folder, newest first, paged. */
export function ActivityList({ version }: ActivityListProps) {
  const [page, setPage] = useState(0);
  const { data, previousData, error, refetch } = useQuery(DataRoomActivityQuery, {
    variables: { page, size: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (version > 0) void refetch();
  }, [version, refetch]);
  const activity = (data ?? previousData)?.dataRoomActivity;
  return (
    <section className="data-room-activity" aria-labelledby="data-room-activity-heading">
      <h2 id="data-room-activity-heading" className="data-room__section-title">
        Activity
      </h2>
      {error && !activity ? (
        <InlineNotification
          kind="error"
          title="Something went wrong. Try again."
          hideCloseButton
          lowContrast
        />
      ) : (
        <>
          <Table aria-label="Data room activity" size="sm">
            <TableHead>
              <TableRow>
                <TableHeader>When</TableHeader>
                <TableHeader>Who</TableHeader>
                <TableHeader>What</TableHeader>
                <TableHeader>File or folder</TableHeader>
              </TableRow>
            </TableHead>
            <TableBody>
              {activity && activity.items.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={4}>Nothing has happened in the data room yet.</TableCell>
                </TableRow>
              ) : (
                activity?.items.map((line) => (
                  <TableRow key={line.id}>
                    <TableCell className="data-room-table__nowrap">
                      {formatDateTime(line.occurredAt)}
                    </TableCell>
                    <TableCell>{line.actor ?? 'A former member'}</TableCell>
                    <TableCell>{whatOf(line)}</TableCell>
                    <TableCell>
                      {line.objectType === 'FOLDER' ? `${line.fileName} (folder)` : line.fileName}
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
          <Pagination
            page={page + 1}
            pageSize={PAGE_SIZE}
            pageSizes={[PAGE_SIZE]}
            pageSizeInputDisabled
            totalItems={activity?.pageInfo.totalElements ?? 0}
            onChange={({ page: next }: { page: number }) => setPage(next - 1)}
            backwardText="Previous activity page"
            forwardText="Next activity page"
          />
        </>
      )}
    </section>
  );
}
