import { defineDomain } from '../domain.js';
import { OrgProviderClient } from './provider-client.js';
import { orgResolvers } from './resolvers.js';

/** The company lifecycle (spec 01): onboarding, underwriting, company and user settings, connections. */
export const orgDomain = defineDomain({
  name: 'org',
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: orgResolvers,
  client: (http) => new OrgProviderClient(http),
  mappers: {
    OnboardingStatus: './provider-client.js#ProviderOnboardingStatus',
    OnboardingOptionalSteps: './provider-client.js#ProviderOptionalSteps',
    OnboardingSubmission: './provider-client.js#ProviderSubmission',
    CompanyProfile: './provider-client.js#CompanyProfileRecord',
    CompanyDetails: './provider-client.js#CompanyDetailsRecord',
    CompanyAddress: './provider-client.js#ProviderCompanyAddress',
    BusinessMetrics: './provider-client.js#BusinessMetricsRecord',
    SaasMetrics: './provider-client.js#SaasMetricsRecord',
    ReferenceItem: './provider-client.js#ProviderReferenceItem',
    IntegrationConnections: './provider-client.js#ConnectionsRecord',
    IntegrationConnection: './provider-client.js#ProviderConnection',
    Integration: './provider-client.js#IntegrationRecord',
    ExemptionReason: './provider-client.js#ProviderExemptionReason',
    ConnectionException: './provider-client.js#ProviderExemption',
  },
});
