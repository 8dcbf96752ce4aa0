import type { SandboxDomain } from '../domain.js';
import { outboxRouter } from './routes.js';

/** Every email the provider sends, kept for people and tests instead of being delivered. */
export const outboxDomain: SandboxDomain = {
  name: 'outbox',
  migrations: new URL('./migrations/', import.meta.url),
  controls: ({ db }) => outboxRouter(db),
};
