import { lazyComponent } from '@seller-portal/platform';

/** The export modal loads the first time it opens, not with the page (its flow, `useOffersExport`, is the page's). */
export const LazyExportModal = lazyComponent(() => import('./ExportModal.js'), 'ExportModal');
