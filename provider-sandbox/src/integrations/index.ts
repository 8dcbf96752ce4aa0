import type { SandboxDomain } from '../domain.js';
import { integrationsOperations } from './contract.js';
import { integrationsRouter } from './routes.js';

/** What integrators use instead of a person's sign-in: API clients (docs/integrators.md). */
export const integrationsDomain: SandboxDomain = {
  name: 'integrations',
  migrations: new URL('./migrations/', import.meta.url),
  api: ({ db }) => integrationsRouter(db),
  // Every route under /api is an operation of the provider's contract (GET /api/openapi.json).
  operations: integrationsOperations,
};
