import { graphql } from '@seller-portal/shared/graphql';

export const ShellContextQuery = graphql(`
  query ShellContext {
    viewer {
      id
      email
      firstName
      lastName
      isOrganizationOwner
      roles {
        id
        name
        displayName
      }
    }
    organization {
      id
      sellerName
      sellerLogoResourceUrl
      isOnboarding
      isUnderwriting
      isApproved
      dashboardLink
    }
  }
`);
