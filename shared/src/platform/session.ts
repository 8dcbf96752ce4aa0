import { InMemoryWebStorage, UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import { TOKEN_CLAIMS } from '../claims/index.js';
import type { PortalConfig } from './config.js';

export const CALLBACK_PATH = '/callback';
export const SILENT_CALLBACK_PATH = '/silent-callback';

interface SignInState {
  returnTo?: string;
}

/** The identity provider's connections the sign-in page offers (`?provider=` names one of them). */
export const SIGN_IN_CONNECTIONS = ['password', 'sandbox-sso'] as const;
export type SignInConnection = (typeof SIGN_IN_CONNECTIONS)[number];

export function isSignInConnection(value: string | null): value is SignInConnection {
  return (SIGN_IN_CONNECTIONS as readonly (string | null)[]).includes(value);
}

/** The access-token claims the app gate reads. */
export interface SessionClaims {
  organizationId: string | null;
  userId: string | null;
  emailVerified: boolean;
}

function claimsOf(accessToken: string): SessionClaims {
  try {
    const payload = JSON.parse(
      atob((accessToken.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/')),
    ) as Record<string, unknown>;
    const text = (name: string) => {
      const value = payload[name];
      return typeof value === 'string' && value ? value : null;
    };
    return {
      organizationId: text(TOKEN_CLAIMS.organizationId),
      userId: text(TOKEN_CLAIMS.userId),
      emailVerified: payload[TOKEN_CLAIMS.emailVerified] === true,
    };
  } catch {
    return { organizationId: null, userId: null, emailVerified: false };
  }
}

type Listener = (user: User | null) => void;

/** Runs `work` holding a lock shared by the tabs of this origin (Web Locks); without the API, just runs it. */
function withLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return work();
  return new Promise<T>((resolve, reject) => {
    void locks.request(name, () => work().then(resolve, reject));
  });
}

/**
 * The signed-in session: OpenID Connect code + PKCE through oidc-client-ts, tokens kept in memory only,
 * renewed silently with the refresh token. A failed renewal clears the session and starts sign-in again.
 */
export class PortalSession {
  readonly userManager: UserManager;
  private listeners = new Set<Listener>();
  private current: User | null = null;
  private renewing: Promise<User> | null = null;

  constructor(config: PortalConfig, origin = window.location.origin) {
    this.userManager = new UserManager({
      authority: config.oidc.authority,
      client_id: config.oidc.clientId,
      scope: config.oidc.scope,
      ...(config.oidc.metadata ? { metadata: config.oidc.metadata } : {}),
      redirect_uri: `${origin}${CALLBACK_PATH}`,
      silent_redirect_uri: `${origin}${SILENT_CALLBACK_PATH}`,
      // The popup re-login of account linking answers on the same small page as the silent renewal.
      popup_redirect_uri: `${origin}${SILENT_CALLBACK_PATH}`,
      post_logout_redirect_uri: `${origin}/`,
      response_type: 'code',
      loadUserInfo: false,
      // Renewals go through renew() only, so one refresh token is never used twice (the provider would revoke it).
      automaticSilentRenew: false,
      userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
    });
    this.userManager.events.addUserLoaded((user) => {
      this.set(user);
    });
    this.userManager.events.addUserUnloaded(() => {
      this.set(null);
    });
    // A minute before the access token expires (5-minute tokens), renew it in the background.
    this.userManager.events.addAccessTokenExpiring(() => void this.renew().catch(() => this.expire()));
  }

  get user(): User | null {
    return this.current;
  }

  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Finishes a sign-in redirect and answers where the user wanted to go. */
  async completeSignIn(): Promise<string> {
    const user = await this.userManager.signinRedirectCallback();
    this.set(user);
    const returnTo = (user.state as SignInState | undefined)?.returnTo;
    return returnTo?.startsWith('/') && !returnTo.startsWith('//') ? returnTo : '/';
  }

  /** Restores a session after a reload without showing anything: a prompt=none round trip to the identity provider. */
  async restore(): Promise<User | null> {
    const existing = await this.userManager.getUser();
    if (existing && !existing.expired) return this.set(existing);
    try {
      return this.set(await this.userManager.signinSilent());
    } catch {
      return this.set(null);
    }
  }

  /** The claims of the current access token (null when signed out). */
  get claims(): SessionClaims | null {
    return this.current ? claimsOf(this.current.access_token) : null;
  }

  /** Sign-in at the identity provider; a connection other than the default goes straight to that provider. */
  signIn(returnTo = '/', connection?: SignInConnection): Promise<void> {
    return this.userManager.signinRedirect({
      state: { returnTo } satisfies SignInState,
      ...(connection && connection !== 'password' ? { extraQueryParams: { connection } } : {}),
    });
  }

  /** The identity provider's sign-up screen, with an optional email hint. */
  signUp(email?: string | null): Promise<void> {
    return this.userManager.signinRedirect({
      state: { returnTo: '/' } satisfies SignInState,
      extraQueryParams: { screen_hint: 'signup' },
      ...(email ? { login_hint: email } : {}),
    });
  }

  /** Re-login in a popup (account linking), optionally for one email. */
  async signInPopup(email?: string | null): Promise<User> {
    const user = await this.userManager.signinPopup(email ? { login_hint: email } : {});
    this.set(user);
    return user;
  }

  /**
   * A new access token now (after registration or verification, so it carries the new claims). When the renewal
   * fails, the cached token is cleared and the user goes back to sign-in.
   */
  async refresh(): Promise<User | null> {
    try {
      return await this.renew();
    } catch {
      await this.expire();
      return null;
    }
  }

  /** Forgets the token without telling the identity provider (error=access_denied from the provider). */
  async forget(): Promise<void> {
    await this.userManager.removeUser();
    this.set(null);
  }

  async signOut(): Promise<void> {
    const idTokenHint = this.current?.id_token;
    await this.userManager.removeUser();
    await this.userManager.signoutRedirect({ id_token_hint: idTokenHint });
  }

  /** A valid access token, renewed when it is about to expire; null (and sign-in again) when renewal fails. */
  async accessToken(): Promise<string | null> {
    const user = this.current ?? (await this.userManager.getUser());
    if (user && !user.expired && (user.expires_in ?? 0) > 10) return user.access_token;
    try {
      return (await this.renew()).access_token;
    } catch {
      await this.expire();
      return null;
    }
  }

  /**
   * One renewal at a time: every caller during a renewal (a burst of requests, the expiry timer) waits for the same
   * one; across tabs, the Web Locks API orders them. A refresh token is used once.
   */
  renew(): Promise<User> {
    this.renewing ??= withLock('seller-portal-token-renewal', () => this.userManager.signinSilent())
      .then((user) => {
        if (!user) throw new Error('The identity provider gave no session.');
        this.set(user);
        return user;
      })
      .finally(() => {
        this.renewing = null;
      });
    return this.renewing;
  }

  /** The token is no longer usable: forget it and go back to the sign-in page (spec 02 section 4, token handling). */
  async expire(): Promise<void> {
    await this.userManager.removeUser();
    this.set(null);
    const { pathname, search } = window.location;
    const returnTo = pathname === '/' ? '' : `?returnTo=${encodeURIComponent(pathname + search)}`;
    window.location.assign(`/${returnTo}`);
  }

  private set(user: User | null): User | null {
    this.current = user;
    for (const listener of this.listeners) listener(user);
    return user;
  }
}
