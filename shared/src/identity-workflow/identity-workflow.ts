/** The session call's answer, as far as the identity workflow reads it (spec 02 section 3, Session). */
export interface IdentitySession {
  emailVerified: boolean;
  hasTenancy: boolean;
  canCreateNewTenancy: boolean;
  currentJoinRequest: { status: 'PENDING' | 'REJECTED' | 'APPROVED' } | null;
}

/** The access-token claims the app gate reads. */
export interface TokenClaimsSeen {
  organizationId: string | null;
  userId: string | null;
  emailVerified: boolean;
}

export const IDENTITY_ROUTES = {
  signIn: '/',
  verifyEmail: '/verify-email',
  register: '/register',
  domainRegistered: '/domain-registered',
  requestOutcome: '/request-outcome',
} as const;

export const UNEXPECTED_STATE = 'Something went wrong. Unexpected state';

export type IdentityDecision =
  | {
      kind: 'route';
      path: (typeof IDENTITY_ROUTES)[keyof typeof IDENTITY_ROUTES];
      createJoinRequest?: boolean;
    }
  | { kind: 'unexpected'; message: typeof UNEXPECTED_STATE };

/** Spec 02 section 4, identity workflow: where a signed-in but incomplete user belongs, decided from the session call. */
export function identityRouteFor(session: IdentitySession | null): IdentityDecision {
  if (!session) return { kind: 'route', path: IDENTITY_ROUTES.signIn };
  if (!session.emailVerified) return { kind: 'route', path: IDENTITY_ROUTES.verifyEmail };
  const joinStatus = session.currentJoinRequest?.status ?? null;
  if (!session.hasTenancy) {
    if (session.canCreateNewTenancy && joinStatus === null)
      return { kind: 'route', path: IDENTITY_ROUTES.register };
    if (!session.canCreateNewTenancy && joinStatus === null)
      return { kind: 'route', path: IDENTITY_ROUTES.domainRegistered, createJoinRequest: true };
    if (joinStatus === 'PENDING') return { kind: 'route', path: IDENTITY_ROUTES.domainRegistered };
    if (joinStatus === 'REJECTED') return { kind: 'route', path: IDENTITY_ROUTES.requestOutcome };
  }
  return { kind: 'unexpected', message: UNEXPECTED_STATE };
}

/** The app gate: a user is complete when the token has an organization id and a user id and the email is verified. */
export function isCompleteUser(claims: TokenClaimsSeen | null): boolean {
  return Boolean(claims?.organizationId && claims.userId && claims.emailVerified);
}
