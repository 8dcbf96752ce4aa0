import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Observable } from 'rxjs';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { ApolloProvider } from '@apollo/client/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { NotificationButton, useNotificationFeed } from './NotificationFeed.js';
import { NotificationFeedQuery } from './notification-feed.query.js';

/** The socket's two callbacks as the feed registers them, so a test can deliver an event when it chooses. */
const socket = vi.hoisted(() => ({
  event: [] as ((event: object) => void)[],
  connected: [] as (() => void)[],
}));
vi.mock('@seller-portal/platform', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@seller-portal/platform')>()),
  showToast: vi.fn(),
  onSocketEvent: (_name: string, handler: (event: object) => void) => {
    socket.event.push(handler);
    return () => undefined;
  },
  onSocketConnected: (listener: () => void) => {
    socket.connected.push(listener);
    return () => undefined;
  },
}));

afterEach(() => {
  cleanup();
  socket.event.length = 0;
  socket.connected.length = 0;
});

const feed = (notifications: boolean): MockLink.MockedResponse => ({
  request: { query: NotificationFeedQuery, variables: { size: 20 } },
  result: {
    data: {
      providerFeatures: { __typename: 'ProviderFeatures', notifications },
      notifications: { __typename: 'NotificationPage', items: [], unreadCount: notifications ? 2 : 0 },
    },
  },
});

/** The header's part as the shell draws it: the bell only while the provider keeps a feed. */
function Bell() {
  const { feed: notifications, offered } = useNotificationFeed();
  return (
    <div>
      {offered ? (
        <NotificationButton unreadCount={notifications?.unreadCount ?? 0} open={false} onToggle={() => {}} />
      ) : null}
      <span>{notifications ? 'answered' : 'waiting'}</span>
    </div>
  );
}

describe('the notification bell', () => {
  it('shows the unread count when the provider keeps a feed', async () => {
    render(
      <MockedProvider mocks={[feed(true)]}>
        <Bell />
      </MockedProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
  });

  it('is shown until the first answer, then left out when the provider keeps none (docs/adr/019)', async () => {
    render(
      <MockedProvider mocks={[feed(false)]}>
        <Bell />
      </MockedProvider>,
    );
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    await screen.findByText('answered');
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
  });

  it('counts an event that arrives while an earlier request for the feed is still on its way', async () => {
    // The provider's feed as each request finds it: the event is kept before the second request is sent.
    let kept = 0;
    const answers: (() => void)[] = [];
    const link = new ApolloLink(() => {
      const unreadCount = kept;
      return new Observable<ApolloLink.Result>((observer) => {
        answers.push(() => {
          observer.next({
            data: {
              providerFeatures: { __typename: 'ProviderFeatures', notifications: true },
              notifications: { __typename: 'NotificationPage', items: [], unreadCount },
            },
          });
          observer.complete();
        });
      });
    });
    const client = new ApolloClient({ link, cache: new InMemoryCache() });
    render(
      <ApolloProvider client={client}>
        <Bell />
      </ApolloProvider>,
    );
    // The first load is on its way when the socket connects, and then an event arrives.
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    act(() => socket.connected.forEach((listener) => listener()));
    kept = 1;
    act(() => socket.event.forEach((handler) => handler({ type: 'offer', title: 'Offer accepted' })));
    // Every answer, oldest first, including those sent after an earlier one came back.
    for (let answered = 0; answered < answers.length; answered += 1) {
      await vi.waitFor(() => expect(answers.length).toBeGreaterThan(answered));
      await act(async () => answers[answered]!());
    }
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
  });
});
