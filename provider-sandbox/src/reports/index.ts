import type { SandboxDomain } from '../domain.js';
import { reportControlRouter, reportsRouter } from './routes.js';

/**
 * The dashboard's reports (spec 01 sections 2, 3 and 7): offer exports as CSV delivered by an event, the last report,
 * and cash advances with their CSV. It reads the offers domain's tables through its repository and answers.
 */
export const reportsDomain: SandboxDomain = {
  name: 'reports',
  migrations: new URL('./migrations/', import.meta.url),
  api: (deps) => reportsRouter(deps),
  controls: ({ db }) => reportControlRouter(db),
};
