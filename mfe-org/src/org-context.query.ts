import { graphql } from '#graphql';

/** Who is looking and where their company stands: the same cached objects the shell shows. */
export const OrgContextQuery = graphql(`
  query OrgContext {
    viewer {
      id
      roles {
        id
        name
      }
    }
    organization {
      id
      sellerName
      isOnboarding
      isUnderwriting
      isApproved
      dashboardLink
      showAdvanceHistory
    }
  }
`);
