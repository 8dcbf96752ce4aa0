import { graphql } from '#graphql';

export const CreateQuoteSettingsQuery = graphql(`
  query CreateQuoteSettings {
    providerFeatures {
      customerEin
    }
    organization {
      id
      settings {
        salesforceEnabled
        reversePaymentCalculatorEnabled
        offerSignatureDocumentEnabled
        authorizedOfferTypes
      }
    }
    salesPackages {
      id
      name
      availableOfferTerms {
        id
        duration
        offerTermType
        isStandardOfferTerm
        label
      }
      pricingGroups {
        id
        name
      }
    }
  }
`);

export const CustomerSearchQuery = graphql(`
  query CustomerSearch($query: String!) {
    accountTypeahead(query: $query) {
      id
      name
    }
  }
`);

export const ChosenCustomerQuery = graphql(`
  query ChosenCustomer($id: ID!) {
    customerProfile(id: $id) {
      id
      customer {
        id
        name
        ein
        isAccountDelinquent
        address {
          label
          country
          timeZone
        }
        accountContact {
          firstName
          lastName
          email
        }
      }
    }
  }
`);

export const ExpirationWindowQuery = graphql(`
  query OfferExpirationWindow($accountId: ID!, $parentOfferId: ID) {
    offerExpirationWindow(accountId: $accountId, parentOfferId: $parentOfferId) {
      timeZone
      minExpirationDate
      maxExpirationDate
      defaultExpiration
    }
  }
`);

export const DuplicationMetadataQuery = graphql(`
  query OfferDuplicationMetadata($offerId: ID!) {
    offerDuplicationMetadata(offerId: $offerId) {
      expiration
      externalReferenceId
      directPaymentTerms
      directBillingFrequency
      salesPackageId
      offerTermId
      messageToAccount
      account {
        id
      }
      lineItems {
        pricingGroupId
        amount
      }
    }
  }
`);

export const AddOnMetadataQuery = graphql(`
  query OfferAddOnMetadata($offerId: ID!) {
    offerAddOnMetadata(offerId: $offerId) {
      maxExpirationDate
      directPaymentTerms
      directBillingFrequency
      salesPackageId
      offerTermId
      account {
        id
      }
    }
  }
`);

export const OpportunityMetadataQuery = graphql(`
  query OpportunityMetadata($externalId: String!) {
    opportunityMetadata(externalId: $externalId) {
      externalId
      existingAccount {
        id
      }
      createAccountMetadata {
        name
        addressLabel
        suggestedAddresses {
          label
          country
          timeZone
        }
        accountContactFirstName
        accountContactLastName
        accountContactPhone
        accountContactEmail
      }
    }
  }
`);

export const QuotePreviewQuery = graphql(`
  query OfferQuotePreview($input: QuotePreviewInput!) {
    offerQuotePreview(input: $input) {
      ...QuotePreviewFields
    }
  }
`);

export const QuotePreviewFromPaymentQuery = graphql(`
  query OfferQuotePreviewFromPayment($input: QuotePreviewFromPaymentInput!) {
    offerQuotePreviewFromPayment(input: $input) {
      ...QuotePreviewFields
    }
  }
`);

/**
 * The preview's fields, spread into the preview query above by name (codegen registers it from here).
 * @public
 */
export const QuotePreviewFields = graphql(`
  fragment QuotePreviewFields on QuotePreview {
    totalContractValue
    offerTermLabel
    directAmount
    directMonthlyAmount
    lineItems {
      pricingGroupId
      pricingGroupName
      amount
    }
    financedOptions {
      paymentFrequency
      paymentFrequencyLabel
      periodBasedPaymentAmount
      totalContractValue
    }
    termComparison {
      offerTermId
      offerTermLabel
      paymentFrequencyLabel
      periodBasedPaymentAmount
      totalContractValue
      sellerCashAdvance
    }
  }
`);

export const CreateOfferMutation = graphql(`
  mutation CreateOffer($input: CreateOfferInput!, $idempotencyKey: String!) {
    createOffer(input: $input, idempotencyKey: $idempotencyKey) {
      id
      manualReviewRequired
      stage
    }
  }
`);
