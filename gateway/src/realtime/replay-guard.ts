/** How long an event id is remembered: longer than the freshness window, so a replay is refused either way. */
const REPLAY_MEMORY_SECONDS = 15 * 60;

/** The one Redis command the guard needs (SET … NX EX). */
interface RedisSetNx {
  set(
    key: string,
    value: string,
    options: { condition: 'NX'; expiration: { type: 'EX'; value: number } },
  ): Promise<unknown>;
}

/**
 * `first` the first time an event id is seen (by any gateway instance sharing the Redis), `replay` after;
 * `before-memory` for a delivery signed before this memory began, which it cannot tell from a replay.
 */
export type Admission = 'first' | 'replay' | 'before-memory';

export interface ReplayGuard {
  /** Whether a delivery of `eventId`, signed at `signedAt` (seconds since the epoch), may be relayed. */
  admit(eventId: string, signedAt: number): Promise<Admission>;
}

/**
 * Remembers webhook event ids: in Redis when the gateway scales out, else in this process. A process's memory starts
 * empty, so without Redis a delivery signed before the process started is refused as `before-memory` (docs/adr/014):
 * a delivery captured before a restart cannot be played back after it. The provider signs each retry anew, so a
 * genuine delivery that was in flight during the restart arrives again, signed after it.
 */
export function createReplayGuard(redis?: RedisSetNx, startedAt = Date.now()): ReplayGuard {
  if (redis) {
    return {
      async admit(eventId) {
        const set = await redis.set(`seller-portal:webhook-event:${eventId}`, '1', {
          condition: 'NX',
          expiration: { type: 'EX', value: REPLAY_MEMORY_SECONDS },
        });
        return set === 'OK' ? 'first' : 'replay';
      },
    };
  }
  const seen = new Map<string, number>();
  return {
    async admit(eventId, signedAt) {
      const now = Date.now();
      for (const [id, expires] of seen) {
        // Insertion order is expiry order: stop at the first one still remembered.
        if (expires > now) break;
        seen.delete(id);
      }
      if (seen.has(eventId)) return 'replay';
      // Timestamps are whole seconds: one signed in the second the process started is taken as after it.
      if (signedAt < Math.floor(startedAt / 1000)) return 'before-memory';
      seen.set(eventId, now + REPLAY_MEMORY_SECONDS * 1000);
      return 'first';
    },
  };
}
