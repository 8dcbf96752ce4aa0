import { graphql } from '#graphql';

/** Starts an export of the offers (spec 01 section 4); its file arrives with the socket's completed event. */
export const StartOfferExportMutation = graphql(`
  mutation StartOfferExport($input: OfferExportInput!) {
    startOfferExport(input: $input)
  }
`);

/** The last generated report of a kind, or null when there is none. */
export const LastOfferReportQuery = graphql(`
  query LastOfferReport($exportType: OfferExportType!) {
    lastOfferReport(exportType: $exportType) {
      fileId
      createdDate
    }
  }
`);
