import { graphql } from '#graphql';

export const OffersQuery = graphql(`
  query Offers(
    $page: Int!
    $size: Int!
    $stages: [OfferStage!]
    $accountId: ID
    $expiringSoon: Boolean
    $search: String
    $sort: OfferSort
    $createdWithinDays: Int
    $ownerId: ID
  ) {
    offers(
      page: $page
      size: $size
      stages: $stages
      accountId: $accountId
      expiringSoon: $expiringSoon
      search: $search
      sort: $sort
      createdWithinDays: $createdWithinDays
      ownerId: $ownerId
    ) {
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
        ownerName
        offerType
        externalReferenceId
        salesPackageName
        directOfferTotalContractValue
        obligorSelectedOfferPaymentAmount
        customerOfferDirectUrl
        lastLinkSentDate
        canSendLink
        expiration
        createdDate
        lastModifiedDate
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
