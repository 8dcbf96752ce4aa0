import type { SandboxDomain } from '../domain.js';
import { joinRequestControlRouter } from './controls.js';
import { registrationRouter } from './routes.js';

/** Creating a company, or asking to join the one of one's email domain. */
export const registrationDomain: SandboxDomain = {
  name: 'registration',
  api: ({ db }) => registrationRouter(db),
  controls: ({ db }) => joinRequestControlRouter(db),
};
