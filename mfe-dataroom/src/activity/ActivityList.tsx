import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { TableCell } from '@carbon/react';
import { ListTable } from '@seller-portal/shared/table';
import type { DataRoomAction } from '#graphql';
import { formatDateTime } from '@seller-portal/shared/formatters';
import { DataRoomActivityQuery } from './activity.query.js';

const PAGE_SIZE = 10;
const COLUMNS = [
  { key: 'when', header: 'When' },
  { key: 'who', header: 'Who' },
  { key: 'what', header: 'What' },
  { key: 'object', header: 'File or folder' },
];

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
  const { data, previousData, loading, error, refetch } = useQuery(DataRoomActivityQuery, {
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
      <ListTable
        label="Data room activity"
        size="sm"
        columns={COLUMNS}
        rows={activity?.items ?? (loading ? undefined : [])}
        rowKey={(line) => line.id}
        loading={loading}
        failed={Boolean(error) && !activity}
        emptyText="Nothing has happened in the data room yet."
        pagination={{
          page: page + 1,
          pageSize: PAGE_SIZE,
          pageSizes: [PAGE_SIZE],
          pageSizeInputDisabled: true,
          totalItems: activity?.pageInfo.totalElements ?? 0,
          onChange: ({ page: next }) => setPage(next - 1),
          backwardText: 'Previous activity page',
          forwardText: 'Next activity page',
        }}
        cells={(line) => (
          <>
            <TableCell className="data-room-table__nowrap">{formatDateTime(line.occurredAt)}</TableCell>
            <TableCell>{line.actor ?? 'A former member'}</TableCell>
            <TableCell>{whatOf(line)}</TableCell>
            <TableCell>
              {line.objectType === 'FOLDER' ? `${line.fileName} (folder)` : line.fileName}
            </TableCell>
          </>
        )}
      />
    </section>
  );
}
