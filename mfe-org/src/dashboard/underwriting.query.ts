import { graphql } from '#graphql';

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
