import type { GatewayDomain } from '../domain.js';
import { NotificationsProviderClient } from './provider-client.js';
import { notificationsResolvers } from './resolvers.js';

/** The notification feed in the header: what the provider told the user, unread count, mark read (docs/adr/008). */
export const notificationsDomain: GatewayDomain<'notifications', NotificationsProviderClient> = {
  name: 'notifications',
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: notificationsResolvers,
  client: (http) => new NotificationsProviderClient(http),
  mappers: {
    Notification: './provider-client.js#ProviderNotification',
    NotificationPage: './provider-client.js#ProviderNotificationPage',
  },
};
