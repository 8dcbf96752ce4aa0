import Provider, {
  errors,
  type Account,
  type Client,
  type Configuration,
  type Grant,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import type { Db } from '../db/db.js';
import { API_SCOPES } from '../integrations/scopes.js';
import { findAccountById, type AccountRow } from './accounts.js';
import { clientSecretMatches, tableAdapter } from './adapter.js';
import { GATEWAY_AUDIENCE, GRANT_CLAIM, TOKEN_CLAIMS } from './claims.js';
import {
  CLI_CLIENT_ID,
  DEMO_GRANT_TYPE,
  FIRST_PARTY_CLIENTS,
  gatewayResourceServer,
  INTERACTION_PATH,
  PORTAL_CLIENT_ID,
  PORTAL_SCOPE,
} from './clients.js';
import { registerDemoPersonaGrant } from './demo-grant.js';
import { logoutSource, postLogoutSuccessSourceFor, renderErrorFor } from './pages.js';
import type { SandboxSecrets } from './secrets.js';
import type { SignInThrottle } from './throttle.js';

const SESSION_TTL_SECONDS = 14 * 24 * 60 * 60;

export interface IdentityOptions {
  /** `${publicUrl}/oidc` */
  issuer: string;
  portalOrigin: string;
  db: Db;
  secrets: SandboxSecrets;
  /** The demo switch: the scripts' client and its password grant exist only when it is on. */
  demo: boolean;
  throttle: SignInThrottle;
  /** Access token lifetime in seconds (ACCESS_TOKEN_TTL_SECONDS unless a test shortens it). */
  accessTokenTtl: number;
  /** Dynamic Client Registration's initial access token (RFC 7591), or null: no registration. */
  registrationToken: string | null;
}

function toAccount(row: AccountRow): Account {
  return {
    accountId: row.id,
    async claims() {
      return {
        sub: row.id,
        email: row.email,
        email_verified: row.emailVerified,
        name: `${row.firstName} ${row.lastName}`.trim(),
        given_name: row.firstName,
        family_name: row.lastName,
      };
    },
  };
}

/** The org_id / user_id / email_verified claims, read from the database when a token is issued. */
async function accessTokenClaims(db: Db, accountId: string): Promise<Record<string, unknown> | undefined> {
  const account = await findAccountById(db, accountId);
  if (!account) return undefined;
  return {
    ...(account.sellerId ? { [TOKEN_CLAIMS.organizationId]: account.sellerId } : {}),
    [TOKEN_CLAIMS.userId]: account.id,
    [TOKEN_CLAIMS.emailVerified]: account.emailVerified,
  };
}

/**
 * The claims of an API client's token (client-credentials grant, docs/integrators.md): its member and seller, read
 * from the client the provider bound to the registration. A client no API client is bound to, or one revoked, gets no
 * token; a token issued records the client's last use.
 */
async function apiClientClaims(db: Db, clientId: string): Promise<Record<string, unknown>> {
  const { rows } = await db.query<{ userId: string; sellerId: string }>(
    `UPDATE api_clients a SET last_used_at = now()
       FROM users u
      WHERE a.client_id = $1 AND a.revoked_at IS NULL AND u.id = a.user_id AND u.status = 'ACTIVE'
        AND u.kind = 'API_CLIENT'
     RETURNING u.id AS "userId", u.seller_id AS "sellerId"`,
    [clientId],
  );
  const member = rows[0];
  if (!member) throw new errors.InvalidClient('the client is not an active API client');
  return {
    [TOKEN_CLAIMS.organizationId]: member.sellerId,
    [TOKEN_CLAIMS.userId]: member.userId,
    [TOKEN_CLAIMS.emailVerified]: true,
  };
}

/**
 * First-party clients skip the consent screen: the grant is created (or widened) here with the requested OpenID
 * scopes, claims and resource scopes, so oidc-provider's consent checks pass without an interaction.
 */
async function loadFirstPartyGrant(ctx: KoaContextWithOIDC): Promise<Grant | undefined> {
  const { oidc } = ctx;
  const client = oidc.client;
  const accountId = oidc.session?.accountId;
  if (!client || !accountId) return undefined;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(client.clientId);
  let grant = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  if (grant && (grant.accountId !== accountId || grant.clientId !== client.clientId)) grant = undefined;
  if (!FIRST_PARTY_CLIENTS.has(client.clientId)) return grant;

  const isNew = !grant;
  grant ??= new oidc.provider.Grant({ accountId, clientId: client.clientId });
  const before = JSON.stringify([grant.openid, grant.resources]);
  const requested = [...oidc.requestParamScopes];
  const oidcScopes = [...oidc.requestParamOIDCScopes];
  if (oidcScopes.length > 0) grant.addOIDCScope(oidcScopes);
  if (oidc.requestParamClaims.size > 0) grant.addOIDCClaims([...oidc.requestParamClaims]);
  for (const [indicator, server] of Object.entries(oidc.resourceServers ?? {})) {
    const scopes = requested.filter((scope) => server.scopes.has(scope));
    if (scopes.length > 0) grant.addResourceScope(indicator, scopes);
  }
  if (isNew || JSON.stringify([grant.openid, grant.resources]) !== before) await grant.save();
  return grant;
}

export function createIdentityProvider({
  issuer,
  portalOrigin,
  db,
  secrets,
  demo,
  throttle,
  accessTokenTtl,
  registrationToken,
}: IdentityOptions): Provider {
  const kid = secrets.signingKey.kid;
  const isFirstParty = (client: Client) => FIRST_PARTY_CLIENTS.has(client.clientId);

  const configuration: Configuration = {
    adapter: tableAdapter(db),
    clients: [
      {
        client_id: PORTAL_CLIENT_ID,
        client_name: 'Seller Portal',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${portalOrigin}/callback`, `${portalOrigin}/silent-callback`],
        post_logout_redirect_uris: [`${portalOrigin}/`],
        scope: PORTAL_SCOPE,
      },
      ...(demo
        ? [
            {
              client_id: CLI_CLIENT_ID,
              client_name: 'Seller Portal sandbox scripts',
              application_type: 'native' as const,
              token_endpoint_auth_method: 'none' as const,
              grant_types: [DEMO_GRANT_TYPE],
              response_types: [],
              redirect_uris: [],
              scope: PORTAL_SCOPE,
            },
          ]
        : []),
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // The API clients' scopes are the provider's too, so a registration may name them and a token request is held
    // to those its client registered.
    scopes: ['openid', 'offline_access', 'profile', 'email', ...API_SCOPES],
    clientBasedCORS(_ctx, origin, client) {
      if (origin === 'null') return false;
      if (client.clientId === PORTAL_CLIENT_ID && origin === portalOrigin) return true;
      return (client.redirectUris ?? []).some((uri) => URL.parse(uri)?.origin === origin);
    },
    cookies: {
      keys: secrets.cookieKeys,
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    conformIdTokenClaims: true,
    // screen_hint=signup opens the sign-up page; connection=sandbox-sso goes straight to the SSO connection.
    extraParams: ['screen_hint', 'connection'],
    async extraTokenClaims(_ctx, token) {
      if (token.kind === 'ClientCredentials') return apiClientClaims(db, token.clientId ?? '');
      if (token.kind !== 'AccessToken') return undefined;
      const claims = await accessTokenClaims(db, token.accountId);
      return claims && token.grantId ? { ...claims, [GRANT_CLAIM]: token.grantId } : claims;
    },
    features: {
      devInteractions: { enabled: false },
      // Access tokens are for the gateway only; ID tokens carry the profile and e-mail claims.
      userinfo: { enabled: false },
      revocation: { enabled: true },
      // API clients (docs/integrators.md): registered by the gateway with the initial access token (RFC 7591),
      // deleted and replaced through their registration access token (RFC 7592), tokens by client credentials.
      registration: {
        enabled: registrationToken !== null,
        initialAccessToken: registrationToken ?? false,
      },
      registrationManagement: { enabled: registrationToken !== null },
      clientCredentials: { enabled: registrationToken !== null },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource,
        postLogoutSuccessSource: postLogoutSuccessSourceFor(portalOrigin),
      },
      resourceIndicators: {
        enabled: true,
        defaultResource(_ctx, _client, oneOf) {
          if (oneOf) return oneOf.includes(GATEWAY_AUDIENCE) ? GATEWAY_AUDIENCE : oneOf;
          return GATEWAY_AUDIENCE;
        },
        getResourceServerInfo(_ctx, resourceIndicator, client) {
          if (resourceIndicator === GATEWAY_AUDIENCE && isFirstParty(client))
            return gatewayResourceServer(kid, accessTokenTtl);
          if (resourceIndicator === GATEWAY_AUDIENCE && client.grantTypeAllowed('client_credentials'))
            return { ...gatewayResourceServer(kid, accessTokenTtl), scope: API_SCOPES.join(' ') };
          throw new errors.InvalidTarget();
        },
        useGrantedResource: () => true,
      },
    },
    async findAccount(_ctx, sub, token) {
      const row = await findAccountById(db, sub);
      if (!row) return undefined;
      // Codes and refresh tokens of a disabled user stop working; the sign-in page refuses them too.
      if (token && row.status === 'DISABLED') return undefined;
      return toAccount(row);
    },
    interactions: {
      url: (_ctx, interaction) => `${INTERACTION_PATH}/${interaction.uid}`,
    },
    async issueRefreshToken(_ctx, client, code) {
      if (!client.grantTypeAllowed('refresh_token')) return false;
      // The browser client gets refresh tokens without prompt=consent (oidc-provider drops offline_access then).
      return (
        code.scopes.has('offline_access') ||
        (client.applicationType === 'web' && client.clientAuthMethod === 'none')
      );
    },
    jwks: { keys: [secrets.signingKey] },
    loadExistingGrant: loadFirstPartyGrant,
    pkce: { required: () => true },
    // Authorization code only: no implicit or hybrid flows.
    responseTypes: ['code'],
    renderError: renderErrorFor(portalOrigin),
    ttl: {
      AccessToken: accessTokenTtl,
      AuthorizationCode: 60,
      ClientCredentials: accessTokenTtl,
      IdToken: 3600,
      Interaction: 3600,
      Session: SESSION_TTL_SECONDS,
      Grant: SESSION_TTL_SECONDS,
      // Rotated refresh tokens of the browser (a public client) keep the first token's end: 14 days after sign-in.
      RefreshToken(ctx, token, client) {
        const rotated = ctx?.oidc?.entities.RotatedRefreshToken;
        if (rotated && client.clientAuthMethod === 'none' && !token.isSenderConstrained())
          return Math.max(1, rotated.remainingTTL);
        return SESSION_TTL_SECONDS;
      },
    },
  };

  const provider = new Provider(issuer, configuration);
  // Registered clients' secrets are stored hashed (adapter.ts), so a presented secret is compared with the hash.
  provider.Client.prototype.compareClientSecret = function (this: { clientSecret?: string }, actual: string) {
    return Promise.resolve(clientSecretMatches(this.clientSecret, actual));
  };
  // Behind a TLS-offloading proxy (an https PUBLIC_URL), trust X-Forwarded-Proto so cookies get the Secure flag.
  if (new URL(issuer).protocol === 'https:') provider.proxy = true;
  provider.on('server_error', (_ctx, error) => {
    console.error('provider sandbox: identity provider error:', error.stack ?? error.message);
  });
  if (demo) registerDemoPersonaGrant(provider, db, kid, throttle, accessTokenTtl);
  return provider;
}
