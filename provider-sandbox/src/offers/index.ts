import type { SandboxDomain } from '../domain.js';
import { offerControlRouter } from './controls.js';
import { FileStore } from '../dataroom/file-store.js';
import { offersRouter } from './routes.js';
import { startExpiryJob } from './moves.js';
import { ensureDemoOfferFiles, seedOffers } from './seed.js';

/**
 * Financing offers (spec 01 and 02): the state machine, pricing, payments with PDF invoices, cash advances,
 * events and funnel, owners, add-ons, renewals and reissue, the customer's page and time-travel controls.
 */
export const offersDomain: SandboxDomain = {
  name: 'offers',
  migrations: new URL('./migrations/', import.meta.url),
  seeds: [{ name: 'demo', run: seedOffers }],
  api: (deps) => {
    // Offer files share the sandbox's file store with the data room (bytes on disk, names in the database).
    const store = new FileStore(deps.filesDir);
    ensureDemoOfferFiles(store);
    return offersRouter(deps, store);
  },
  controls: ({ db, publicUrl }) => offerControlRouter(db, publicUrl),
  // Reads show what time did; this stores it (the stage and its event) every minute and tells owners (expiry-notices.ts).
  jobs: ({ db }) => startExpiryJob(db),
};
