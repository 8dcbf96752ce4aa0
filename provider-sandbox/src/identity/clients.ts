import type { ResourceServer } from 'oidc-provider';
import { GATEWAY_AUDIENCE } from './claims.js';

/** The browser client (oidc-client-ts in root-config): public, authorization code + PKCE, refresh tokens. */
export const PORTAL_CLIENT_ID = 'seller-portal';
/** The scripts' client: public, only the demo persona grant. */
export const CLI_CLIENT_ID = 'seller-portal-cli';
/** The non-interactive grant of the CLI client (resource owner password, demo data only). */
export const DEMO_GRANT_TYPE = 'password';
/** Where express serves the sign-in page (registered before the provider's mount, see src/app.ts). */
export const INTERACTION_PATH = '/oidc/interaction';

export const PORTAL_SCOPE = 'openid profile email offline_access';
/** Five minutes (a disabled or revoked user is refused by the provider at once anyway); the portal renews silently. */
export const ACCESS_TOKEN_TTL_SECONDS = 300;

export const FIRST_PARTY_CLIENTS: ReadonlySet<string> = new Set([PORTAL_CLIENT_ID, CLI_CLIENT_ID]);

/** The gateway as a resource server: JWT access tokens (RS256, typ at+jwt) for `urn:seller-portal:gateway`. */
export function gatewayResourceServer(
  kid: string,
  accessTokenTtl = ACCESS_TOKEN_TTL_SECONDS,
): ResourceServer {
  return {
    scope: PORTAL_SCOPE,
    audience: GATEWAY_AUDIENCE,
    accessTokenTTL: accessTokenTtl,
    accessTokenFormat: 'jwt',
    jwt: { sign: { alg: 'RS256', kid } },
  };
}
