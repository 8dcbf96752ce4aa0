import type { SandboxDomain } from '../domain.js';
import { sellersRouter } from './routes.js';

/** The signed-in user's company and its status flags. */
export const sellersDomain: SandboxDomain = {
  name: 'sellers',
  api: ({ db, publicUrl }) => sellersRouter(db, publicUrl),
};
