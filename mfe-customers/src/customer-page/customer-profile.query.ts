import { graphql } from '#graphql';

export const CustomerProfileQuery = graphql(`
  query CustomerProfile($id: ID!) {
    providerFeatures {
      customerEin
    }
    customerProfile(id: $id) {
      id
      offersCount
      customer {
        id
        name
        ein
        isAccountDelinquent
        address {
          label
        }
      }
      contacts {
        id
        fullName
        email
        phoneNumber
        mobilePhoneNumber
        isPrimary
        created
        updated
      }
    }
  }
`);

export const MakePrimaryAccountContactMutation = graphql(`
  mutation MakePrimaryAccountContact($accountId: ID!, $contactId: ID!) {
    makePrimaryAccountContact(accountId: $accountId, contactId: $contactId) {
      id
      isPrimary
    }
  }
`);
