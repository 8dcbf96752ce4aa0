import { errors, type Provider } from 'oidc-provider';
import type { Db } from '../db/db.js';
import { checkCredentials, recordLogin } from './accounts.js';
import { GATEWAY_AUDIENCE } from './claims.js';
import { DEMO_GRANT_TYPE, gatewayResourceServer, PORTAL_SCOPE } from './clients.js';
import { clientAddress, TOO_MANY_ATTEMPTS, type SignInThrottle } from './throttle.js';

interface DemoGrantParams {
  username?: string;
  password?: string;
}

const ALLOWED_SCOPES = new Set(PORTAL_SCOPE.split(' '));
const OIDC_SCOPES = new Set(['openid', 'profile', 'email']);

/**
 * `grant_type=password` for the `seller-portal-cli` client: e-mail + password in, the same JWT access token the
 * browser flow gets (audience, TTL, org_id / user_id / email_verified). For scripts and tests against demo data.
 */
export function registerDemoPersonaGrant(
  provider: Provider,
  db: Db,
  kid: string,
  throttle: SignInThrottle,
  accessTokenTtl: number,
): void {
  provider.registerGrantType<DemoGrantParams>(
    DEMO_GRANT_TYPE,
    async (ctx) => {
      const { client, params } = ctx.oidc;
      const { username, password } = params;
      if (typeof username !== 'string' || !username || typeof password !== 'string' || !password) {
        throw new errors.InvalidRequest('missing required parameter(s) (username, password)');
      }
      const resource = params.resource ?? GATEWAY_AUDIENCE;
      if (resource !== GATEWAY_AUDIENCE) throw new errors.InvalidTarget();
      const scopes = params.scope ? [...new Set(params.scope.split(' '))] : ['openid', 'profile', 'email'];
      const refused = scopes.find((scope) => !ALLOWED_SCOPES.has(scope));
      if (refused) throw new errors.InvalidScope('requested scope is not allowed', refused);

      // Not ctx.ip: see clientAddress.
      const address = clientAddress(ctx.req, provider.proxy);
      const wait = await throttle.begin(username, address);
      if (wait > 0) {
        ctx.status = 429;
        ctx.set('retry-after', String(wait));
        ctx.body = { error: 'too_many_requests', error_description: TOO_MANY_ATTEMPTS(wait) };
        return;
      }
      const check = await checkCredentials(db, username, password);
      // begin() has already counted this attempt as a failure; only a right password takes it back.
      if (check.outcome === 'wrong-credentials') throw new errors.InvalidGrant('wrong email or password');
      await throttle.succeeded(username, address);
      if (check.outcome === 'disabled') throw new errors.InvalidGrant('this account is disabled');
      const accountId = check.account.id;

      const grant = new provider.Grant({ accountId, clientId: client.clientId });
      const oidcScopes = scopes.filter((scope) => OIDC_SCOPES.has(scope));
      if (oidcScopes.length > 0) grant.addOIDCScope(oidcScopes);
      grant.addResourceScope(GATEWAY_AUDIENCE, scopes);
      const grantId = await grant.save();

      const accessToken = new provider.AccessToken({
        accountId,
        client,
        grantId,
        gty: DEMO_GRANT_TYPE,
        scope: scopes.join(' '),
        resourceServer: new provider.ResourceServer(
          GATEWAY_AUDIENCE,
          gatewayResourceServer(kid, accessTokenTtl),
        ),
      });
      ctx.oidc.entity('Grant', grant);
      ctx.oidc.entity('AccessToken', accessToken);
      const value = await accessToken.save();
      await recordLogin(db, accountId);

      ctx.body = {
        access_token: value,
        token_type: accessToken.tokenType,
        expires_in: accessToken.expiration,
        scope: accessToken.scope,
      };
    },
    ['username', 'password', 'scope', 'resource'],
  );
}
