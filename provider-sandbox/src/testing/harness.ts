import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandbox, type Sandbox, type SandboxOptions } from '../app.js';
import { requestDemoToken } from '../identity/demo-token.js';
import { copyTemplateDatabase } from './template.js';

export const PORTAL_ORIGIN = 'http://portal.test:4000';

export interface RunningSandbox {
  url: string;
  issuer: string;
  dataDir: string;
  sandbox: Sandbox;
  tokenFor(email: string, password?: string): Promise<string>;
  /**
   * GET (or other) on the sandbox with an optional bearer token and JSON body; answers status, headers and parsed
   * JSON.
   */
  api<T = unknown>(
    path: string,
    init?: { token?: string; method?: string; headers?: Record<string, string>; body?: unknown },
  ): Promise<{
    status: number;
    headers: Headers;
    body: T;
  }>;
  /** Stops listening and closes the database; `keepData` leaves the folder for a restart test. */
  close(options?: { keepData?: boolean }): Promise<void>;
}

export function tempDataDir(): string {
  return join(mkdtempSync(join(tmpdir(), 'provider-sandbox-test-')), 'db');
}

function listen(server: Server, port = 0): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    );
  });
}

/**
 * A sandbox on an ephemeral port (port 0) with its PGlite database in a fresh temp folder. A restart test passes
 * the previous `dataDir` and `port`, so the issuer stays the same.
 */
export async function startSandbox(
  options: Partial<
    Pick<
      SandboxOptions,
      | 'seed'
      | 'domains'
      | 'portalOrigin'
      | 'demo'
      | 'webhook'
      | 'webhookEndpoints'
      | 'extensions'
      | 'registrationToken'
    >
  > & {
    dataDir?: string;
    port?: number;
  } = {},
): Promise<RunningSandbox> {
  const dataDir = options.dataDir ?? tempDataDir();
  // The run's seeded template, copied: a suite starts in milliseconds instead of migrating and seeding again.
  if (!options.dataDir && options.seed !== false && !options.domains) copyTemplateDatabase(dataDir);
  const server = createServer();
  const url = await listen(server, options.port);
  const sandbox = await createSandbox({
    publicUrl: url,
    portalOrigin: options.portalOrigin ?? PORTAL_ORIGIN,
    dataDir,
    seed: options.seed,
    domains: options.domains,
    // Tests drive the sandbox's demo conveniences (personas, outbox, password grant) unless they test it off.
    demo: options.demo ?? true,
    webhook: options.webhook,
    webhookEndpoints: options.webhookEndpoints,
    extensions: options.extensions,
    registrationToken: options.registrationToken,
  });
  server.on('request', sandbox.app);
  return {
    url,
    issuer: sandbox.issuer,
    dataDir,
    sandbox,
    tokenFor: (email, password) => requestDemoToken({ issuer: sandbox.issuer, email, password }),
    async api(path, init = {}) {
      const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
      if (init.token) headers.authorization = `Bearer ${init.token}`;
      if (init.body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(`${url}${path}`, {
        method: init.method ?? 'GET',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      const text = await response.text();
      return {
        status: response.status,
        headers: response.headers,
        body: (text ? JSON.parse(text) : undefined) as never,
      };
    },
    async close({ keepData = false } = {}) {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await sandbox.close();
      if (!keepData) rmSync(join(dataDir, '..'), { recursive: true, force: true });
    },
  };
}
