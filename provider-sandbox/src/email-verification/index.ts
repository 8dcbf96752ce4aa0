import type { SandboxDomain } from '../domain.js';
import { emailVerificationRouter } from './routes.js';

/** Verification codes for new users' email addresses (spec 02 section 7, sign-in and onboarding). */
export const emailVerificationDomain: SandboxDomain = {
  name: 'email-verification',
  api: ({ db, portalOrigin }) => emailVerificationRouter(db, portalOrigin),
};
