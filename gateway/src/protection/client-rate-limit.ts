import type { ApolloServerPlugin } from '@apollo/server';
import type { Response } from 'express';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context.js';
import type { Logger } from '../observability/log.js';
import { documentCost } from './limits.js';

/** Each API client's requests per window (docs/integrators.md, "Fair use"); people are not counted. */
export const CLIENT_RATE_LIMIT = { requests: 600, windowSeconds: 60 } as const;

/**
 * Each API client's query cost per window (graphql-armor's cost, as every document's limit counts it: the team table's
 * query costs 43): a client asking for much in each request reaches it before its request count.
 */
export const CLIENT_COST_LIMIT = { points: 20_000, windowSeconds: 60 } as const;

interface Count {
  /** Requests counted in the current window, this one included. */
  used: number;
  /** Seconds until the window ends and the count starts again. */
  resetSeconds: number;
}

/** The request count a GraphQL request of a client was admitted with, for the cost's headers beside it. */
const ADMITTED = Symbol('admitted request count');

/** Where the counts are kept: this process, or a Redis every gateway instance shares. */
interface CountStore {
  /** Adds `by` to the key's count in the current window. */
  count(key: string, windowSeconds: number, by?: number): Promise<Count>;
  close(): Promise<void>;
}

function memoryStore(): CountStore {
  const windows = new Map<string, { start: number; used: number }>();
  return {
    async count(key, windowSeconds, by = 1) {
      const now = Date.now();
      const start = now - (now % (windowSeconds * 1000));
      const window = windows.get(key);
      const current = window && window.start === start ? window : { start, used: 0 };
      current.used += by;
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
  const { createClient } = await import('redis');
  const client = createClient({ url });
  // The client reconnects by itself; say so without the URL (it may hold a password).
  client.on('error', (error: Error) => log.error({ redis: error.message }, 'redis connection failed'));
  await client.connect();
  return {
    async count(key, windowSeconds, by = 1) {
      const now = Date.now();
      const start = now - (now % (windowSeconds * 1000));
      const windowKey = `seller-portal:rate:${key}:${start}`;
      const [used] = await client.multi().incrBy(windowKey, by).expire(windowKey, windowSeconds).exec();
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
    private readonly costLimit: { points: number; windowSeconds: number },
  ) {}

  static async create(options: {
    redisUrl?: string;
    log: Logger;
    limit?: { requests: number; windowSeconds: number };
    costLimit?: { points: number; windowSeconds: number };
  }): Promise<ClientRateLimiter> {
    const store = options.redisUrl ? await redisStore(options.redisUrl, options.log) : memoryStore();
    return new ClientRateLimiter(
      store,
      options.limit ?? CLIENT_RATE_LIMIT,
      options.costLimit ?? CLIENT_COST_LIMIT,
    );
  }

  /**
   * Counts one request of the client, sets the headers, and throws RATE_LIMITED once it is over the limit; answers
   * the count (null when it could not be counted).
   */
  async admit(clientId: string, res: Response): Promise<Count | null> {
    const { requests, windowSeconds } = this.limit;
    let count: Count;
    try {
      count = await this.store.count(clientId, windowSeconds);
    } catch {
      // Counting failed (Redis away): the request is served uncounted rather than every client refused.
      return null;
    }
    res.set('RateLimit-Policy', this.requestPolicy());
    res.set('RateLimit', this.requestState(count));
    if (count.used <= requests) return count;
    res.set('Retry-After', String(count.resetSeconds));
    throw new GraphQLError(
      `This API client made more than ${requests} requests in ${windowSeconds} seconds. Try again in ${count.resetSeconds} seconds.`,
      { extensions: { code: 'RATE_LIMITED', retryAfterSeconds: count.resetSeconds, http: { status: 429 } } },
    );
  }

  /** Keeps the count a GraphQL request was admitted with, for `costPlugin`'s headers. */
  remember(context: GatewayContext, count: Count | null): GatewayContext {
    // On the context itself: Apollo hands each operation a shallow copy of it.
    return count ? Object.assign(context, { [ADMITTED]: count }) : context;
  }

  /**
   * Charges each operation of an API client its document's cost, once it is known to be valid and before it runs:
   * both policies are in the answer's RateLimit fields, and past the cost limit the operation is refused with 429,
   * Retry-After and RATE_LIMITED in words.
   */
  costPlugin(): ApolloServerPlugin<GatewayContext> {
    return {
      requestDidStart: async () => ({
        didResolveOperation: async ({ contextValue, document, response }) => {
          const client = contextValue.caller.apiClient;
          if (!client) return;
          const cost = documentCost(document);
          let count: Count;
          try {
            count = await this.store.count(`cost:${client.clientId}`, this.costLimit.windowSeconds, cost);
          } catch {
            return;
          }
          const admitted = (contextValue as { [ADMITTED]?: Count })[ADMITTED];
          const { points, windowSeconds } = this.costLimit;
          const costState = `"api-client-cost";r=${Math.max(0, points - count.used)};t=${count.resetSeconds}`;
          const headers = response.http.headers;
          headers.set(
            'RateLimit-Policy',
            `${this.requestPolicy()}, "api-client-cost";q=${points};w=${windowSeconds}`,
          );
          headers.set('RateLimit', admitted ? `${this.requestState(admitted)}, ${costState}` : costState);
          if (count.used <= points) return;
          headers.set('Retry-After', String(count.resetSeconds));
          throw new GraphQLError(
            `This API client asked for more than ${points} points of query cost in ${windowSeconds} seconds (this request costs ${cost}). Try again in ${count.resetSeconds} seconds, or ask for fewer fields or smaller pages.`,
            {
              extensions: {
                code: 'RATE_LIMITED',
                retryAfterSeconds: count.resetSeconds,
                http: { status: 429 },
              },
            },
          );
        },
      }),
    };
  }

  private requestPolicy(): string {
    return `"api-client";q=${this.limit.requests};w=${this.limit.windowSeconds}`;
  }

  private requestState(count: Count): string {
    return `"api-client";r=${Math.max(0, this.limit.requests - count.used)};t=${count.resetSeconds}`;
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
