import { useState, type ReactNode } from 'react';
import {
  DataTableSkeleton,
  InlineNotification,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@carbon/react';
import { PAGE_SIZES } from '@seller-portal/shared/hooks';

export interface ReportTableProps {
  label: string;
  headers: readonly string[];
  /** Nothing to show yet: a skeleton. */
  loading: boolean;
  /** Failed without rows to keep showing. */
  failed: boolean;
  /** The spec's empty state, shown when there are no rows. */
  empty: string;
  busy?: boolean;
  /** The rows, one `<TableRow>` each. */
  children: ReactNode[];
}

/** The dashboard's tables: an error, a skeleton while loading, else the rows or the empty state (spec 01 section 8). */
export function ReportTable({ label, headers, loading, failed, empty, busy, children }: ReportTableProps) {
  if (failed)
    return (
      <InlineNotification kind="error" title="Something went wrong. Try again." hideCloseButton lowContrast />
    );
  if (loading)
    return (
      <DataTableSkeleton
        headers={headers.map((header) => ({ key: header, header }))}
        columnCount={headers.length}
        rowCount={3}
        showHeader={false}
        showToolbar={false}
      />
    );
  return (
    <Table aria-label={label} aria-busy={busy} size="md">
      <TableHead>
        <TableRow>
          {headers.map((header) => (
            <TableHeader key={header}>{header}</TableHeader>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {children.length === 0 ? (
          <TableRow>
            <TableCell colSpan={headers.length}>{empty}</TableCell>
          </TableRow>
        ) : (
          children
        )}
      </TableBody>
    </Table>
  );
}

/** Page and size of a report (10 a page, spec 01 section 9), with Carbon Pagination's props; `reset` goes to page 0. */
export function useReportPaging() {
  const [paging, setPaging] = useState({ page: 0, size: PAGE_SIZES[0] as number });
  return {
    ...paging,
    reset: () => setPaging((was) => ({ ...was, page: 0 })),
    pagination: {
      page: paging.page + 1,
      pageSize: paging.size,
      pageSizes: [...PAGE_SIZES],
      onChange: ({ page, pageSize }: { page: number; pageSize: number }) =>
        setPaging((was) => ({ size: pageSize, page: pageSize === was.size ? page - 1 : 0 })),
    },
  };
}
