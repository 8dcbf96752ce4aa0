/**
 * Copy of the claim names and audience in `shared/src/claims/index.ts` (keep the values identical).
 * The sandbox cannot import `@seller-portal/shared/claims` at runtime before shared is built, so the
 * values are repeated here, once, and every sandbox module reads them from this file.
 */
export const TOKEN_CLAIMS = {
  organizationId: 'org_id',
  userId: 'user_id',
  emailVerified: 'email_verified',
} as const;

/** The audience (resource indicator) of access tokens meant for the gateway. */
export const GATEWAY_AUDIENCE = 'urn:seller-portal:gateway';

/**
 * The grant an access token was issued under (sandbox only: the gateway never reads it). The provider refuses a
 * token whose grant was revoked (sign-out, session revocation), so revocation takes effect at once.
 */
export const GRANT_CLAIM = 'gid';
