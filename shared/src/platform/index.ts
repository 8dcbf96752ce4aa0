import type { ApolloClient } from '@apollo/client';
import type { QueryClient } from '@tanstack/react-query';
import { navigateToUrl } from 'single-spa';
import { createApolloClient, createQueryClient } from './clients.js';
import { loadPortalConfig, type PortalConfig } from './config.js';
import { PortalSession } from './session.js';

export {
  CALLBACK_PATH,
  SILENT_CALLBACK_PATH,
  PortalSession,
  isSignInConnection,
  SIGN_IN_CONNECTIONS,
  type SessionClaims,
  type SignInConnection,
} from './session.js';
export { showToast, toastStore, type Toast, type ToastKind } from './toasts.js';
export type { PortalConfig } from './config.js';

interface Platform {
  config: PortalConfig;
  session: PortalSession;
  apolloClient: ApolloClient;
  queryClient: QueryClient;
}

let platform: Platform | null = null;

/** Loads /config.json and creates the session and the data clients; the root config calls it once. */
export async function startPlatform(): Promise<Platform> {
  if (platform) return platform;
  const config = await loadPortalConfig();
  const session = new PortalSession(config);
  platform = {
    config,
    session,
    apolloClient: createApolloClient(config, session),
    queryClient: createQueryClient(),
  };
  return platform;
}

function started(): Platform {
  if (!platform)
    throw new Error('The platform has not started: the root config starts it before any application.');
  return platform;
}

export const getSession = (): PortalSession => started().session;
export const getApolloClient = (): ApolloClient => started().apolloClient;
export const getQueryClient = (): QueryClient => started().queryClient;

/** Client-side navigation between applications (keeps single-spa's routing in charge). */
export function navigate(path: string): void {
  navigateToUrl(path);
}
