import { lazyComponent } from '@seller-portal/platform';

/** The report's modals load the first time one opens, not with the dashboard. */
export const LazyPaymentScheduleModal = lazyComponent(
  () => import('./PaymentScheduleModal.js'),
  'PaymentScheduleModal',
);
export const LazyAdvanceDetailsModal = lazyComponent(
  () => import('./AdvanceDetailsModal.js'),
  'AdvanceDetailsModal',
);
