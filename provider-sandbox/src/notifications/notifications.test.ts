import { createHmac } from 'node:crypto';
import { decodeJwt } from 'jose';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sellerId } from '../core/seed/data.js';
import { stableUuid } from '../core/seed/ids.js';
import { tableAdapter } from '../identity/adapter.js';
import { GRANT_CLAIM } from '../identity/claims.js';
import { startSandbox, type RunningSandbox } from '../testing/harness.js';
import { startReceiver, until } from '../testing/receiver.js';
import type { DeliveryLogEntry } from './webhooks.js';

const SECRET = 'a-webhook-secret-of-at-least-32-characters';

const emit = (sandbox: RunningSandbox, body: Record<string, unknown>) =>
  request(sandbox.url).post('/sandbox/events').send(body);

describe('the notification feed', () => {
  let sandbox: RunningSandbox;
  let ada: string;
  let sam: string;
  let bob: string;

  beforeAll(async () => {
    sandbox = await startSandbox();
    [ada, sam, bob] = (await Promise.all(
      ['admin@acme.example', 'sales@acme.example', 'admin@borealis.example'].map((email) =>
        sandbox.tokenFor(email),
      ),
    )) as [string, string, string];
  });

  afterAll(async () => {
    await sandbox?.close();
  });

  it('lists the user’s own notifications, newest first, without export events, with the unread count', async () => {
    await emit(sandbox, { email: 'admin@acme.example', type: 'test' }).expect(201);
    await emit(sandbox, { email: 'admin@acme.example', type: 'offer', offerId: 'offer-1' }).expect(201);
    await emit(sandbox, { email: 'admin@acme.example', type: 'export-completed', fileId: 'file-1' }).expect(
      201,
    );
    await emit(sandbox, { email: 'sales@acme.example', type: 'payment' }).expect(201);

    const feed = await sandbox.api<{
      content: { type: string; offerId: string | null; readAt: string | null }[];
      totalElements: number;
      unreadCount: number;
    }>('/api/v1/notifications?page=0&size=10', { token: ada });
    expect(feed.status).toBe(200);
    expect(feed.body.content.map((n) => n.type)).toEqual(['offer', 'test']);
    expect(feed.body.content[0]).toMatchObject({ offerId: 'offer-1', readAt: null, title: 'Offer accepted' });
    expect(feed.body).toMatchObject({ totalElements: 2, unreadCount: 2 });

    const samFeed = await sandbox.api<{ content: { type: string }[] }>('/api/v1/notifications', {
      token: sam,
    });
    expect(samFeed.body.content.map((n) => n.type)).toEqual(['payment']);
    const bobFeed = await sandbox.api<{ content: unknown[]; unreadCount: number }>('/api/v1/notifications', {
      token: bob,
    });
    expect(bobFeed.body).toMatchObject({ content: [], unreadCount: 0 });
  });

  it('marks one read for its owner only, then all; another user’s id answers 404', async () => {
    const feed = await sandbox.api<{ content: { id: string }[] }>('/api/v1/notifications', { token: ada });
    const id = feed.body.content[0]!.id;
    for (const token of [sam, bob]) {
      const refused = await sandbox.api(`/api/v1/notifications/${id}/read`, { token, method: 'POST' });
      expect(refused.status).toBe(404);
    }
    expect(
      (await sandbox.api(`/api/v1/notifications/not-an-id/read`, { token: ada, method: 'POST' })).status,
    ).toBe(404);
    const read = await sandbox.api<{ id: string; readAt: string | null }>(
      `/api/v1/notifications/${id}/read`,
      {
        token: ada,
        method: 'POST',
      },
    );
    expect(read.body).toMatchObject({ id, readAt: expect.any(String) });
    const after = await sandbox.api<{ unreadCount: number }>('/api/v1/notifications', { token: ada });
    expect(after.body.unreadCount).toBe(1);

    const all = await sandbox.api<{ updated: number }>('/api/v1/notifications/read', {
      token: ada,
      method: 'POST',
    });
    expect(all.body.updated).toBe(1);
    const none = await sandbox.api<{ unreadCount: number }>('/api/v1/notifications', { token: ada });
    expect(none.body.unreadCount).toBe(0);
    const sams = await sandbox.api<{ unreadCount: number }>('/api/v1/notifications', { token: sam });
    expect(sams.body.unreadCount).toBe(1);
  });

  it('refuses a bad control request before it touches the database', async () => {
    await emit(sandbox, { email: 'nobody@acme.example' }).expect(404);
    await emit(sandbox, { email: 'nora@newcomer.example' }).expect(404);
    const bad = await emit(sandbox, {
      email: 'admin@acme.example',
      type: 'party',
      title: 'x'.repeat(300),
    }).expect(400);
    expect(bad.body.fieldErrors.map((e: { field: string }) => e.field)).toEqual(['type', 'title']);
    expect((await sandbox.api('/api/v1/notifications?size=101', { token: ada })).status).toBe(400);
    expect((await sandbox.api('/api/v1/notifications')).status).toBe(401);
  });

  it('tells the owner when underwriting approves the company', async () => {
    await request(sandbox.url)
      .post(`/sandbox/sellers/${sellerId('quarry')}/approve`)
      .expect(200);
    const uma = await sandbox.tokenFor('owner@quarry.example');
    const feed = await sandbox.api<{ content: { type: string; title: string }[] }>('/api/v1/notifications', {
      token: uma,
    });
    expect(feed.body.content).toEqual([
      expect.objectContaining({ type: 'underwriting', title: 'Company approved' }),
    ]);
  });
});

describe('telling the gateway of a user’s standing (docs/adr/014)', () => {
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    sandbox = await startSandbox();
  });

  afterAll(async () => {
    await sandbox?.close();
  });

  const revoked = async (email: string) =>
    (
      (await request(sandbox.url).get('/sandbox/webhooks.json').expect(200)).body
        .deliveries as DeliveryLogEntry[]
    ).filter(
      (delivery) => delivery.type === 'sessions-revoked' && delivery.userId === stableUuid(`user:${email}`),
    );

  it('queues sessions-revoked when the sandbox control revokes a user’s sessions; never in the feed', async () => {
    const linus = await sandbox.tokenFor('linus@acme.example');
    const feedBefore = await sandbox.api<{ content: { type: string }[] }>('/api/v1/notifications', {
      token: linus,
    });
    expect(feedBefore.status).toBe(200);
    expect(await revoked('linus@acme.example')).toEqual([]);
    await request(sandbox.url).post('/sandbox/sessions/revoke?email=linus@acme.example').expect(200);
    expect(await revoked('linus@acme.example')).toEqual([
      expect.objectContaining({ status: 'PENDING', userId: stableUuid('user:linus@acme.example') }),
    ]);
    // Linus's new session sees the feed as before: the event is the gateway's, not a notification.
    const fresh = await sandbox.tokenFor('linus@acme.example');
    const feedAfter = await sandbox.api<{ content: { type: string }[] }>('/api/v1/notifications', {
      token: fresh,
    });
    expect(feedAfter.body.content).toEqual(feedBefore.body.content);
    // A user without a company holds no socket: revoking their sessions tells nothing, and still works.
    await request(sandbox.url).post('/sandbox/sessions/revoke?email=nora@newcomer.example').expect(200);
    expect(await revoked('nora@newcomer.example')).toEqual([]);
  });

  it('queues sessions-revoked once when oidc-provider revokes a grant (sign-out, token revocation)', async () => {
    const niels = await sandbox.tokenFor('niels@acme.example');
    const grantId = decodeJwt(niels)[GRANT_CLAIM] as string;
    expect(grantId).toBeTruthy();
    // What oidc-provider's revoke() does to the grant itself (sign-out, revocation, a reused refresh token).
    const grants = tableAdapter(sandbox.sandbox.db)('Grant');
    await grants.destroy(grantId);
    expect((await sandbox.api('/api/v1/users/current', { token: niels })).status).toBe(401);
    expect(await revoked('niels@acme.example')).toHaveLength(1);
    // The grant is gone: destroying it again tells nothing more.
    await grants.destroy(grantId);
    expect(await revoked('niels@acme.example')).toHaveLength(1);
  });
});

describe('webhook delivery', () => {
  let sandbox: RunningSandbox | undefined;
  let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined;

  afterEach(async () => {
    await sandbox?.close();
    await receiver?.close();
  });

  const log = async () =>
    (await request(sandbox!.url).get('/sandbox/webhooks.json').expect(200)).body
      .deliveries as DeliveryLogEntry[];
  /** The delivery log once its newest entry is as `done` says. */
  const logWhen = (done: (entries: DeliveryLogEntry[]) => boolean) =>
    until(async () => {
      const entries = await log();
      return done(entries) ? entries : undefined;
    }, 'the delivery log');

  it('POSTs each event signed with HMAC-SHA256 over timestamp.body', async () => {
    receiver = await startReceiver();
    sandbox = await startSandbox({ webhook: { url: receiver.url, secret: SECRET } });
    const before = Math.floor(Date.now() / 1000);
    const event = (
      await emit(sandbox, { email: 'admin@acme.example', type: 'offer', offerId: 'o-7' }).expect(201)
    ).body as { id: string };

    await until(() => receiver!.received[0], 'the first delivery');
    const [delivery] = receiver.received;
    const timestamp = Number(delivery!.headers['x-webhook-timestamp']);
    expect(timestamp).toBeGreaterThanOrEqual(before);
    const expected = createHmac('sha256', SECRET).update(`${timestamp}.${delivery!.body}`).digest('hex');
    expect(delivery!.headers['x-webhook-signature']).toBe(`sha256=${expected}`);
    expect(delivery!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(delivery!.body)).toMatchObject({
      id: event.id,
      type: 'offer',
      offerId: 'o-7',
      sellerId: sellerId('acme'),
      userId: expect.any(String),
    });
    // The secret itself never travels.
    expect(JSON.stringify(delivery)).not.toContain(SECRET);
    const entries = await logWhen((l) => l[0]?.status === 'DELIVERED');
    expect(entries[0]).toMatchObject({
      eventId: event.id,
      status: 'DELIVERED',
      attempts: [{ statusCode: 200 }],
    });
  });

  it('retries with backoff until the gateway answers 2xx, each attempt in the delivery log', async () => {
    receiver = await startReceiver([500, 503]);
    sandbox = await startSandbox({
      webhook: { url: receiver.url, secret: SECRET, retryDelaysMs: [150, 400], pollMs: 20 },
    });
    await emit(sandbox, { email: 'admin@acme.example', type: 'payment' }).expect(201);

    const entries = await logWhen((l) => l[0]?.status === 'DELIVERED');
    expect(entries[0]!.attempts.map((a) => a.statusCode)).toEqual([500, 503, 200]);
    const [first, second, third] = receiver.received.map((r) => r.at);
    expect(second! - first!).toBeGreaterThanOrEqual(150);
    expect(third! - second!).toBeGreaterThanOrEqual(400);

    const page = await request(sandbox.url).get('/sandbox/webhooks').expect(200);
    expect(page.text).toContain('DELIVERED');
    expect(page.text).toContain(receiver.url);
  });

  it('gives up after the last retry, counts a 409 (already received) as delivered, and logs an unreachable gateway', async () => {
    receiver = await startReceiver([500, 500, 500, 409]);
    sandbox = await startSandbox({
      webhook: { url: receiver.url, secret: SECRET, retryDelaysMs: [20, 20], pollMs: 20 },
    });
    await emit(sandbox, { email: 'admin@acme.example', type: 'advance' }).expect(201);
    const failed = await logWhen((l) => l[0]?.status === 'FAILED');
    expect(failed[0]!.attempts.map((a) => a.statusCode)).toEqual([500, 500, 500]);

    await emit(sandbox, { email: 'admin@acme.example', type: 'advance' }).expect(201);
    const duplicate = await logWhen((l) => l[0]?.status === 'DELIVERED');
    expect(duplicate[0]!.attempts.map((a) => a.statusCode)).toEqual([409]);

    await receiver.close();
    await emit(sandbox, { email: 'admin@acme.example', type: 'test' }).expect(201);
    const unreachable = await logWhen((l) => (l[0]?.attempts.length ?? 0) >= 1);
    expect(unreachable[0]!.attempts[0]).toMatchObject({ statusCode: null, error: expect.any(String) });
    receiver = undefined;
  });
});
