import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a test's webhook receiver got: when, on which path, the headers and the raw body. */
export interface ReceivedRequest {
  at: number;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A webhook receiver on this machine, standing for the gateway or an integrator's endpoint: it keeps every request,
 * and answers the statuses it is given in turn, then the status set for the request's path (`answer`), then 200. An
 * error answer says so in its body, as a receiver's would.
 */
export async function startReceiver(statuses: number[] = []) {
  const received: ReceivedRequest[] = [];
  const byPath = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({
        at: Date.now(),
        path,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const status = statuses.shift() ?? byPath.get(path) ?? 200;
      res.writeHead(status).end(status >= 400 ? 'receiver said no' : '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    /** Where the sandbox delivers its events to the gateway. */
    url: `${origin}/webhooks/provider-events`,
    received,
    /** From now on, requests to `path` are answered `status`. */
    answer(path: string, status: number) {
      byPath.set(path, status);
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Asks `probe` every 25 ms until it answers something; fails naming what it waited for after `ms`. */
export async function until<T>(
  probe: () => Promise<T | undefined> | T | undefined,
  what: string,
  ms = 10_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
