import type { components, operations } from '../../generated/provider-api.js';
import type { ProviderHttp } from '../../provider/provider-http.js';
import { notOffered } from '../../provider/errors.js';
import { emptyPage } from '../../provider/page.js';

/** One notification of GET /api/v1/notifications (ours, docs/adr/019). */
export type ProviderNotification = components['schemas']['Notification'];

export type ProviderNotificationPage = components['schemas']['NotificationPage'];

/** The notification feed's provider calls: the caller's own notifications only (the provider scopes them). */
export class NotificationsProviderClient {
  constructor(private readonly http: ProviderHttp) {}

  /** The feed; empty from a provider without one (GET /v1/notifications is ours, docs/adr/019). */
  async feed(page: number, size: number): Promise<ProviderNotificationPage> {
    if (!(await this.http.offers('notifications'))) return { ...emptyPage(size), unreadCount: 0 };
    return this.http.get('/v1/notifications', {
      page,
      size,
    } satisfies operations['getV1Notifications']['parameters']['query']);
  }

  async markRead(id: string): Promise<ProviderNotification> {
    if (!(await this.http.offers('notifications'))) throw notOffered('keep notifications');
    return this.http.send('POST', `/v1/notifications/${encodeURIComponent(id)}/read`);
  }

  async markAllRead(): Promise<number> {
    if (!(await this.http.offers('notifications'))) return 0;
    const { updated } = await this.http.send<components['schemas']['NotificationsMarkedRead']>(
      'POST',
      '/v1/notifications/read',
    );
    return updated;
  }
}
