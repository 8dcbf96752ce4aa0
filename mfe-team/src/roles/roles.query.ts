import { graphql } from '#graphql';

export const TeamRolesQuery = graphql(`
  query TeamRoles {
    roles {
      id
      name
      displayName
      description
    }
  }
`);
