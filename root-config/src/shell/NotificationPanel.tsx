import { useRef } from 'react';
import { Button, HeaderPanel, Link } from '@carbon/react';
import { formatDateTime } from '@seller-portal/shared/formatters';
import { navigate, useToastMutation } from '@seller-portal/platform';
import { offerPath, type NotificationFeedData } from './NotificationFeed.js';
import {
  MarkAllNotificationsReadMutation,
  MarkNotificationReadMutation,
  NotificationFeedQuery,
} from './notification-feed.query.js';
import { FAILURE_MESSAGES } from '@seller-portal/shared/validation';

const FAILURE = FAILURE_MESSAGES.failed;

export interface NotificationPanelProps {
  feed: NotificationFeedData;
  /** Closes the panel; `returnFocus` puts focus back on the bell (Escape), not when focus moved elsewhere. */
  onClose: (returnFocus: boolean) => void;
  /** The bell, so a click on it is not taken for leaving the panel. */
  button: React.RefObject<HTMLButtonElement | null>;
}

/** The notification feed: history, newest first, unread ones marked, mark read, a link to the offer. */
export function NotificationPanel({ feed, onClose, button }: NotificationPanelProps) {
  const refetch = [NotificationFeedQuery];
  const [markRead] = useToastMutation(MarkNotificationReadMutation, { failure: FAILURE, refetch });
  const [markAllRead, { loading: markingAll }] = useToastMutation(MarkAllNotificationsReadMutation, {
    failure: FAILURE,
    refetch,
  });
  const items = feed?.items ?? [];
  const unread = feed?.unreadCount ?? 0;
  const title = useRef<HTMLHeadingElement>(null);
  // The button pressed goes away (or is disabled) once read: focus stays in the panel, on its title.
  const read = (run: Promise<unknown>) => {
    title.current?.focus();
    void run;
  };

  return (
    <HeaderPanel expanded className="portal-notifications" addFocusListeners={false}>
      <section
        aria-labelledby="portal-notifications-title"
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose(true);
        }}
        onBlur={(event) => {
          const to = event.relatedTarget;
          if (to && !event.currentTarget.contains(to) && to !== button.current) onClose(false);
        }}
      >
        <div className="portal-notifications__head">
          <h2
            id="portal-notifications-title"
            className="portal-notifications__title"
            ref={title}
            tabIndex={-1}
          >
            Notifications
          </h2>
          <Button
            kind="ghost"
            size="sm"
            disabled={unread === 0 || markingAll}
            onClick={() => read(markAllRead({}))}
          >
            Mark all as read
          </Button>
        </div>
        {items.length === 0 ? (
          <p className="portal-notifications__empty">You have no notifications.</p>
        ) : (
          <ul className="portal-notifications__list">
            {items.map((item) => (
              <li
                key={item.id}
                className={`portal-notifications__item${item.read ? '' : ' portal-notifications__item--unread'}`}
              >
                <p className="portal-notifications__item-title">
                  {item.read ? null : <span className="cds--visually-hidden">Unread: </span>}
                  {item.title ?? 'Notification'}
                </p>
                {item.message ? <p>{item.message}</p> : null}
                <p className="portal-notifications__time">{formatDateTime(item.createdAt)}</p>
                <div className="portal-notifications__actions">
                  {item.offerId ? (
                    <Link
                      href={offerPath(item.offerId)}
                      onClick={(event: React.MouseEvent) => {
                        event.preventDefault();
                        onClose(false);
                        if (!item.read) void markRead({ id: item.id });
                        navigate(offerPath(item.offerId!));
                      }}
                    >
                      View offer
                    </Link>
                  ) : null}
                  {item.read ? null : (
                    <Button
                      kind="ghost"
                      size="sm"
                      aria-label={`Mark as read: ${item.title ?? 'Notification'}`}
                      onClick={() => read(markRead({ id: item.id }))}
                    >
                      Mark as read
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </HeaderPanel>
  );
}
