import type { components, operations } from '../../generated/provider-api.js';
import { isGatewayError } from '../../provider/errors.js';
import { callOnce } from '../../provider/loaders.js';
import type { ProviderFeatures } from '../../provider/contract.js';
import type { ProviderHttp } from '../../provider/provider-http.js';

/** GET /api/me (spec 02 section 3, Session). */
export type ProviderSession = components['schemas']['Session'];

/** GET /api/v1/users/current (spec 01 section 3, Current user; its status and owner flag are ours). */
export type ProviderCurrentUser = components['schemas']['CurrentUser'];

/** GET /api/v1/sellers/current (spec 01 section 3, Organization status flags; its organizationId is ours). */
export type ProviderSeller = components['schemas']['CurrentSeller'];

/** The email verification's active link, sent, sent again or read (spec 02 section 3). */
export type ProviderEmailVerificationLink = components['schemas']['EmailVerificationLink'];

/** POST /api/v1/organizations (spec 02 section 7, registration). */
export type ProviderRegisteredOrganization = components['schemas']['RegisteredOrganization'];

/** POST /api/v1/organizations's body (spec 02 section 7, the registration payload). */
export type ProviderRegistration = components['schemas']['RegistrationRequest'];

/** The code of POST /api/v1/email-verification/resend and /verify. */
type ProviderVerificationCode = components['schemas']['VerificationCode'];

/** POST /api/v1/join-requests: the join request just made. */
type ProviderCreatedJoinRequest = components['schemas']['CreatedJoinRequest'];

/** GET /api/account-linking (spec 02 section 3, Account-linking metadata). */
export type ProviderAccountLinking = components['schemas']['AccountLinking'];

/** POST /api/account-linking/link: where the browser goes on. */
type ProviderAccountLinked = components['schemas']['AccountLinked'];

/** GET /api/v1/sellers/current/settings (spec 02 section 3, Flags and settings). */
export type ProviderSellerSettings = components['schemas']['SellerSettings'];

const NO_CACHE = { 'cache-control': 'no-cache', pragma: 'no-cache' };

/** The session domain's provider calls, each made at most once per GraphQL request. */
export class SessionProviderClient {
  readonly session = callOnce(() => this.http.get<ProviderSession>('/me', undefined, NO_CACHE));
  /** Remembered between requests for a while (docs/adr/021): the role checks of most requests ask nothing. */
  readonly currentUser = callOnce(() =>
    this.http.member(() => this.http.get<ProviderCurrentUser>('/v1/users/current')),
  );
  /** Remembered between requests once the seller is approved (docs/adr/021): the reports' check asks nothing. */
  readonly currentSeller = callOnce(() =>
    this.http.seller(() => this.http.get<ProviderSeller>('/v1/sellers/current')),
  );
  readonly sellerSettings = callOnce(() =>
    this.http.get<ProviderSellerSettings>('/v1/sellers/current/settings', undefined, NO_CACHE),
  );

  constructor(private readonly http: ProviderHttp) {}

  /** The extensions the provider offers (its OpenAPI document, read once per gateway and refreshed). */
  async providerFeatures(): Promise<ProviderFeatures> {
    const features = await this.http.features();
    // API clients need the identity provider's registration too, which only this gateway's configuration says.
    return { ...features, apiClients: features.apiClients && this.http.registrar !== undefined };
  }

  /** The active link, or null when the provider has none (404). */
  async activeVerificationLink(): Promise<ProviderEmailVerificationLink | null> {
    try {
      return await this.http.get<ProviderEmailVerificationLink>(
        '/v1/email-verification/active-link',
        undefined,
        NO_CACHE,
      );
    } catch (error) {
      if (isGatewayError(error) && error.extensions.code === 'NOT_FOUND') return null;
      throw error;
    }
  }

  sendVerificationEmail(): Promise<ProviderEmailVerificationLink> {
    return this.http.send('POST', '/v1/email-verification/send');
  }

  resendVerificationEmail(code: string): Promise<ProviderEmailVerificationLink> {
    const body: ProviderVerificationCode = { code };
    return this.http.send('POST', '/v1/email-verification/resend', body);
  }

  async verifyEmail(code: string): Promise<void> {
    const body: ProviderVerificationCode = { code };
    await this.http.send('POST', '/v1/email-verification/verify', body);
  }

  registerOrganization(payload: ProviderRegistration): Promise<ProviderRegisteredOrganization> {
    return this.http.send('POST', '/v1/organizations', payload);
  }

  createJoinRequest(): Promise<ProviderCreatedJoinRequest> {
    return this.http.send('POST', '/v1/join-requests');
  }

  async markInviteAccepted(): Promise<void> {
    await this.http.send('PATCH', '/v1/users/invite-accepted');
  }

  accountLinking(sessionToken: string): Promise<ProviderAccountLinking> {
    return this.http.get(
      '/account-linking/',
      { sessionToken } satisfies operations['getAccountLinking']['parameters']['query'],
      NO_CACHE,
    );
  }

  linkAccounts(sessionToken: string): Promise<ProviderAccountLinked> {
    const body: components['schemas']['AccountLinkRequest'] = { sessionToken };
    return this.http.send(
      'POST',
      `/account-linking/link?sessionToken=${encodeURIComponent(sessionToken)}`,
      body,
    );
  }
}
