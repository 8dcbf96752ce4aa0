export { createApp, type Gateway, type GatewayDeps } from './app.js';
export type { ReleaseSettings } from './releases/routes.js';
export { ReleaseStore, RELEASE_NAMES } from './releases/store.js';
