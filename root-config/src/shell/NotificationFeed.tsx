import { forwardRef, useEffect } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { HeaderGlobalAction } from '@carbon/react';
import { Notification as NotificationIcon } from '@carbon/icons-react';
import { SOCKET_EVENTS, type NotificationEvent } from '@seller-portal/shared/realtime';
import {
  lazyComponent,
  navigate,
  onSocketConnected,
  onSocketEvent,
  showToast,
} from '@seller-portal/platform';
import { NotificationFeedQuery } from './notification-feed.query.js';
import { ShellContextQuery } from './shell-context.query.js';

/** How many of the newest notifications the feed shows. */
const FEED_SIZE = 20;

export const offerPath = (offerId: string) => `/offers/${encodeURIComponent(offerId)}/details`;

/** The feed's panel, loaded the first time it opens: it is not on the cold path of any page. */
export const LazyNotificationPanel = lazyComponent(
  () => import('./NotificationPanel.js'),
  'NotificationPanel',
);

/** A new notification arrives as a toast, with a link to its offer when it has one. */
function toastFor(event: NotificationEvent): void {
  const path = event.offerId ? offerPath(event.offerId) : null;
  showToast({
    kind: 'info',
    title: event.title ?? 'New notification',
    subtitle: event.message ?? undefined,
    action: path ? { label: 'View offer', href: path, onClick: () => navigate(path) } : undefined,
  });
}

/** The feed's data: kept by the provider (so it survives a reload), refetched on each event and reconnect. */
export type NotificationFeedData = ReturnType<typeof useNotificationFeed>['feed'];

/**
 * The feed, and whether the provider keeps one (docs/adr/019: the feed is ours): the header leaves its bell out once
 * the first answer says the provider does not, and shows it until then.
 */
export function useNotificationFeed() {
  const client = useApolloClient();
  const { data } = useQuery(NotificationFeedQuery, { variables: { size: FEED_SIZE } });
  useEffect(() => {
    // Each refresh is a request of its own sent after what asked for it: Apollo would otherwise hand an event the
    // answer of a request already on its way (the first load, a reconnect's), read before the event was kept. One
    // at a time, so an older answer never lands last; what asks during one gets one more after it.
    let running = false;
    let again = false;
    let stopped = false;
    const refresh = (): void => {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      running = true;
      void client
        .query({
          query: NotificationFeedQuery,
          variables: { size: FEED_SIZE },
          fetchPolicy: 'network-only',
          context: { queryDeduplication: false },
        })
        .catch(() => undefined)
        .finally(() => {
          running = false;
          if (again) {
            again = false;
            refresh();
          }
        });
    };
    const stopEvents = onSocketEvent(SOCKET_EVENTS.notification, (event) => {
      toastFor(event);
      refresh();
      // The company's state changed (underwriting decided): the banner and the navigation follow without a reload.
      if (event.type === 'underwriting') void client.refetchQueries({ include: [ShellContextQuery] });
    });
    // Events sent while the socket was away are in the feed; the toast is for what arrives live.
    const stopConnected = onSocketConnected(refresh);
    return () => {
      stopped = true;
      stopEvents();
      stopConnected();
    };
  }, [client]);
  return { feed: data?.notifications ?? null, offered: data?.providerFeatures.notifications !== false };
}

export interface NotificationButtonProps {
  unreadCount: number;
  open: boolean;
  onToggle: () => void;
}

/** The header's bell with the unread count. */
export const NotificationButton = forwardRef<HTMLButtonElement, NotificationButtonProps>(
  function NotificationButton({ unreadCount, open, onToggle }, ref) {
    return (
      <HeaderGlobalAction
        ref={ref}
        aria-label={unreadCount > 0 ? `Notifications, ${unreadCount} unread` : 'Notifications'}
        aria-expanded={open}
        isActive={open}
        onClick={onToggle}
        tooltipAlignment="end"
        className="portal-notifications__button"
      >
        <NotificationIcon size={20} />
        {unreadCount > 0 ? (
          <span className="portal-notifications__badge" aria-hidden="true">
            {unreadCount > 99 ? '99+' : unreadCount}
          </span>
        ) : null}
      </HeaderGlobalAction>
    );
  },
);
