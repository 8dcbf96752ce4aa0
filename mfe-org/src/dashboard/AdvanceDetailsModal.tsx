import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Modal, TableCell } from '@carbon/react';
import { downloadGatewayFile, showToast } from '@seller-portal/platform';
import { formatCalendarDate, formatMoney } from '@seller-portal/shared/formatters';
import { ListTable } from '@seller-portal/shared/table';
import { advanceReportFileName } from '@seller-portal/shared/validation';
import { PAYMENT_FREQUENCY_LABELS } from '@seller-portal/shared/payments';
import { FILE_DOWNLOAD_FAILED } from './PaymentScheduleModal.js';
import { CashAdvanceQuery } from './reports.query.js';

const COLUMNS = [
  { key: 'company', header: 'Company' },
  { key: 'term', header: 'Term' },
  { key: 'frequency', header: 'Payment Frequency' },
  { key: 'totalContractValue', header: 'Total Contract Value' },
  { key: 'cashAdvance', header: 'Cash Advance' },
];

/** A cash advance's offers (spec 01 sections 2 and 3) and their CSV, {seller}_AdvanceReport_{date}.csv. */
export function AdvanceDetailsModal({
  advance,
  sellerName,
  onClose,
}: {
  advance: { id: string; advanceDate: string };
  sellerName: string;
  onClose: () => void;
}) {
  const { data, loading, error } = useQuery(CashAdvanceQuery, { variables: { id: advance.id } });
  const [downloading, setDownloading] = useState(false);
  const rows = data?.cashAdvance.offerCashAdvances;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadGatewayFile(`/reports/cash-advances/${encodeURIComponent(advance.id)}/csv`, {
        name: advanceReportFileName(sellerName, advance.advanceDate),
      });
    } catch {
      showToast({ kind: 'error', title: FILE_DOWNLOAD_FAILED });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Modal
      open
      size="lg"
      modalHeading={`Advance of ${formatCalendarDate(advance.advanceDate)}`}
      primaryButtonText="Download CSV"
      secondaryButtonText="Close"
      primaryButtonDisabled={downloading || !rows?.length}
      loadingStatus={downloading ? 'active' : 'inactive'}
      loadingDescription="Downloading"
      onRequestSubmit={() => void download()}
      onRequestClose={onClose}
    >
      <ListTable
        label="Advance details"
        columns={COLUMNS}
        rows={rows}
        rowKey={(row) => row.offerId}
        loading={loading}
        failed={Boolean(error)}
        emptyText="No advance payment details found."
        size="md"
        skeletonRows={3}
        cells={(row) => (
          <>
            <TableCell>{row.accountName}</TableCell>
            <TableCell>{row.customerSelectedOfferTermLabel}</TableCell>
            <TableCell>{PAYMENT_FREQUENCY_LABELS[row.paymentFrequency]}</TableCell>
            <TableCell>{formatMoney(row.totalContractValue)}</TableCell>
            <TableCell>{formatMoney(row.sellerCashAdvance)}</TableCell>
          </>
        )}
      />
    </Modal>
  );
}
