import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_EVENTS } from '@seller-portal/shared/realtime';
import {
  collect,
  connectSocket,
  eventually,
  joinedSocket,
  postWebhook,
  providerEvent,
  startRedis,
  WEBHOOK_SECRET,
  whoIs,
} from '../test-support/realtime.js';
import { graphql } from '../test-support/graphql.js';
import { startGateway, startSandbox, unusedUrl, type RunningSandbox } from '../test-support/system.js';
import { WEBHOOK_PATH } from './webhook.js';

describe('two gateway instances over one Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let sandbox: RunningSandbox;
  let first: Awaited<ReturnType<typeof startGateway>>;
  let second: Awaited<ReturnType<typeof startGateway>>;
  let ada: string;
  let bob: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    redis = await startRedis();
    sandbox = await startSandbox();
    const settings = {
      providerUrl: sandbox.url,
      issuer: sandbox.issuer,
      webhookSecret: WEBHOOK_SECRET,
      redisUrl: redis.url,
    };
    [first, second] = await Promise.all([startGateway(settings), startGateway(settings)]);
    [ada, bob] = await Promise.all([
      sandbox.tokenFor('admin@acme.example'),
      sandbox.tokenFor('admin@borealis.example'),
    ]);
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await first?.stop();
    await second?.stop();
    await sandbox?.close();
    await redis?.stop();
  });

  it('delivers an event received by one instance to a browser connected to the other, once, to its user only', async () => {
    const adaSocket = await joinedSocket(second.url, ada);
    const bobSocket = await joinedSocket(first.url, bob);
    sockets.push(adaSocket, bobSocket);
    const toAda = collect(adaSocket, SOCKET_EVENTS.exportCompleted);
    const toBob = collect(bobSocket, SOCKET_EVENTS.exportCompleted);

    const event = providerEvent(whoIs(ada), { type: 'export-completed', fileId: 'file-42' });
    expect(await postWebhook(first.url, event)).toBe(202);
    expect(await eventually(() => toAda.length === 1)).toBe(true);
    expect(toAda).toEqual([{ fileId: 'file-42' }]);

    // The replay memory is shared: the other instance refuses the same event.
    expect(await postWebhook(second.url, event)).toBe(409);
    await eventually(() => toAda.length > 1, 300);
    expect(toAda).toHaveLength(1);
    expect(toBob).toEqual([]);
  });

  it('ends a user’s sockets on every instance when the provider says their sessions were revoked', async () => {
    // One joined to its room on the second instance, one on the first that never joined.
    const adaSockets = [await joinedSocket(second.url, ada), (await connectSocket(first.url, ada)).socket];
    const bobSocket = await joinedSocket(second.url, bob);
    sockets.push(...adaSockets, bobSocket);
    const reasons: string[] = [];
    for (const socket of adaSockets) socket.once('disconnect', (reason) => reasons.push(reason));
    let bobEnded = false;
    bobSocket.once('disconnect', () => (bobEnded = true));
    const notifications = collect(adaSockets[0]!, SOCKET_EVENTS.notification);

    const event = providerEvent(whoIs(ada), {
      type: 'sessions-revoked',
      title: null,
      message: null,
      offerId: null,
    });
    expect(await postWebhook(first.url, event)).toBe(202);
    expect(await eventually(() => reasons.length === 2)).toBe(true);
    expect(reasons).toEqual(['io server disconnect', 'io server disconnect']);
    await eventually(() => bobEnded, 300);
    expect(bobEnded).toBe(false);
    expect(notifications).toEqual([]);
  });

  it('forgets a member on every instance: a role changed through one is what the other answers next', async () => {
    const VIEWER = '{ viewer { id roles { name } } }';
    type Viewer = { viewer: { id: string; roles: { name: string }[] } };
    const sam = await sandbox.tokenFor('sales@acme.example');
    const rolesOn = async (url: string) =>
      (await graphql<Viewer>(url, VIEWER, {}, sam)).data?.viewer.roles.map(({ name }) => name);
    const samId = (await graphql<Viewer>(second.url, VIEWER, {}, sam)).data!.viewer.id;
    expect(await rolesOn(second.url)).toEqual(['SALES_MANAGER']); // remembered by the second instance now
    const roles = await graphql<{ roles: { id: string; name: string }[] }>(
      first.url,
      '{ roles { id name } }',
      {},
      ada,
    );
    const roleId = (name: string) => roles.data!.roles.find((role) => role.name === name)!.id;
    const change = (name: string) =>
      graphql(
        first.url,
        'mutation($id: ID!, $input: UpdateTeamMemberInput!) { updateTeamMember(id: $id, input: $input) { id } }',
        { id: samId, input: { roleId: roleId(name) } },
        ada,
      );
    expect((await change('FINANCE_MANAGER')).errors).toBeUndefined();
    // The first instance tells the second through Redis; it arrives within moments, not after the minute's limit.
    const deadline = Date.now() + 5000;
    let names = await rolesOn(second.url);
    while (names?.[0] !== 'FINANCE_MANAGER' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      names = await rolesOn(second.url);
    }
    expect(names).toEqual(['FINANCE_MANAGER']);
    expect((await change('SALES_MANAGER')).errors).toBeUndefined();
  });
});

describe('one instance stopping', () => {
  it('ends only its own sockets: a browser on the other instance stays connected', async () => {
    const redis = await startRedis();
    const sandbox = await startSandbox();
    const settings = { providerUrl: sandbox.url, issuer: sandbox.issuer, redisUrl: redis.url };
    const [leaving, staying] = await Promise.all([startGateway(settings), startGateway(settings)]);
    try {
      const ada = await sandbox.tokenFor('admin@acme.example');
      const onLeaving = await joinedSocket(leaving.url, ada);
      const onStaying = await joinedSocket(staying.url, ada);
      const ended: string[] = [];
      onLeaving.once('disconnect', () => ended.push('leaving'));
      onStaying.once('disconnect', () => ended.push('staying'));
      await leaving.stop();
      expect(await eventually(() => ended.includes('leaving'))).toBe(true);
      await eventually(() => ended.includes('staying'), 500);
      expect(ended).toEqual(['leaving']);
      onLeaving.disconnect();
      onStaying.disconnect();
    } finally {
      await staying.stop();
      await sandbox.close();
      await redis.stop();
    }
  });
});

describe('the sandbox delivering to the gateway', () => {
  let sandbox: RunningSandbox;
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  let socket: Socket | undefined;

  beforeAll(async () => {
    // Each needs the other's address: the gateway finds the identity provider only when the first token arrives.
    const sandboxPort = Number(new URL(await unusedUrl()).port);
    gateway = await startGateway({
      providerUrl: `http://127.0.0.1:${sandboxPort}`,
      issuer: `http://127.0.0.1:${sandboxPort}/oidc`,
      webhookSecret: WEBHOOK_SECRET,
    });
    sandbox = await startSandbox({
      port: sandboxPort,
      webhook: { url: `${gateway.url}${WEBHOOK_PATH}`, secret: WEBHOOK_SECRET },
    });
  });

  afterAll(async () => {
    socket?.disconnect();
    await gateway?.stop();
    await sandbox?.close();
  });

  it('brings a sandbox control’s event to the user’s socket as a notification', async () => {
    const ada = await sandbox.tokenFor('admin@acme.example');
    socket = await joinedSocket(gateway.url, ada);
    const received = collect(socket, SOCKET_EVENTS.notification);
    const response = await fetch(`${sandbox.url}/sandbox/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@acme.example', type: 'offer', offerId: 'offer-77' }),
    });
    const event = (await response.json()) as { id: string };
    expect(await eventually(() => received.length === 1)).toBe(true);
    expect(received[0]).toMatchObject({
      id: event.id,
      type: 'offer',
      offerId: 'offer-77',
      title: 'Offer accepted',
    });
  });

  it('ends a member’s socket as soon as an admin disables them in the provider, telling the browser nothing', async () => {
    const [ada, grace] = await Promise.all([
      sandbox.tokenFor('admin@acme.example'),
      sandbox.tokenFor('grace@acme.example'),
    ]);
    const graceSocket = await joinedSocket(gateway.url, grace);
    const notifications = collect(graceSocket, SOCKET_EVENTS.notification);
    let reason: string | null = null;
    graceSocket.once('disconnect', (why) => (reason = why));
    try {
      const disabled = await fetch(`${sandbox.url}/api/v1/users/${whoIs(grace).userId}/disable`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${ada}` },
      });
      expect(disabled.status).toBe(200);
      // The signed webhook, not the token's expiry minutes later.
      expect(await eventually(() => reason !== null)).toBe(true);
      expect(reason).toBe('io server disconnect');
      expect(notifications).toEqual([]);
    } finally {
      graceSocket.disconnect();
    }
  });
});
