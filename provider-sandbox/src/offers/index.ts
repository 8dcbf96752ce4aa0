import type { SandboxDomain } from '../domain.js';
import { offerControlRouter } from './controls.js';
import { offersRouter } from './routes.js';
import { seedOffers } from './seed.js';

export { OFFER_STAGES, STAGE_LABELS, type OfferStage } from './stages.js';
export {
  PRICING,
  financedOption,
  directOption,
  sellerCashAdvanceCents,
  type PricingOption,
} from './pricing.js';
export { PAYMENT_STATUSES, type PaymentStatus } from './repository.js';

/**
 * Financing offers (spec 01 and 02): the state machine, pricing, payments with PDF invoices, cash advances,
 * events and funnel, owners, add-ons, renewals and reissue, the customer's page and time-travel controls.
 */
export const offersDomain: SandboxDomain = {
  name: 'offers',
  migrations: new URL('./migrations/', import.meta.url),
  seeds: [{ name: 'demo', run: seedOffers }],
  api: (deps) => offersRouter(deps),
  controls: ({ db, publicUrl }) => offerControlRouter(db, publicUrl),
};
