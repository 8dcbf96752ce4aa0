import { InMemoryWebStorage, UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import type { PortalConfig } from './config.js';

export const CALLBACK_PATH = '/callback';
export const SILENT_CALLBACK_PATH = '/silent-callback';

interface SignInState {
  returnTo?: string;
}

type Listener = (user: User | null) => void;

/**
 * The signed-in session: OpenID Connect code + PKCE through oidc-client-ts, tokens kept in memory only,
 * renewed silently with the refresh token. A failed renewal clears the session and starts sign-in again.
 */
export class PortalSession {
  readonly userManager: UserManager;
  private listeners = new Set<Listener>();
  private current: User | null = null;

  constructor(config: PortalConfig, origin = window.location.origin) {
    this.userManager = new UserManager({
      authority: config.oidc.authority,
      client_id: config.oidc.clientId,
      scope: config.oidc.scope,
      redirect_uri: `${origin}${CALLBACK_PATH}`,
      silent_redirect_uri: `${origin}${SILENT_CALLBACK_PATH}`,
      post_logout_redirect_uri: `${origin}/`,
      response_type: 'code',
      loadUserInfo: false,
      automaticSilentRenew: true,
      userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
    });
    this.userManager.events.addUserLoaded((user) => {
      this.set(user);
    });
    this.userManager.events.addUserUnloaded(() => {
      this.set(null);
    });
    this.userManager.events.addSilentRenewError(() => void this.expire());
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

  signIn(returnTo = '/'): Promise<void> {
    return this.userManager.signinRedirect({ state: { returnTo } satisfies SignInState });
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
      const renewed = await this.userManager.signinSilent();
      return this.set(renewed)?.access_token ?? null;
    } catch {
      await this.expire();
      return null;
    }
  }

  /** The token is no longer usable: forget it and start the sign-in flow again. */
  async expire(): Promise<void> {
    await this.userManager.removeUser();
    this.set(null);
    await this.signIn(window.location.pathname + window.location.search);
  }

  private set(user: User | null): User | null {
    this.current = user;
    for (const listener of this.listeners) listener(user);
    return user;
  }
}
