import { graphql } from '@seller-portal/shared/graphql';

export const OffersQuery = graphql(`
  query Offers($page: Int!, $size: Int!, $stages: [OfferStage!], $accountId: ID) {
    offers(page: $page, size: $size, stages: $stages, accountId: $accountId) {
      items {
        id
        accountId
        accountName
        stage
        stageLabel
        isAddOn
        allowCreateAddOn
        allowDuplicateChildOfferAddOns
        canDisableOffer
        hasRequiredActions
        recipientFullName
        recipientEmail
        salesPackageName
        directOfferTotalContractValue
        obligorSelectedOfferPaymentAmount
        customerOfferDirectUrl
        lastLinkSentDate
        createdDate
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
