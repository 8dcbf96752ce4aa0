import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { isIP, isIPv6 } from 'node:net';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RedisClientType } from 'redis';

/**
 * How failed sign-ins are held back (docs/adr/014, "A colleague cannot be locked out"). Nothing counts per account
 * alone: ten wrong passwords from anywhere used to refuse the account's owner too.
 */
export const SIGN_IN_LIMITS = {
  /** Failures from one address for one account before each further failure makes that pair wait. */
  freeFailures: 5,
  /** The wait after the free failures; each further failure doubles it, up to `maxDelaySeconds`. */
  firstDelaySeconds: 1,
  maxDelaySeconds: 15 * 60,
  /** How long an address's failures for an account are remembered (from the first one, or until a success). */
  failureMemorySeconds: 24 * 60 * 60,
  /** Failures from one address across all accounts (credential stuffing) per window, then refused until it ends. */
  perAddress: 100,
  addressWindowSeconds: 60 * 60,
} as const;

export const TOO_MANY_ATTEMPTS = (seconds: number) =>
  `Too many failed sign-in attempts. Try again in ${Math.max(1, Math.ceil(seconds / 60))} minute${seconds > 60 ? 's' : ''}.`;

/** Seconds an account and address pair waits after its `failures`-th failure in a row (0 while failures are free). */
function delayAfter(failures: number): number {
  if (failures < SIGN_IN_LIMITS.freeFailures) return 0;
  const doublings = failures - SIGN_IN_LIMITS.freeFailures;
  return Math.min(SIGN_IN_LIMITS.firstDelaySeconds * 2 ** doublings, SIGN_IN_LIMITS.maxDelaySeconds);
}

/**
 * Brute-force protection for the sign-in form and the token endpoint's password grant. Failures count per account
 * and client address (growing delays) and per address across accounts (a fixed hourly allowance). An attacker
 * therefore holds back only their own address: the account's owner, signing in from an address that has not
 * failed, is let in with the right password.
 */
export class SignInThrottle {
  /** Failures in a row per account and address; only `penalty` and `delete` touch it, so `points` is unused. */
  private readonly pairFailures: RateLimiterAbstract;
  /** A pair's current delay: a key here exists only while blocked (`block`), for the delay's length. */
  private readonly pairDelay: RateLimiterAbstract;
  private readonly perAddress: RateLimiterAbstract;

  /**
   * With a Redis client the counts live in Redis (REDIS_URL), shared by every sandbox instance, so N instances do
   * not allow N times the attempts; without one, in this process's memory.
   */
  constructor(redis?: RedisClientType) {
    const limiter = (options: { keyPrefix: string; points: number; duration: number }) =>
      redis
        ? new RateLimiterRedis({
            ...options,
            keyPrefix: `sign-in:${options.keyPrefix}`,
            storeClient: redis,
            useRedisPackage: true,
          })
        : new RateLimiterMemory(options);
    this.pairFailures = limiter({
      keyPrefix: 'pair-failures',
      points: SIGN_IN_LIMITS.freeFailures,
      duration: SIGN_IN_LIMITS.failureMemorySeconds,
    });
    this.pairDelay = limiter({
      keyPrefix: 'pair-delay',
      points: 1,
      duration: SIGN_IN_LIMITS.maxDelaySeconds,
    });
    this.perAddress = limiter({
      keyPrefix: 'address',
      points: SIGN_IN_LIMITS.perAddress,
      duration: SIGN_IN_LIMITS.addressWindowSeconds,
    });
  }
  /** Checks and counts run one at a time (see `begin`). */
  private turn: Promise<unknown> = Promise.resolve();

  /**
   * Called before a password is checked: the seconds to refuse with (429), or 0 to go ahead. Going ahead counts the
   * attempt as a failure at once, and `succeeded` takes it back: counting only after the (slow) password check
   * would let a burst of parallel attempts all pass the check before the first failure was counted.
   */
  begin(email: string, address: string): Promise<number> {
    return this.inTurn(async () => {
      const network = networkKey(address);
      const pair = pairKey(email, network);
      const wait = await this.waitFor(pair, network);
      if (wait > 0) return wait;
      const [failures] = await Promise.all([
        this.pairFailures.penalty(pair),
        this.perAddress.penalty(network),
      ]);
      const delay = delayAfter(failures.consumedPoints);
      if (delay > 0) await this.pairDelay.block(pair, delay);
      return 0;
    });
  }

  /**
   * The password was right: this address's failures for the account are forgotten, and the attempt no longer counts
   * against the address. Its other failures do: one valid account must not reset a credential-stuffing count.
   */
  succeeded(email: string, address: string): Promise<void> {
    return this.inTurn(async () => {
      const network = networkKey(address);
      const pair = pairKey(email, network);
      const counted = await this.perAddress.get(network);
      await Promise.all([
        this.pairFailures.delete(pair),
        this.pairDelay.delete(pair),
        // The window may have ended since `begin`: a new window must not start below zero.
        counted && counted.consumedPoints > 0 ? this.perAddress.reward(network) : undefined,
      ]);
    });
  }

  private async waitFor(pair: string, network: string): Promise<number> {
    const [delay, stuffing] = await Promise.all([this.pairDelay.get(pair), this.perAddress.get(network)]);
    const delayMs = delay ? delay.msBeforeNext : 0;
    const stuffingMs =
      stuffing && stuffing.consumedPoints >= SIGN_IN_LIMITS.perAddress ? stuffing.msBeforeNext : 0;
    return Math.ceil(Math.max(0, delayMs, stuffingMs) / 1000);
  }

  /**
   * The stores answer through promises: two attempts awaiting them could both read "no delay" before either counted.
   * Queuing makes each check-and-count whole within this process; a step is a few store calls, so the queue never
   * holds for long. Across instances sharing Redis, two attempts at the same moment may both pass one check: the
   * counts themselves stay exact, so the next attempt waits.
   */
  private inTurn<T>(step: () => Promise<T>): Promise<T> {
    const result = this.turn.then(step);
    this.turn = result.catch(() => undefined);
    return result;
  }
}

/** The part of a request the client address is read from (an express request, or the one under koa's `ctx.req`). */
export interface ClientRequest {
  headers: IncomingHttpHeaders;
  socket: { remoteAddress?: string | undefined };
}

/**
 * The client's address for throttling. Without a proxy in front it is the connection's peer: nothing a client sends
 * is believed. With one (`behindProxy`: the identity provider trusts forwarded headers when the public URL is
 * https, the TLS being offloaded in front, see provider.ts) it is the last X-Forwarded-For entry, the one that proxy
 * wrote; the entries before it are whatever the client sent. Koa's own `ctx.ip` takes the first entry and so lets a
 * client pick its address, which would let an attacker both escape its delays and pose as its victim's address.
 */
export function clientAddress(req: ClientRequest, behindProxy: boolean): string {
  const peer = req.socket.remoteAddress ?? 'unknown';
  if (!behindProxy) return peer;
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',');
  const written = forwarded.at(-1)?.trim() ?? '';
  return isIP(written) ? written : peer;
}

/**
 * The key an address counts under: an IPv4-mapped IPv6 address as the IPv4 address (the same client, whichever
 * socket family answered), and any other IPv6 address by its /64, which one subscriber usually holds whole, so that
 * rotating addresses within it buys no fresh allowance.
 */
export function networkKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  const bare = address.split('%')[0] ?? address;
  if (!isIPv6(bare)) return address;
  const [head = '', tail] = bare.split('::');
  const headGroups = head ? head.split(':') : [];
  // An embedded IPv4 address (last 32 bits) stands for two groups; only the first four groups are kept anyway.
  const tailGroups = tail
    ? tail.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]))
    : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  const groups = [...headGroups, ...zeros, ...tailGroups].slice(0, 4);
  return `${groups.map((group) => parseInt(group, 16).toString(16)).join(':')}::/64`;
}

/** Account and address in one key; hashed so that an email of any length costs the same memory. */
function pairKey(email: string, network: string): string {
  return createHash('sha256').update(`${email.trim().toLowerCase()}\n${network}`).digest('base64url');
}
