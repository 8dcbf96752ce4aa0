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

/** Client-side navigation between applications (keeps single-spa's routing in charge). */
export function navigate(path: string): void {
  navigateToUrl(path);
}

/** A micro-frontend that fails to load, bootstrap or mount shows the generic error screen, never a blank page. */
export function showErrorScreenOnApplicationErrors(): void {
  addErrorHandler((error) => {
    console.error(error);
    showErrorScreen();
  });
}
