import { graphql } from '@seller-portal/shared/graphql';

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
