import { graphql } from '#graphql';

export const AddressSuggestionsQuery = graphql(`
  query AddressSuggestions($query: String!, $international: Boolean!) {
    addressSuggestions(query: $query, international: $international) {
      label
      country
      timeZone
    }
  }
`);
