import { Link, OverflowMenu, OverflowMenuItem, TableCell, Tag } from '@carbon/react';
import { Document, Folder } from '@carbon/icons-react';
import type { DataRoomRowFragment } from '#graphql';
import { formatDate, formatFileSize } from '@seller-portal/shared/formatters';
import { navigate } from '@seller-portal/platform';
import { ListTable, type ListTableProps } from '@seller-portal/shared/table';
import { FILE_TYPE_LABEL, PREVIEWABLE } from './file-types.js';
import { REQUESTED_DOCUMENT_TAGS } from '../requested-documents/requested-document-labels.js';

export type DataRoomRow = DataRoomRowFragment;

/** What a row's menu does: a file's download, view and delete; rename, move and delete for both; mark for files. */
export type FileAction = 'download' | 'view' | 'delete' | 'rename' | 'move' | 'mark';

export interface DataRoomTableProps extends Pick<ListTableProps<DataRoomRow>, 'toolbar' | 'pagination'> {
  /** The folder's rows; undefined until its first answer. */
  rows: readonly DataRoomRow[] | undefined;
  loading: boolean;
  emptyText: string;
  /** Where a folder row leads. */
  folderPath: (folder: DataRoomRow) => string;
  selected: ReadonlySet<string>;
  onSelect: (ids: readonly string[], selected: boolean) => void;
  /** Rows leaving after a delete: they fade out before the list is read again. */
  removing: ReadonlySet<string>;
  onAction: (action: FileAction, file: DataRoomRow) => void;
  /** The provider renames, moves and deletes folders (docs/adr/019); without it, only the spec's actions. */
  organize?: boolean;
  /** The provider shows a file inline (docs/adr/019); without it, no View. */
  view?: boolean;
}

const COLUMNS = [
  { key: 'name', header: 'Name' },
  { key: 'type', header: 'Type' },
  { key: 'size', header: 'Size' },
  { key: 'uploadedBy', header: 'Uploaded By' },
  { key: 'uploaded', header: 'Uploaded' },
  { key: 'actions', header: 'Actions', hiddenHeader: true },
];

/**
 * The data room's table (spec 02 section 2) on the platform's list table: folders first, checkboxes on files only,
 * an action menu per row.
 */
export function DataRoomTable({
  folderPath,
  selected,
  onSelect,
  removing,
  onAction,
  organize = true,
  view = true,
  ...list
}: DataRoomTableProps) {
  return (
    <ListTable
      label="Data room files"
      columns={COLUMNS}
      rowKey={(row) => row.id}
      failed={false}
      className="data-room-table"
      selection={{
        selected,
        selectable: (row) => row.objectType === 'FILE',
        onSelect,
        allLabel: 'Select all files on this page',
        rowLabel: (row) => `Select ${row.name}`,
      }}
      rowClassName={(row) => (removing.has(row.id) ? 'data-room-row--removing' : undefined)}
      cells={(row) => (
        <DataRoomCells
          row={row}
          folderPath={folderPath}
          onAction={onAction}
          organize={organize}
          view={view}
        />
      )}
      {...list}
    />
  );
}

function DataRoomCells({
  row,
  folderPath,
  onAction,
  organize,
  view,
}: Pick<DataRoomTableProps, 'folderPath' | 'onAction'> & {
  row: DataRoomRow;
  organize: boolean;
  view: boolean;
}) {
  const isFile = row.objectType === 'FILE';
  return (
    <>
      <TableCell>
        <span className="data-room-table__name">
          {isFile ? <Document aria-hidden="true" /> : <Folder aria-hidden="true" />}
          {isFile ? (
            <span>{row.name}</span>
          ) : (
            <Link
              href={folderPath(row)}
              onClick={(event: React.MouseEvent) => {
                event.preventDefault();
                navigate(folderPath(row));
              }}
            >
              {row.name}
            </Link>
          )}
          {row.immutable ? (
            <Tag type="cool-gray" size="sm">
              Signed
            </Tag>
          ) : null}
          {row.requestedDocument ? (
            <Tag type="green" size="sm" title="Marked as a requested document">
              {REQUESTED_DOCUMENT_TAGS[row.requestedDocument]}
            </Tag>
          ) : null}
        </span>
      </TableCell>
      <TableCell className="data-room-table__nowrap">
        {isFile && row.type ? FILE_TYPE_LABEL[row.type] : 'Folder'}
      </TableCell>
      <TableCell className="data-room-table__nowrap">
        {isFile ? formatFileSize(row.size) : `${row.filesCount ?? 0} file${row.filesCount === 1 ? '' : 's'}`}
      </TableCell>
      <TableCell>{row.uploadedBy ?? ''}</TableCell>
      <TableCell className="data-room-table__nowrap">{formatDate(row.uploadedDate)}</TableCell>
      <TableCell className="cds--table-column-menu">
        {isFile || (organize && !row.immutable) ? (
          <OverflowMenu
            aria-label={`Actions for ${row.name}`}
            data-actions-for={row.id}
            iconDescription={`Actions for ${row.name}`}
            flipped
            size="sm"
          >
            {isFile ? (
              <OverflowMenuItem itemText="Download" onClick={() => onAction('download', row)} />
            ) : null}
            {isFile && view && PREVIEWABLE.has(row.extension ?? '') ? (
              <OverflowMenuItem itemText="View" onClick={() => onAction('view', row)} />
            ) : null}
            {row.immutable || !organize ? null : (
              <OverflowMenuItem itemText="Rename" onClick={() => onAction('rename', row)} />
            )}
            {row.immutable || !organize ? null : (
              <OverflowMenuItem itemText="Move" onClick={() => onAction('move', row)} />
            )}
            {isFile && organize ? (
              <OverflowMenuItem itemText="Mark as requested document" onClick={() => onAction('mark', row)} />
            ) : null}
            {row.immutable || (!isFile && !organize) ? null : (
              <OverflowMenuItem isDelete itemText="Delete" onClick={() => onAction('delete', row)} />
            )}
          </OverflowMenu>
        ) : null}
      </TableCell>
    </>
  );
}
