import type { Response } from 'express';
import { createClient } from 'redis';
import { GraphQLError } from 'graphql';
import type { Logger } from '../observability/log.js';

/** Each API client's requests per window (docs/integrators.md, "Fair use"); people are not counted. */
export const CLIENT_RATE_LIMIT = { requests: 600, windowSeconds: 60 } as const;

interface Count {
  /** Requests counted in the current window, this one included. */
  used: number;
  /** Seconds until the window ends and the count starts again. */
  resetSeconds: number;
}

/** Where the counts are kept: this process, or a Redis every gateway instance shares. */
interface CountStore {
  count(key: string, windowSeconds: number): Promise<Count>;
  close(): Promise<void>;
}

function memoryStore(): CountStore {
  const windows = new Map<string, { start: number; used: number }>();
  return {
    async count(key, windowSeconds) {
      const now = Date.now();
      const start = now - (now % (windowSeconds * 1000));
      const window = windows.get(key);
      const current = window && window.start === start ? window : { start, used: 0 };
      current.used += 1;
      windows.set(key, current);
      // Windows past are dropped as they are met, so the map holds at most the clients of one window.
      if (windows.size > 10_000)
        for (const [other, held] of windows) if (held.start < start) windows.delete(other);
      return { used: current.used, resetSeconds: Math.ceil((start + windowSeconds * 1000 - now) / 1000) };
    },
    async close() {},
  };
}

async function redisStore(url: string, log: Logger): Promise<CountStore> {
  const client = createClient({ url });
  // The client reconnects by itself; say so without the URL (it may hold a password).
  client.on('error', (error: Error) => log.error({ redis: error.message }, 'redis connection failed'));
  await client.connect();
  return {
    async count(key, windowSeconds) {
      const now = Date.now();
      const start = now - (now % (windowSeconds * 1000));
      const windowKey = `seller-portal:rate:${key}:${start}`;
      const [used] = await client.multi().incr(windowKey).expire(windowKey, windowSeconds).exec();
      return { used: Number(used), resetSeconds: Math.ceil((start + windowSeconds * 1000 - now) / 1000) };
    },
    async close() {
      if (client.isReady) await client.close();
      else if (client.isOpen) client.destroy();
    },
  };
}

/**
 * Counts each API client's requests in fixed windows, on every instance alike when they share Redis, and says where
 * the client stands in the standard headers (IETF httpapi RateLimit fields: `RateLimit-Policy` and `RateLimit`).
 * Past the limit the request is refused before any work: HTTP 429, `Retry-After`, code RATE_LIMITED in words.
 */
export class ClientRateLimiter {
  private constructor(
    private readonly store: CountStore,
    private readonly limit: { requests: number; windowSeconds: number },
  ) {}

  static async create(options: {
    redisUrl?: string;
    log: Logger;
    limit?: { requests: number; windowSeconds: number };
  }): Promise<ClientRateLimiter> {
    const store = options.redisUrl ? await redisStore(options.redisUrl, options.log) : memoryStore();
    return new ClientRateLimiter(store, options.limit ?? CLIENT_RATE_LIMIT);
  }

  /** Counts one request of the client, sets the headers, and throws RATE_LIMITED once it is over the limit. */
  async admit(clientId: string, res: Response): Promise<void> {
    const { requests, windowSeconds } = this.limit;
    let count: Count;
    try {
      count = await this.store.count(clientId, windowSeconds);
    } catch {
      // Counting failed (Redis away): the request is served uncounted rather than every client refused.
      return;
    }
    res.set('RateLimit-Policy', `"api-client";q=${requests};w=${windowSeconds}`);
    res.set('RateLimit', `"api-client";r=${Math.max(0, requests - count.used)};t=${count.resetSeconds}`);
    if (count.used <= requests) return;
    res.set('Retry-After', String(count.resetSeconds));
    throw new GraphQLError(
      `This API client made more than ${requests} requests in ${windowSeconds} seconds. Try again in ${count.resetSeconds} seconds.`,
      { extensions: { code: 'RATE_LIMITED', retryAfterSeconds: count.resetSeconds, http: { status: 429 } } },
    );
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
