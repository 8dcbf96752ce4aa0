import type { NotificationType } from '@seller-portal/shared/realtime';
import type { ProviderHttp } from '../../provider/provider-http.js';
import type { ProviderPage } from '../../provider/page.js';

/** One notification of GET /api/v1/notifications (the provider's event). */
export interface ProviderNotification {
  id: string;
  type: NotificationType;
  title: string | null;
  message: string | null;
  offerId: string | null;
  createdAt: string;
  readAt: string | null;
}

export interface ProviderNotificationPage extends ProviderPage<ProviderNotification> {
  unreadCount: number;
}

/** The notification feed's provider calls: the caller's own notifications only (the provider scopes them). */
export class NotificationsProviderClient {
  constructor(private readonly http: ProviderHttp) {}

  feed(page: number, size: number): Promise<ProviderNotificationPage> {
    return this.http.get('/v1/notifications', { page, size });
  }

  markRead(id: string): Promise<ProviderNotification> {
    return this.http.send('POST', `/v1/notifications/${encodeURIComponent(id)}/read`);
  }

  async markAllRead(): Promise<number> {
    const { updated } = await this.http.send<{ updated: number }>('POST', '/v1/notifications/read');
    return updated;
  }
}
