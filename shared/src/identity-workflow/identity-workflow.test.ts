import { describe, expect, it } from 'vitest';
import { identityRouteFor, isCompleteUser, UNEXPECTED_STATE, type IdentitySession } from './index.js';

const base: IdentitySession = {
  emailVerified: true,
  hasTenancy: false,
  canCreateNewTenancy: false,
  currentJoinRequest: null,
};

describe('identityRouteFor (spec 02 section 4)', () => {
  it('sends a user without a token to sign-in', () => {
    expect(identityRouteFor(null)).toEqual({ kind: 'route', path: '/' });
  });

  it('sends a user whose email is not verified to /verify-email, whatever else holds', () => {
    expect(identityRouteFor({ ...base, emailVerified: false, canCreateNewTenancy: true })).toEqual({
      kind: 'route',
      path: '/verify-email',
    });
    expect(identityRouteFor({ ...base, emailVerified: false, hasTenancy: true })).toMatchObject({
      path: '/verify-email',
    });
  });

  it('sends a user without tenancy who may create one to /register', () => {
    expect(identityRouteFor({ ...base, canCreateNewTenancy: true })).toEqual({
      kind: 'route',
      path: '/register',
    });
  });

  it('sends a user without tenancy, who may not create one and has no join request, to /domain-registered and asks for a join request', () => {
    expect(identityRouteFor(base)).toEqual({
      kind: 'route',
      path: '/domain-registered',
      createJoinRequest: true,
    });
  });

  it('sends a user with a PENDING join request to /domain-registered without creating another', () => {
    expect(identityRouteFor({ ...base, currentJoinRequest: { status: 'PENDING' } })).toEqual({
      kind: 'route',
      path: '/domain-registered',
    });
  });

  it('sends a user with a REJECTED join request to /request-outcome', () => {
    expect(identityRouteFor({ ...base, currentJoinRequest: { status: 'REJECTED' } })).toEqual({
      kind: 'route',
      path: '/request-outcome',
    });
  });

  it('reports any other combination as the unexpected state', () => {
    const unexpected = { kind: 'unexpected', message: UNEXPECTED_STATE };
    expect(UNEXPECTED_STATE).toBe('Something went wrong. Unexpected state');
    expect(identityRouteFor({ ...base, hasTenancy: true })).toEqual(unexpected);
    expect(identityRouteFor({ ...base, currentJoinRequest: { status: 'APPROVED' } })).toEqual(unexpected);
    expect(
      identityRouteFor({ ...base, canCreateNewTenancy: true, currentJoinRequest: { status: 'APPROVED' } }),
    ).toEqual(unexpected);
  });
});

describe('isCompleteUser (app gate)', () => {
  const complete = { organizationId: 'org', userId: 'user', emailVerified: true };
  it('lets a user with organization, user id and a verified email into the app', () => {
    expect(isCompleteUser(complete)).toBe(true);
  });
  it('keeps signed-out and incomplete users in the sign-in flow', () => {
    expect(isCompleteUser(null)).toBe(false);
    expect(isCompleteUser({ ...complete, organizationId: null })).toBe(false);
    expect(isCompleteUser({ ...complete, userId: null })).toBe(false);
    expect(isCompleteUser({ ...complete, emailVerified: false })).toBe(false);
  });
});
