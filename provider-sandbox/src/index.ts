export { createSandbox, type Sandbox, type SandboxOptions } from './app.js';
export { requestDemoToken, type DemoTokenRequest } from './identity/demo-token.js';
export { DEMO_PERSONAS, type DemoPersona } from './core/seed/personas.js';
export { DEMO_PASSWORD } from './core/seed/data.js';
export { GATEWAY_AUDIENCE, TOKEN_CLAIMS } from './identity/claims.js';
export {
  ACCESS_TOKEN_TTL_SECONDS,
  CLI_CLIENT_ID,
  DEMO_GRANT_TYPE,
  PORTAL_CLIENT_ID,
  PORTAL_SCOPE,
} from './identity/clients.js';
export type { SigningJwk } from './identity/secrets.js';
export type { Db } from './db/db.js';
export { emitEvent, EVENT_TYPES, type NewEvent, type ProviderEvent } from './notifications/index.js';
