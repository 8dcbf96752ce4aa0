import type { OfferStage, PaymentStatus, PortfolioSliceInput } from '#graphql';

/** Spec 01 section 8: the export flow's words. */
export const OFFERS_EXPORT_MESSAGES = {
  generated: 'New report generated.',
  exportFailed: 'Something went wrong while trying to export the file',
  downloadFailedTitle: 'ERROR',
  downloadFailed: 'An error occurred while trying to download offers file',
  noFile: 'No file generated.',
} as const;

export interface OffersExportFilter {
  accountId?: string | null;
  paymentStatuses?: readonly PaymentStatus[] | null;
  stages?: readonly OfferStage[] | null;
  /** The bar of Portfolio at a glance the report was opened from (the dashboard's report only). */
  portfolio?: PortfolioSliceInput | null;
  /** Only the offers expiring soon (the offers list's filter). */
  expiringSoon?: boolean;
  /** The pipeline's period and owner (the offers list's filters). */
  createdWithinDays?: number | null;
  ownerId?: string | null;
  /** Only the offers the list's search finds. */
  search?: string | null;
}
