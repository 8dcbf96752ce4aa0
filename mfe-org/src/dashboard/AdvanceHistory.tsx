import { Suspense, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { TableCell } from '@carbon/react';
import { formatCalendarDate, formatMoney } from '@seller-portal/shared/formatters';
import { usePaging } from '@seller-portal/shared/hooks';
import { ListTable } from '@seller-portal/shared/table';
import { LazyAdvanceDetailsModal } from './lazy-modals.js';
import { CashAdvancesQuery } from './reports.query.js';

const COLUMNS = [
  { key: 'advanceDate', header: 'Advance Date' },
  { key: 'total', header: 'Total' },
  { key: 'details', header: 'Details' },
];

/** Advance History (spec 01 sections 2 and 9): advance date, total and details, paged by 10 in the browser. */
export function AdvanceHistory({ sellerName }: { sellerName: string }) {
  const { data, loading, error } = useQuery(CashAdvancesQuery);
  const paging = usePaging();
  const [opened, setOpened] = useState<{ id: string; advanceDate: string } | null>(null);
  const advances = data?.cashAdvances;
  const shown = advances?.slice(paging.page * paging.size, (paging.page + 1) * paging.size);

  return (
    <section className="dashboard-report" aria-labelledby="advance-history-heading">
      <h2 id="advance-history-heading" className="dashboard-report__title">
        Advance History
      </h2>
      <ListTable
        label="Advance History"
        columns={COLUMNS}
        rows={shown}
        rowKey={(advance) => advance.id}
        loading={loading}
        failed={Boolean(error)}
        emptyText="There are no submitted advances to display yet."
        size="md"
        skeletonRows={3}
        pagination={{ ...paging.pagination, totalItems: advances?.length ?? 0 }}
        cells={(advance) => (
          <>
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
          </>
        )}
      />
      <Suspense fallback={null}>
        {opened ? (
          <LazyAdvanceDetailsModal advance={opened} sellerName={sellerName} onClose={() => setOpened(null)} />
        ) : null}
      </Suspense>
    </section>
  );
}
