import { graphql } from '#graphql';

/**
 * Whether the provider keeps API clients and webhook endpoints: the admin-only Company tabs it offers. Asked only on
 * the company pages (lazily loaded), for admins, in one query: every query that selects providerFeatures replaces the
 * fields the others cached, and the dashboard already has two.
 */
export const CompanyFeaturesQuery = graphql(`
  query CompanyFeatures {
    providerFeatures {
      apiClients
      webhookEndpoints
    }
  }
`);
