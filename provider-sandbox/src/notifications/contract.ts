import { z } from 'zod';
import { named, pageSchema, pagingQuery, timestamp } from '../contract/schemas.js';

/** The answers of the notification feed's operations: all ours (docs/adr/019), the spec has no feed. */

export const notification = named(
  'Notification',
  z
    .object({
      id: z.guid(),
      type: z.enum(['offer', 'payment', 'advance', 'underwriting', 'test']),
      userId: z.guid(),
      sellerId: z.guid(),
      title: z.string().nullable(),
      message: z.string().nullable(),
      offerId: z.string().nullable().describe('The offer the notification is about, if any'),
      fileId: z.string().nullable().describe('Never set on a notification: the file of an export event'),
      createdAt: timestamp(),
      readAt: timestamp().nullable(),
    })
    .describe("One notification of the signed-in user's feed"),
);

export const notificationPage = named(
  'NotificationPage',
  pageSchema(notification).extend({ unreadCount: z.int().min(0) }),
);

export const notificationsMarkedRead = named(
  'NotificationsMarkedRead',
  z.object({ updated: z.int().min(0).describe('How many notifications were unread') }),
);

export const notificationsQuery = z.object(pagingQuery);
