import { afterEach, describe, expect, it, vi } from 'vitest';
import { SOCKET_EVENTS, TOKEN_EXPIRED } from '../realtime/index.js';
import { connectRealtime, disconnectRealtime, onSocketConnected, onSocketEvent } from './realtime.js';
import type { PortalSession } from './session.js';

/** A stand-in for socket.io-client's socket: records what the tab sends, and lets the test play the gateway. */
class FakeSocket {
  sent: unknown[][] = [];
  private listeners = new Map<string, ((...args: unknown[]) => void)[]>();
  connects = 0;
  connected = false;
  options: { auth: (send: (auth: object) => void) => void } | undefined;
  private anyListeners: ((name: string, payload: unknown) => void)[] = [];
  on(name: string, listener: (...args: unknown[]) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  emit(name: string, ...args: unknown[]) {
    this.sent.push([name, ...args]);
  }
  /** The gateway sends or socket.io reports something. */
  receive(name: string, ...args: unknown[]): void {
    if (name === 'connect') this.connected = true;
    for (const listener of this.listeners.get(name) ?? []) listener(...args);
    if (!['connect', 'connect_error', 'disconnect'].includes(name))
      for (const listener of this.anyListeners) listener(name, args[0]);
  }
  onAny(listener: (name: string, payload: unknown) => void) {
    this.anyListeners.push(listener);
  }
  connect() {
    this.connects++;
  }
  disconnect() {
    this.connected = false;
    this.sent.push(['(disconnected)']);
  }
  async auth(): Promise<object> {
    return new Promise((resolve) => this.options!.auth(resolve));
  }
}

const sockets: FakeSocket[] = [];
vi.mock('socket.io-client', () => ({
  io: (options: FakeSocket['options']) => {
    const socket = new FakeSocket();
    socket.options = options;
    sockets.push(socket);
    return socket;
  },
}));

function sessionFor(userId: string) {
  const listeners = new Set<(user: unknown) => void>();
  let token = 'token-1';
  return {
    claims: { userId, organizationId: 'seller-1', emailVerified: true },
    accessToken: vi.fn(async () => token),
    renew: vi.fn(async () => {
      token = 'token-2';
      return {};
    }),
    onChange: (listener: (user: unknown) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signOut: () => {
      for (const listener of listeners) listener(null);
    },
  };
}

const opened = async () => {
  await vi.waitFor(() => expect(sockets).toHaveLength(1));
  return sockets[0]!;
};

afterEach(() => {
  disconnectRealtime();
  sockets.length = 0;
});

describe('the notification socket', () => {
  it('connects with a fresh token, joins the user’s room on every connect, and leaves it on sign-out', async () => {
    const session = sessionFor('user-1');
    const reconnected = vi.fn();
    onSocketConnected(reconnected);
    connectRealtime(session as unknown as PortalSession);
    connectRealtime(session as unknown as PortalSession);
    const socket = await opened();
    expect(await socket.auth()).toEqual({ token: 'token-1' });

    socket.receive('connect');
    socket.receive('connect');
    expect(socket.sent).toEqual([
      [SOCKET_EVENTS.joinRoom, 'user-1'],
      [SOCKET_EVENTS.joinRoom, 'user-1'],
    ]);
    expect(reconnected).toHaveBeenCalledTimes(2);

    session.signOut();
    await vi.waitFor(() => expect(socket.sent.at(-1)).toEqual(['(disconnected)']));
    expect(socket.sent.at(-2)).toEqual([SOCKET_EVENTS.leaveRoom, 'user-1']);
  });

  it('renews the token on a "token expired" connect error and connects again; other refusals are final', async () => {
    const session = sessionFor('user-1');
    connectRealtime(session as unknown as PortalSession);
    const socket = await opened();

    socket.receive('connect_error', new Error('unauthorized'));
    expect(session.renew).not.toHaveBeenCalled();
    expect(socket.connects).toBe(0);

    socket.receive('connect_error', new Error(TOKEN_EXPIRED));
    await vi.waitFor(() => expect(socket.connects).toBe(1));
    expect(session.renew).toHaveBeenCalledTimes(1);
    expect(await socket.auth()).toEqual({ token: 'token-2' });

    // When the gateway ends the connection (its token expired), the tab comes back.
    socket.receive('disconnect', 'io server disconnect');
    expect(socket.connects).toBe(2);
    socket.receive('disconnect', 'io client disconnect');
    expect(socket.connects).toBe(2);
  });

  it('hands each event to its subscribers until they unsubscribe', async () => {
    const completed = vi.fn();
    const notified = vi.fn();
    const stop = onSocketEvent(SOCKET_EVENTS.exportCompleted, completed);
    onSocketEvent(SOCKET_EVENTS.notification, notified);
    connectRealtime(sessionFor('user-1') as unknown as PortalSession);
    const socket = await opened();

    socket.receive(SOCKET_EVENTS.exportCompleted, { fileId: 'f-1' });
    stop();
    socket.receive(SOCKET_EVENTS.exportCompleted, { fileId: 'f-2' });
    expect(completed.mock.calls).toEqual([[{ fileId: 'f-1' }]]);
    expect(notified).not.toHaveBeenCalled();
  });
});
