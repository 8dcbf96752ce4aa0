import { graphql } from '#graphql';

export const OfferHealthReportQuery = graphql(`
  query OfferHealthReport(
    $page: Int!
    $size: Int!
    $accountId: ID
    $paymentStatuses: [PaymentStatus!]
    $portfolio: PortfolioSliceInput
  ) {
    offerHealthReport(
      page: $page
      size: $size
      accountId: $accountId
      paymentStatuses: $paymentStatuses
      portfolio: $portfolio
    ) {
      items {
        id
        accountName
        stage
        stageLabel
        directOfferTermLabel
        paymentFrequency
        obligorSelectedOfferTotalContractValue
        directOfferTotalContractValue
        obligorSelectedOfferPaymentAmount
        reconciledPaidPaymentsCount
        paymentsCount
        paidPaymentsAmount
        lastPaymentDate
        offerPaymentStatus
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

export const PaymentScheduleQuery = graphql(`
  query PaymentSchedule($offerId: ID!) {
    offerPaymentSchedule(offerId: $offerId) {
      id
      invoiceDate
      paymentDate
      paymentStatus
      details
      paymentAmount
      paymentMethod {
        paymentType
        institutionName
        paymentMethodEnding
      }
      hasInvoice
      invoiceId
    }
  }
`);

export const CashAdvancesQuery = graphql(`
  query CashAdvances {
    cashAdvances {
      id
      advanceDate
      total
    }
  }
`);

export const CashAdvanceQuery = graphql(`
  query CashAdvance($id: ID!) {
    cashAdvance(id: $id) {
      id
      advanceDate
      offerCashAdvances {
        offerId
        accountName
        customerSelectedOfferTermLabel
        paymentFrequency
        totalContractValue
        sellerCashAdvance
      }
    }
  }
`);
