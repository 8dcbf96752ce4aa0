import { PortalSession, type PortalConfig } from '@seller-portal/platform';
import type { GraphiQLProps } from 'graphiql';
import type { ExecutionResult, FormattedExecutionResult } from 'graphql';

type Fetcher = GraphiQLProps['fetcher'];

const GRAPHQL_PATH = '/graphql';

/** Who the explorer's requests go as. */
export type AccessState =
  | { kind: 'signed-out'; notice: string | null }
  | { kind: 'signed-in'; email: string }
  | { kind: 'pasted'; expiresAt: Date | null };

export interface AccessSnapshot {
  state: AccessState;
  /** A new fetcher for every change of who is asking, so GraphiQL introspects the schema again. */
  fetcher: Fetcher;
  /** Whether the gateway serves the portal's sign-in settings (an API-only gateway takes pasted tokens only). */
  canSignIn: boolean;
}

/** The portal's sign-in settings (/config.json), or null when this gateway serves the API only. */
export async function loadSignInConfig(): Promise<PortalConfig | null> {
  try {
    const response = await fetch('/config.json', { cache: 'no-cache' });
    return response.ok ? ((await response.json()) as PortalConfig) : null;
  } catch {
    return null;
  }
}

/** The portal's session, except that a token that cannot be renewed signs the explorer out, in place. */
class ExplorerSession extends PortalSession {
  override async expire(): Promise<void> {
    await this.forget();
  }
}

/** The `exp` of a JWT access token, for the page to say until when a pasted token is good; null if unreadable. */
function expiryOf(token: string): Date | null {
  try {
    const payload = JSON.parse(atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp?: unknown;
    };
    return typeof payload.exp === 'number' ? new Date(payload.exp * 1000) : null;
  } catch {
    return null;
  }
}

const unauthenticated = (answer: FormattedExecutionResult) =>
  answer.errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED') ?? false;

/** The API's answer as GraphiQL shows it; an answer that is not GraphQL (a proxy's page) becomes one error. */
async function answerOf(response: Response): Promise<FormattedExecutionResult> {
  const text = await response.text();
  try {
    return JSON.parse(text) as FormattedExecutionResult;
  } catch {
    return { errors: [{ message: `The API answered ${response.status}: ${text.slice(0, 200)}` }] };
  }
}

/**
 * How the explorer calls the API: with the access token of a sign-in at the portal's identity provider (the
 * portal's public client, in a popup answered on /silent-callback, renewed like the portal's) or of a pasted token.
 * Tokens stay in memory, as in the portal. Every request carries `Authorization: Bearer …` when there is a token.
 */
export class ExplorerAccess {
  private readonly session: ExplorerSession | null;
  private pasted: string | null = null;
  private snapshot: AccessSnapshot;
  private readonly listeners = new Set<() => void>();

  constructor(config: PortalConfig | null) {
    this.session = config ? new ExplorerSession(config) : null;
    this.snapshot = this.snapshotOf({ kind: 'signed-out', notice: null });
    this.session?.onChange((user) => {
      if (!user && this.snapshot.state.kind === 'signed-in')
        this.update({
          kind: 'signed-out',
          notice: 'Your session ended. Sign in again or paste an access token.',
        });
    });
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): AccessSnapshot => this.snapshot;

  /** Sign-in in a popup: the identity provider's page, or nothing to do when its session is still open. */
  async signIn(): Promise<void> {
    if (!this.session) return;
    try {
      const user = await this.session.signInPopup();
      this.pasted = null;
      this.update({ kind: 'signed-in', email: user.profile.email ?? user.profile.sub });
    } catch (error) {
      this.update({
        kind: 'signed-out',
        notice: `Sign-in did not finish (${error instanceof Error ? error.message : String(error)}).`,
      });
    }
  }

  /** Uses a token pasted from elsewhere (the sandbox's password grant, a script); "Bearer " in front is accepted. */
  usePastedToken(text: string): void {
    const token = text.trim().replace(/^Bearer\s+/i, '');
    if (!token) return;
    this.pasted = token;
    this.update({ kind: 'pasted', expiresAt: expiryOf(token) });
    void this.session?.forget();
  }

  /** Forgets the token here; the identity provider's session (the portal's too) stays open. */
  async signOut(): Promise<void> {
    this.pasted = null;
    this.update({ kind: 'signed-out', notice: null });
    await this.session?.forget();
  }

  private async token(): Promise<string | null> {
    if (this.pasted) return this.pasted;
    if (this.snapshot.state.kind !== 'signed-in' || !this.session) return null;
    return this.session.accessToken();
  }

  /** The API refused a token: unless another has replaced it meanwhile, the explorer is signed out and says why. */
  private refused(token: string): void {
    const current = this.pasted ?? this.session?.user?.access_token;
    if (current !== token) return;
    this.pasted = null;
    this.update({
      kind: 'signed-out',
      notice:
        'The API refused the access token (UNAUTHENTICATED): it has expired or was revoked. Sign in again or paste a new one.',
    });
    void this.session?.forget();
  }

  private update(state: AccessState): void {
    this.snapshot = this.snapshotOf(state);
    for (const listener of this.listeners) listener();
  }

  private snapshotOf(state: AccessState): AccessSnapshot {
    const fetcher: Fetcher = async (params) => {
      const token = await this.token();
      const response = await fetch(GRAPHQL_PATH, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json, application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(params),
      });
      const answer = await answerOf(response);
      if (token && unauthenticated(answer)) this.refused(token);
      // GraphiQL types answers as graphql-js's ExecutionResult; what it reads of them is the JSON on the wire.
      return answer as ExecutionResult;
    };
    return { state, fetcher, canSignIn: this.session !== null };
  }
}
