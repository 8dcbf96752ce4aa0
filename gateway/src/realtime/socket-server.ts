import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { decodeJwt } from 'jose';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
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
import { createReplayGuard, type ReplayGuard } from './replay-guard.js';

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
  replays: ReplayGuard;
  close(): Promise<void>;
}

/**
 * The room of one user within one seller: the client joins it by its user id, and an event about one seller never
 * reaches a session of the same person signed in to another.
 */
export const userRoom = (userId: string, sellerId: string) => `user:${userId}:seller:${sellerId}`;

const refusal = (message: string) => Object.assign(new Error(message), { data: { code: message } });

export async function createRealtime(options: {
  verify: (token: string) => Promise<Caller>;
  /** With it, the socket.io Redis adapter carries each emit to every gateway instance, and replays are shared. */
  redisUrl?: string;
}): Promise<Realtime> {
  const io = new Server<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>({
    path: SOCKET_PATH,
    serveClient: false,
    transports: ['polling', 'websocket'],
    // Clients send only room joins; anything larger is not the portal.
    maxHttpBufferSize: 4096,
  });

  const redis = options.redisUrl ? await connectRedis(options.redisUrl) : null;
  if (redis) io.adapter(createAdapter(redis.publish, redis.subscribe));
  const replays = createReplayGuard(redis?.publish);

  // The token is checked exactly like /graphql's: the same verifier, a seller and a user required.
  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    if (typeof token !== 'string' || token.length === 0 || token.length > 8192) {
      return next(refusal(SOCKET_REFUSALS.unauthorized));
    }
    options.verify(token).then(
      (caller) => {
        if (!caller.userId || !caller.organizationId) return next(refusal(SOCKET_REFUSALS.forbidden));
        socket.data.caller = { ...caller, userId: caller.userId, organizationId: caller.organizationId };
        disconnectAtExpiry(socket, token);
        next();
      },
      (error: unknown) => {
        if (error instanceof InvalidAccessTokenError)
          return next(refusal(error.expired ? TOKEN_EXPIRED : SOCKET_REFUSALS.unauthorized));
        if (error instanceof IdentityProviderUnavailableError)
          return next(refusal(SOCKET_REFUSALS.unavailable));
        next(refusal(SOCKET_REFUSALS.unauthorized));
      },
    );
  });

  io.on('connection', (socket) => {
    const { userId, organizationId } = socket.data.caller;
    const room = userRoom(userId, organizationId);
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
    replays,
    async close() {
      io.disconnectSockets(true);
      io.engine?.close();
      await redis?.close();
    },
  };
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
async function connectRedis(url: string) {
  const publish = createClient({ url });
  const subscribe = publish.duplicate();
  const clients = [publish, subscribe];
  // The client reconnects by itself; say so without the URL (it may hold a password).
  for (const client of clients)
    client.on('error', (error: Error) => console.error('gateway: redis:', error.message));
  await Promise.all(clients.map((client) => client.connect()));
  return {
    publish,
    subscribe,
    close: () => Promise.all(clients.map((client) => (client.isOpen ? client.quit() : undefined))),
  };
}
