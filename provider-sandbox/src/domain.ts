import type { Router } from 'express';
import type { ProviderOperation } from './contract/operations.js';
import type { Db } from './db/db.js';
import type { EndpointSettings } from './integrations/endpoint-delivery.js';

/** What every domain's routers may use. */
export interface SandboxDeps {
  db: Db;
  /** Where the sandbox is reached, without a trailing slash. */
  publicUrl: string;
  /** The portal's origin (links in emails, redirects). */
  portalOrigin: string;
  /** The OpenID Connect issuer (`${publicUrl}/oidc`). */
  issuer: string;
  /** Where uploaded file bytes live (a folder beside the database's); the metadata stays in the database. */
  filesDir: string;
  /** Where events are delivered (the gateway's webhook), when the sandbox is given one. */
  webhookUrl: string | null;
  /** How the sellers' webhook endpoints are delivered to (docs/integrators.md, Webhooks). */
  webhookEndpoints: EndpointSettings;
}

/** Demo data written once per database, in one transaction, tracked by domain and name like a migration. */
export interface Seed {
  name: string;
  run(tx: Db): Promise<void>;
}

/**
 * One domain of the provider sandbox (docs/adding-a-domain.md): its tables, demo data, REST routes and sandbox
 * controls. The list in `domains.ts` is the only place a domain is registered.
 */
export interface SandboxDomain {
  name: string;
  /** A folder of `NNN_name.sql` migrations, numbered 001, 002, … without gaps (`new URL('./migrations/', import.meta.url)`). */
  migrations?: URL;
  seeds?: readonly Seed[];
  /** Routes under /api behind the bearer check. */
  api?(deps: SandboxDeps): Router;
  /** Routes under /api that need no token (read before sign-in). */
  publicApi?(deps: SandboxDeps): Router;
  /** Sandbox pages and controls under /sandbox. */
  controls?(deps: SandboxDeps): Router;
  /**
   * Its operations in the provider's contract (docs/adr/019), when it declares them itself (in its `contract.ts`):
   * every route it serves under /api must be one, as the contract's test checks.
   */
  operations?: readonly ProviderOperation[];
  /** Work on a timer while the sandbox runs (e.g. what time changes); stopped before the database closes. */
  jobs?(deps: SandboxDeps): { stop(): Promise<void> };
}
