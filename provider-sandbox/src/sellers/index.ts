import type { SandboxDomain } from '../domain.js';
import { sellerControlRouter } from './controls.js';
import { sellersRouter } from './routes.js';
import { sellerLogosRouter } from './logos.js';
import { seedSellerLogos, seedSellerSettings } from './seed.js';

export { readOfferSettings, readSellerSettings } from './settings.js';

/** The signed-in user's company, its status flags, and its feature flags and settings. */
export const sellersDomain: SandboxDomain = {
  name: 'sellers',
  migrations: new URL('./migrations/', import.meta.url),
  seeds: [
    { name: 'demo-settings', run: seedSellerSettings },
    { name: 'demo-logos', run: seedSellerLogos },
  ],
  api: ({ db, publicUrl }) => sellersRouter(db, publicUrl),
  publicApi: ({ db }) => sellerLogosRouter(db),
  controls: ({ db }) => sellerControlRouter(db),
};
