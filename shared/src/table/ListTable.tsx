import { useId, type ReactNode } from 'react';
import {
  Button,
  Checkbox,
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
} from '@carbon/react';
import { Renew } from '@carbon/icons-react';
import type { PagedSearch } from '../hooks/use-paged-search.js';
import { FAILURE_MESSAGES } from '../validation/failure-messages.js';

/** A column: its key and the header the table shows (or names for screen readers only, as an actions column). */
export interface ListColumn {
  key: string;
  header: string;
  hiddenHeader?: boolean;
  /** The header's class (e.g. one that hides the column below a width; the cells take theirs in `cells`). */
  className?: string;
  /** The list can be ordered by this column: its header is a button (see `ListTableProps.sort`). */
  sortable?: boolean;
}

/** The order shown: the column (its `key`) and the direction; a sortable header's click asks for the next order. */
export interface ListSort {
  key: string;
  direction: 'ASC' | 'DESC';
  onSort(key: string): void;
}

/** Check boxes in a first column: one on each row that takes one, and one in the header for all of those shown. */
export interface ListSelection<Row> {
  /** The keys (`rowKey`) of the rows selected. */
  selected: ReadonlySet<string>;
  /** Whether a row takes a box (the others show none); every row without it. */
  selectable?(row: Row): boolean;
  onSelect(keys: readonly string[], selected: boolean): void;
  /** The header box's name, e.g. "Select all files on this page". */
  allLabel: string;
  /** A row's box's name, e.g. "Select Customers.csv". */
  rowLabel(row: Row): string;
}

/** The toolbar's search field, bound to `usePagedSearch` (`@seller-portal/shared/hooks`). */
export interface ListSearch {
  /** Its label and placeholder (the spec names what it searches, e.g. "Name or Email"). */
  label: string;
  text: string;
  onChange(text: string): void;
}

export interface ListTableProps<Row> {
  /** The table's accessible name, e.g. "Team members". */
  label: string;
  columns: readonly ListColumn[];
  /** The rows of the current answer; undefined until the first one arrives (the skeleton shows). */
  rows: readonly Row[] | undefined;
  rowKey(row: Row): string;
  /** A row's cells, one `TableCell` a column. */
  cells(row: Row): ReactNode;
  loading: boolean;
  /** The first load failed: the spec's words instead of the table. */
  failed: boolean;
  /** A later load (a search) failed: the rows shown are the previous ones, and the table says so. */
  searchFailed?: boolean;
  /** What an empty answer says (with a search: that nothing matches it). */
  emptyText: string;
  /**
   * The toolbar: its name, the list's filters (labelled fields, which wrap onto a second line where the width runs
   * out), the search field, Refresh, and the list's own buttons. It stays when a load fails, so Refresh can retry.
   */
  toolbar?: {
    label: string;
    filters?: ReactNode;
    search?: ListSearch;
    onRefresh?: () => void;
    actions?: ReactNode;
  };
  /**
   * Carbon's pagination, as `usePagedSearch` gives it, with the answer's total; where a page shows two lists, the
   * buttons' names say which one they page.
   */
  pagination?: PagedSearch['pagination'] & {
    totalItems: number;
    pageSizeInputDisabled?: boolean;
    backwardText?: string;
    forwardText?: string;
  };
  selection?: ListSelection<Row>;
  /** The order shown, where columns are `sortable`. */
  sort?: ListSort;
  /** A row's class (e.g. one leaving after a delete). */
  rowClassName?(row: Row): string | undefined;
  /** Carbon's row height; `lg` unless told. */
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  skeletonRows?: number;
  /** A heading above the list (Carbon's table title), where the page shows several. */
  title?: string;
  className?: string;
}

/**
 * One list in the portal's way (every table of rows): a skeleton until the first answer, the spec's failure words when
 * it fails, a toolbar with search and Refresh, the empty state in words, pagination below. Each list keeps its query
 * and its cells; the rest is here, once.
 */
export function ListTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  cells,
  loading,
  failed,
  searchFailed = false,
  emptyText,
  toolbar,
  pagination,
  skeletonRows = 5,
  title,
  className,
  selection,
  rowClassName,
  size,
  sort,
}: ListTableProps<Row>) {
  const id = useId();
  const failure = (
    <InlineNotification kind="error" title={FAILURE_MESSAGES.tryAgain} hideCloseButton lowContrast />
  );
  if (failed && !toolbar) return failure;
  return (
    <TableContainer title={title} className={className}>
      {toolbar ? (
        <TableToolbar aria-label={toolbar.label}>
          <TableToolbarContent className={toolbar.filters ? 'list-table__filters' : undefined}>
            {toolbar.filters}
            {toolbar.search ? (
              <TableToolbarSearch
                persistent
                placeholder={toolbar.search.label}
                labelText={toolbar.search.label}
                value={toolbar.search.text}
                onChange={(event) =>
                  toolbar.search?.onChange(typeof event === 'string' ? event : event.target.value)
                }
                onClear={() => toolbar.search?.onChange('')}
              />
            ) : null}
            {toolbar.onRefresh ? (
              <Button
                kind="ghost"
                hasIconOnly
                renderIcon={Renew}
                iconDescription="Refresh"
                tooltipPosition="bottom"
                disabled={loading}
                onClick={toolbar.onRefresh}
              />
            ) : null}
            {toolbar.actions}
          </TableToolbarContent>
        </TableToolbar>
      ) : null}
      {searchFailed ? (
        <InlineNotification
          kind="error"
          lowContrast
          hideCloseButton
          title="The search failed."
          subtitle={`${FAILURE_MESSAGES.tryAgain} The rows below are from before the search.`}
          role="alert"
        />
      ) : null}
      {failed ? (
        failure
      ) : !rows ? (
        <DataTableSkeleton
          headers={columns.map(({ key, header }) => ({ key, header }))}
          columnCount={columns.length + (selection ? 1 : 0)}
          rowCount={skeletonRows}
          showHeader={false}
          showToolbar={false}
        />
      ) : (
        <Table aria-label={label} aria-busy={loading} overflowMenuOnHover={false} size={size}>
          <TableHead>
            <TableRow>
              {selection ? (
                <SelectAll id={`${id}-all`} rows={rows} rowKey={rowKey} selection={selection} />
              ) : null}
              {columns.map((column) =>
                column.sortable && sort ? (
                  <TableHeader
                    key={column.key}
                    className={column.className}
                    isSortable
                    isSortHeader={sort.key === column.key}
                    sortDirection={sort.key === column.key ? sort.direction : 'NONE'}
                    onClick={() => sort.onSort(column.key)}
                  >
                    {column.header}
                  </TableHeader>
                ) : (
                  <TableHeader key={column.key} className={column.className}>
                    {column.hiddenHeader ? (
                      <span className="cds--visually-hidden">{column.header}</span>
                    ) : (
                      column.header
                    )}
                  </TableHeader>
                ),
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length + (selection ? 1 : 0)}>{emptyText}</TableCell>
              </TableRow>
            ) : (
              rows.map((row) => {
                const key = rowKey(row);
                return (
                  <TableRow key={key} className={rowClassName?.(row)}>
                    {!selection ? null : (selection.selectable?.(row) ?? true) ? (
                      <TableCell>
                        <Checkbox
                          id={`${id}-${key}`}
                          labelText={selection.rowLabel(row)}
                          hideLabel
                          checked={selection.selected.has(key)}
                          onChange={(_event: unknown, { checked }: { checked: boolean }) =>
                            selection.onSelect([key], checked)
                          }
                        />
                      </TableCell>
                    ) : (
                      <TableCell />
                    )}
                    {cells(row)}
                  </TableRow>
                );
              })
            )}
          </TableBody>
        </Table>
      )}
      {pagination && !failed ? <Pagination {...pagination} /> : null}
    </TableContainer>
  );
}

/** The header's box: checked when every row that takes a box is selected, half when some are. */
function SelectAll<Row>({
  id,
  rows,
  rowKey,
  selection,
}: {
  id: string;
  rows: readonly Row[];
  rowKey(row: Row): string;
  selection: ListSelection<Row>;
}) {
  const keys = rows.filter((row) => selection.selectable?.(row) ?? true).map(rowKey);
  const all = keys.length > 0 && keys.every((key) => selection.selected.has(key));
  const some = keys.some((key) => selection.selected.has(key));
  return (
    <TableHeader>
      <Checkbox
        id={id}
        labelText={selection.allLabel}
        hideLabel
        checked={all}
        indeterminate={some && !all}
        disabled={keys.length === 0}
        onChange={() => selection.onSelect(keys, !all)}
      />
    </TableHeader>
  );
}
