import { importJWK, SignJWT, type JWTPayload } from 'jose';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_AUDIENCE, TOKEN_CLAIMS } from '@seller-portal/shared/claims';
import { PROVIDER_EVENT_TYPES, SOCKET_EVENTS } from '@seller-portal/shared/realtime';
import {
  collect,
  connectSocket,
  eventually,
  joinedSocket,
  joinRoom,
  postWebhook,
  providerEvent,
  WEBHOOK_SECRET,
  whoIs,
} from '../test-support/realtime.js';
import { startGateway, startSandbox, type RunningSandbox } from '../test-support/system.js';
import { webhookSignature } from './webhook.js';

let sandbox: RunningSandbox;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let ada: string;
let sam: string;
let bob: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  sandbox = await startSandbox();
  gateway = await startGateway({
    providerUrl: sandbox.url,
    issuer: sandbox.issuer,
    webhookSecret: WEBHOOK_SECRET,
  });
  [ada, sam, bob] = (await Promise.all(
    ['admin@acme.example', 'sales@acme.example', 'admin@borealis.example'].map((email) =>
      sandbox.tokenFor(email),
    ),
  )) as [string, string, string];
});

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

afterAll(async () => {
  await gateway?.stop();
  await sandbox?.close();
});

const track = <T extends { socket: Socket }>(connection: T): T => {
  sockets.push(connection.socket);
  return connection;
};
const joined = async (token: string) => {
  const socket = await joinedSocket(gateway.url, token);
  sockets.push(socket);
  return socket;
};
const now = () => Math.floor(Date.now() / 1000);

async function sandboxSigned(claims: JWTPayload): Promise<string> {
  const jwk = sandbox.sandbox.signingKey;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
    .sign(await importJWK(jwk, 'RS256'));
}

describe('the notification socket', () => {
  it('connects with a valid token over polling and over websocket', async () => {
    for (const transports of [['polling'], ['websocket']] as const) {
      const { error } = track(await connectSocket(gateway.url, ada, [...transports]));
      expect(error).toBeNull();
    }
  });

  it('refuses a missing, forged or foreign token, and says "token expired" for an expired one', async () => {
    const { userId, sellerId } = whoIs(ada);
    const claims = {
      iss: sandbox.issuer,
      aud: GATEWAY_AUDIENCE,
      sub: userId,
      [TOKEN_CLAIMS.userId]: userId,
      [TOKEN_CLAIMS.organizationId]: sellerId,
    };
    const expired = await sandboxSigned({ ...claims, iat: now() - 600, exp: now() - 300 });
    const otherAudience = await sandboxSigned({
      ...claims,
      aud: 'someone-else',
      iat: now(),
      exp: now() + 300,
    });
    const tampered = `${ada.slice(0, -4)}AAAA`;
    const noCompany = await sandbox.tokenFor('nora@newcomer.example');

    const refusals = [];
    for (const token of [undefined, '', 'not-a-token', tampered, otherAudience, expired, noCompany]) {
      refusals.push(track(await connectSocket(gateway.url, token)).error);
    }
    expect(refusals).toEqual([
      'unauthorized',
      'unauthorized',
      'unauthorized',
      'unauthorized',
      'unauthorized',
      'token expired',
      'forbidden',
    ]);
  });

  it("refuses a join to another user's room, and that user's events never reach the caller", async () => {
    const { socket } = track(await connectSocket(gateway.url, ada));
    const received = collect(socket, SOCKET_EVENTS.notification);
    expect(await joinRoom(socket, whoIs(sam).userId)).toEqual({ ok: false, error: 'FORBIDDEN' });
    expect(await joinRoom(socket, `user:${whoIs(sam).userId}`)).toEqual({ ok: false, error: 'FORBIDDEN' });

    expect(await postWebhook(gateway.url, providerEvent(whoIs(sam)))).toBe(202);
    expect(await eventually(() => received.length > 0, 300)).toBe(false);

    expect(await joinRoom(socket, whoIs(ada).userId)).toEqual({ ok: true });
    expect(await postWebhook(gateway.url, providerEvent(whoIs(ada)))).toBe(202);
    expect(await eventually(() => received.length === 1)).toBe(true);
  });

  it('relays an event to its user only: never to a colleague, another seller, or the user under another seller', async () => {
    const [adaSocket, samSocket, bobSocket] = await Promise.all([joined(ada), joined(sam), joined(bob)]);
    const toAda = collect(adaSocket, SOCKET_EVENTS.notification);
    const toSam = collect(samSocket, SOCKET_EVENTS.notification);
    const toBob = collect(bobSocket, SOCKET_EVENTS.notification);

    const event = providerEvent(whoIs(ada), { type: 'payment', offerId: 'offer-9' });
    expect(await postWebhook(gateway.url, event)).toBe(202);
    // Ada's user id with Borealis's seller: not a session Ada holds in Acme.
    expect(
      await postWebhook(gateway.url, providerEvent({ ...whoIs(ada), sellerId: whoIs(bob).sellerId })),
    ).toBe(202);

    expect(await eventually(() => toAda.length === 1)).toBe(true);
    await eventually(() => toAda.length > 1, 300);
    expect(toAda).toEqual([
      {
        id: event.id,
        type: 'payment',
        title: event.title,
        message: event.message,
        offerId: 'offer-9',
        createdAt: event.createdAt,
      },
    ]);
    expect(toSam).toEqual([]);
    expect(toBob).toEqual([]);
  });

  it('relays export events as the socket events of the export flow', async () => {
    const socket = await joined(ada);
    const completed = collect(socket, SOCKET_EVENTS.exportCompleted);
    const failed = collect(socket, SOCKET_EVENTS.exportFailed);
    const notifications = collect(socket, SOCKET_EVENTS.notification);
    expect(
      await postWebhook(gateway.url, providerEvent(whoIs(ada), { type: 'export-completed', fileId: 'f-1' })),
    ).toBe(202);
    expect(await postWebhook(gateway.url, providerEvent(whoIs(ada), { type: 'export-failed' }))).toBe(202);
    expect(await eventually(() => completed.length === 1 && failed.length === 1)).toBe(true);
    expect(completed).toEqual([{ fileId: 'f-1' }]);
    expect(notifications).toEqual([]);
  });

  it('leaves the room on request: nothing arrives after leave-room', async () => {
    const socket = await joined(ada);
    const received = collect(socket, SOCKET_EVENTS.notification);
    expect(await socket.timeout(2000).emitWithAck(SOCKET_EVENTS.leaveRoom, whoIs(ada).userId)).toEqual({
      ok: true,
    });
    expect(await postWebhook(gateway.url, providerEvent(whoIs(ada)))).toBe(202);
    expect(await eventually(() => received.length > 0, 300)).toBe(false);
  });
});

describe('the provider webhook', () => {
  it('refuses a forged, tampered, unsigned, stale or malformed delivery, and relays none of them', async () => {
    const socket = await joined(ada);
    const received = collect(socket, SOCKET_EVENTS.notification);
    const event = providerEvent(whoIs(ada));
    const body = JSON.stringify(event);
    const timestamp = now();

    expect(await postWebhook(gateway.url, event, { secret: 'a-different-secret-of-32-characters!!' })).toBe(
      401,
    );
    const signature = webhookSignature(WEBHOOK_SECRET, timestamp, body);
    expect(await postWebhook(gateway.url, body.replace('offer-1', 'offer-2'), { timestamp, signature })).toBe(
      401,
    );
    expect(await postWebhook(gateway.url, event, { signature: '' })).toBe(401);
    expect(await postWebhook(gateway.url, event, { signature: 'sha256=00' })).toBe(401);
    // Signed with the right secret, ten minutes ago (a captured delivery played back later).
    expect(await postWebhook(gateway.url, event, { timestamp: now() - 600 })).toBe(401);
    expect(await postWebhook(gateway.url, event, { timestamp: now() + 600 })).toBe(401);
    // Well signed, but not an event the gateway knows.
    expect(await postWebhook(gateway.url, { ...event, userId: 'not-a-uuid' })).toBe(400);
    expect(await postWebhook(gateway.url, { ...event, type: 'export-completed', fileId: null })).toBe(400);
    expect(await postWebhook(gateway.url, '{not json')).toBe(400);

    expect(await eventually(() => received.length > 0, 300)).toBe(false);
  });

  it('refuses a replayed event id, even signed anew: the event reaches the browser once', async () => {
    const socket = await joined(ada);
    const received = collect(socket, SOCKET_EVENTS.notification);
    const event = providerEvent(whoIs(ada));
    expect(await postWebhook(gateway.url, event)).toBe(202);
    expect(await postWebhook(gateway.url, event)).toBe(409);
    expect(await postWebhook(gateway.url, event, { timestamp: now() - 5 })).toBe(409);
    await eventually(() => received.length > 1, 300);
    expect(received).toHaveLength(1);
  });

  it('refuses, after a restart, a delivery captured before it; the provider’s retry, signed anew, is relayed', async () => {
    const event = providerEvent(whoIs(ada));
    // Signed (and captured) a second before the restart: well within the freshness window.
    const captured = now() - 1;
    // The same gateway, restarted: its memory of event ids starts empty.
    const restarted = await startGateway({
      providerUrl: sandbox.url,
      issuer: sandbox.issuer,
      webhookSecret: WEBHOOK_SECRET,
    });
    try {
      expect(await postWebhook(restarted.url, event, { timestamp: captured })).toBe(401);
      expect(await postWebhook(restarted.url, event)).toBe(202);
      expect(await postWebhook(restarted.url, event, { timestamp: now() })).toBe(409);
    } finally {
      await restarted.stop();
    }
  });

  it('knows every event type the sandbox sends (the sandbox keeps its own copy of the list)', async () => {
    const { EVENT_TYPES } = await import('@seller-portal/provider-sandbox');
    expect([...EVENT_TYPES]).toEqual([...PROVIDER_EVENT_TYPES]);
  });

  it('does not exist when the gateway has no webhook secret', async () => {
    const bare = await startGateway({ providerUrl: sandbox.url, issuer: sandbox.issuer });
    try {
      expect(await postWebhook(bare.url, providerEvent(whoIs(ada)))).toBe(404);
    } finally {
      await bare.stop();
    }
  });
});
