import { graphql } from '#graphql';

export const AccountContactQuery = graphql(`
  query AccountContact($accountId: ID!, $contactId: ID!) {
    accountContact(accountId: $accountId, contactId: $contactId) {
      id
      firstName
      lastName
      fullName
      email
      phoneNumber
      mobilePhoneNumber
      isPrimary
    }
  }
`);

export const CreateAccountContactMutation = graphql(`
  mutation CreateAccountContact($accountId: ID!, $input: AccountContactInput!) {
    createAccountContact(accountId: $accountId, input: $input) {
      id
    }
  }
`);

export const UpdateAccountContactMutation = graphql(`
  mutation UpdateAccountContact(
    $accountId: ID!
    $contactId: ID!
    $input: UpdateAccountContactInput!
    $loaded: UpdateAccountContactInput
  ) {
    updateAccountContact(accountId: $accountId, contactId: $contactId, input: $input, loaded: $loaded) {
      id
      firstName
      lastName
      fullName
      email
      phoneNumber
      mobilePhoneNumber
      isPrimary
    }
  }
`);
