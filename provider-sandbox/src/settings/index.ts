import type { SandboxDomain } from '../domain.js';
import { publicSettingsRouter, settingsControlRouter } from './routes.js';

/** App-wide settings served before sign-in (maintenance mode). */
export const settingsDomain: SandboxDomain = {
  name: 'settings',
  publicApi: ({ db }) => publicSettingsRouter(db),
  controls: ({ db }) => settingsControlRouter(db),
};
