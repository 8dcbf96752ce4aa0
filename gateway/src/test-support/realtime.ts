import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { io, type Socket } from 'socket.io-client';
import { TOKEN_CLAIMS } from '@seller-portal/shared/claims';
import { SOCKET_EVENTS, SOCKET_PATH, type RoomAnswer } from '@seller-portal/shared/realtime';
import { WEBHOOK_PATH, webhookSignature, type ProviderWebhookEvent } from '../realtime/webhook.js';

export const WEBHOOK_SECRET = 'the-test-webhook-secret-of-32-characters';

/** The user and seller a token speaks for. */
export function whoIs(token: string): { userId: string; sellerId: string } {
  const claims = decodeJwt(token);
  return {
    userId: claims[TOKEN_CLAIMS.userId] as string,
    sellerId: claims[TOKEN_CLAIMS.organizationId] as string,
  };
}

/** A socket.io client connected to a gateway, or the connect error it was refused with. */
export async function connectSocket(
  gatewayUrl: string,
  token: string | undefined,
  transports: ('polling' | 'websocket')[] = ['websocket'],
): Promise<{ socket: Socket; error: null } | { socket: Socket; error: string }> {
  const socket = io(gatewayUrl, {
    path: SOCKET_PATH,
    auth: token === undefined ? {} : { token },
    transports,
    withCredentials: true,
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve) => {
    socket.once('connect', () => resolve({ socket, error: null }));
    socket.once('connect_error', (error) => resolve({ socket, error: error.message }));
  });
}

/** A connected socket that joined its own user's room. */
export async function joinedSocket(gatewayUrl: string, token: string): Promise<Socket> {
  const { socket, error } = await connectSocket(gatewayUrl, token);
  if (error) throw new Error(`the socket was refused: ${error}`);
  const answer = await joinRoom(socket, whoIs(token).userId);
  if (!answer.ok) throw new Error('the socket could not join its own room');
  return socket;
}

export function joinRoom(socket: Socket, userId: string): Promise<RoomAnswer> {
  return socket.timeout(2000).emitWithAck(SOCKET_EVENTS.joinRoom, userId) as Promise<RoomAnswer>;
}

/** Every event of one name the socket receives from now on. */
export function collect<T = unknown>(socket: Socket, name: string): T[] {
  const received: T[] = [];
  socket.on(name, (payload: T) => received.push(payload));
  return received;
}

/** Waits until `check` holds or the time is up (then answers false). */
export async function eventually(check: () => boolean, ms = 3000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return true;
}

/** An event as the provider's webhook body carries it. */
export function providerEvent(
  to: { userId: string; sellerId: string },
  fields: Partial<ProviderWebhookEvent> = {},
): ProviderWebhookEvent {
  return {
    id: randomUUID(),
    type: 'offer',
    title: 'Offer accepted',
    message: 'A customer accepted an offer.',
    offerId: 'offer-1',
    fileId: null,
    createdAt: new Date().toISOString(),
    ...to,
    ...fields,
  };
}

/** POSTs a webhook as the provider does, signed with `secret` at `timestamp` (now unless given). */
export async function postWebhook(
  gatewayUrl: string,
  body: unknown,
  options: { secret?: string; timestamp?: number; signature?: string } = {},
): Promise<number> {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  const response = await fetch(`${gatewayUrl}${WEBHOOK_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-webhook-timestamp': String(timestamp),
      'x-webhook-signature':
        options.signature ?? webhookSignature(options.secret ?? WEBHOOK_SECRET, timestamp, text),
    },
    body: text,
  });
  await response.body?.cancel();
  return response.status;
}

// A throwaway Redis server: the provider sandbox's testing kit starts it for both packages' tests.
export { startRedis } from '@seller-portal/provider-sandbox/testing';
