import { graphql } from '#graphql';

/**
 * The companies of the offers' company filter whose name matches, each with how many of its offers the viewer sees
 * when the provider can say (docs/adr/019: otherwise the spec's account typeahead, without counts).
 */
export const OfferFilterAccountsQuery = graphql(`
  query OfferFilterAccounts($query: String!) {
    offerFilterAccounts(query: $query) {
      id
      name
      offersCount
    }
  }
`);
