import type { SandboxDomain } from '../domain.js';
import { accountLinkingRouter } from './routes.js';

/** A second identity (sandbox SSO) for an existing user's email. */
export const accountLinkingDomain: SandboxDomain = {
  name: 'account-linking',
  api: ({ db, publicUrl }) => accountLinkingRouter(db, publicUrl),
};
