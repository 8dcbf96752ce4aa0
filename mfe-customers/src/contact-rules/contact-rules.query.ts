import { graphql } from '@seller-portal/shared/graphql';

export const ContactRulesQuery = graphql(`
  query ContactRules {
    organization {
      id
      settings {
        phoneNumberRequiredForAccountContacts
      }
    }
  }
`);
