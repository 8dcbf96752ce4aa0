import { Suspense, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Pagination, TableCell, TableContainer, TableRow } from '@carbon/react';
import { formatCalendarDate, formatMoney } from '@seller-portal/shared/formatters';
import { LazyAdvanceDetailsModal } from './lazy-modals.js';
import { ReportTable, useReportPaging } from './ReportTable.js';
import { CashAdvancesQuery } from './reports.query.js';

const HEADERS = ['Advance Date', 'Total', 'Details'];

/** Advance History (spec 01 sections 2 and 9): advance date, total and details, paged by 10 in the browser. */
export function AdvanceHistory({ sellerName }: { sellerName: string }) {
  const { data, loading, error } = useQuery(CashAdvancesQuery);
  const paging = useReportPaging();
  const [opened, setOpened] = useState<{ id: string; advanceDate: string } | null>(null);
  const advances = data?.cashAdvances ?? [];
  const shown = advances.slice(paging.page * paging.size, (paging.page + 1) * paging.size);

  return (
    <section className="dashboard-report" aria-labelledby="advance-history-heading">
      <h2 id="advance-history-heading" className="dashboard-report__title">
        Advance History
      </h2>
      <TableContainer>
        <ReportTable
          label="Advance History"
          headers={HEADERS}
          loading={loading && !data}
          failed={Boolean(error)}
          empty="There are no submitted advances to display yet."
        >
          {shown.map((advance) => (
            <TableRow key={advance.id}>
              <TableCell>{formatCalendarDate(advance.advanceDate)}</TableCell>
              <TableCell>{formatMoney(advance.total)}</TableCell>
              <TableCell>
                <button
                  type="button"
                  className="cds--link dashboard-row-link"
                  aria-label={`View details of the advance of ${formatCalendarDate(advance.advanceDate)}`}
                  onClick={() => setOpened({ id: advance.id, advanceDate: advance.advanceDate })}
                >
                  View details
                </button>
              </TableCell>
            </TableRow>
          ))}
        </ReportTable>
        <Pagination {...paging.pagination} totalItems={advances.length} />
      </TableContainer>
      <Suspense fallback={null}>
        {opened ? (
          <LazyAdvanceDetailsModal advance={opened} sellerName={sellerName} onClose={() => setOpened(null)} />
        ) : null}
      </Suspense>
    </section>
  );
}
