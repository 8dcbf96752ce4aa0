import { z } from 'zod';
import type {
  NotificationType as GraphQLNotificationType,
  Resolvers,
} from '../../generated/resolvers-types.js';
import { requireTenant } from '../../auth/authorization.js';
import { pageArgs, pageFields } from '../../provider/page.js';
import { validInput } from '../../validation/valid-input.js';
import type { ProviderNotification } from './provider-client.js';

const notificationId = z.object({ id: z.uuid('Not a notification id') });

export const notificationsResolvers: Resolvers = {
  Query: {
    notifications: (_parent, args, { caller, notifications }) => {
      requireTenant(caller);
      const { page, size } = validInput(pageArgs, args);
      return notifications.feed(page, size);
    },
  },
  Mutation: {
    markNotificationRead: (_parent, args, { caller, notifications }) => {
      requireTenant(caller);
      const { id } = validInput(notificationId, args);
      return notifications.markRead(id);
    },
    markAllNotificationsRead: (_parent, _args, { caller, notifications }) => {
      requireTenant(caller);
      return notifications.markAllRead();
    },
  },
  NotificationPage: {
    ...pageFields<ProviderNotification>(),
    unreadCount: (page) => page.unreadCount,
  },
  Notification: {
    type: (notification) => notification.type.toUpperCase() as GraphQLNotificationType,
    read: (notification) => notification.readAt !== null,
  },
};
