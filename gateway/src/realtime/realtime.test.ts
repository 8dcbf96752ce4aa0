import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { importJWK, SignJWT, type JWTPayload } from 'jose';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_AUDIENCE, TOKEN_CLAIMS } from '@seller-portal/shared/claims';
import {
  PROVIDER_EVENT_TYPES,
  SOCKET_EVENTS,
  SOCKET_PATH,
  SOCKET_REFUSALS,
} from '@seller-portal/shared/realtime';
import { createAccessTokenVerifier } from '../auth/access-token.js';
import { createProviderAgent } from '../provider/provider-http.js';
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
import { createRealtime, networkKey, type RealtimeOptions } from './socket-server.js';
import { serveProviderWebhook, webhookSignature } from './webhook.js';

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

/** Closes the test's sockets: a gateway's HTTP server closes only once its upgraded connections have ended. */
const disconnectAll = () => {
  for (const socket of sockets.splice(0)) socket.disconnect();
};

afterEach(disconnectAll);

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

/** How a socket's connection ended, once it has (socket.io's reason, e.g. "io server disconnect"). */
function endOf(socket: Socket): { reason: string | null } {
  const end: { reason: string | null } = { reason: null };
  socket.once('disconnect', (reason) => {
    end.reason = reason;
  });
  return end;
}

/** Connects until the gateway accepts (a closed socket's slot is given back as the gateway hears of it). */
async function connectOnceAllowed(url: string, token: string): Promise<string | null> {
  let error: string | null = 'not tried';
  for (const deadline = Date.now() + 3000; Date.now() < deadline;) {
    ({ error } = track(await connectSocket(url, token)));
    if (error === null) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return error;
}

/**
 * The gateway's real-time side alone (socket and webhook), with or without the provider standing check (the socket
 * asks the provider for the member with the socket's token, as /graphql's resolvers do).
 */
async function startRealtimeGateway({
  standing,
  ...rest
}: { standing: boolean } & Pick<RealtimeOptions, 'trustProxy' | 'limits'>) {
  const agent = createProviderAgent();
  const realtime = await createRealtime({
    verify: createAccessTokenVerifier({ issuer: sandbox.issuer, audience: GATEWAY_AUDIENCE }),
    standing: standing ? { provider: { baseUrl: sandbox.url, timeoutMs: 2000 }, agent } : undefined,
    ...rest,
  });
  const app = express();
  serveProviderWebhook(app, WEBHOOK_SECRET, realtime);
  const server = createServer(app);
  realtime.attach(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await realtime.close();
      await agent.close();
    },
  };
}

const standingEvent = (type: 'member-disabled' | 'sessions-revoked') =>
  ({ type, title: null, message: null, offerId: null, fileId: null }) as const;

describe('a member’s standing (docs/adr/014)', () => {
  it('refuses, at once, the socket of a member just disabled or whose sessions were just revoked', async () => {
    const wired = await startRealtimeGateway({ standing: true });
    try {
      const [grace, linus] = await Promise.all([
        sandbox.tokenFor('grace@acme.example'),
        sandbox.tokenFor('linus@acme.example'),
      ]);
      expect(track(await connectSocket(wired.url, grace)).error).toBeNull();
      expect(track(await connectSocket(wired.url, linus)).error).toBeNull();

      const disabled = await fetch(`${sandbox.url}/api/v1/users/${whoIs(grace).userId}/disable`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${ada}` },
      });
      expect(disabled.status).toBe(200);
      const revoked = await fetch(`${sandbox.url}/sandbox/sessions/revoke?email=linus@acme.example`, {
        method: 'POST',
      });
      expect(revoked.status).toBe(200);

      // Both tokens still verify and are minutes from expiry: only the provider knows they no longer stand.
      expect(track(await connectSocket(wired.url, grace)).error).toBe(SOCKET_REFUSALS.unauthorized);
      expect(track(await connectSocket(wired.url, linus)).error).toBe(SOCKET_REFUSALS.unauthorized);
      expect(track(await connectSocket(wired.url, ada)).error).toBeNull();
    } finally {
      disconnectAll();
      await wired.stop();
    }
  });

  it('ends a disabled member’s sockets in that seller, joined to their room or not, and relays nothing', async () => {
    const samJoined = await joined(sam);
    const { socket: samBare } = track(await connectSocket(gateway.url, sam));
    const adaSocket = await joined(ada);
    const [joinedEnd, bareEnd, adaEnd] = [samJoined, samBare, adaSocket].map(endOf) as [
      { reason: string | null },
      { reason: string | null },
      { reason: string | null },
    ];
    const notifications = collect(samJoined, SOCKET_EVENTS.notification);

    // Sam disabled in another seller: not the seller of these sessions, so nothing ends.
    const elsewhere = { ...whoIs(sam), sellerId: whoIs(bob).sellerId };
    expect(await postWebhook(gateway.url, providerEvent(elsewhere, standingEvent('member-disabled')))).toBe(
      202,
    );
    expect(await eventually(() => joinedEnd.reason !== null || bareEnd.reason !== null, 300)).toBe(false);

    expect(await postWebhook(gateway.url, providerEvent(whoIs(sam), standingEvent('member-disabled')))).toBe(
      202,
    );
    expect(await eventually(() => joinedEnd.reason !== null && bareEnd.reason !== null)).toBe(true);
    expect([joinedEnd.reason, bareEnd.reason]).toEqual(['io server disconnect', 'io server disconnect']);
    expect(adaEnd.reason).toBeNull();
    expect(adaSocket.connected).toBe(true);
    expect(notifications).toEqual([]);
  });

  it('ends every socket of a user whose sessions were revoked, under any seller, and relays nothing', async () => {
    // Without the standing check, a token for Ada under Borealis (which the sandbox would refuse) connects: it
    // stands in for a person who is a member of two sellers.
    const bare = await startRealtimeGateway({ standing: false });
    try {
      const { userId, sellerId } = whoIs(ada);
      const elsewhere = await sandboxSigned({
        iss: sandbox.issuer,
        aud: GATEWAY_AUDIENCE,
        sub: userId,
        [TOKEN_CLAIMS.userId]: userId,
        [TOKEN_CLAIMS.organizationId]: whoIs(bob).sellerId,
        iat: now(),
        exp: now() + 300,
      });
      const adaSockets = [await joinedSocket(bare.url, ada), await joinedSocket(bare.url, elsewhere)];
      const samSocket = await joinedSocket(bare.url, sam);
      sockets.push(...adaSockets, samSocket);
      const ends = adaSockets.map(endOf);
      const samEnd = endOf(samSocket);
      const notifications = adaSockets.map((socket) => collect(socket, SOCKET_EVENTS.notification));

      expect(
        await postWebhook(bare.url, providerEvent({ userId, sellerId }, standingEvent('sessions-revoked'))),
      ).toBe(202);
      expect(await eventually(() => ends.every((end) => end.reason !== null))).toBe(true);
      expect(ends.map((end) => end.reason)).toEqual(['io server disconnect', 'io server disconnect']);
      expect(samEnd.reason).toBeNull();
      expect(notifications).toEqual([[], []]);
    } finally {
      disconnectAll();
      await bare.stop();
    }
  });
});

describe('sockets per user and per address (docs/adr/014)', () => {
  // Set as SOCKETS_PER_USER and SOCKETS_PER_ADDRESS would set them: five of the seed's users fill an address.
  const LIMITS = { perUser: 10, perAddress: 50 };
  const startCapped = () =>
    startGateway({
      providerUrl: sandbox.url,
      issuer: sandbox.issuer,
      webhookSecret: WEBHOOK_SECRET,
      socketLimits: LIMITS,
    });

  it(`accepts ${LIMITS.perUser} sockets of one user and refuses more, however fast they come`, async () => {
    const capped = await startCapped();
    try {
      const burst = await Promise.all(
        Array.from({ length: LIMITS.perUser + 5 }, () => connectSocket(capped.url, ada)),
      );
      burst.forEach(track);
      const errors = burst.map((attempt) => attempt.error);
      expect(errors.filter((error) => error === null)).toHaveLength(LIMITS.perUser);
      expect(errors.filter((error) => error === SOCKET_REFUSALS.tooManyConnections)).toHaveLength(5);
      expect(track(await connectSocket(capped.url, ada)).error).toBe(SOCKET_REFUSALS.tooManyConnections);

      // Another user is not held back; an event reaches only the sockets that were let in.
      expect(track(await connectSocket(capped.url, sam)).error).toBeNull();
      const accepted = burst.filter((attempt) => attempt.error === null).map((attempt) => attempt.socket);
      for (const socket of accepted) await joinRoom(socket, whoIs(ada).userId);
      const received = burst.map((attempt) => collect(attempt.socket, SOCKET_EVENTS.notification));
      expect(await postWebhook(capped.url, providerEvent(whoIs(ada)))).toBe(202);
      expect(await eventually(() => received.flat().length === LIMITS.perUser)).toBe(true);
      await eventually(() => received.flat().length > LIMITS.perUser, 300);
      expect(received.flat()).toHaveLength(LIMITS.perUser);

      // A closed socket gives its slot back.
      accepted[0]!.disconnect();
      expect(await connectOnceAllowed(capped.url, ada)).toBeNull();
    } finally {
      disconnectAll();
      await capped.stop();
    }
  });

  it(`accepts ${LIMITS.perAddress} sockets from one address and refuses more; refused handshakes hold none`, async () => {
    const capped = await startCapped();
    try {
      // Refused handshakes give their slot back: far more of them than the cap, one after another.
      for (let i = 0; i < LIMITS.perAddress + 10; i++) {
        expect(track(await connectSocket(capped.url, 'not-a-token')).error).toBe(
          SOCKET_REFUSALS.unauthorized,
        );
      }
      // Five users of ten sockets each (each user's own cap) fill the address's fifty.
      const emails = ['exec', 'finance', 'ae', 'alan', 'katherine', 'niels'].map(
        (name) => `${name}@acme.example`,
      );
      const tokens = await Promise.all(emails.map((email) => sandbox.tokenFor(email)));
      const users = LIMITS.perAddress / LIMITS.perUser;
      const accepted: Socket[] = [];
      for (const token of tokens.slice(0, users)) {
        const attempts = await Promise.all(
          Array.from({ length: LIMITS.perUser }, () => connectSocket(capped.url, token)),
        );
        attempts.forEach(track);
        expect(attempts.map((attempt) => attempt.error)).toEqual(Array(LIMITS.perUser).fill(null));
        accepted.push(...attempts.map((attempt) => attempt.socket));
      }
      const another = tokens[users]!;
      expect(track(await connectSocket(capped.url, another)).error).toBe(SOCKET_REFUSALS.tooManyConnections);

      // A closed socket gives its slot back.
      accepted[0]!.disconnect();
      expect(await connectOnceAllowed(capped.url, another)).toBeNull();
    } finally {
      disconnectAll();
      await capped.stop();
    }
  });
});

describe('the client address behind a proxy (docs/adr/014)', () => {
  /** A socket as a proxy in front would pass it on: X-Forwarded-For names the client. */
  async function connectFrom(url: string, forwardedFor: string): Promise<string | null> {
    const socket = io(url, {
      path: SOCKET_PATH,
      auth: { token: ada },
      transports: ['websocket'],
      extraHeaders: { 'x-forwarded-for': forwardedFor },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    return new Promise((resolve) => {
      socket.once('connect', () => resolve(null));
      socket.once('connect_error', (error) => resolve(error.message));
    });
  }

  it('counts the client a trusted proxy names, an IPv6 client by its /64; untrusted, the header buys nothing', async () => {
    const limits = { perUser: 10, perAddress: 2 };
    const behind = await startRealtimeGateway({ standing: false, trustProxy: 'loopback', limits });
    const direct = await startRealtimeGateway({ standing: false, limits });
    const tooMany = SOCKET_REFUSALS.tooManyConnections;
    try {
      // Every socket comes from 127.0.0.1, the "proxy": behind it, each client has its own allowance.
      expect([
        await connectFrom(behind.url, '203.0.113.7'),
        await connectFrom(behind.url, '203.0.113.7'),
      ]).toEqual([null, null]);
      expect(await connectFrom(behind.url, '203.0.113.7')).toBe(tooMany);
      expect(await connectFrom(behind.url, '203.0.113.8')).toBeNull();
      expect(await connectFrom(behind.url, '2001:db8:1:2::9')).toBeNull();
      expect(await connectFrom(behind.url, '2001:db8:1:2:ffff::1')).toBeNull();
      expect(await connectFrom(behind.url, '2001:db8:1:2:abcd::2')).toBe(tooMany);

      // Not trusted: the peer counts, whatever the client writes.
      expect([
        await connectFrom(direct.url, '198.51.100.1'),
        await connectFrom(direct.url, '198.51.100.2'),
      ]).toEqual([null, null]);
      expect(await connectFrom(direct.url, '198.51.100.3')).toBe(tooMany);
    } finally {
      disconnectAll();
      await Promise.all([behind.stop(), direct.stop()]);
    }
  });

  it('keys an IPv4-mapped address as IPv4 and an IPv6 address by its /64', () => {
    expect(networkKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(networkKey('203.0.113.7')).toBe('203.0.113.7');
    expect(networkKey('2001:db8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(networkKey('2001:0db8:0001:0002:ffff:0:0:1')).toBe('2001:db8:1:2::/64');
    expect(networkKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkKey('::1')).toBe('0:0:0:0::/64');
  });
});
