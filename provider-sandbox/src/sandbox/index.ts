import type { SandboxDomain } from '../domain.js';
import { sandboxRouter } from './routes.js';

/** The sandbox's index page (personas, token recipe) and demo logos. */
export const sandboxPagesDomain: SandboxDomain = {
  name: 'sandbox-pages',
  controls: ({ issuer }) => sandboxRouter(issuer),
};
