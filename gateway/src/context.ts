import type { Agent } from 'undici';
import type { Caller } from './auth/access-token.js';
import { SessionProviderClient } from './domains/session/provider-client.js';
import { TeamProviderClient } from './domains/team/provider-client.js';
import { ProviderHttp, type ProviderHttpOptions } from './provider/provider-http.js';

/** Everything a resolver may use, built per request. */
export interface GatewayContext {
  caller: Caller;
  session: SessionProviderClient;
  team: TeamProviderClient;
}

export function createContext(
  caller: Caller,
  accessToken: string,
  provider: ProviderHttpOptions,
  agent: Agent,
): GatewayContext {
  const http = new ProviderHttp(provider, agent, accessToken);
  return { caller, session: new SessionProviderClient(http), team: new TeamProviderClient(http) };
}
