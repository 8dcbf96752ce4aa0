import { gatewayError } from '../provider/errors.js';

/** A client the identity provider registered (RFC 7591's answer, the parts the gateway keeps or shows). */
export interface RegisteredClient {
  clientId: string;
  clientSecret: string;
  /** RFC 7592's token for reading and deleting this registration later. */
  registrationAccessToken: string;
}

interface Discovery {
  issuer: string;
  registration_endpoint?: string;
  token_endpoint?: string;
}

const UNAVAILABLE = 'The identity provider could not register the API client. Try again.';

/**
 * Registers API clients at the identity provider with OpenID Connect Dynamic Client Registration (RFC 7591): a
 * confidential client for the client-credentials grant, with the scopes it may ask for. The initial access token
 * that allows registering is the gateway's alone; the answers' secrets are passed on once and never logged.
 * Registrations are deleted with RFC 7592 (their registration access token) when a client is rotated or revoked.
 */
export class ClientRegistrar {
  private discovery: Promise<Discovery> | null = null;

  constructor(
    private readonly issuer: string,
    /** The resource API clients ask tokens for: this gateway's audience. */
    readonly audience: string,
    private readonly initialAccessToken: string,
  ) {}

  /** The identity provider's token endpoint, where an API client asks for tokens. */
  async tokenEndpoint(): Promise<string> {
    const { token_endpoint } = await this.discover();
    if (!token_endpoint) throw gatewayError('UPSTREAM_UNAVAILABLE', UNAVAILABLE);
    return token_endpoint;
  }

  async register(name: string, scopes: readonly string[]): Promise<RegisteredClient> {
    const { registration_endpoint } = await this.discover();
    if (!registration_endpoint) throw gatewayError('UPSTREAM_UNAVAILABLE', UNAVAILABLE);
    const response = await fetch(registration_endpoint, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.initialAccessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        client_name: name,
        grant_types: ['client_credentials'],
        response_types: [],
        redirect_uris: [],
        token_endpoint_auth_method: 'client_secret_basic',
        scope: scopes.join(' '),
      }),
      signal: AbortSignal.timeout(5000),
    }).catch(() => null);
    if (response?.status !== 201) throw gatewayError('UPSTREAM_UNAVAILABLE', UNAVAILABLE);
    const answer = (await response.json()) as Record<string, unknown>;
    const { client_id, client_secret, registration_access_token } = answer;
    if (
      typeof client_id !== 'string' ||
      typeof client_secret !== 'string' ||
      typeof registration_access_token !== 'string'
    )
      throw gatewayError('UPSTREAM_UNAVAILABLE', UNAVAILABLE);
    return {
      clientId: client_id,
      clientSecret: client_secret,
      registrationAccessToken: registration_access_token,
    };
  }

  /**
   * Deletes a registration (RFC 7592), so the identity provider issues it nothing more. The provider already refuses
   * its tokens by then; a failure here leaves a registration that gets no token, so it is not the caller's error.
   */
  async remove(clientId: string, registrationAccessToken: string): Promise<boolean> {
    const { registration_endpoint } = await this.discover();
    if (!registration_endpoint) return false;
    const response = await fetch(`${registration_endpoint}/${encodeURIComponent(clientId)}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${registrationAccessToken}` },
      signal: AbortSignal.timeout(5000),
    }).catch(() => null);
    return response?.status === 204;
  }

  private discover(): Promise<Discovery> {
    this.discovery ??= fetch(`${this.issuer}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(5000),
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`discovery answered ${response.status}`);
        const discovery = (await response.json()) as Discovery;
        if (discovery.issuer !== this.issuer) throw new Error('discovery answered for another issuer');
        return discovery;
      })
      .catch(() => {
        this.discovery = null;
        throw gatewayError('UPSTREAM_UNAVAILABLE', UNAVAILABLE);
      });
    return this.discovery;
  }
}
