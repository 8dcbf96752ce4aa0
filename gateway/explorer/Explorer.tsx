import { GraphiQL } from 'graphiql';
import { useSyncExternalStore, type FormEvent } from 'react';
import type { AccessState, ExplorerAccess } from './access.js';

/** What a new tab holds: the smallest question the API answers for every signed-in caller. */
const DEFAULT_QUERY = `# Sign in, or paste an access token above; then run the query (Ctrl-Enter).
{
  viewer {
    email
  }
}
`;

const time = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' });

function statusOf(state: AccessState): string {
  switch (state.kind) {
    case 'signed-in':
      return `Signed in as ${state.email}.`;
    case 'pasted':
      return state.expiresAt
        ? `Using a pasted access token, valid until ${time.format(state.expiresAt)}.`
        : 'Using a pasted access token.';
    case 'signed-out':
      return (
        state.notice ??
        'Signed out: the API answers UNAUTHENTICATED to every request, the schema included. Sign in or paste an access token.'
      );
  }
}

/** GraphiQL against this gateway's API, with a bar that says who the requests go as and changes it. */
export function Explorer({ access }: { access: ExplorerAccess }) {
  const { state, fetcher, canSignIn } = useSyncExternalStore(access.subscribe, access.getSnapshot);

  const submitToken = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    access.usePastedToken(String(new FormData(form).get('token') ?? ''));
    form.reset();
  };

  return (
    <div className="explorer">
      <header className="explorer-bar">
        <h1 className="explorer-title">Seller Portal GraphQL API</h1>
        <p className={`explorer-status explorer-status--${state.kind}`} role="status" aria-live="polite">
          {statusOf(state)}
        </p>
        <div className="explorer-access">
          {state.kind === 'signed-out' ? (
            canSignIn && (
              <button type="button" className="explorer-button" onClick={() => void access.signIn()}>
                Sign in
              </button>
            )
          ) : (
            <button type="button" className="explorer-button" onClick={() => void access.signOut()}>
              {state.kind === 'signed-in' ? 'Sign out' : 'Forget token'}
            </button>
          )}
          <form className="explorer-token" onSubmit={submitToken}>
            <label htmlFor="explorer-token">Access token</label>
            <input
              id="explorer-token"
              name="token"
              type="password"
              autoComplete="off"
              spellCheck={false}
              required
            />
            <button type="submit" className="explorer-button explorer-button--secondary">
              Use token
            </button>
          </form>
        </div>
      </header>
      <main className="explorer-main">
        <GraphiQL
          fetcher={fetcher}
          defaultQuery={DEFAULT_QUERY}
          // The token bar is the one way to authorize requests: no second place to type headers.
          isHeadersEditorEnabled={false}
          forcedTheme="light"
        />
      </main>
    </div>
  );
}
