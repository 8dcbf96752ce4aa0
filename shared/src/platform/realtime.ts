import type { Socket } from 'socket.io-client';
import {
  SOCKET_EVENTS,
  SOCKET_PATH,
  TOKEN_EXPIRED,
  type SocketEventName,
  type SocketEventPayloads,
} from '../realtime/index.js';
import type { PortalSession } from './session.js';

type Handler = (payload: never) => void;

const handlers = new Map<string, Set<Handler>>();
const connectedListeners = new Set<() => void>();
let current: { socket: Promise<Socket | null>; close(): void } | null = null;

/** Renewals in a row after "token expired" before the tab stops trying (the token renewal itself failing). */
const MAX_TOKEN_RENEWALS = 3;

/**
 * Calls `handler` with each event of this name the signed-in user receives (spec 01 section 7, socket events);
 * answers the unsubscribe. Micro-frontends use this, never a socket of their own.
 */
export function onSocketEvent<Name extends SocketEventName>(
  name: Name,
  handler: (payload: SocketEventPayloads[Name]) => void,
): () => void {
  let forName = handlers.get(name);
  if (!forName) handlers.set(name, (forName = new Set()));
  forName.add(handler as Handler);
  return () => forName.delete(handler as Handler);
}

/** Calls `listener` each time the socket (re)connects: what was missed while it was away can be fetched again. */
export function onSocketConnected(listener: () => void): () => void {
  connectedListeners.add(listener);
  return () => connectedListeners.delete(listener);
}

/**
 * Opens the tab's one notification socket for the signed-in user (spec 01 section 4, notification socket): a fresh
 * token in `auth`, a new token on a "token expired" connect error, the user's room joined on every connect and
 * left on sign-out. socket.io-client is loaded here, after the first paint, not with the page.
 */
export function connectRealtime(session: PortalSession): void {
  const userId = session.claims?.userId;
  if (current || !userId) return;
  let closed = false;
  const socket = import('socket.io-client').then(({ io }) => {
    if (closed) return null;
    let renewals = 0;
    const connection = io({
      path: SOCKET_PATH,
      transports: ['polling', 'websocket'],
      withCredentials: true,
      auth: (send) => void session.accessToken().then((token) => send({ token: token ?? '' })),
    });
    connection.on('connect', () => {
      renewals = 0;
      connection.emit(SOCKET_EVENTS.joinRoom, userId);
      for (const listener of connectedListeners) listener();
    });
    connection.on('connect_error', (error) => {
      // A refusal by the gateway is final for socket.io; only an expired token is worth another try.
      if (error.message !== TOKEN_EXPIRED || renewals++ >= MAX_TOKEN_RENEWALS) return;
      session.renew().then(
        () => connection.connect(),
        () => undefined,
      );
    });
    // The gateway ends a connection when its token expires: come back with the renewed one.
    connection.on('disconnect', (reason) => {
      if (reason === 'io server disconnect' && !closed) connection.connect();
    });
    connection.onAny((name: string, payload: unknown) => {
      for (const handler of handlers.get(name) ?? []) handler(payload as never);
    });
    return connection;
  });
  const stopListening = session.onChange((user) => {
    if (!user) disconnectRealtime();
  });
  current = {
    socket,
    close() {
      closed = true;
      stopListening();
      void socket.then((connection) => {
        if (!connection) return;
        if (connection.connected) connection.emit(SOCKET_EVENTS.leaveRoom, userId);
        connection.disconnect();
      });
    },
  };
}

/** Leaves the user's room and closes the socket (sign-out). */
export function disconnectRealtime(): void {
  current?.close();
  current = null;
}
