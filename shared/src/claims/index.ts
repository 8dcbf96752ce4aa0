/** Names of the custom access-token claims the identity provider issues and the gateway reads. */
export const TOKEN_CLAIMS = {
  organizationId: 'org_id',
  userId: 'user_id',
  emailVerified: 'email_verified',
} as const;

/** The audience (resource indicator) of access tokens meant for the gateway. */
export const GATEWAY_AUDIENCE = 'urn:seller-portal:gateway';
