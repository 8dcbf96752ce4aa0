import { graphql } from '@seller-portal/shared/graphql';

export const UnderwritingQuery = graphql(`
  query Underwriting {
    onboardingSubmission {
      submittedAt
      decisionExpectedAt
    }
    onboardingOptionalSteps {
      codatPaymentsConnectionsCreated
      saasMetricsCompleted
    }
  }
`);
