import { graphql } from '#graphql';

export const ShellContextQuery = graphql(`
  query ShellContext {
    viewer {
      id
      email
      firstName
      lastName
      isOrganizationOwner
      isInvitePending
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

export const MarkInviteAcceptedMutation = graphql(`
  mutation MarkInviteAccepted {
    markInviteAccepted
  }
`);
