import { Suspense, useMemo, useState, type Ref } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, MultiSelect, TableCell } from '@carbon/react';
import { RemoteParcel } from '@seller-portal/platform';
import { formatCalendarDate, formatMoney } from '@seller-portal/shared/formatters';
import { ListTable } from '@seller-portal/shared/table';
import type { PaymentStatus } from '#graphql';
import { OFFER_HEALTH_STAGES } from '@seller-portal/shared/validation';
import { PAYMENT_FREQUENCY_LABELS, PAYMENT_STATUS_LABELS } from '@seller-portal/shared/payments';
import { LazyPaymentScheduleModal } from './lazy-modals.js';
import { sliceDescription } from './portfolio.js';
import { useOfferHealthFilter, type OfferHealthFilterState } from './report-filter.js';
import { OfferHealthReportQuery } from './reports.query.js';

const COLUMNS = [
  { key: 'company', header: 'Company' },
  { key: 'stage', header: 'Stage' },
  { key: 'paymentStatus', header: 'Payment Status' },
  { key: 'paymentAmount', header: 'Payment Amount' },
  { key: 'frequency', header: 'Frequency' },
  { key: 'paymentsMade', header: 'Payments Made' },
  { key: 'amountPaid', header: 'Amount Paid' },
  { key: 'lastPayment', header: 'Last Payment' },
  // What the customer's chosen plan costs in all (financing included), not the deal's Total Contract Value.
  { key: 'planTotal', header: 'Customer Plan Total' },
];
const STATUSES = Object.keys(PAYMENT_STATUS_LABELS) as PaymentStatus[];
/** The offers domain's parcels: the report's company filter and its export. */
const OFFERS_PARCELS = '@seller-portal/mfe-offers/parcels';

/**
 * The Offer Health Report (spec 01 sections 2, 3 and 9): a company typeahead, a multi-select payment status filter,
 * Clear All, the Export dropdown, pages of 10 back to the first on any filter change; each row opens its payment
 * schedule. The dashboard holds the filter (`state`) so a bar of Portfolio at a glance can set it.
 */
export function OfferHealthReport({
  sellerName,
  state,
  headingRef,
}: {
  sellerName: string;
  state?: OfferHealthFilterState;
  /** The heading a chart's bar brings the focus to. */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const own = useOfferHealthFilter();
  const {
    filter: chosen,
    paging,
    filtered,
    setCompany,
    setStatuses,
    clearPortfolio,
    clearAll,
  } = state ?? own;
  const { company, statuses, portfolio } = chosen;
  const [scheduleOf, setScheduleOf] = useState<{ id: string; accountName: string } | null>(null);

  const filter = useMemo(
    () => ({
      accountId: company?.id ?? null,
      paymentStatuses: statuses,
      stages: OFFER_HEALTH_STAGES,
      portfolio,
    }),
    [company, statuses, portfolio],
  );
  const { data, previousData, loading, error } = useQuery(OfferHealthReportQuery, {
    variables: {
      page: paging.page,
      size: paging.size,
      accountId: filter.accountId,
      paymentStatuses: statuses.length > 0 ? statuses : null,
      portfolio: portfolio ?? undefined,
    },
    notifyOnNetworkStatusChange: true,
  });
  const report = (data ?? previousData)?.offerHealthReport;

  return (
    <section className="dashboard-report" aria-labelledby="offer-health-heading">
      <h2 id="offer-health-heading" className="dashboard-report__title" ref={headingRef} tabIndex={-1}>
        Offer Health Report
      </h2>
      {portfolio ? (
        <p className="dashboard-report__slice">
          <span>Showing {sliceDescription(portfolio)}.</span>
          <Button kind="ghost" size="sm" onClick={clearPortfolio}>
            Show all offers
          </Button>
        </p>
      ) : null}
      <ListTable
        label="Offer Health Report"
        columns={COLUMNS}
        rows={report?.items}
        rowKey={(offer) => offer.id}
        loading={loading}
        failed={Boolean(error) && !report}
        emptyText="Currently No Offers For Offer Health Report"
        size="md"
        skeletonRows={3}
        toolbar={{
          label: 'Offer Health Report filters',
          filters: (
            <>
              {/* The offers domain's company filter and export (docs/adr/020). */}
              <RemoteParcel
                module={OFFERS_PARCELS}
                name="offerCompanyFilterParcel"
                wrapClassName="dashboard-filter"
                id="offer-health-company"
                placeholder="Search companies"
                value={company}
                onChange={setCompany}
              />
              <MultiSelect<PaymentStatus>
                id="offer-health-status"
                className="dashboard-filter"
                titleText="Payment status"
                label={statuses.length > 0 ? 'Statuses' : 'All statuses'}
                items={STATUSES}
                itemToString={(status) => (status ? PAYMENT_STATUS_LABELS[status] : '')}
                selectedItems={statuses}
                onChange={({ selectedItems }) => setStatuses([...(selectedItems ?? [])])}
                size="md"
              />
              <Button kind="ghost" size="md" disabled={!filtered} onClick={clearAll}>
                Clear All
              </Button>
              <RemoteParcel
                module={OFFERS_PARCELS}
                name="offersExportParcel"
                exportType="SELLER_OFFER_HEALTH"
                sellerName={sellerName}
                filter={filter}
              />
            </>
          ),
        }}
        pagination={{ ...paging.pagination, totalItems: report?.pageInfo.totalElements ?? 0 }}
        cells={(offer) => (
          <>
            <TableCell>
              <button
                type="button"
                className="cds--link dashboard-row-link"
                aria-label={`Payment schedule of ${offer.accountName}, ${offer.stageLabel}`}
                onClick={() => setScheduleOf({ id: offer.id, accountName: offer.accountName })}
              >
                {offer.accountName}
              </button>
            </TableCell>
            <TableCell>{offer.stageLabel}</TableCell>
            <TableCell>
              {offer.offerPaymentStatus ? PAYMENT_STATUS_LABELS[offer.offerPaymentStatus] : ''}
            </TableCell>
            <TableCell>{formatMoney(offer.obligorSelectedOfferPaymentAmount)}</TableCell>
            <TableCell>{PAYMENT_FREQUENCY_LABELS[offer.paymentFrequency]}</TableCell>
            <TableCell>
              {offer.reconciledPaidPaymentsCount} of {offer.paymentsCount}
            </TableCell>
            <TableCell>{formatMoney(offer.paidPaymentsAmount)}</TableCell>
            <TableCell>{formatCalendarDate(offer.lastPaymentDate)}</TableCell>
            <TableCell>
              {formatMoney(
                offer.obligorSelectedOfferTotalContractValue ?? offer.directOfferTotalContractValue,
              )}
            </TableCell>
          </>
        )}
      />
      <Suspense fallback={null}>
        {scheduleOf ? (
          <LazyPaymentScheduleModal offer={scheduleOf} onClose={() => setScheduleOf(null)} />
        ) : null}
      </Suspense>
    </section>
  );
}
