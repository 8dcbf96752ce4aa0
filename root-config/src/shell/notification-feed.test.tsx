import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { NotificationButton, useNotificationFeed } from './NotificationFeed.js';
import { NotificationFeedQuery } from './notification-feed.query.js';

afterEach(cleanup);

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
});
