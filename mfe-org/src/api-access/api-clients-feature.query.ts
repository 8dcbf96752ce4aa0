import { graphql } from '#graphql';

/**
 * Whether the provider keeps API clients. Asked only on the company pages (lazily loaded), for admins: every query
 * that selects providerFeatures replaces the fields the others cached, and the dashboard already has two.
 */
export const ApiClientsFeatureQuery = graphql(`
  query ApiClientsFeature {
    providerFeatures {
      apiClients
    }
  }
`);
