import type { NextFunction, Request, Response } from 'express';
import { errors as joseErrors, jwtVerify, type CryptoKey, type JWTPayload, type KeyObject } from 'jose';
import type { Db } from '../db/db.js';
import { GATEWAY_AUDIENCE, GRANT_CLAIM, TOKEN_CLAIMS } from '../identity/claims.js';
import { unauthorized } from '../http/errors.js';
import { isUuid } from '../http/params.js';

/** Who is calling, from a verified access token only. The tenant is `org_id`, nothing else. */
export interface Caller {
  userId: string;
  /** The seller (org_id claim), or null for a user without a company. */
  sellerId: string | null;
  emailVerified: boolean;
  /** The caller's role names and whether they own the company, read with the token's standing (one query a call). */
  roles: readonly string[];
  isOrganizationOwner: boolean;
}

const callers = new WeakMap<Request, Caller>();

export function callerOf(req: Request): Caller {
  const caller = callers.get(req);
  if (!caller) throw unauthorized('Missing bearer token');
  return caller;
}

export interface BearerAuthOptions {
  issuer: string;
  publicKey: CryptoKey | KeyObject;
  /** The provider is the authority: every call is checked against the account and the grant as they are now. */
  db: Db;
}

interface TokenStanding {
  status: string;
  sellerId: string | null;
  grantLive: boolean;
  roles: string[];
  isOrganizationOwner: boolean;
  /** An API client's member: the client ID its tokens must come from now (rotation replaces it); else null. */
  apiClientId: string | null;
  kind: 'PERSON' | 'API_CLIENT';
}

/** Verified tokens remembered at once. */
const VERIFIED_TOKENS = 10_000;

/**
 * Requires `Authorization: Bearer <access token>`: RS256 only, the sandbox's own public key, issuer, audience
 * `urn:seller-portal:gateway`, `exp` required, header typ `at+jwt`. Then, on every call, the token must still stand:
 * its user not disabled nor moved to another company, and its grant not revoked.
 */
export function requireBearer({ issuer, publicKey, db }: BearerAuthOptions) {
  // A token's signature and claims are verified once (an RSA verification: about 0.75 ms of a small call's 5 ms); its
  // standing below is still read on every call (docs/adr/016, "… and a token verified once").
  const verified = new Map<string, JWTPayload>();
  const verify = async (token: string): Promise<JWTPayload> => {
    const known = verified.get(token);
    if (known && (known.exp ?? 0) * 1000 > Date.now()) return known;
    verified.delete(token);
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, publicKey, {
        algorithms: ['RS256'],
        issuer,
        audience: GATEWAY_AUDIENCE,
        typ: 'at+jwt',
        requiredClaims: ['exp', 'sub'],
      }));
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw unauthorized('Access token expired');
      if (error instanceof joseErrors.JOSEError) throw unauthorized('Invalid access token');
      throw error;
    }
    // The oldest is forgotten first: a token lives minutes.
    if (verified.size >= VERIFIED_TOKENS) verified.delete(verified.keys().next().value!);
    verified.set(token, payload);
    return payload;
  };
  return async function bearerAuth(req: Request, _res: Response, next: NextFunction): Promise<void> {
    const match = /^Bearer +([A-Za-z0-9._~+/-]+=*)$/i.exec(req.get('authorization') ?? '');
    if (!match?.[1]) throw unauthorized('Missing bearer token');
    const payload = await verify(match[1]);
    const userId = payload[TOKEN_CLAIMS.userId];
    if (typeof userId !== 'string' || !isUuid(userId))
      throw unauthorized('Access token has no valid user id');
    const sellerId = payload[TOKEN_CLAIMS.organizationId];
    if (sellerId !== undefined && (typeof sellerId !== 'string' || !isUuid(sellerId))) {
      throw unauthorized('Access token has no valid organization id');
    }
    const grantId = payload[GRANT_CLAIM];
    const { rows } = await db.query<TokenStanding>(
      `SELECT u.status, u.seller_id AS "sellerId",
              ($2::text IS NULL OR EXISTS (SELECT 1 FROM oidc_models g WHERE g.type = 'Grant' AND g.id = $2
                 AND (g.expires_at IS NULL OR g.expires_at > now()))) AS "grantLive",
              ARRAY(SELECT r.name FROM user_roles ur JOIN roles r ON r.id = ur.role_id
                     WHERE ur.user_id = u.id ORDER BY r.position, r.name) AS roles,
              (s.owner_user_id IS NOT NULL AND s.owner_user_id = u.id) AS "isOrganizationOwner",
              u.kind, (SELECT a.client_id FROM api_clients a WHERE a.user_id = u.id) AS "apiClientId"
         FROM users u LEFT JOIN sellers s ON s.id = u.seller_id WHERE u.id = $1`,
      [userId, typeof grantId === 'string' ? grantId : null],
    );
    const standing = rows[0];
    if (!standing) throw unauthorized('The access token belongs to no user');
    if (standing.status === 'DISABLED') throw unauthorized('This account is disabled');
    if (!standing.grantLive) throw unauthorized('The access token was revoked');
    // An API client's token stands while its client ID is the client's current one: a rotation ends the old at once.
    if (
      standing.kind === 'API_CLIENT' &&
      (!standing.apiClientId || payload.client_id !== standing.apiClientId)
    )
      throw unauthorized('The API client’s credentials were rotated or revoked');
    if ((sellerId ?? null) !== standing.sellerId && sellerId !== undefined) {
      throw unauthorized('The access token names a company the user no longer belongs to');
    }
    callers.set(req, {
      userId,
      sellerId: sellerId ?? null,
      emailVerified: payload[TOKEN_CLAIMS.emailVerified] === true,
      roles: standing.roles,
      isOrganizationOwner: standing.isOrganizationOwner,
    });
    next();
  };
}
