/** How long an event id is remembered: longer than the freshness window, so a replay is refused either way. */
export const REPLAY_MEMORY_SECONDS = 15 * 60;

/** The one Redis command the guard needs (SET … NX EX). */
interface RedisSetNx {
  set(
    key: string,
    value: string,
    options: { condition: 'NX'; expiration: { type: 'EX'; value: number } },
  ): Promise<unknown>;
}

export interface ReplayGuard {
  /** True the first time an event id is seen (by any gateway instance sharing the Redis), false for a replay. */
  firstSeen(eventId: string): Promise<boolean>;
}

/** Remembers webhook event ids: in Redis when the gateway scales out, else in this process. */
export function createReplayGuard(redis?: RedisSetNx): ReplayGuard {
  if (redis) {
    return {
      async firstSeen(eventId) {
        const set = await redis.set(`seller-portal:webhook-event:${eventId}`, '1', {
          condition: 'NX',
          expiration: { type: 'EX', value: REPLAY_MEMORY_SECONDS },
        });
        return set === 'OK';
      },
    };
  }
  const seen = new Map<string, number>();
  return {
    async firstSeen(eventId) {
      const now = Date.now();
      for (const [id, expires] of seen) {
        // Insertion order is expiry order: stop at the first one still remembered.
        if (expires > now) break;
        seen.delete(id);
      }
      if (seen.has(eventId)) return false;
      seen.set(eventId, now + REPLAY_MEMORY_SECONDS * 1000);
      return true;
    },
  };
}
