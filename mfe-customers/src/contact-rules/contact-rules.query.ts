import { graphql } from '#graphql';

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
