import { useQuery } from '@apollo/client/react';
import { Button, Modal, TableCell, Tooltip } from '@carbon/react';
import { Download, Time } from '@carbon/icons-react';
import { downloadGatewayFile, showToast } from '@seller-portal/platform';
import { formatCalendarDate, formatMoney } from '@seller-portal/shared/formatters';
import { ListTable } from '@seller-portal/shared/table';
import type { PaymentScheduleQuery as PaymentSchedule } from '#graphql';
import { invoiceFileName } from '@seller-portal/shared/validation';
import { PAYMENT_STATUS_LABELS } from '@seller-portal/shared/payments';
import { STATUSES_WITH_DETAILS } from './report-format.js';
import { PaymentScheduleQuery } from './reports.query.js';

const COLUMNS = [
  { key: 'invoiceDate', header: 'Invoice Date' },
  { key: 'paymentDate', header: 'Payment Date' },
  { key: 'status', header: 'Status' },
  { key: 'amount', header: 'Amount' },
  { key: 'method', header: 'Payment Method' },
  { key: 'invoice', header: 'Invoice' },
];
type Payment = PaymentSchedule['offerPaymentSchedule'][number];

/** Spec 01 section 8: an invoice or advance CSV that could not be downloaded. */
export const FILE_DOWNLOAD_FAILED = 'An error occurred while trying to download the file';

const METHOD_TYPES: Record<string, string> = { ACH: 'ACH', CREDIT_CARD: 'Credit Card' };

function PaymentStatusCell({ payment }: { payment: Payment }) {
  const label = PAYMENT_STATUS_LABELS[payment.paymentStatus];
  if (STATUSES_WITH_DETAILS.includes(payment.paymentStatus)) {
    return (
      // Described, not named, by the tooltip: the button keeps its visible status as its name.
      <Tooltip description={payment.details?.trim() || 'Unknown'} align="bottom">
        <button type="button" className="dashboard-status-details">
          {label}
        </button>
      </Tooltip>
    );
  }
  if (payment.paymentStatus === 'pending') {
    return (
      <span className="dashboard-status">
        <Time aria-hidden="true" />
        {label}
      </span>
    );
  }
  return <>{label}</>;
}

function methodOf(payment: Payment): string {
  const method = payment.paymentMethod;
  if (!method) return '';
  return [
    METHOD_TYPES[method.paymentType] ?? method.paymentType,
    method.institutionName,
    method.paymentMethodEnding ? `ending ${method.paymentMethodEnding}` : null,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * An offer's payment schedule (spec 01 sections 2, 3 and 4): invoice and payment dates, status (details of a
 * failed, charged back or disputed payment in a tooltip), amount, method, and each invoice as a PDF.
 */
export function PaymentScheduleModal({
  offer,
  onClose,
}: {
  offer: { id: string; accountName: string };
  onClose: () => void;
}) {
  const { data, loading, error } = useQuery(PaymentScheduleQuery, {
    variables: { offerId: offer.id },
    fetchPolicy: 'network-only',
  });

  const download = (payment: Payment) =>
    downloadGatewayFile(`/reports/invoices/${encodeURIComponent(payment.id)}`, {
      name: invoiceFileName(offer.accountName, payment.invoiceId),
    }).catch(() => showToast({ kind: 'error', title: FILE_DOWNLOAD_FAILED }));

  return (
    <Modal
      open
      passiveModal
      size="lg"
      modalLabel="Payment schedule"
      modalHeading={offer.accountName}
      onRequestClose={onClose}
    >
      <ListTable
        label={`Payment schedule of ${offer.accountName}`}
        columns={COLUMNS}
        rows={data?.offerPaymentSchedule}
        rowKey={(payment) => payment.id}
        loading={loading}
        failed={Boolean(error)}
        emptyText="No payments found for this offer"
        size="md"
        skeletonRows={3}
        cells={(payment) => (
          <>
            <TableCell>{formatCalendarDate(payment.invoiceDate)}</TableCell>
            <TableCell>{formatCalendarDate(payment.paymentDate)}</TableCell>
            <TableCell>
              <PaymentStatusCell payment={payment} />
            </TableCell>
            <TableCell>{formatMoney(payment.paymentAmount)}</TableCell>
            <TableCell>{methodOf(payment)}</TableCell>
            <TableCell>
              {payment.hasInvoice ? (
                <Button kind="ghost" size="sm" renderIcon={Download} onClick={() => void download(payment)}>
                  {payment.invoiceId}
                </Button>
              ) : null}
            </TableCell>
          </>
        )}
      />
    </Modal>
  );
}
