import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandbox, requestDemoToken } from '@seller-portal/provider-sandbox';
import { GATEWAY_AUDIENCE } from '@seller-portal/shared/claims';
import { createApp, type GatewayDeps } from '../app.js';

export interface RunningSandbox {
  url: string;
  issuer: string;
  tokenFor(email: string): Promise<string>;
  close(): Promise<void>;
  sandbox: Awaited<ReturnType<typeof createSandbox>>;
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/** A real provider sandbox on an ephemeral port with a fresh database in a temp folder. */
export async function startSandbox(): Promise<RunningSandbox> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gateway-test-sandbox-'));
  const server = createServer();
  const url = await listen(server);
  const sandbox = await createSandbox({ publicUrl: url, portalOrigin: 'http://127.0.0.1:9', dataDir });
  server.on('request', sandbox.app);
  return {
    url,
    issuer: sandbox.issuer,
    sandbox,
    tokenFor: (email) => requestDemoToken({ issuer: sandbox.issuer, email }),
    async close() {
      await closeServer(server);
      await sandbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface RunningGateway {
  url: string;
  stop(): Promise<void>;
}

export async function startGateway(
  overrides: Partial<GatewayDeps> & Pick<GatewayDeps, 'providerUrl'> & { issuer: string },
) {
  const { issuer, ...rest } = overrides;
  const gateway = await createApp({
    auth: { issuer, audience: GATEWAY_AUDIENCE },
    providerTimeoutMs: 2000,
    ...rest,
  });
  const server = createServer(gateway.app);
  const url = await listen(server);
  return {
    url,
    app: gateway.app,
    async stop() {
      await closeServer(server);
      await gateway.stop();
    },
  };
}

export interface RecordedCall {
  method: string;
  path: string;
  body: string;
}

/** A transparent proxy in front of the provider that records every call (bodies included), to prove what reached it. */
export async function startRecordingProxy(target: string) {
  const calls: RecordedCall[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      calls.push({ method: req.method ?? '', path: req.url ?? '', body: body.toString('utf8') });
      const upstream = httpRequest(
        new URL(req.url ?? '/', target),
        { method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      upstream.end(body);
    });
  });
  const url = await listen(server);
  return {
    url,
    calls,
    get count() {
      return calls.length;
    },
    close: () => closeServer(server),
  };
}

/** A provider that accepts connections and never answers, to provoke the gateway's deadline. */
export async function startSilentProvider() {
  const server = createServer(() => {
    /* never answers */
  });
  const url = await listen(server);
  return { url, close: () => closeServer(server) };
}

/** A URL on which nothing listens. */
export async function unusedUrl(): Promise<string> {
  const server = createServer();
  const url = await listen(server);
  await closeServer(server);
  return url;
}
