import { graphql } from '#graphql';

export const TeamMembersQuery = graphql(`
  query TeamMembers($page: Int!, $size: Int!, $search: String) {
    team(page: $page, size: $size, search: $search) {
      items {
        id
        fullName
        email
        status
        isOrganizationOwner
        roles {
          id
          name
          displayName
        }
      }
      pageInfo {
        page
        size
        totalPages
        totalElements
      }
    }
  }
`);
