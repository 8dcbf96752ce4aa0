import type { GatewayContext } from '../../context.js';
import type { GatewayDomain } from '../domain.js';
import { OrgProviderClient, type CompanyDetailsRecord } from './provider-client.js';
import { orgResolvers } from './resolvers.js';

/** The company lifecycle (spec 01): onboarding, underwriting, company and user settings, connections. */
export const orgDomain: GatewayDomain<'org', OrgProviderClient> = {
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
  // A company's own figures are in its transaction currency (an ISO 4217 code); USD until it has chosen one.
  moneyCurrencies: {
    CompanyDetails: (details) => (details as CompanyDetailsRecord).transactionCurrencyId,
    BusinessMetrics: transactionCurrency,
    SaasMetrics: transactionCurrency,
  },
};

async function transactionCurrency(metrics: unknown, context: unknown): Promise<string | null | undefined> {
  const { sellerId } = metrics as { sellerId: string };
  return (await (context as GatewayContext).org.profile(sellerId)).seller.transactionCurrencyId;
}
