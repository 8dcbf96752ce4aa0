import { graphql } from '#graphql';

export const OfferQuery = graphql(`
  query Offer($id: ID!) {
    providerFeatures {
      offerReissue
      offerFileDownload
      offerQuotePdf
    }
    offer(id: $id) {
      id
      stage
      stageLabel
      subType
      subTypeLabel
      requiredActions
      hasRequiredActions
      hasAddOns
      isAddOn
      allowCreateAddOn
      allowDuplicateChildOfferAddOns
      canDisableOffer
      canRequestCancellation
      canCancelBeforePayment
      canModifyAllowCreditCardPayments
      account {
        id
        name
        address
        isAccountDelinquent
        timeZone
      }
      recipient {
        fullName
        email
        phoneNumber
        mobilePhoneNumber
      }
      owner {
        id
        name
        email
      }
      directOfferTotalContractValue
      termStartDate
      termEndDate
      expiration
      allowCreditCardPayments
      parentOfferId
      reissuedFromOfferId
      reissuedToOfferId
      externalReferenceId
      messageToAccount
      offerPaymentStatus
      paymentsCount
      reconciledPaidPaymentsCount
      paidPaymentsAmount
      lastPaymentDate
      sellerAdvance {
        status
        amount
        termLabel
        paymentFrequency
        advanceDate
        expectedDate
      }
      renewal {
        renewalDate
        renewalFreeMonths
        renewalEnabled
        renewalOfferId
        renewedOfferId
        renewalState
      }
      summary {
        minTermStartDate
        maxTermStartDate
        minExpirationDate
        maxExpirationDate
        shouldShowTermStartDateWarning
        canEditExpirationDate
        canEditTermStartDate
      }
      customerOfferDirectUrl
      lastLinkSentDate
      canSendLink
      createdDate
      acceptedDate
    }
  }
`);

export const OfferPaymentTermsQuery = graphql(`
  query OfferPaymentTerms($id: ID!) {
    offer(id: $id) {
      id
      quote {
        salesPackageName
        directBillingFrequencyLabel
        directPaymentTerms
        term {
          label
          isStandardOfferTerm
        }
        lineItems {
          pricingGroupId
          pricingGroupName
          amount
        }
      }
      customerSelectedPricingOption {
        plan
        paymentFrequency
        paymentFrequencyLabel
        offerTermLabel
        paymentsCount
        periodBasedPaymentAmount
        totalContractValue
        creditCardSurcharge
        sellerCashAdvance
      }
      pricingOptions {
        plan
        paymentFrequency
        paymentFrequencyLabel
        offerTermLabel
        paymentsCount
        periodBasedPaymentAmount
        totalContractValue
        sellerCashAdvance
      }
      paymentMethod {
        paymentType
        institutionName
        paymentMethodEnding
      }
    }
  }
`);

export const OfferFilesQuery = graphql(`
  query OfferFiles($id: ID!) {
    offer(id: $id) {
      id
      files {
        id
        name
        extension
        type
        size
        uploadedBy
        uploadedDate
      }
    }
  }
`);

export const OfferAddOnsQuery = graphql(`
  query OfferAddOns($id: ID!, $page: Int!, $size: Int!) {
    offer(id: $id) {
      id
      addOns(page: $page, size: $size) {
        items {
          id
          accountName
          stage
          stageLabel
          directOfferTotalContractValue
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
  }
`);

export const OfferEventsQuery = graphql(`
  query OfferEvents($id: ID!, $page: Int!, $size: Int!, $type: OfferEventType) {
    offer(id: $id) {
      id
      funnel {
        step
        label
        reached
        reachedDate
      }
      events(page: $page, size: $size, type: $type) {
        items {
          id
          type
          occurredAt
          description
          actorName
          relatedOfferId
        }
        pageInfo {
          page
          size
          totalPages
          totalElements
        }
      }
    }
  }
`);

export const UpdateOfferMutation = graphql(`
  mutation UpdateOffer($id: ID!, $input: UpdateOfferInput!, $loaded: UpdateOfferInput) {
    updateOffer(id: $id, input: $input, loaded: $loaded) {
      id
      stage
      stageLabel
      termStartDate
      termEndDate
      expiration
      allowCreditCardPayments
      requiredActions
      hasRequiredActions
    }
  }
`);

export const UpdateOfferRenewalMutation = graphql(`
  mutation UpdateOfferRenewal($id: ID!, $input: OfferRenewalInput!) {
    updateOfferRenewal(id: $id, input: $input) {
      id
      renewal {
        renewalEnabled
        renewalFreeMonths
        renewalState
      }
    }
  }
`);

export const ChangeOfferOwnerMutation = graphql(`
  mutation ChangeOfferOwner($id: ID!, $newOwnerId: ID!) {
    changeOfferOwner(id: $id, newOwnerId: $newOwnerId) {
      id
      owner {
        id
        name
        email
      }
    }
  }
`);

export const OfferOwnerCandidatesQuery = graphql(`
  query OfferOwnerCandidates($query: String!) {
    offerOwnerCandidates(query: $query) {
      id
      firstName
      lastName
      email
    }
  }
`);

export const OfferCanCancelQuery = graphql(`
  query OfferCanCancel($id: ID!) {
    offer(id: $id) {
      id
      canCancelBeforePayment
    }
  }
`);
