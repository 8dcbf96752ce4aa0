import { ApolloProvider } from '@apollo/client/react';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { CALLBACK_PATH, startPlatform } from '@seller-portal/platform';
import { portalApplications, registerPortalApplications } from '../applications.js';
import { ErrorScreen } from './ErrorScreen.js';
import { Shell } from './Shell.js';
import { ShellErrorBoundary } from './ShellErrorBoundary.js';
import { SignIn } from './SignIn.js';

/** Whether an application answers the current location; if none does, the shell shows the not-found screen. */
const isKnownPath = () => portalApplications.some((application) => application.activeWhen(window.location));

/** Signs the user in (or finds they are signed out), then renders the shell and starts the applications. */
export async function bootPortal(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  let platform: Awaited<ReturnType<typeof startPlatform>>;
  try {
    platform = await startPlatform();
  } catch {
    root.render(<ErrorScreen />);
    return;
  }
  const { session, apolloClient } = platform;

  if (window.location.pathname === CALLBACK_PATH) {
    const returnTo = await session.completeSignIn().catch((error: unknown) => {
      console.error('Sign-in could not be completed', error);
      return '/';
    });
    window.history.replaceState(null, '', returnTo);
  }

  const user = session.user ?? (await session.restore());
  if (!user) {
    // Any signed-out path other than / goes to / with a returnTo parameter (spec 02 section 2).
    const { pathname, search } = window.location;
    const returnTo =
      pathname === '/' ? (new URLSearchParams(search).get('returnTo') ?? '/') : pathname + search;
    if (pathname !== '/') window.history.replaceState(null, '', `/?returnTo=${encodeURIComponent(returnTo)}`);
    root.render(<SignIn onSignIn={() => void session.signIn(returnTo)} />);
    return;
  }

  registerPortalApplications();
  let started = false;
  const startApplications = () => {
    if (started) return;
    started = true;
    start({ urlRerouteOnly: true });
  };
  root.render(
    <ShellErrorBoundary onLogOut={() => void session.signOut()}>
      <ApolloProvider client={apolloClient}>
        <Shell isKnownPath={isKnownPath} onReady={startApplications} />
      </ApolloProvider>
    </ShellErrorBoundary>,
  );
}
