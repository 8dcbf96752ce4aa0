import { Suspense, useState } from 'react';
import { createParcel } from '@seller-portal/platform';
import type { OfferExportType } from '#graphql';
import stylesheet from '../styles/offers.scss?stylesheet';
import { ExportMenu, exportMenuTrigger } from './ExportMenu.js';
import { LazyExportModal } from './lazy-export-modal.js';
import type { OffersExportFilter } from './messages.js';
import { useOffersExport } from './use-offers-export.js';

/**
 * What a host passes to `<RemoteParcel module="@seller-portal/mfe-offers/parcels" name="offersExportParcel" />` (the
 * dashboard's Offer Health Report, spec 01 section 2).
 */
export interface OffersExportParcelProps {
  exportType: OfferExportType;
  /** Names the file: {seller}_{MM-dd-yyyy}.csv. */
  sellerName: string;
  /** The report's filter as it is now: the export holds the same offers. */
  filter: OffersExportFilter;
}

/** The Export dropdown, its modal and the export flow, which lives as long as the host shows the parcel. */
function OffersExportControl({ exportType, sellerName, filter }: OffersExportParcelProps) {
  const flow = useOffersExport({ exportType, sellerName, filter });
  const [exporting, setExporting] = useState(false);
  return (
    <>
      <ExportMenu
        onExport={() => setExporting(true)}
        onDownloadLast={() => void flow.downloadLastReport()}
        downloadingLast={flow.downloadingLast}
      />
      <Suspense fallback={null}>
        {exporting ? (
          <LazyExportModal
            open
            flow={flow}
            onClose={() => setExporting(false)}
            returnFocusTo={exportMenuTrigger}
          />
        ) : null}
      </Suspense>
    </>
  );
}

/** The offers export (spec 01 sections 4 and 8) as a single-spa parcel, for a report of offers another domain shows. */
export const offersExportParcel = createParcel<OffersExportParcelProps>({
  rootComponent: OffersExportControl,
  stylesheet,
});
