import type { RequestHandler } from 'express';

/** One thing requests need, asked whether it answers now; it must settle within `READINESS_TIMEOUT_MS`. */
export type ReadinessCheck = () => Promise<boolean>;

export const READINESS_TIMEOUT_MS = 2000;

/** A check that has not answered in time counts as failed: a hung dependency is not ready either. */
function withinTime(check: ReadinessCheck): Promise<boolean> {
  return Promise.race([
    check().catch(() => false),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), READINESS_TIMEOUT_MS).unref()),
  ]);
}

/**
 * `/readyz`: 200 `{ status: 'ready' }` when every check answers, else 503 with each check's state. Once `drain()` is
 * called (on SIGTERM) it answers 503 `draining` at once, so a load balancer stops sending requests while the ones in
 * flight finish.
 */
export function readiness(checks: Record<string, ReadinessCheck>): {
  handler: RequestHandler;
  drain(): void;
} {
  let draining = false;
  const handler: RequestHandler = async (_req, res) => {
    res.set('cache-control', 'no-store');
    if (draining) {
      res.status(503).json({ status: 'draining' });
      return;
    }
    const names = Object.keys(checks);
    const results = await Promise.all(names.map((name) => withinTime(checks[name]!)));
    const states = Object.fromEntries(
      names.map((name, index) => [name, results[index] ? 'ok' : 'unavailable']),
    );
    const ready = results.every(Boolean);
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready', checks: states });
  };
  return {
    handler,
    drain() {
      draining = true;
    },
  };
}
