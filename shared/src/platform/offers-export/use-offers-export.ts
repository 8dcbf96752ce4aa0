import { useCallback, useEffect, useRef, useState } from 'react';
import { timeZoneAbbreviation } from '../../formatters/dates.js';
import {
  LastOfferReportDocument,
  StartOfferExportDocument,
  type OfferExportType,
  type OfferStage,
  type PaymentStatus,
} from '../../graphql/generated/graphql.js';
import { SOCKET_EVENTS } from '../../realtime/index.js';
import { exportRangeOf, offerExportFileName, type ExportDateRange } from '../../validation/offer-export.js';
import { downloadFile } from '../downloads.js';
import { getApolloClient } from '../platform.js';
import { onSocketEvent } from '../realtime.js';
import { showToast } from '../toasts.js';

/** Spec 01 section 8: the export flow's words. */
export const OFFERS_EXPORT_MESSAGES = {
  generated: 'New report generated.',
  exportFailed: 'Something went wrong while trying to export the file',
  downloadFailedTitle: 'ERROR',
  downloadFailed: 'An error occurred while trying to download offers file',
  noFile: 'No file generated.',
} as const;

/** Where an export's file is downloaded from (the gateway's report file route). */
export const offerExportPath = (fileId: string) =>
  `/reports/offer-exports/${encodeURIComponent(fileId)}/download`;

/** Failures of the last report's calls other than "none" are tried again twice (spec 01 section 7). */
const LAST_REPORT_RETRIES = 2;

export interface OffersExportFilter {
  accountId?: string | null;
  paymentStatuses?: readonly PaymentStatus[] | null;
  stages?: readonly OfferStage[] | null;
}

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

const downloadFailed = () =>
  showToast({
    kind: 'error',
    title: OFFERS_EXPORT_MESSAGES.downloadFailedTitle,
    subtitle: OFFERS_EXPORT_MESSAGES.downloadFailed,
  });

/**
 * The export flow of spec 01 section 4, one place for the dashboard's report and the offers list: idle; running
 * after Start Export (with the zone's offset in minutes and its abbreviation); the socket's completed event downloads
 * the file ("New report generated."), its error event ends the flow with the spec's toast. The last report downloads
 * without a new export: "No file generated." when there is none, other failures tried twice more.
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
      downloadFile(offerExportPath(fileId), offerExportFileName(seller.current, new Date()), {
        retries: LAST_REPORT_RETRIES,
      }).then(() => showToast({ kind: 'success', title: OFFERS_EXPORT_MESSAGES.generated }), downloadFailed);
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
      const now = new Date();
      const { startDate, endDate } = exportRangeOf(range, now, dates);
      waiting.current = true;
      setRunning(true);
      try {
        await getApolloClient().mutate({
          mutation: StartOfferExportDocument,
          variables: {
            input: {
              exportType,
              startDate: startDate?.toISOString() ?? null,
              endDate: endDate?.toISOString() ?? null,
              timezoneOffset: now.getTimezoneOffset(),
              timezoneLabel: timeZoneAbbreviation(undefined, now).replace(/[^A-Za-z0-9+\-:]/g, '') || 'UTC',
              accountId: filter.accountId ?? null,
              paymentStatuses: filter.paymentStatuses?.length ? [...filter.paymentStatuses] : null,
              stages: filter.stages?.length ? [...filter.stages] : null,
            },
          },
        });
        return true;
      } catch {
        waiting.current = false;
        setRunning(false);
        downloadFailed();
        return false;
      }
    },
    [exportType, filter.accountId, filter.paymentStatuses, filter.stages],
  );

  const downloadLastReport = useCallback(async () => {
    setDownloadingLast(true);
    try {
      let report: { fileId: string } | null | undefined;
      for (let attempt = 0; report === undefined; attempt += 1) {
        try {
          const { data } = await getApolloClient().query({
            query: LastOfferReportDocument,
            variables: { exportType },
            fetchPolicy: 'network-only',
          });
          report = data?.lastOfferReport ?? null;
        } catch (error) {
          if (attempt >= LAST_REPORT_RETRIES) throw error;
        }
      }
      if (!report) {
        showToast({ kind: 'info', title: OFFERS_EXPORT_MESSAGES.noFile });
        return;
      }
      await downloadFile(offerExportPath(report.fileId), offerExportFileName(seller.current, new Date()), {
        retries: LAST_REPORT_RETRIES,
      });
    } catch {
      downloadFailed();
    } finally {
      setDownloadingLast(false);
    }
  }, [exportType]);

  return { running, start, downloadLastReport, downloadingLast };
}
