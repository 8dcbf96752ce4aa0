import type { User } from 'oidc-client-ts';
import { describe, expect, it, vi } from 'vitest';
import { PortalSession } from './session.js';

const config = {
  oidc: { authority: 'http://idp.test/oidc', clientId: 'seller-portal', scope: 'openid' },
  graphqlPath: '/graphql',
};

/** A signed-in user whose access token expires in `seconds`. */
function userFor(token: string, seconds: number): User {
  return { access_token: token, expired: seconds <= 0, expires_in: seconds, profile: {} } as unknown as User;
}

describe('token renewal', () => {
  it('makes one renewal for every caller that asks while it runs: a refresh token is used once', async () => {
    const session = new PortalSession(config, 'http://portal.test');
    let resolveRenewal: (user: User) => void = () => undefined;
    const renewal = vi
      .spyOn(session.userManager, 'signinSilent')
      .mockImplementation(() => new Promise((resolve) => (resolveRenewal = resolve)));
    vi.spyOn(session.userManager, 'getUser').mockResolvedValue(userFor('old', 0));

    const callers = Array.from({ length: 8 }, () => session.accessToken());
    await vi.waitFor(() => expect(renewal).toHaveBeenCalledTimes(1));
    resolveRenewal(userFor('new', 300));
    expect(await Promise.all(callers)).toEqual(Array.from({ length: 8 }, () => 'new'));
    expect(renewal).toHaveBeenCalledTimes(1);

    // The next renewal, once this one is over, is a new one.
    const later = session.renew();
    await vi.waitFor(() => expect(renewal).toHaveBeenCalledTimes(2));
    resolveRenewal(userFor('newer', 300));
    expect((await later).access_token).toBe('newer');
  });

  it('answers the token it has while it is still valid, without renewing', async () => {
    const session = new PortalSession(config, 'http://portal.test');
    const renewal = vi.spyOn(session.userManager, 'signinSilent');
    vi.spyOn(session.userManager, 'getUser').mockResolvedValue(userFor('current', 200));
    expect(await session.accessToken()).toBe('current');
    expect(renewal).not.toHaveBeenCalled();
  });
});
