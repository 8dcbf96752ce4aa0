import express, { type Router } from 'express';
import type { SandboxDeps } from '../../domain.js';
import { addCreateRoute } from './create-route.js';
import { creationInputs } from './inputs.js';
import { addMetadataRoutes } from './metadata-routes.js';
import { addPricingRoutes } from './pricing-routes.js';

/** Spec 02 section 7: sales packages, both quote previews, create, the three metadata calls and the window. */
export function offerCreationRouter({ db }: SandboxDeps): Router {
  const router = express.Router();
  const inputs = creationInputs(db);
  addPricingRoutes(router, db, inputs);
  addMetadataRoutes(router, db, inputs);
  addCreateRoute(router, db, inputs);
  return router;
}
