import {
  Checkbox,
  DataTableSkeleton,
  Link,
  OverflowMenu,
  OverflowMenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  Tag,
} from '@carbon/react';
import { Document, Folder } from '@carbon/icons-react';
import type { DataRoomRowFragment } from '#graphql';
import { formatDate } from '@seller-portal/shared/formatters';
import { navigate } from '@seller-portal/platform';
import { formatFileSize } from '@seller-portal/shared/formatters';
import { FILE_TYPE_LABEL, PREVIEWABLE } from './file-types.js';
import { REQUESTED_DOCUMENT_TAGS } from '../requested-documents/requested-document-labels.js';

export type DataRoomRow = DataRoomRowFragment;

/** What a row's menu does: a file's download, view and delete; rename, move and delete for both; mark for files. */
export type FileAction = 'download' | 'view' | 'delete' | 'rename' | 'move' | 'mark';

export interface DataRoomTableProps {
  rows: readonly DataRoomRow[];
  /** Null while the first page loads. */
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
}

const HEADERS = ['Name', 'Type', 'Size', 'Uploaded By', 'Uploaded'];

/** The data room's table (spec 02 section 2): folders first, checkboxes on files only, an action menu per row. */
export function DataRoomTable({
  rows,
  loading,
  emptyText,
  folderPath,
  selected,
  onSelect,
  removing,
  onAction,
  organize = true,
}: DataRoomTableProps) {
  const fileIds = rows.filter((row) => row.objectType === 'FILE').map((row) => row.id);
  const allSelected = fileIds.length > 0 && fileIds.every((id) => selected.has(id));
  const someSelected = fileIds.some((id) => selected.has(id));

  if (loading && rows.length === 0) {
    return (
      <DataTableSkeleton
        columnCount={HEADERS.length + 2}
        rowCount={5}
        showHeader={false}
        showToolbar={false}
      />
    );
  }

  return (
    <Table
      aria-label="Data room files"
      aria-busy={loading}
      className="data-room-table"
      overflowMenuOnHover={false}
    >
      <TableHead>
        <TableRow>
          <TableHeader className="data-room-table__select">
            <Checkbox
              id="data-room-select-all"
              labelText="Select all files on this page"
              hideLabel
              checked={allSelected}
              indeterminate={someSelected && !allSelected}
              disabled={fileIds.length === 0}
              onChange={(_event: unknown, { checked }: { checked: boolean }) => onSelect(fileIds, checked)}
            />
          </TableHeader>
          {HEADERS.map((header) => (
            <TableHeader key={header}>{header}</TableHeader>
          ))}
          <TableHeader>
            <span className="cds--visually-hidden">Actions</span>
          </TableHeader>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.length === 0 ? (
          <TableRow>
            <TableCell colSpan={HEADERS.length + 2}>{emptyText}</TableCell>
          </TableRow>
        ) : (
          rows.map((row) => {
            const isFile = row.objectType === 'FILE';
            return (
              <TableRow key={row.id} className={removing.has(row.id) ? 'data-room-row--removing' : undefined}>
                <TableCell className="data-room-table__select">
                  {isFile ? (
                    <Checkbox
                      id={`data-room-select-${row.id}`}
                      labelText={`Select ${row.name}`}
                      hideLabel
                      checked={selected.has(row.id)}
                      onChange={(_event: unknown, { checked }: { checked: boolean }) =>
                        onSelect([row.id], checked)
                      }
                    />
                  ) : null}
                </TableCell>
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
                  {isFile
                    ? formatFileSize(row.size)
                    : `${row.filesCount ?? 0} file${row.filesCount === 1 ? '' : 's'}`}
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
                      {isFile && PREVIEWABLE.has(row.extension ?? '') ? (
                        <OverflowMenuItem itemText="View" onClick={() => onAction('view', row)} />
                      ) : null}
                      {row.immutable || !organize ? null : (
                        <OverflowMenuItem itemText="Rename" onClick={() => onAction('rename', row)} />
                      )}
                      {row.immutable || !organize ? null : (
                        <OverflowMenuItem itemText="Move" onClick={() => onAction('move', row)} />
                      )}
                      {isFile && organize ? (
                        <OverflowMenuItem
                          itemText="Mark as requested document"
                          onClick={() => onAction('mark', row)}
                        />
                      ) : null}
                      {row.immutable || (!isFile && !organize) ? null : (
                        <OverflowMenuItem
                          isDelete
                          itemText="Delete"
                          onClick={() => onAction('delete', row)}
                        />
                      )}
                    </OverflowMenu>
                  ) : null}
                </TableCell>
              </TableRow>
            );
          })
        )}
      </TableBody>
    </Table>
  );
}
