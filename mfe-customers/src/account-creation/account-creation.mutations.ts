import { graphql } from '#graphql';

export const ValidateAccountMutation = graphql(`
  mutation ValidateAccount($input: AccountInput!) {
    validateAccount(input: $input) {
      renderExperience
      highConfidenceMatch {
        name
        ein
        address
        experianBin
      }
      potentialMatches {
        name
        ein
        address
        experianBin
      }
    }
  }
`);

export const CreateAccountMutation = graphql(`
  mutation CreateAccount($input: AccountInput!, $experianBin: String) {
    createAccount(input: $input, experianBin: $experianBin) {
      id
      name
      ein
      isAccountDelinquent
      address {
        label
        country
        timeZone
      }
      accountContact {
        id
        firstName
        lastName
        email
      }
    }
  }
`);
