import { graphql } from '#graphql';

export const NotificationFeedQuery = graphql(`
  query NotificationFeed($size: Int!) {
    providerFeatures {
      notifications
    }
    notifications(page: 0, size: $size) {
      items {
        id
        type
        title
        message
        offerId
        createdAt
        read
      }
      unreadCount
    }
  }
`);

export const MarkNotificationReadMutation = graphql(`
  mutation MarkNotificationRead($id: ID!) {
    markNotificationRead(id: $id) {
      id
      read
      readAt
    }
  }
`);

export const MarkAllNotificationsReadMutation = graphql(`
  mutation MarkAllNotificationsRead {
    markAllNotificationsRead
  }
`);
