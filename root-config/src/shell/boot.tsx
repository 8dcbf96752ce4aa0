import { Suspense } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { Loading } from '@carbon/react';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { isCompleteUser } from '@seller-portal/shared/identity-workflow';
import {
  CALLBACK_PATH,
  connectRealtime,
  isSignInConnection,
  lazyComponent,
  installModalBehaviour,
  prefetchQueries,
  whenIdle,
  type MicroFrontendEntry,
  showErrorScreenOnApplicationErrors,
  startPlatform,
} from '@seller-portal/platform';
import { portalApplications, registerPortalApplications } from '../applications.js';
import { Maintenance } from '../identity/Maintenance.js';
import { isLegalPath, LazyLegalPage } from '../legal/legal-pages.js';
import { ErrorScreen } from './ErrorScreen.js';
import { ShellContextQuery } from './shell-context.query.js';
import { Shell } from './Shell.js';
import { ShellErrorBoundary } from './ShellErrorBoundary.js';
import { SignIn } from './SignIn.js';
import { ToastStack } from './ToastStack.js';

// Only users who are not yet complete (or are linking accounts) need the identity screens and their forms.
const IdentityFlow = lazyComponent(() => import('../identity/IdentityFlow.js'), 'IdentityFlow');
const LinkAccounts = lazyComponent(() => import('../identity/LinkAccounts.js'), 'LinkAccounts');
const loading = <Loading description="Loading" withOverlay={false} />;

/** Whether an application answers the current location; if none does, the shell shows the not-found screen. */
const isKnownPath = () => portalApplications.some((application) => application.activeWhen(window.location));

const replacePath = (path: string) => window.history.replaceState(null, '', path);

/** Signs the user in (or finds they are signed out), then renders the identity flow or the shell and applications. */
export async function bootPortal(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  let platform: Awaited<ReturnType<typeof startPlatform>>;
  try {
    platform = await startPlatform();
  } catch {
    root.render(<ErrorScreen />);
    return;
  }
  const { config, session, apolloClient } = platform;
  installModalBehaviour();
  if (config.sellerAppIsInMaintenanceMode) {
    root.render(<Maintenance />);
    return;
  }

  if (window.location.pathname === CALLBACK_PATH) {
    const returnTo = await session.completeSignIn().catch((error: unknown) => {
      console.error(
        'Sign-in could not be completed:',
        error instanceof Error ? error.message : 'unknown error',
      );
      return '/';
    });
    replacePath(returnTo);
  }

  const { pathname, search } = window.location;
  const params = new URLSearchParams(search);
  const logOut = () => void session.signOut();
  // The page's micro-frontend loads while the session is restored, not after (the gateway's page preloads its entry).
  const pageModules = portalApplications
    .filter((application) => application.activeWhen(window.location))
    .map((application) =>
      System.import<Partial<MicroFrontendEntry<object>>>(application.name).catch(() => null),
    );

  if (pathname === '/link-accounts') {
    if (!session.user) await session.restore();
    root.render(
      <ApolloProvider client={apolloClient}>
        <Suspense fallback={loading}>
          <LinkAccounts
            sessionToken={params.get('session_token')}
            state={params.get('state')}
            session={session}
          />
        </Suspense>
      </ApolloProvider>,
    );
    return;
  }

  const user = session.user ?? (await session.restore());
  // Terms and Privacy are open to everyone; the signed-in shell shows them in its frame.
  if (isLegalPath(pathname) && !(user && isCompleteUser(session.claims))) {
    root.render(
      <Suspense fallback={loading}>
        <LazyLegalPage path={pathname} standalone />
      </Suspense>,
    );
    return;
  }
  // The identity provider refused the sign-in: the user is logged out (spec 02 section 2).
  if (pathname === '/' && params.get('error') === 'access_denied') {
    if (user) return session.signOut();
    replacePath('/');
  }

  if (!user) {
    if (pathname === '/signup') return session.signUp(params.get('email'));
    // Any signed-out path other than / goes to / with a returnTo parameter (spec 02 section 2).
    const returnTo = pathname === '/' ? (params.get('returnTo') ?? '/') : pathname + search;
    const provider = params.get('provider');
    if (pathname === '/' && isSignInConnection(provider)) return session.signIn(returnTo, provider);
    if (pathname !== '/') replacePath(`/?returnTo=${encodeURIComponent(returnTo)}`);
    root.render(
      <SignIn
        onSignIn={() => void session.signIn(returnTo)}
        onSignInWithSso={() => void session.signIn(returnTo, 'sandbox-sso')}
      />,
    );
    return;
  }

  let identityRender = 0;
  let started = false;
  const startApplications = () => {
    if (started) return;
    started = true;
    start({ urlRerouteOnly: true });
    // The notification socket opens once the page is idle after the shell shows, so it never competes with the first
    // paint or the page's first data (the feed's own query is already under way).
    whenIdle(() => connectRealtime(session));
  };

  /** The app gate (spec 02 section 4): incomplete users see only the identity flow; the others get the app. */
  const decide = () => {
    if (!isCompleteUser(session.claims)) {
      root.render(
        <ShellErrorBoundary onLogOut={logOut}>
          <ApolloProvider client={apolloClient}>
            <ToastStack />
            <Suspense fallback={loading}>
              <IdentityFlow
                key={identityRender++}
                path={window.location.pathname}
                email={(session.user?.profile.email as string | undefined) ?? null}
                onLogOut={logOut}
                onSessionChanged={async () => {
                  // A fresh token carries the new claims (verified email, organization).
                  if (!(await session.refresh())) return;
                  await apolloClient.clearStore();
                  decide();
                }}
              />
            </Suspense>
          </ApolloProvider>
        </ShellErrorBoundary>,
      );
      return;
    }
    const path = window.location.pathname;
    if (path === '/register') replacePath('/org/onboarding');
    else if (path === '/domain-registered' || path === '/signup') replacePath('/');
    showErrorScreenOnApplicationErrors();
    registerPortalApplications();
    // The page's first queries start beside the shell's, not after it: the page finds their answers when it mounts.
    // The shell's own (who is signed in, the company's state: applications mount once it is known) starts now too,
    // not once React has rendered the shell's first frame.
    prefetchQueries(apolloClient, [{ query: ShellContextQuery }]);
    const location = { pathname: window.location.pathname, search: window.location.search };
    for (const module of pageModules) void module.then((entry) => entry?.prefetch?.(location));
    root.render(
      <ShellErrorBoundary onLogOut={logOut}>
        <ApolloProvider client={apolloClient}>
          <Shell isKnownPath={isKnownPath} onReady={startApplications} />
        </ApolloProvider>
      </ShellErrorBoundary>,
    );
  };
  decide();
}
