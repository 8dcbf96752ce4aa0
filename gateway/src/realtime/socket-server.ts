import { silentLogger, type Logger } from '../observability/log.js';
import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { isIPv6 } from 'node:net';
import { createAdapter } from '@socket.io/redis-adapter';
import express, { type Request } from 'express';
import { decodeJwt } from 'jose';
import { Server, type Socket } from 'socket.io';
import type { Agent } from 'undici';
import {
  SOCKET_EVENTS,
  SOCKET_PATH,
  SOCKET_REFUSALS,
  TOKEN_EXPIRED,
  type RoomAnswer,
  type SocketEventName,
  type SocketEventPayloads,
} from '@seller-portal/shared/realtime';
import {
  IdentityProviderUnavailableError,
  InvalidAccessTokenError,
  type Caller,
} from '../auth/access-token.js';
import { requireMember } from '../auth/authorization.js';
import type { CallerCache, Forget } from '../auth/caller-cache.js';
import { createContext } from '../context.js';
import { isGatewayError } from '../provider/errors.js';
import type { ProviderHttpOptions } from '../provider/provider-http.js';
import { createReplayGuard, type ReplayGuard } from './replay-guard.js';

/** What gateway instances tell each other through the Redis adapter. */
interface ServerSideEvents {
  'forget-callers': (forget: Forget) => void;
}

interface SocketData {
  caller: Caller & { userId: string; organizationId: string };
}

/** The gateway's real-time side: the socket server, the relay into user rooms, and the replay memory. */
export interface Realtime {
  /** Serves socket.io on the gateway's HTTP server (the same origin as the portal). */
  attach(server: HttpServer): void;
  /** Sends an event to the sessions of one user of one seller, on whichever gateway instance holds them. */
  emitToUser<Name extends SocketEventName>(
    user: { userId: string; sellerId: string },
    name: Name,
    payload: SocketEventPayloads[Name],
  ): void;
  /**
   * Ends, on every gateway instance, the sockets of one member of one seller (disabled there), or with no seller
   * those of the user everywhere (sessions or grants revoked). Each socket counts, joined to its room or not.
   */
  disconnectUser(user: { userId: string; sellerId?: string }): void;
  replays: ReplayGuard;
  /** Whether the shared Redis answers (true without one: a single instance needs none). */
  redisReady(): Promise<boolean>;
  /** The sockets connected to this instance. */
  connectedCount(): number;
  close(): Promise<void>;
}

/**
 * How many sockets one user, and one client address, may hold on one gateway instance by default (docs/adr/014;
 * SOCKETS_PER_USER and SOCKETS_PER_ADDRESS set others): a tab holds one, so ten is more than a person uses; two
 * hundred per address leaves room for an office of a hundred people, two tabs each, behind one NAT.
 */
export const SOCKET_LIMITS = { perUser: 10, perAddress: 200 } as const;

export interface SocketLimits {
  perUser: number;
  perAddress: number;
}

export interface RealtimeOptions {
  verify: (token: string) => Promise<Caller>;
  /** What the gateway remembers of tokens: with Redis, forgetting on one instance forgets on all (docs/adr/021). */
  callers?: CallerCache;
  /**
   * Where the provider is asked, at each connection, whether the member still stands (as every /graphql call is
   * refused once they are disabled or their grant revoked). Without it a token is taken as standing until it expires.
   */
  standing?: { provider: ProviderHttpOptions; agent: Agent };
  /** With it, the socket.io Redis adapter carries each emit to every gateway instance, and replays are shared. */
  redisUrl?: string;
  /** Where a lost connection to Redis is reported. */
  log?: Logger;
  /**
   * The gateway's `trust proxy` (TRUST_PROXY): behind a proxy every socket's peer is the proxy, so the per-address
   * cap must count the client the proxy names, read as Express reads `req.ip`. Unset, the peer counts.
   */
  trustProxy?: boolean | number | string;
  limits?: SocketLimits;
}

/**
 * The room of one user within one seller: the client joins it by its user id, and an event about one seller never
 * reaches a session of the same person signed in to another.
 */
const userRoom = (userId: string, sellerId: string) => `user:${userId}:seller:${sellerId}`;

/**
 * Every socket of a user, and of a user in one seller, from the moment it connects: what a revocation ends. Not the
 * room above, which a socket joins only when it asks and may leave (then join again later).
 */
const socketsOfUser = (userId: string) => `sockets:user:${userId}`;
const socketsOfMember = (userId: string, sellerId: string) => `sockets:user:${userId}:seller:${sellerId}`;

type Refusal = (typeof SOCKET_REFUSALS)[keyof typeof SOCKET_REFUSALS] | typeof TOKEN_EXPIRED;

/** A connect error: the client reads `message`; `data.reason` says more to whoever looks. */
const refusal = (message: Refusal, reason?: string) =>
  Object.assign(new Error(message), { data: reason ? { code: message, reason } : { code: message } });

/** This instance's sockets per key; a slot is taken before the checks run, so a burst of handshakes counts too. */
class SocketCounts {
  private readonly counts = new Map<string, number>();

  constructor(readonly max: number) {}

  /** A slot, with the function that gives it back (once, however often it is called); null when none is left. */
  take(key: string): (() => void) | null {
    const count = this.counts.get(key) ?? 0;
    if (count >= this.max) return null;
    this.counts.set(key, count + 1);
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      const left = (this.counts.get(key) ?? 1) - 1;
      if (left > 0) this.counts.set(key, left);
      else this.counts.delete(key);
    };
  }
}

export async function createRealtime(options: RealtimeOptions): Promise<Realtime> {
  const io = new Server<Record<string, never>, Record<string, never>, ServerSideEvents, SocketData>({
    path: SOCKET_PATH,
    serveClient: false,
    transports: ['polling', 'websocket'],
    // Clients send only room joins; anything larger is not the portal.
    maxHttpBufferSize: 4096,
  });

  const redis = options.redisUrl ? await connectRedis(options.redisUrl, options.log ?? silentLogger()) : null;
  if (redis) io.adapter(createAdapter(redis.publish, redis.subscribe));
  const callers = options.callers;
  if (redis && callers) {
    // One instance forgot (a mutation, a standing event it received): the others forget the same, through Redis.
    callers.sharedWith((forget) => io.serverSideEmit('forget-callers', forget));
    io.on('forget-callers', (forget) => callers.forgetHere(forget));
  }
  const replays = createReplayGuard(redis?.publish);

  const limits = options.limits ?? SOCKET_LIMITS;
  const addressOf = clientAddressReader(options.trustProxy);
  const byUser = new SocketCounts(limits.perUser);
  const byAddress = new SocketCounts(limits.perAddress);

  // The token is checked exactly like /graphql's: the same verifier, a seller and a user required, and the member's
  // standing asked of the provider. Slots are held from the handshake until the connection ends.
  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    if (typeof token !== 'string' || token.length === 0 || token.length > 8192) {
      return next(refusal(SOCKET_REFUSALS.unauthorized));
    }
    const address = byAddress.take(networkKey(addressOf(socket.request)));
    if (!address) {
      return next(
        refusal(
          SOCKET_REFUSALS.tooManyConnections,
          `This address holds ${byAddress.max} sockets on this gateway instance already.`,
        ),
      );
    }
    const held = [address];
    const gone = new AbortController();
    const release = () => {
      gone.abort();
      for (const giveBack of held.splice(0)) giveBack();
      socket.conn.off('close', release);
    };
    // Given back when the connection ends, whether or not the socket got as far as connecting.
    socket.conn.once('close', release);
    socket.once('disconnect', release);

    const admit = async (): Promise<SocketData['caller']> => {
      let caller: Caller;
      try {
        caller = await options.verify(token);
      } catch (error) {
        if (error instanceof InvalidAccessTokenError)
          throw refusal(error.expired ? TOKEN_EXPIRED : SOCKET_REFUSALS.unauthorized);
        if (error instanceof IdentityProviderUnavailableError) throw refusal(SOCKET_REFUSALS.unavailable);
        throw refusal(SOCKET_REFUSALS.unauthorized);
      }
      const { userId, organizationId } = caller;
      if (!userId || !organizationId) throw refusal(SOCKET_REFUSALS.forbidden);
      // The socket is a person's notification feed; API clients receive events by webhook (docs/integrators.md).
      if (caller.apiClient) throw refusal(SOCKET_REFUSALS.forbidden);
      // The client went away meanwhile: take nothing more for it.
      if (gone.signal.aborted) throw refusal(SOCKET_REFUSALS.unauthorized);
      const user = byUser.take(userId);
      if (!user) {
        throw refusal(
          SOCKET_REFUSALS.tooManyConnections,
          `This user holds ${byUser.max} sockets on this gateway instance already.`,
        );
      }
      held.push(user);
      if (options.standing) await checkStanding(options.standing, caller, token, gone.signal);
      return { ...caller, userId, organizationId };
    };

    admit().then(
      (caller) => {
        socket.data.caller = caller;
        disconnectAtExpiry(socket, token);
        next();
      },
      (error: unknown) => {
        release();
        next(error instanceof Error && 'data' in error ? error : refusal(SOCKET_REFUSALS.unavailable));
      },
    );
  });

  io.on('connection', (socket) => {
    const { userId, organizationId } = socket.data.caller;
    const room = userRoom(userId, organizationId);
    void socket.join([socketsOfUser(userId), socketsOfMember(userId, organizationId)]);
    const onRoom = (join: boolean) => (requested: unknown, ack?: unknown) => {
      const answer: RoomAnswer = requested === userId ? { ok: true } : { ok: false, error: 'FORBIDDEN' };
      if (answer.ok) void (join ? socket.join(room) : socket.leave(room));
      if (typeof ack === 'function') (ack as (answer: RoomAnswer) => void)(answer);
    };
    socket.on(SOCKET_EVENTS.joinRoom, onRoom(true));
    socket.on(SOCKET_EVENTS.leaveRoom, onRoom(false));
  });

  return {
    attach(server) {
      io.attach(server);
    },
    emitToUser(user, name, payload) {
      io.to(userRoom(user.userId, user.sellerId)).emit(name, payload as never);
    },
    disconnectUser({ userId, sellerId }) {
      // With the Redis adapter this reaches every instance. The browser reconnects once on a server disconnect; its
      // token no longer stands, so that attempt is refused ("unauthorized") and it gives up.
      io.in(sellerId ? socketsOfMember(userId, sellerId) : socketsOfUser(userId)).disconnectSockets(true);
    },
    replays,
    connectedCount: () => io.of('/').sockets.size,
    async redisReady() {
      if (!redis) return true;
      return redis.publish.isReady && (await redis.publish.ping()) === 'PONG';
    },
    async close() {
      // This instance's sockets only: with the Redis adapter `io.disconnectSockets` would end every instance's.
      io.local.disconnectSockets(true);
      io.engine?.close();
      await redis?.close();
    },
  };
}

/**
 * The provider's answer for the token's member, as /graphql gets it on every call: refused once the member is
 * disabled or moved, or the token's grant revoked (docs/adr/002, docs/adr/014).
 */
async function checkStanding(
  standing: NonNullable<RealtimeOptions['standing']>,
  caller: Caller,
  token: string,
  signal: AbortSignal,
): Promise<void> {
  try {
    // Never a remembered answer: this is the socket's standing check (docs/adr/021).
    await requireMember(
      createContext(caller, token, standing.provider, standing.agent, { signal, freshMember: true }),
    );
  } catch (error) {
    const code = isGatewayError(error) ? error.extensions.code : undefined;
    if (code === 'UNAUTHENTICATED') throw refusal(SOCKET_REFUSALS.unauthorized);
    if (code === 'FORBIDDEN' || code === 'NOT_FOUND') throw refusal(SOCKET_REFUSALS.forbidden);
    throw refusal(SOCKET_REFUSALS.unavailable);
  }
}

/**
 * The client's address as /graphql's Express reads it (`req.ip`): the connection's peer, or under `trust proxy` the
 * client the trusted proxies name. Express's request prototype does the reading, so the socket believes exactly the
 * proxies the rest of the gateway believes.
 */
function clientAddressReader(
  trustProxy: RealtimeOptions['trustProxy'],
): (request: IncomingMessage) => string {
  const peer = (request: IncomingMessage) => request.socket.remoteAddress ?? 'unknown';
  if (trustProxy === undefined) return peer;
  const settings = express();
  settings.set('trust proxy', trustProxy);
  return (request) => {
    const view = Object.create(express.request, {
      app: { value: settings },
      headers: { value: request.headers },
      socket: { value: request.socket },
    }) as Request;
    return view.ip ?? peer(request);
  };
}

/**
 * The key an address counts under, as the provider's sign-in throttle counts addresses (docs/adr/014): an IPv4-mapped
 * IPv6 address as the IPv4 address, and any other IPv6 address by its /64, which one subscriber usually holds whole,
 * so that rotating addresses within it buys no more sockets.
 */
export function networkKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  const bare = address.split('%')[0] ?? address;
  if (!isIPv6(bare)) return address;
  const [head = '', tail] = bare.split('::');
  const headGroups = head ? head.split(':') : [];
  // An embedded IPv4 address stands for the last two groups; only the first four are kept anyway.
  const tailGroups = tail
    ? tail.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]))
    : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  const groups = [...headGroups, ...zeros, ...tailGroups].slice(0, 4);
  return `${groups.map((group) => parseInt(group, 16).toString(16)).join(':')}::/64`;
}

/** A connection lasts as long as its token: the client comes back with a fresh one, checked again. */
function disconnectAtExpiry(socket: Socket, token: string): void {
  const { exp } = decodeJwt(token);
  if (typeof exp !== 'number') return;
  const timer = setTimeout(() => socket.disconnect(true), Math.max(exp * 1000 - Date.now(), 0));
  timer.unref();
  socket.once('disconnect', () => clearTimeout(timer));
}

/** Two connections to the shared Redis: socket.io's adapter publishes on one and subscribes on the other. */
async function connectRedis(url: string, log: Logger) {
  // Loaded only when configured: the client is about 0.3 s of a start that has no Redis.
  const { createClient } = await import('redis');
  const publish = createClient({ url });
  const subscribe = publish.duplicate();
  const clients = [publish, subscribe];
  // The client reconnects by itself; say so without the URL (it may hold a password).
  for (const client of clients)
    client.on('error', (error: Error) => log.error({ redis: error.message }, 'redis connection failed'));
  await Promise.all(clients.map((client) => client.connect()));
  return {
    publish,
    subscribe,
    // A connected client finishes what it sent; one that lost Redis would wait for it forever, so it is destroyed.
    close: () =>
      Promise.all(
        clients.map((client) =>
          client.isReady ? client.close() : client.isOpen ? client.destroy() : undefined,
        ),
      ),
  };
}
