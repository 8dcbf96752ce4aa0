import express from 'express';
import type { SandboxDomain } from '../domain.js';
import { companyRouter } from './company-routes.js';
import { connectionsRouter } from './connections-routes.js';
import { orgControlRouter } from './controls.js';
import { linkPagesRouter } from './link-pages.js';
import { integrationLogosRouter } from './logos.js';
import { approveDueSellers } from './onboarding.js';
import { onboardingRouter } from './onboarding-routes.js';
import { seedOrg } from './seed.js';

/**
 * The company lifecycle (spec 01): onboarding tasks and submission, company details and metrics, the user's own
 * settings, connections with their sandbox link pages, exemptions, and the underwriting decision's controls.
 */
export const orgDomain: SandboxDomain = {
  name: 'org',
  migrations: new URL('./migrations/', import.meta.url),
  seeds: [{ name: 'demo', run: seedOrg }],
  api: ({ db, publicUrl }) => {
    const router = express.Router();
    // The automatic approval catches up on the next company call after a restart.
    router.use((_req, _res, next) => {
      approveDueSellers(db).then(() => next(), next);
    });
    router.use(companyRouter(db), onboardingRouter(db, publicUrl), connectionsRouter(db, publicUrl));
    return router;
  },
  publicApi: () => integrationLogosRouter(),
  controls: ({ db, publicUrl, portalOrigin }) => {
    const router = express.Router();
    router.use(orgControlRouter(db, publicUrl), linkPagesRouter(db, portalOrigin));
    return router;
  },
};
