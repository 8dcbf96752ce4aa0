import type { Agent } from 'undici';
import type { Caller } from './auth/access-token.js';
import { gatewayDomains } from './domains/index.js';
import { ProviderHttp, type CallScope, type ProviderHttpOptions } from './provider/provider-http.js';

type Domain = (typeof gatewayDomains)[number];

/** Each domain's provider client, under the domain's name. */
export type DomainClients = { [D in Domain as D['name']]: ReturnType<D['client']> };

/** Everything a resolver may use, built per request. */
export type GatewayContext = { caller: Caller } & DomainClients;

export function createContext(
  caller: Caller,
  accessToken: string,
  provider: ProviderHttpOptions,
  agent: Agent,
  scope: CallScope = {},
): GatewayContext {
  const http = new ProviderHttp(provider, agent, accessToken, scope);
  const clients = Object.fromEntries(gatewayDomains.map((domain) => [domain.name, domain.client(http)]));
  return { caller, ...(clients as DomainClients) };
}
