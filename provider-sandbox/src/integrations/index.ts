import express from 'express';
import type { SandboxDomain } from '../domain.js';
import { integrationsOperations } from './contract.js';
import { startEndpointDispatcher } from './endpoint-delivery.js';
import { integrationsRouter } from './routes.js';
import { webhookOperations } from './webhook-contract.js';
import { webhookEndpointsRouter } from './webhook-routes.js';

export { publishSellerEvent } from './webhook-events.js';

/** What integrators use instead of a person's sign-in: API clients and webhook endpoints (docs/integrators.md). */
export const integrationsDomain: SandboxDomain = {
  name: 'integrations',
  migrations: new URL('./migrations/', import.meta.url),
  api: ({ db, webhookEndpoints }) =>
    express.Router().use(integrationsRouter(db), webhookEndpointsRouter(db, webhookEndpoints)),
  // Every route under /api is an operation of the provider's contract (GET /api/openapi.json).
  operations: [...integrationsOperations, ...webhookOperations],
  jobs: ({ db, webhookEndpoints }) => startEndpointDispatcher(db, webhookEndpoints),
};
