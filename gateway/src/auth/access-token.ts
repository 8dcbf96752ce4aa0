import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type RemoteJWKSet } from 'jose';
import { TOKEN_CLAIMS } from '@seller-portal/shared/claims';

export interface AccessTokenSettings {
  /** The OpenID Connect issuer, exactly as it appears in `iss`. */
  issuer: string;
  /** The audience the gateway's tokens are issued for. */
  audience: string;
  /** The one signing algorithm accepted. */
  algorithm?: 'RS256' | 'ES256';
}

/** Who is calling, read only from a verified access token. */
export interface Caller {
  subject: string;
  userId: string | null;
  organizationId: string | null;
  emailVerified: boolean;
  /** When the token expires (its `exp`, in epoch milliseconds). */
  expiresAt: number;
  /**
   * An API client's token (docs/integrators.md): one issued to the client itself (RFC 9068: its `sub` is its
   * `client_id`, the client-credentials grant), held to its `scope`. Null for a person's token.
   */
  apiClient: { clientId: string; scopes: ReadonlySet<string> } | null;
}

export class InvalidAccessTokenError extends Error {
  /** The token was good but is past its `exp`: a new one will do. */
  get expired(): boolean {
    return this.message === 'ERR_JWT_EXPIRED';
  }
}

/** The identity provider (discovery or its keys) cannot be reached: no token can be checked right now. */
export class IdentityProviderUnavailableError extends Error {}

/** jose's codes that mean "could not fetch the keys", not "this token is bad". */
const UNAVAILABLE_CODES = new Set(['ERR_JWKS_TIMEOUT', 'ERR_JOSE_GENERIC']);

interface Discovery {
  issuer: string;
  jwks_uri: string;
}

/**
 * Verifies access tokens against the issuer's JWKS (found by discovery, cached, refetched on an unknown `kid`),
 * with the algorithm pinned, `iss` and `aud` checked, `exp` required and `typ` at+jwt (an ID token is refused).
 */
export type AccessTokenVerifier = ((token: string) => Promise<Caller>) & {
  /** Whether tokens can be checked now: the issuer's keys are known, fetched through discovery if they are not yet. */
  keysReady(): Promise<boolean>;
};

export function createAccessTokenVerifier(settings: AccessTokenSettings): AccessTokenVerifier {
  let keySet: Promise<RemoteJWKSet> | null = null;
  const keys = () => {
    keySet ??= discoverKeySet(settings.issuer).catch(() => {
      keySet = null;
      throw new IdentityProviderUnavailableError('OpenID discovery failed');
    });
    return keySet;
  };

  const verify = async (token: string): Promise<Caller> => {
    try {
      const { payload } = await jwtVerify(token, await keys(), {
        issuer: settings.issuer,
        audience: settings.audience,
        algorithms: [settings.algorithm ?? 'RS256'],
        typ: 'at+jwt',
        requiredClaims: ['exp', 'sub'],
      });
      const claim = (name: string) => {
        const value = payload[name];
        return typeof value === 'string' && value.length > 0 ? value : null;
      };
      const clientId = claim('client_id');
      const apiClient =
        clientId !== null && payload.sub === clientId
          ? {
              clientId,
              scopes: new Set(
                String(payload.scope ?? '')
                  .split(' ')
                  .filter(Boolean),
              ),
            }
          : null;
      return {
        apiClient,
        subject: payload.sub as string,
        userId: claim(TOKEN_CLAIMS.userId),
        organizationId: claim(TOKEN_CLAIMS.organizationId),
        emailVerified: payload[TOKEN_CLAIMS.emailVerified] === true,
        expiresAt: (payload.exp as number) * 1000,
      };
    } catch (error) {
      if (error instanceof IdentityProviderUnavailableError) throw error;
      if (error instanceof joseErrors.JOSEError && !UNAVAILABLE_CODES.has(error.code)) {
        throw new InvalidAccessTokenError(error.code);
      }
      // A network failure or timeout while fetching the keys.
      throw new IdentityProviderUnavailableError(error instanceof Error ? error.message : 'keys unavailable');
    }
  };
  const keysReady = async () => {
    const set = await keys();
    // Keys once fetched keep verifying tokens while the identity provider is away; before that, fetch them now.
    if (!set.jwks()) await set.reload();
    return set.jwks() !== undefined;
  };
  return Object.assign(verify, { keysReady });
}

async function discoverKeySet(issuer: string): Promise<RemoteJWKSet> {
  const response = await fetch(`${issuer}/.well-known/openid-configuration`, {
    signal: AbortSignal.timeout(5000),
  });
  if (!response.ok) throw new Error(`OpenID discovery failed with status ${response.status}`);
  const discovery = (await response.json()) as Discovery;
  if (discovery.issuer !== issuer) throw new Error('OpenID discovery answered for another issuer');
  return createRemoteJWKSet(new URL(discovery.jwks_uri), { cooldownDuration: 30_000, cacheMaxAge: 600_000 });
}

/** The bearer token of an Authorization header, or null. */
export function bearerTokenOf(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
