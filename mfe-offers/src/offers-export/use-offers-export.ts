import { useCallback, useEffect, useRef, useState } from 'react';
import { onSocketEvent, showToast } from '@seller-portal/platform';
import { SOCKET_EVENTS } from '@seller-portal/shared/realtime';
import type { ExportDateRange } from '@seller-portal/shared/validation';
import type { OfferExportType } from '#graphql';
import { OFFERS_EXPORT_MESSAGES, type OffersExportFilter } from './messages.js';

const calls = () => import('./export-calls.js');

export interface OffersExportOptions {
  exportType: OfferExportType;
  /** Names the file: {seller}_{MM-dd-yyyy}.csv. */
  sellerName: string;
  /** The list's filter as it is now: the export holds the same offers. */
  filter: OffersExportFilter;
}

export interface OffersExport {
  /** An export was started and its file has not arrived yet (Start Export is disabled). */
  running: boolean;
  /** Starts an export of the range; answers whether the provider took it. */
  start(range: ExportDateRange, dates?: { startDate: string; endDate: string }): Promise<boolean>;
  /** Downloads the last generated report without a new export. */
  downloadLastReport(): Promise<void>;
  downloadingLast: boolean;
}

/**
 * The export flow of spec 01 section 4, one place for the dashboard's report and the offers list: idle; running
 * after Start Export (with the zone's offset in minutes and its abbreviation); the socket's completed event downloads
 * the file ("New report generated."), its error event ends the flow with the spec's toast. The last report downloads
 * without a new export: "No file generated." when there is none, other failures tried twice more. Its calls load
 * with the first use.
 */
export function useOffersExport({ exportType, sellerName, filter }: OffersExportOptions): OffersExport {
  const [running, setRunning] = useState(false);
  const [downloadingLast, setDownloadingLast] = useState(false);
  const waiting = useRef(false);
  const seller = useRef(sellerName);
  seller.current = sellerName;

  useEffect(() => {
    const finish = () => {
      waiting.current = false;
      setRunning(false);
    };
    const stopCompleted = onSocketEvent(SOCKET_EVENTS.exportCompleted, ({ fileId }) => {
      if (!waiting.current) return;
      finish();
      void calls().then(({ downloadReport, showDownloadFailed }) =>
        downloadReport(fileId, seller.current).then(
          () => showToast({ kind: 'success', title: OFFERS_EXPORT_MESSAGES.generated }),
          showDownloadFailed,
        ),
      );
    });
    const stopFailed = onSocketEvent(SOCKET_EVENTS.exportFailed, () => {
      if (!waiting.current) return;
      finish();
      showToast({ kind: 'error', title: OFFERS_EXPORT_MESSAGES.exportFailed });
    });
    return () => {
      stopCompleted();
      stopFailed();
    };
  }, []);

  const start = useCallback(
    async (range: ExportDateRange, dates?: { startDate: string; endDate: string }) => {
      waiting.current = true;
      setRunning(true);
      const { startExport, showDownloadFailed } = await calls();
      try {
        await startExport(exportType, filter, range, dates);
        return true;
      } catch {
        waiting.current = false;
        setRunning(false);
        showDownloadFailed();
        return false;
      }
    },
    [exportType, filter],
  );

  const downloadLastReport = useCallback(async () => {
    setDownloadingLast(true);
    const { downloadReport, lastReportId, showDownloadFailed } = await calls();
    try {
      const fileId = await lastReportId(exportType);
      if (fileId) await downloadReport(fileId, seller.current);
      else showToast({ kind: 'info', title: OFFERS_EXPORT_MESSAGES.noFile });
    } catch {
      showDownloadFailed();
    } finally {
      setDownloadingLast(false);
    }
  }, [exportType]);

  return { running, start, downloadLastReport, downloadingLast };
}
