import type { SandboxDomain } from '../domain.js';
import { sessionControlRouter } from './controls.js';
import { sessionRouter } from './routes.js';

/** Who is signed in (GET /api/me) and the control that ends a user's sessions. */
export const sessionDomain: SandboxDomain = {
  name: 'session',
  api: ({ db }) => sessionRouter(db),
  controls: ({ db }) => sessionControlRouter(db),
};
