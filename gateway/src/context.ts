import type { Agent } from 'undici';
import type { Caller } from './auth/access-token.js';
import { gatewayDomains } from './domains/index.js';
import { ProviderHttp, type CallScope, type ProviderHttpOptions } from './provider/provider-http.js';

type Domain = (typeof gatewayDomains)[number];

/** Each domain's provider client, under the domain's name. */
export type DomainClients = { [D in Domain as D['name']]: ReturnType<D['client']> };

/** Everything a resolver may use, built per request. */
export type GatewayContext = {
  caller: Caller;
  /** From now on in this request the caller's member answer is asked of the provider, never remembered (mutations). */
  askMemberAfresh(): void;
} & DomainClients;

export function createContext(
  caller: Caller,
  accessToken: string,
  provider: ProviderHttpOptions,
  agent: Agent,
  scope: CallScope = {},
): GatewayContext {
  const callScope: CallScope = { ...scope };
  const http = new ProviderHttp(provider, agent, accessToken, callScope);
  const clients = Object.fromEntries(gatewayDomains.map((domain) => [domain.name, domain.client(http)]));
  const askMemberAfresh = () => {
    callScope.freshMember = true;
  };
  return { caller, askMemberAfresh, ...(clients as DomainClients) };
}
