import { graphql } from '#graphql';

export const OnboardingStatusQuery = graphql(`
  query OnboardingStatus {
    onboardingStatus {
      userProfileCompleted
      sellerRegistrationCompleted
      codatAccountingConnectionsCreated
      codatBankingConnectionsCreated
      filesUploaded
    }
  }
`);

/** The answer updates the cached organization, so the shell shows underwriting at once. */
export const SubmitOnboardingMutation = graphql(`
  mutation SubmitOnboarding {
    submitOnboarding {
      id
      isOnboarding
      isUnderwriting
      isApproved
      dashboardLink
    }
  }
`);
