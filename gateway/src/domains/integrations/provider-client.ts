import type { ClientRegistrar } from '../../auth/client-registration.js';
import type { components } from '../../generated/provider-api.js';
import { gatewayError, isGatewayError, notOffered } from '../../provider/errors.js';
import type { ProviderHttp } from '../../provider/provider-http.js';

type Schemas = components['schemas'];

/** An API client as the provider keeps it (GET /v1/api-clients, ours). */
export type ProviderApiClient = Schemas['ApiClient'];

/** POST /v1/api-clients (ours). */
export type ProviderNewApiClient = Schemas['NewApiClient'];

/** The identity provider's registration of an API client, as the provider keeps it (ours). */
export type ProviderApiClientRegistration = Schemas['ApiClientRegistration'];

/** The provider's API clients (ours, docs/integrators.md) and their registrations at the identity provider. */
export class IntegrationsProviderClient {
  constructor(private readonly http: ProviderHttp) {}

  /** Whether API clients can be made: the provider keeps them and this gateway may register clients. */
  async offered(): Promise<boolean> {
    return this.http.registrar !== undefined && (await this.http.offers('apiClients'));
  }

  /** The registrar, or CONFLICT in words when API clients cannot be made here (providerFeatures.apiClients). */
  async registrar(): Promise<ClientRegistrar> {
    const registrar = this.http.registrar;
    if (!registrar || !(await this.http.offers('apiClients'))) throw notOffered('keep API clients');
    return registrar;
  }

  async list(): Promise<ProviderApiClient[]> {
    await this.registrar();
    return this.http.get<ProviderApiClient[]>('/v1/api-clients');
  }

  create(client: ProviderNewApiClient): Promise<ProviderApiClient> {
    return this.http.send<ProviderApiClient>('POST', '/v1/api-clients', client);
  }

  /** The client's current registration, or null when it has none (never registered). */
  async registration(id: string): Promise<ProviderApiClientRegistration | null> {
    try {
      return await this.http.get<ProviderApiClientRegistration>(
        `/v1/api-clients/${encodeURIComponent(id)}/registration`,
      );
    } catch (error) {
      if (isGatewayError(error) && error.extensions.code === 'NOT_FOUND') return null;
      throw error;
    }
  }

  bind(id: string, registration: ProviderApiClientRegistration): Promise<ProviderApiClient> {
    return this.http.send<ProviderApiClient>(
      'PUT',
      `/v1/api-clients/${encodeURIComponent(id)}/registration`,
      registration,
    );
  }

  revoke(id: string): Promise<ProviderApiClient> {
    return this.http.send<ProviderApiClient>('DELETE', `/v1/api-clients/${encodeURIComponent(id)}`);
  }

  /** Refuses a client that is not this seller's or was revoked, before the identity provider is asked anything. */
  async active(id: string): Promise<ProviderApiClient> {
    const client = (await this.list()).find((candidate) => candidate.id === id);
    if (!client) throw gatewayError('NOT_FOUND', 'API client not found.');
    if (client.status === 'REVOKED') throw gatewayError('CONFLICT', 'This API client was revoked.');
    return client;
  }
}
