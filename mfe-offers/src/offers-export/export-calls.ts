import { downloadGatewayFile, getApolloClient, showToast } from '@seller-portal/platform';
import { timeZoneAbbreviation } from '@seller-portal/shared/formatters';
import { exportRangeOf, offerExportFileName, type ExportDateRange } from '@seller-portal/shared/validation';
import type { OfferExportType } from '#graphql';
import { LastOfferReportQuery, StartOfferExportMutation } from './offers-export.query.js';
import { OFFERS_EXPORT_MESSAGES, type OffersExportFilter } from './messages.js';

// The export flow's calls, loaded with the first export or download (not with every page of the portal).

/** Failures of the last report's calls other than "none" are tried again twice (spec 01 section 7). */
const LAST_REPORT_RETRIES = 2;

/** Where an export's file is downloaded from (the gateway's report file route). */
const offerExportPath = (fileId: string) => `/reports/offer-exports/${encodeURIComponent(fileId)}/download`;

export const showDownloadFailed = () =>
  showToast({
    kind: 'error',
    title: OFFERS_EXPORT_MESSAGES.downloadFailedTitle,
    subtitle: OFFERS_EXPORT_MESSAGES.downloadFailed,
  });

/** Asks the provider for an export of the range: the offset in minutes and the zone's abbreviation go with it. */
export async function startExport(
  exportType: OfferExportType,
  filter: OffersExportFilter,
  range: ExportDateRange,
  dates?: { startDate: string; endDate: string },
): Promise<void> {
  const now = new Date();
  const { startDate, endDate } = exportRangeOf(range, now, dates);
  await getApolloClient().mutate({
    mutation: StartOfferExportMutation,
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
        portfolio: filter.portfolio ?? null,
        expiringSoon: filter.expiringSoon || null,
        createdWithinDays: filter.createdWithinDays ?? null,
        ownerId: filter.ownerId ?? null,
        search: filter.search || null,
      },
    },
  });
}

/** Downloads a generated report as {seller}_{MM-dd-yyyy}.csv. */
export const downloadReport = (fileId: string, sellerName: string) =>
  downloadGatewayFile(offerExportPath(fileId), {
    name: offerExportFileName(sellerName, new Date()),
    retries: LAST_REPORT_RETRIES,
  });

/** The last report's file id, or null when there is none; other failures are tried twice more. */
export async function lastReportId(exportType: OfferExportType): Promise<string | null> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const { data } = await getApolloClient().query({
        query: LastOfferReportQuery,
        variables: { exportType },
        fetchPolicy: 'network-only',
      });
      return data?.lastOfferReport?.fileId ?? null;
    } catch (error) {
      if (attempt >= LAST_REPORT_RETRIES) throw error;
    }
  }
}
