import { graphql } from '#graphql';

export const SetCustomerEinMutation = graphql(`
  mutation SetCustomerEin($accountId: ID!, $ein: String!) {
    setCustomerEin(accountId: $accountId, ein: $ein) {
      id
      name
      ein
    }
  }
`);
