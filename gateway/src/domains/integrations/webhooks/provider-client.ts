import type { components } from '../../../generated/provider-api.js';
import { notOffered } from '../../../provider/errors.js';
import type { ProviderPage } from '../../../provider/page.js';
import type { ProviderHttp } from '../../../provider/provider-http.js';

type Schemas = components['schemas'];

/** A webhook endpoint as the provider keeps it (GET /v1/webhook-endpoints, ours). */
export type ProviderWebhookEndpoint = Schemas['WebhookEndpoint'];
/** One event on its way to one endpoint. */
export type ProviderWebhookDelivery = Schemas['WebhookDelivery'];
/** An event type with its payload's JSON Schema. */
export type ProviderWebhookEventType = Schemas['WebhookEventType'];
/** POST and PUT /v1/webhook-endpoints. */
export type ProviderNewWebhookEndpoint = Schemas['NewWebhookEndpoint'];
export type ProviderWebhookEndpointSecret = Schemas['WebhookEndpointSecret'];
export type ProviderWebhookDeliveryPage = ProviderPage<ProviderWebhookDelivery>;

/** The provider's webhook endpoints for the seller (ours, docs/integrators.md, Webhooks). */
export class WebhooksProviderClient {
  constructor(private readonly http: ProviderHttp) {}

  private async path(id?: string, rest = ''): Promise<string> {
    if (!(await this.http.offers('webhookEndpoints'))) throw notOffered('deliver webhooks to your endpoints');
    return `/v1/webhook-endpoints${id === undefined ? '' : `/${encodeURIComponent(id)}`}${rest}`;
  }

  async eventTypes(): Promise<ProviderWebhookEventType[]> {
    await this.path();
    return this.http.get<ProviderWebhookEventType[]>('/v1/webhook-event-types');
  }

  async list(): Promise<ProviderWebhookEndpoint[]> {
    return this.http.get<ProviderWebhookEndpoint[]>(await this.path());
  }

  async get(id: string): Promise<ProviderWebhookEndpoint> {
    return this.http.get<ProviderWebhookEndpoint>(await this.path(id));
  }

  async create(endpoint: ProviderNewWebhookEndpoint): Promise<ProviderWebhookEndpointSecret> {
    return this.http.send<ProviderWebhookEndpointSecret>('POST', await this.path(), endpoint);
  }

  async update(id: string, endpoint: ProviderNewWebhookEndpoint): Promise<ProviderWebhookEndpoint> {
    return this.http.send<ProviderWebhookEndpoint>('PUT', await this.path(id), endpoint);
  }

  async remove(id: string): Promise<{ id: string }> {
    return this.http.send<{ id: string }>('DELETE', await this.path(id));
  }

  /** enable, disable: the endpoint as it is afterwards. */
  async switch(id: string, to: 'enable' | 'disable'): Promise<ProviderWebhookEndpoint> {
    return this.http.send<ProviderWebhookEndpoint>('POST', await this.path(id, `/${to}`));
  }

  async rotateSecret(id: string): Promise<ProviderWebhookEndpointSecret> {
    return this.http.send<ProviderWebhookEndpointSecret>('POST', await this.path(id, '/rotate-secret'));
  }

  async sendTest(id: string): Promise<ProviderWebhookDelivery> {
    return this.http.send<ProviderWebhookDelivery>('POST', await this.path(id, '/test'));
  }

  async deliveries(id: string, paging: { page: number; size: number }): Promise<ProviderWebhookDeliveryPage> {
    return this.http.get<ProviderWebhookDeliveryPage>(await this.path(id, '/deliveries'), {
      page: String(paging.page),
      size: String(paging.size),
    });
  }

  async redeliver(id: string, deliveryId: string): Promise<ProviderWebhookDelivery> {
    return this.http.send<ProviderWebhookDelivery>(
      'POST',
      await this.path(id, `/deliveries/${encodeURIComponent(deliveryId)}/redeliver`),
    );
  }
}
