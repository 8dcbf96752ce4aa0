import type { SandboxDomain } from '../../domain.js';
import { seedOfferCatalog } from './catalog.js';
import { offerCreationRouter } from './routes.js';
import { offerUploadRouter } from './upload.js';

/**
 * Creating offers (spec 02 sections 2 to 9, docs/adr/010): sales packages, both quote previews, create with an
 * idempotency key, the duplication, add-on and opportunity metadata, contracts uploaded before the offer exists.
 * Its own tables (migrations/) build on the offers domain's; it runs after it (src/domains.ts).
 */
export const offerCreationDomain: SandboxDomain = {
  name: 'offer-creation',
  migrations: new URL('./migrations/', import.meta.url),
  seeds: [{ name: 'demo-catalog', run: seedOfferCatalog }],
  api: (deps) => {
    const router = offerCreationRouter(deps);
    router.use(offerUploadRouter(deps));
    return router;
  },
};
