import { graphql } from '#graphql';

export const PortfolioSummaryQuery = graphql(`
  query PortfolioSummary {
    providerFeatures {
      portfolioSummary
    }
    portfolioSummary {
      cashToCome {
        month
        amount
        paymentsCount
        offersCount
      }
      lateOrFailed {
        bucket
        lateAmount
        latePaymentsCount
        failedAmount
        failedPaymentsCount
        offersCount
      }
      advances {
        month
        amount
        advancesCount
        offersCount
      }
    }
  }
`);
