import type { Router } from 'express';
import type { FileRouteDeps } from '../files/file-route-kit.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import type { ProviderHttp } from '../provider/provider-http.js';
import type { MoneyCurrency } from '../schema/money.js';

/**
 * One domain of the gateway (docs/adding-a-domain.md): its SDL, resolvers, provider client and codegen mappers.
 * The list in `domains/index.ts` is the only place a domain is registered; its name is its folder's name. Each domain
 * writes its own type out (`GatewayDomain<'team', TeamProviderClient>`): the request context's type is made from the
 * list, and the resolvers in it are typed with that context, so a type left to inference would be its own cause.
 */
export interface GatewayDomain<Name extends string = string, Client = unknown> {
  name: Name;
  /** The domain's SDL file, beside its index.ts. */
  typeDefs: URL;
  resolvers: Resolvers;
  /** The domain's provider client, made once per GraphQL request on its first use; resolvers reach it as `context[name]`. */
  client(http: ProviderHttp): Client;
  /** Codegen mappers: a GraphQL type → `./file.js#TypeName`, relative to the domain's folder. */
  mappers?: Readonly<Record<string, string>>;
  /** The currency of a type's `…Money` fields when it is not USD, by type (src/schema/money.ts). */
  moneyCurrencies?: Readonly<Record<string, MoneyCurrency>>;
  /** Slices of the domain kept in their own subfolders (offers/creation): more SDL and resolvers. */
  parts?: readonly GatewayDomainPart[];
  /**
   * HTTP routes beside GraphQL (files up and down), mounted at `path` by the app from this list: each checks the
   * bearer token as /graphql does (`file-route-kit.ts`).
   */
  httpRoutes?: readonly GatewayHttpRoutes[];
}

/** A domain's routes under one path. */
export interface GatewayHttpRoutes {
  /** Where they are mounted, e.g. `/data-room`. */
  path: `/${string}`;
  router(deps: FileRouteDeps): Router;
}

/** A slice of a domain in a subfolder: its SDL file and resolvers; its calls hang off the domain's client. */
export interface GatewayDomainPart {
  typeDefs: URL;
  resolvers: Resolvers;
}
