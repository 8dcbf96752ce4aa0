import { graphql } from '#graphql';

/** The companies with offers the viewer sees whose name matches, each with how many of its offers that is. */
export const OfferAccountTypeaheadQuery = graphql(`
  query OfferAccountTypeahead($query: String!) {
    offerAccountTypeahead(query: $query) {
      id
      name
      offersCount
    }
  }
`);
