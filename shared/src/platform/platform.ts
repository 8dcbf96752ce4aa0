import type { ApolloClient } from '@apollo/client';
import type { QueryClient } from '@tanstack/react-query';
import { addErrorHandler, navigateToUrl } from 'single-spa';
import { createApolloClient } from './clients.js';
import { loadPortalConfig, type PortalConfig } from './config.js';
import { showErrorScreen } from './page-status.js';
import { PortalSession } from './session.js';

interface Platform {
  config: PortalConfig;
  session: PortalSession;
  apolloClient: ApolloClient;
}

let platform: Platform | null = null;

/** Loads /config.json and creates the session and the GraphQL client; the root config calls it once. */
export async function startPlatform(): Promise<Platform> {
  if (platform) return platform;
  const config = await loadPortalConfig();
  const session = new PortalSession(config);
  platform = { config, session, apolloClient: createApolloClient(config, session) };
  return platform;
}

function started(): Platform {
  if (!platform)
    throw new Error('The platform has not started: the root config starts it before any application.');
  return platform;
}

export const getSession = (): PortalSession => started().session;
export const getApolloClient = (): ApolloClient => started().apolloClient;

let queryClient: Promise<QueryClient> | null = null;

/**
 * React Query, for work that is not GraphQL (downloads, exports): loaded the first time it is asked for, never on
 * page load. Data does not refetch on window focus (spec 02 section 9).
 */
export function loadQueryClient(): Promise<QueryClient> {
  queryClient ??= import('@tanstack/react-query').then(
    ({ QueryClient }) =>
      new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } } }),
  );
  return queryClient;
}

/**
 * Client-side navigation between applications (keeps single-spa's routing in charge). With `state`, the new history
 * entry carries it (spec 02 section 2: create-quote is opened with state); single-spa reroutes on pushState too.
 */
export function navigate(path: string, state?: Record<string, unknown>): void {
  if (state) window.history.pushState(state, '', path);
  else navigateToUrl(path);
}

/** A portal link's click handler: navigates inside the portal instead of loading the page (plain clicks only). */
export const navigateOnClick =
  (path: string, state?: Record<string, unknown>) =>
  (event: {
    preventDefault(): void;
    metaKey?: boolean;
    ctrlKey?: boolean;
    shiftKey?: boolean;
    button?: number;
  }) => {
    // A modified or middle click opens a new tab, as any link would.
    if (event.metaKey || event.ctrlKey || event.shiftKey || (event.button ?? 0) !== 0) return;
    event.preventDefault();
    navigate(path, state);
  };

/** A micro-frontend that fails to load, bootstrap or mount shows the generic error screen, never a blank page. */
export function showErrorScreenOnApplicationErrors(): void {
  addErrorHandler((error) => {
    console.error(error);
    showErrorScreen();
  });
}
