import { lazyComponent } from '@seller-portal/platform';

/** The contact form and its form code load when it first opens, not with the customer page. */
export const LazyContactFormModal = lazyComponent(() => import('./ContactFormModal.js'), 'ContactFormModal');
