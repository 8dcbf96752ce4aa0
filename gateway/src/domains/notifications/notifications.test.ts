import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../test-support/graphql.js';
import {
  startGateway,
  startRecordingProxy,
  startSandbox,
  type RunningSandbox,
} from '../../test-support/system.js';

const FEED = `query Feed($page: Int!, $size: Int!) {
  notifications(page: $page, size: $size) {
    items { id type title message offerId createdAt read readAt }
    pageInfo { totalElements }
    unreadCount
  }
}`;
const MARK_READ = 'mutation Read($id: ID!) { markNotificationRead(id: $id) { id read readAt } }';
const MARK_ALL = 'mutation { markAllNotificationsRead }';

interface Feed {
  notifications: {
    items: { id: string; type: string; offerId: string | null; read: boolean }[];
    pageInfo: { totalElements: number };
    unreadCount: number;
  };
}

let sandbox: RunningSandbox;
let proxy: Awaited<ReturnType<typeof startRecordingProxy>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let ada: string;
let bob: string;

const emit = (email: string, body: Record<string, unknown>) =>
  fetch(`${sandbox.url}/sandbox/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, ...body }),
  });

beforeAll(async () => {
  sandbox = await startSandbox();
  proxy = await startRecordingProxy(sandbox.url);
  gateway = await startGateway({ providerUrl: proxy.url, issuer: sandbox.issuer });
  [ada, bob] = await Promise.all([
    sandbox.tokenFor('admin@acme.example'),
    sandbox.tokenFor('admin@borealis.example'),
  ]);
  await emit('admin@acme.example', { type: 'payment' });
  await emit('admin@acme.example', { type: 'offer', offerId: 'offer-5' });
  await emit('admin@acme.example', { type: 'export-completed', fileId: 'file-5' });
});

afterAll(async () => {
  await gateway?.stop();
  await proxy?.close();
  await sandbox?.close();
});

describe('the notification feed', () => {
  it("answers the caller's own notifications, newest first, with the unread count", async () => {
    const answer = await graphql<Feed>(gateway.app, FEED, { page: 0, size: 10 }, ada);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.notifications).toMatchObject({
      items: [
        { type: 'OFFER', offerId: 'offer-5', read: false },
        { type: 'PAYMENT', offerId: null, read: false },
      ],
      pageInfo: { totalElements: 2 },
      unreadCount: 2,
    });
    const borealis = await graphql<Feed>(gateway.app, FEED, { page: 0, size: 10 }, bob);
    expect(borealis.data?.notifications).toMatchObject({ items: [], unreadCount: 0 });
  });

  it("marks one read, refuses another user's, then marks all read", async () => {
    const feed = await graphql<Feed>(gateway.app, FEED, { page: 0, size: 10 }, ada);
    const id = feed.data!.notifications.items[0]!.id;

    const foreign = await graphql(gateway.app, MARK_READ, { id }, bob);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const read = await graphql<{ markNotificationRead: { id: string; read: boolean } }>(
      gateway.app,
      MARK_READ,
      { id },
      ada,
    );
    expect(read.data?.markNotificationRead).toMatchObject({ id, read: true });
    const all = await graphql<{ markAllNotificationsRead: number }>(gateway.app, MARK_ALL, {}, ada);
    expect(all.data?.markAllNotificationsRead).toBe(1);
    const after = await graphql<Feed>(gateway.app, FEED, { page: 0, size: 10 }, ada);
    expect(after.data?.notifications.unreadCount).toBe(0);
  });

  it('refuses a bad id or page size before calling the provider', async () => {
    proxy.calls.length = 0;
    const badId = await graphql(gateway.app, MARK_READ, { id: 'not-an-id' }, ada);
    expect(badId.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const badSize = await graphql(gateway.app, FEED, { page: 0, size: 101 }, ada);
    expect(badSize.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(proxy.calls.filter((call) => call.path.includes('notifications'))).toEqual([]);
  });
});
