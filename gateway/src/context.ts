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

/** Where a context keeps its provider HTTP (a symbol key: Apollo copies the context's own properties). */
const HTTP = Symbol('provider http');

/**
 * The domains' clients, each made on its first use in a request (most requests use one domain): a getter per domain on
 * the prototype every context shares, which keeps the client on the context it was asked of. Made on the first
 * context, as the domains' modules import this one.
 */
let lazyClients: object | undefined;
const LAZY_CLIENTS = (): object =>
  (lazyClients ??= Object.create(
    Object.prototype,
    Object.fromEntries(
      gatewayDomains.map((domain) => [
        domain.name,
        {
          get(this: { [HTTP]: ProviderHttp }) {
            const client = domain.client(this[HTTP]);
            Object.defineProperty(this, domain.name, { value: client, enumerable: true });
            return client;
          },
        },
      ]),
    ),
  ) as object);

export function createContext(
  caller: Caller,
  accessToken: string,
  provider: ProviderHttpOptions,
  agent: Agent,
  scope: CallScope = {},
): GatewayContext {
  const callScope: CallScope = { ...scope };
  const http = new ProviderHttp(provider, agent, accessToken, callScope);
  const askMemberAfresh = () => {
    callScope.freshMember = true;
  };
  return Object.assign(Object.create(LAZY_CLIENTS()) as GatewayContext, {
    caller,
    askMemberAfresh,
    [HTTP]: http,
  });
}
