import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { GATEWAY_AUDIENCE } from '@seller-portal/shared/claims';
import { createApp, type GatewayDeps } from '../app.js';

// The provider sandbox's own harness: a real sandbox over HTTP, on a copy of the run's seeded database.
export { startSandbox, type RunningSandbox } from '@seller-portal/provider-sandbox/testing';

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
  gateway.attach(server);
  const url = await listen(server);
  return {
    url,
    app: gateway.app,
    metrics: gateway.metrics,
    async stop() {
      // Together: the server's close waits for open websockets, which the gateway's stop ends.
      await Promise.all([closeServer(server), gateway.stop()]);
    },
  };
}

export interface RecordedCall {
  method: string;
  path: string;
  body: string;
  headers: IncomingHttpHeaders;
}

/**
 * A transparent proxy in front of the provider that records every call (bodies included), to prove what reached it.
 * `refuse` answers a call itself with that status instead (a provider without a call: 404 or 405).
 */
export async function startRecordingProxy(
  target: string,
  { refuse }: { refuse?: (method: string, path: string) => number | undefined } = {},
) {
  const calls: RecordedCall[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      calls.push({
        method: req.method ?? '',
        path: req.url ?? '',
        body: body.toString('utf8'),
        headers: req.headers,
      });
      const refused = refuse?.(req.method ?? '', req.url ?? '');
      if (refused) {
        res
          .writeHead(refused, { 'content-type': 'application/json' })
          .end(JSON.stringify({ status: refused }));
        return;
      }
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

/**
 * A provider that drops every connection as it opens, held for the test: unlike a URL nothing listens on, no other
 * test's server can take its port meanwhile (a parallel suite's sandbox once answered 404 there).
 */
export async function startDroppingProvider() {
  const server = createNetServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A URL on which nothing listens. */
export async function unusedUrl(): Promise<string> {
  const server = createServer();
  const url = await listen(server);
  await closeServer(server);
  return url;
}
