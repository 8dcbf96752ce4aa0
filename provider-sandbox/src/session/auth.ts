import type { NextFunction, Request, Response } from 'express';
import { errors as joseErrors, jwtVerify, type CryptoKey, type KeyObject } from 'jose';
import { GATEWAY_AUDIENCE, TOKEN_CLAIMS } from '../identity/claims.js';
import { unauthorized } from '../http/errors.js';
import { isUuid } from '../http/params.js';

/** Who is calling, from a verified access token only. The tenant is `org_id`, nothing else. */
export interface Caller {
  userId: string;
  /** The seller (org_id claim), or null for a user without a company. */
  sellerId: string | null;
  emailVerified: boolean;
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
}

/**
 * Requires `Authorization: Bearer <access token>`: RS256 only, the sandbox's own public key, issuer, audience
 * `urn:seller-portal:gateway`, `exp` required, header typ `at+jwt`.
 */
export function requireBearer({ issuer, publicKey }: BearerAuthOptions) {
  return async function bearerAuth(req: Request, _res: Response, next: NextFunction): Promise<void> {
    const match = /^Bearer +([A-Za-z0-9._~+/-]+=*)$/i.exec(req.get('authorization') ?? '');
    if (!match?.[1]) throw unauthorized('Missing bearer token');
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(match[1], publicKey, {
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
    const userId = payload[TOKEN_CLAIMS.userId];
    if (typeof userId !== 'string' || !isUuid(userId))
      throw unauthorized('Access token has no valid user id');
    const sellerId = payload[TOKEN_CLAIMS.organizationId];
    if (sellerId !== undefined && (typeof sellerId !== 'string' || !isUuid(sellerId))) {
      throw unauthorized('Access token has no valid organization id');
    }
    callers.set(req, {
      userId,
      sellerId: sellerId ?? null,
      emailVerified: payload[TOKEN_CLAIMS.emailVerified] === true,
    });
    next();
  };
}
