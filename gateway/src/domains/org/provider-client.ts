import type { components, operations } from '../../generated/provider-api.js';
import { isGatewayError } from '../../provider/errors.js';
import { callOnce, callOncePerKey } from '../../provider/loaders.js';
import type { ProviderHttp } from '../../provider/provider-http.js';
import type { ReplaceOperation, ReplacedFields } from '../../provider/replace-operations.js';
import type { ProviderCurrentUser, ProviderSeller } from '../session/provider-client.js';

/** GET /api/onboarding/status. */
export type ProviderOnboardingStatus = components['schemas']['OnboardingStatus'];

/** GET /api/onboarding/status/optional-steps. */
export type ProviderOptionalSteps = components['schemas']['OptionalSteps'];

/** GET /api/v1/onboarding/submission (ours). */
export type ProviderSubmission = components['schemas']['OnboardingSubmission'];

export type ProviderCompanyAddress = components['schemas']['CompanyAddress'];

/** The seller of GET /api/v1/sellers/{sellerId}/onboarding, and what PATCH …/details answers. */
export type ProviderCompanyDetails = components['schemas']['CompanyDetails'];

export type ProviderBusinessMetrics = components['schemas']['BusinessMetrics'];

export type ProviderSaasMetrics = components['schemas']['SaasMetrics'];

export type ProviderReferenceItem = components['schemas']['ReferenceItem'];

/** GET /api/v1/sellers/{sellerId}/onboarding (spec 01 section 3, Seller onboarding payload). */
export type ProviderCompanyProfile = components['schemas']['CompanyProfile'];

export type ProviderConnection = components['schemas']['IntegrationConnection'];
export type ProviderSourceType = ProviderConnection['sourceType'];
export type ProviderConnectionStatus = ProviderConnection['status'];

type ProviderIntegration = components['schemas']['Integration'];

/** GET /api/sellers/current/integration-connections (spec 01 section 3, Connections response). */
export type ProviderConnections = components['schemas']['IntegrationConnections'];

export type ProviderExemptionReason = components['schemas']['ExemptionReason'];

/** POST /api/exemptions (spec 01 section 7). */
export type ProviderExemptionRequest = components['schemas']['ExemptionRequest'];

/** What POST /api/exemptions answers: the exception just requested. */
export type ProviderExemption = components['schemas']['Exemption'];

/** The fields PATCH /api/v1/users/current replaces (spec 01 section 7). */
export type ProviderUserSettings = ReplacedFields<components['schemas']['UserSettingsChanges']>;

/** The fields PATCH /api/v1/sellers/{sellerId}/details replaces. */
export type ProviderCompanyDetailsFields = ReplacedFields<components['schemas']['CompanyDetailsChanges']>;

/** The fields PATCH /api/v1/sellers/{sellerId}/business-metrics replaces. */
export type ProviderBusinessMetricsFields = ReplacedFields<components['schemas']['BusinessMetricsChanges']>;

/** The fields PATCH /api/v1/sellers/{sellerId}/saas-metrics replaces. */
export type ProviderSaasMetricsFields = ReplacedFields<components['schemas']['SaasMetricsChanges']>;

const NO_CACHE = { 'cache-control': 'no-cache', pragma: 'no-cache' };
const seller = (sellerId: string) => `/v1/sellers/${encodeURIComponent(sellerId)}`;

/** The company lifecycle's provider calls (spec 01 section 7); identical reads within one request are made once. */
export class OrgProviderClient {
  readonly onboardingStatus = callOnce(() =>
    this.http.get<ProviderOnboardingStatus>('/onboarding/status', undefined, NO_CACHE),
  );
  readonly optionalSteps = callOnce(() =>
    this.http.get<ProviderOptionalSteps>('/onboarding/status/optional-steps', undefined, NO_CACHE),
  );
  /** The submission, or null before one (404). */
  readonly submission = callOnce(async () => {
    if (!(await this.http.offers('onboardingSubmission'))) return null;
    try {
      return await this.http.get<ProviderSubmission>('/v1/onboarding/submission', undefined, NO_CACHE);
    } catch (error) {
      if (isGatewayError(error) && error.extensions.code === 'NOT_FOUND') return null;
      throw error;
    }
  });
  readonly profile = callOncePerKey((sellerId: string) =>
    this.http.get<ProviderCompanyProfile>(`${seller(sellerId)}/onboarding`, undefined, NO_CACHE),
  );
  readonly saasMetrics = callOncePerKey((sellerId: string) =>
    this.http.get<ProviderSaasMetrics>(`${seller(sellerId)}/saas-metrics`, undefined, NO_CACHE),
  );
  readonly exemptionReasons = callOnce(() =>
    this.http.get<ProviderExemptionReason[]>('/reference/exemption-reasons'),
  );
  readonly connections = callOncePerKey((sourceType: ProviderSourceType) =>
    this.http.get<ProviderConnections>(
      '/sellers/current/integration-connections',
      { sourceType } satisfies operations['getSellersCurrentIntegrationConnections']['parameters']['query'],
      NO_CACHE,
    ),
  );

  constructor(private readonly http: ProviderHttp) {}

  submit(): Promise<ProviderSeller> {
    return this.http.send('POST', '/v1/onboarding/submit', {});
  }

  updateDetails(
    sellerId: string,
    operations: ReplaceOperation<ProviderCompanyDetailsFields>[],
  ): Promise<ProviderCompanyDetails> {
    return this.http.send('PATCH', `${seller(sellerId)}/details`, operations);
  }

  updateBusinessMetrics(
    sellerId: string,
    operations: ReplaceOperation<ProviderBusinessMetricsFields>[],
  ): Promise<ProviderBusinessMetrics> {
    return this.http.send('PATCH', `${seller(sellerId)}/business-metrics`, operations);
  }

  updateSaasMetrics(
    sellerId: string,
    operations: ReplaceOperation<ProviderSaasMetricsFields>[],
  ): Promise<ProviderSaasMetrics> {
    return this.http.send('PATCH', `${seller(sellerId)}/saas-metrics`, operations);
  }

  updateCurrentUser(operations: ReplaceOperation<ProviderUserSettings>[]): Promise<ProviderCurrentUser> {
    return this.http.send('PATCH', '/v1/users/current', operations);
  }

  requestExemption(request: ProviderExemptionRequest): Promise<ProviderExemption> {
    return this.http.send('POST', '/exemptions', request);
  }

  startConnection(platformKey: string, networkPathReference: string): Promise<ProviderConnection> {
    const request: components['schemas']['ConnectionRequest'] = { platformKey, networkPathReference };
    return this.http.send('POST', '/v1/connections', request);
  }

  disconnect(id: string): Promise<ProviderConnection> {
    return this.http.send('POST', `/v1/connections/${encodeURIComponent(id)}/disconnect`);
  }
}

// What the GraphQL types resolve from: the provider's answers with the seller (their id) or the kind listed.
export interface CompanyProfileRecord extends ProviderCompanyProfile {
  sellerId: string;
}
export interface CompanyDetailsRecord extends ProviderCompanyDetails {
  sellerId: string;
}
export interface BusinessMetricsRecord extends ProviderBusinessMetrics {
  sellerId: string;
}
export interface SaasMetricsRecord extends ProviderSaasMetrics {
  sellerId: string;
}
/** An integration of the provider's list, or one it does not list (named by its key, without a logo). */
export interface IntegrationRecord extends Omit<ProviderIntegration, 'logoUrl'> {
  logoUrl: string | null;
}
export interface ConnectionsRecord extends ProviderConnections {
  sourceType: ProviderSourceType;
}
