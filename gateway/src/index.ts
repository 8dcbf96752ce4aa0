export { createApp, type Gateway, type GatewayDeps } from './app.js';
export type { FrontendSettings } from './frontends.js';
