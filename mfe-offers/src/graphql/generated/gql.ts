/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  '\n  query OfferFilterAccounts($query: String!) {\n    offerFilterAccounts(query: $query) {\n      id\n      name\n      offersCount\n    }\n  }\n': typeof types.OfferFilterAccountsDocument;
  '\n  query CreateQuoteSettings {\n    providerFeatures {\n      customerEin\n    }\n    organization {\n      id\n      settings {\n        salesforceEnabled\n        reversePaymentCalculatorEnabled\n        offerSignatureDocumentEnabled\n        authorizedOfferTypes\n      }\n    }\n    salesPackages {\n      id\n      name\n      availableOfferTerms {\n        id\n        duration\n        offerTermType\n        isStandardOfferTerm\n        label\n      }\n      pricingGroups {\n        id\n        name\n      }\n    }\n  }\n': typeof types.CreateQuoteSettingsDocument;
  '\n  query CustomerSearch($query: String!) {\n    accountTypeahead(query: $query) {\n      id\n      name\n    }\n  }\n': typeof types.CustomerSearchDocument;
  '\n  query ChosenCustomer($id: ID!) {\n    customerProfile(id: $id) {\n      id\n      customer {\n        id\n        name\n        ein\n        isAccountDelinquent\n        address {\n          label\n          country\n          timeZone\n        }\n        accountContact {\n          firstName\n          lastName\n          email\n        }\n      }\n    }\n  }\n': typeof types.ChosenCustomerDocument;
  '\n  query OfferExpirationWindow($accountId: ID!, $parentOfferId: ID) {\n    offerExpirationWindow(accountId: $accountId, parentOfferId: $parentOfferId) {\n      timeZone\n      minExpirationDate\n      maxExpirationDate\n      defaultExpiration\n    }\n  }\n': typeof types.OfferExpirationWindowDocument;
  '\n  query OfferDuplicationMetadata($offerId: ID!) {\n    offerDuplicationMetadata(offerId: $offerId) {\n      expiration\n      externalReferenceId\n      directPaymentTerms\n      directBillingFrequency\n      salesPackageId\n      offerTermId\n      messageToAccount\n      account {\n        id\n      }\n      lineItems {\n        pricingGroupId\n        amount\n      }\n    }\n  }\n': typeof types.OfferDuplicationMetadataDocument;
  '\n  query OfferAddOnMetadata($offerId: ID!) {\n    offerAddOnMetadata(offerId: $offerId) {\n      maxExpirationDate\n      directPaymentTerms\n      directBillingFrequency\n      salesPackageId\n      offerTermId\n      account {\n        id\n      }\n    }\n  }\n': typeof types.OfferAddOnMetadataDocument;
  '\n  query OpportunityMetadata($externalId: String!) {\n    opportunityMetadata(externalId: $externalId) {\n      externalId\n      existingAccount {\n        id\n      }\n      createAccountMetadata {\n        name\n        addressLabel\n        suggestedAddresses {\n          label\n          country\n          timeZone\n        }\n        accountContactFirstName\n        accountContactLastName\n        accountContactPhone\n        accountContactEmail\n      }\n    }\n  }\n': typeof types.OpportunityMetadataDocument;
  '\n  query OfferQuotePreview($input: QuotePreviewInput!) {\n    offerQuotePreview(input: $input) {\n      ...QuotePreviewFields\n    }\n  }\n': typeof types.OfferQuotePreviewDocument;
  '\n  query OfferQuotePreviewFromPayment($input: QuotePreviewFromPaymentInput!) {\n    offerQuotePreviewFromPayment(input: $input) {\n      ...QuotePreviewFields\n    }\n  }\n': typeof types.OfferQuotePreviewFromPaymentDocument;
  '\n  fragment QuotePreviewFields on QuotePreview {\n    totalContractValue\n    offerTermLabel\n    directAmount\n    directMonthlyAmount\n    lineItems {\n      pricingGroupId\n      pricingGroupName\n      amount\n    }\n    financedOptions {\n      paymentFrequency\n      paymentFrequencyLabel\n      periodBasedPaymentAmount\n      totalContractValue\n    }\n    termComparison {\n      offerTermId\n      offerTermLabel\n      paymentFrequencyLabel\n      periodBasedPaymentAmount\n      totalContractValue\n      sellerCashAdvance\n    }\n  }\n': typeof types.QuotePreviewFieldsFragmentDoc;
  '\n  mutation CreateOffer($input: CreateOfferInput!, $idempotencyKey: String!) {\n    createOffer(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      manualReviewRequired\n      stage\n    }\n  }\n': typeof types.CreateOfferDocument;
  '\n  mutation DisableOffer($id: ID!) {\n    disableOffer(id: $id) {\n      id\n      stage\n      stageLabel\n      canDisableOffer\n    }\n  }\n': typeof types.DisableOfferDocument;
  '\n  mutation CancelOffer($id: ID!) {\n    cancelOffer(id: $id) {\n      id\n      stage\n      stageLabel\n      # With the stage, the flags the actions menu follows: a canceled offer offers no Cancel at once, not only once\n      # the offer is read again.\n      canRequestCancellation\n      canCancelBeforePayment\n      canDisableOffer\n    }\n  }\n': typeof types.CancelOfferDocument;
  '\n  mutation ReissueOffer($id: ID!) {\n    reissueOffer(id: $id) {\n      id\n    }\n  }\n': typeof types.ReissueOfferDocument;
  '\n  mutation SendOfferLink($offerId: ID!, $recipientContactId: ID) {\n    sendOfferLink(offerId: $offerId, recipientContactId: $recipientContactId) {\n      sentAt\n      offer {\n        id\n        lastLinkSentDate\n        canSendLink\n      }\n    }\n  }\n': typeof types.SendOfferLinkDocument;
  '\n  query OfferLinkContacts($accountId: ID!) {\n    customerProfile(id: $accountId) {\n      id\n      contacts {\n        id\n        fullName\n        email\n      }\n    }\n  }\n': typeof types.OfferLinkContactsDocument;
  '\n  query Offer($id: ID!) {\n    providerFeatures {\n      offerReissue\n      offerFileDownload\n      offerQuotePdf\n    }\n    offer(id: $id) {\n      id\n      stage\n      stageLabel\n      subType\n      subTypeLabel\n      requiredActions\n      hasRequiredActions\n      hasAddOns\n      isAddOn\n      allowCreateAddOn\n      allowDuplicateChildOfferAddOns\n      canDisableOffer\n      canRequestCancellation\n      canCancelBeforePayment\n      canModifyAllowCreditCardPayments\n      account {\n        id\n        name\n        address\n        isAccountDelinquent\n        timeZone\n      }\n      recipient {\n        fullName\n        email\n        phoneNumber\n        mobilePhoneNumber\n      }\n      owner {\n        id\n        name\n        email\n      }\n      directOfferTotalContractValue\n      termStartDate\n      termEndDate\n      expiration\n      allowCreditCardPayments\n      parentOfferId\n      reissuedFromOfferId\n      reissuedToOfferId\n      externalReferenceId\n      messageToAccount\n      offerPaymentStatus\n      paymentsCount\n      reconciledPaidPaymentsCount\n      paidPaymentsAmount\n      lastPaymentDate\n      sellerAdvance {\n        status\n        amount\n        termLabel\n        paymentFrequency\n        advanceDate\n        expectedDate\n      }\n      renewal {\n        renewalDate\n        renewalFreeMonths\n        renewalEnabled\n        renewalOfferId\n        renewedOfferId\n        renewalState\n      }\n      summary {\n        minTermStartDate\n        maxTermStartDate\n        minExpirationDate\n        maxExpirationDate\n        shouldShowTermStartDateWarning\n        canEditExpirationDate\n        canEditTermStartDate\n      }\n      customerOfferDirectUrl\n      lastLinkSentDate\n      canSendLink\n      createdDate\n      acceptedDate\n    }\n  }\n': typeof types.OfferDocument;
  '\n  query OfferPaymentTerms($id: ID!) {\n    offer(id: $id) {\n      id\n      quote {\n        salesPackageName\n        directBillingFrequencyLabel\n        directPaymentTerms\n        term {\n          label\n          isStandardOfferTerm\n        }\n        lineItems {\n          pricingGroupId\n          pricingGroupName\n          amount\n        }\n      }\n      customerSelectedPricingOption {\n        plan\n        paymentFrequency\n        paymentFrequencyLabel\n        offerTermLabel\n        paymentsCount\n        periodBasedPaymentAmount\n        totalContractValue\n        creditCardSurcharge\n        sellerCashAdvance\n      }\n      pricingOptions {\n        plan\n        paymentFrequency\n        paymentFrequencyLabel\n        offerTermLabel\n        paymentsCount\n        periodBasedPaymentAmount\n        totalContractValue\n        sellerCashAdvance\n      }\n      paymentMethod {\n        paymentType\n        institutionName\n        paymentMethodEnding\n      }\n    }\n  }\n': typeof types.OfferPaymentTermsDocument;
  '\n  query OfferFiles($id: ID!) {\n    offer(id: $id) {\n      id\n      files {\n        id\n        name\n        extension\n        type\n        size\n        uploadedBy\n        uploadedDate\n      }\n    }\n  }\n': typeof types.OfferFilesDocument;
  '\n  query OfferAddOns($id: ID!, $page: Int!, $size: Int!) {\n    offer(id: $id) {\n      id\n      addOns(page: $page, size: $size) {\n        items {\n          id\n          accountName\n          stage\n          stageLabel\n          directOfferTotalContractValue\n          createdDate\n        }\n        pageInfo {\n          page\n          size\n          totalPages\n          totalElements\n        }\n      }\n    }\n  }\n': typeof types.OfferAddOnsDocument;
  '\n  query OfferEvents($id: ID!, $page: Int!, $size: Int!, $type: OfferEventType) {\n    offer(id: $id) {\n      id\n      funnel {\n        step\n        label\n        reached\n        reachedDate\n      }\n      events(page: $page, size: $size, type: $type) {\n        items {\n          id\n          type\n          occurredAt\n          description\n          actorName\n          relatedOfferId\n        }\n        pageInfo {\n          page\n          size\n          totalPages\n          totalElements\n        }\n      }\n    }\n  }\n': typeof types.OfferEventsDocument;
  '\n  mutation UpdateOffer($id: ID!, $input: UpdateOfferInput!, $loaded: UpdateOfferInput) {\n    updateOffer(id: $id, input: $input, loaded: $loaded) {\n      id\n      stage\n      stageLabel\n      termStartDate\n      termEndDate\n      expiration\n      allowCreditCardPayments\n      requiredActions\n      hasRequiredActions\n    }\n  }\n': typeof types.UpdateOfferDocument;
  '\n  mutation UpdateOfferRenewal($id: ID!, $input: OfferRenewalInput!) {\n    updateOfferRenewal(id: $id, input: $input) {\n      id\n      renewal {\n        renewalEnabled\n        renewalFreeMonths\n        renewalState\n      }\n    }\n  }\n': typeof types.UpdateOfferRenewalDocument;
  '\n  mutation ChangeOfferOwner($id: ID!, $newOwnerId: ID!) {\n    changeOfferOwner(id: $id, newOwnerId: $newOwnerId) {\n      id\n      owner {\n        id\n        name\n        email\n      }\n    }\n  }\n': typeof types.ChangeOfferOwnerDocument;
  '\n  query OfferOwnerCandidates($query: String!) {\n    offerOwnerCandidates(query: $query) {\n      id\n      firstName\n      lastName\n      email\n    }\n  }\n': typeof types.OfferOwnerCandidatesDocument;
  '\n  query OfferCanCancel($id: ID!) {\n    offer(id: $id) {\n      id\n      canCancelBeforePayment\n    }\n  }\n': typeof types.OfferCanCancelDocument;
  '\n  mutation StartOfferExport($input: OfferExportInput!) {\n    startOfferExport(input: $input)\n  }\n': typeof types.StartOfferExportDocument;
  '\n  query LastOfferReport($exportType: OfferExportType!) {\n    lastOfferReport(exportType: $exportType) {\n      fileId\n      createdDate\n    }\n  }\n': typeof types.LastOfferReportDocument;
  '\n  mutation DisableOffers($ids: [ID!]!) {\n    disableOffers(ids: $ids) {\n      offerId\n      ok\n      message\n      offer {\n        id\n        stage\n        stageLabel\n        canDisableOffer\n      }\n    }\n  }\n': typeof types.DisableOffersDocument;
  '\n  mutation SendOfferLinks($ids: [ID!]!) {\n    sendOfferLinks(ids: $ids) {\n      offerId\n      ok\n      message\n      offer {\n        id\n        lastLinkSentDate\n      }\n    }\n  }\n': typeof types.SendOfferLinksDocument;
  '\n  query Offers(\n    $page: Int!\n    $size: Int!\n    $stages: [OfferStage!]\n    $accountId: ID\n    $expiringSoon: Boolean\n    $search: String\n    $sort: OfferSort\n    $createdWithinDays: Int\n    $ownerId: ID\n  ) {\n    offers(\n      page: $page\n      size: $size\n      stages: $stages\n      accountId: $accountId\n      expiringSoon: $expiringSoon\n      search: $search\n      sort: $sort\n      createdWithinDays: $createdWithinDays\n      ownerId: $ownerId\n    ) {\n      items {\n        id\n        accountId\n        accountName\n        stage\n        stageLabel\n        isAddOn\n        allowCreateAddOn\n        allowDuplicateChildOfferAddOns\n        canDisableOffer\n        hasRequiredActions\n        recipientFullName\n        recipientEmail\n        ownerName\n        offerType\n        externalReferenceId\n        salesPackageName\n        directOfferTotalContractValue\n        obligorSelectedOfferPaymentAmount\n        customerOfferDirectUrl\n        lastLinkSentDate\n        canSendLink\n        expiration\n        createdDate\n        lastModifiedDate\n      }\n      pageInfo {\n        page\n        size\n        totalPages\n        totalElements\n      }\n    }\n  }\n': typeof types.OffersDocument;
  '\n  fragment PipelineFigures on OfferPipelineFigures {\n    offersCount\n    amount\n    sentCount\n    acceptedCount\n    conversionRate\n    medianDaysToAccept\n    groups {\n      group\n      label\n      count\n      amount\n      stages\n    }\n  }\n': typeof types.PipelineFiguresFragmentDoc;
  '\n  query OfferPipeline($createdWithinDays: Int, $ownerId: ID) {\n    offerPipeline(createdWithinDays: $createdWithinDays, ownerId: $ownerId) {\n      createdWithinDays\n      ownerId\n      sentStages\n      acceptedStages\n      totals {\n        ...PipelineFigures\n      }\n      owners {\n        ownerId\n        ownerName\n        figures {\n          offersCount\n          amount\n          acceptedCount\n          conversionRate\n          medianDaysToAccept\n        }\n      }\n    }\n  }\n': typeof types.OfferPipelineDocument;
  '\n  query OffersViewer {\n    providerFeatures {\n      offerExpiringSoon\n      offerPipeline\n      offerSearch\n    }\n    viewer {\n      id\n      roles {\n        id\n        name\n      }\n    }\n    organization {\n      id\n      sellerName\n      offerAddOnsEnabled\n      settings {\n        authorizedOfferTypes\n        renewalsEnabled\n        offerForwardingEnabled\n      }\n    }\n  }\n': typeof types.OffersViewerDocument;
};
const documents: Documents = {
  '\n  query OfferFilterAccounts($query: String!) {\n    offerFilterAccounts(query: $query) {\n      id\n      name\n      offersCount\n    }\n  }\n':
    types.OfferFilterAccountsDocument,
  '\n  query CreateQuoteSettings {\n    providerFeatures {\n      customerEin\n    }\n    organization {\n      id\n      settings {\n        salesforceEnabled\n        reversePaymentCalculatorEnabled\n        offerSignatureDocumentEnabled\n        authorizedOfferTypes\n      }\n    }\n    salesPackages {\n      id\n      name\n      availableOfferTerms {\n        id\n        duration\n        offerTermType\n        isStandardOfferTerm\n        label\n      }\n      pricingGroups {\n        id\n        name\n      }\n    }\n  }\n':
    types.CreateQuoteSettingsDocument,
  '\n  query CustomerSearch($query: String!) {\n    accountTypeahead(query: $query) {\n      id\n      name\n    }\n  }\n':
    types.CustomerSearchDocument,
  '\n  query ChosenCustomer($id: ID!) {\n    customerProfile(id: $id) {\n      id\n      customer {\n        id\n        name\n        ein\n        isAccountDelinquent\n        address {\n          label\n          country\n          timeZone\n        }\n        accountContact {\n          firstName\n          lastName\n          email\n        }\n      }\n    }\n  }\n':
    types.ChosenCustomerDocument,
  '\n  query OfferExpirationWindow($accountId: ID!, $parentOfferId: ID) {\n    offerExpirationWindow(accountId: $accountId, parentOfferId: $parentOfferId) {\n      timeZone\n      minExpirationDate\n      maxExpirationDate\n      defaultExpiration\n    }\n  }\n':
    types.OfferExpirationWindowDocument,
  '\n  query OfferDuplicationMetadata($offerId: ID!) {\n    offerDuplicationMetadata(offerId: $offerId) {\n      expiration\n      externalReferenceId\n      directPaymentTerms\n      directBillingFrequency\n      salesPackageId\n      offerTermId\n      messageToAccount\n      account {\n        id\n      }\n      lineItems {\n        pricingGroupId\n        amount\n      }\n    }\n  }\n':
    types.OfferDuplicationMetadataDocument,
  '\n  query OfferAddOnMetadata($offerId: ID!) {\n    offerAddOnMetadata(offerId: $offerId) {\n      maxExpirationDate\n      directPaymentTerms\n      directBillingFrequency\n      salesPackageId\n      offerTermId\n      account {\n        id\n      }\n    }\n  }\n':
    types.OfferAddOnMetadataDocument,
  '\n  query OpportunityMetadata($externalId: String!) {\n    opportunityMetadata(externalId: $externalId) {\n      externalId\n      existingAccount {\n        id\n      }\n      createAccountMetadata {\n        name\n        addressLabel\n        suggestedAddresses {\n          label\n          country\n          timeZone\n        }\n        accountContactFirstName\n        accountContactLastName\n        accountContactPhone\n        accountContactEmail\n      }\n    }\n  }\n':
    types.OpportunityMetadataDocument,
  '\n  query OfferQuotePreview($input: QuotePreviewInput!) {\n    offerQuotePreview(input: $input) {\n      ...QuotePreviewFields\n    }\n  }\n':
    types.OfferQuotePreviewDocument,
  '\n  query OfferQuotePreviewFromPayment($input: QuotePreviewFromPaymentInput!) {\n    offerQuotePreviewFromPayment(input: $input) {\n      ...QuotePreviewFields\n    }\n  }\n':
    types.OfferQuotePreviewFromPaymentDocument,
  '\n  fragment QuotePreviewFields on QuotePreview {\n    totalContractValue\n    offerTermLabel\n    directAmount\n    directMonthlyAmount\n    lineItems {\n      pricingGroupId\n      pricingGroupName\n      amount\n    }\n    financedOptions {\n      paymentFrequency\n      paymentFrequencyLabel\n      periodBasedPaymentAmount\n      totalContractValue\n    }\n    termComparison {\n      offerTermId\n      offerTermLabel\n      paymentFrequencyLabel\n      periodBasedPaymentAmount\n      totalContractValue\n      sellerCashAdvance\n    }\n  }\n':
    types.QuotePreviewFieldsFragmentDoc,
  '\n  mutation CreateOffer($input: CreateOfferInput!, $idempotencyKey: String!) {\n    createOffer(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      manualReviewRequired\n      stage\n    }\n  }\n':
    types.CreateOfferDocument,
  '\n  mutation DisableOffer($id: ID!) {\n    disableOffer(id: $id) {\n      id\n      stage\n      stageLabel\n      canDisableOffer\n    }\n  }\n':
    types.DisableOfferDocument,
  '\n  mutation CancelOffer($id: ID!) {\n    cancelOffer(id: $id) {\n      id\n      stage\n      stageLabel\n      # With the stage, the flags the actions menu follows: a canceled offer offers no Cancel at once, not only once\n      # the offer is read again.\n      canRequestCancellation\n      canCancelBeforePayment\n      canDisableOffer\n    }\n  }\n':
    types.CancelOfferDocument,
  '\n  mutation ReissueOffer($id: ID!) {\n    reissueOffer(id: $id) {\n      id\n    }\n  }\n':
    types.ReissueOfferDocument,
  '\n  mutation SendOfferLink($offerId: ID!, $recipientContactId: ID) {\n    sendOfferLink(offerId: $offerId, recipientContactId: $recipientContactId) {\n      sentAt\n      offer {\n        id\n        lastLinkSentDate\n        canSendLink\n      }\n    }\n  }\n':
    types.SendOfferLinkDocument,
  '\n  query OfferLinkContacts($accountId: ID!) {\n    customerProfile(id: $accountId) {\n      id\n      contacts {\n        id\n        fullName\n        email\n      }\n    }\n  }\n':
    types.OfferLinkContactsDocument,
  '\n  query Offer($id: ID!) {\n    providerFeatures {\n      offerReissue\n      offerFileDownload\n      offerQuotePdf\n    }\n    offer(id: $id) {\n      id\n      stage\n      stageLabel\n      subType\n      subTypeLabel\n      requiredActions\n      hasRequiredActions\n      hasAddOns\n      isAddOn\n      allowCreateAddOn\n      allowDuplicateChildOfferAddOns\n      canDisableOffer\n      canRequestCancellation\n      canCancelBeforePayment\n      canModifyAllowCreditCardPayments\n      account {\n        id\n        name\n        address\n        isAccountDelinquent\n        timeZone\n      }\n      recipient {\n        fullName\n        email\n        phoneNumber\n        mobilePhoneNumber\n      }\n      owner {\n        id\n        name\n        email\n      }\n      directOfferTotalContractValue\n      termStartDate\n      termEndDate\n      expiration\n      allowCreditCardPayments\n      parentOfferId\n      reissuedFromOfferId\n      reissuedToOfferId\n      externalReferenceId\n      messageToAccount\n      offerPaymentStatus\n      paymentsCount\n      reconciledPaidPaymentsCount\n      paidPaymentsAmount\n      lastPaymentDate\n      sellerAdvance {\n        status\n        amount\n        termLabel\n        paymentFrequency\n        advanceDate\n        expectedDate\n      }\n      renewal {\n        renewalDate\n        renewalFreeMonths\n        renewalEnabled\n        renewalOfferId\n        renewedOfferId\n        renewalState\n      }\n      summary {\n        minTermStartDate\n        maxTermStartDate\n        minExpirationDate\n        maxExpirationDate\n        shouldShowTermStartDateWarning\n        canEditExpirationDate\n        canEditTermStartDate\n      }\n      customerOfferDirectUrl\n      lastLinkSentDate\n      canSendLink\n      createdDate\n      acceptedDate\n    }\n  }\n':
    types.OfferDocument,
  '\n  query OfferPaymentTerms($id: ID!) {\n    offer(id: $id) {\n      id\n      quote {\n        salesPackageName\n        directBillingFrequencyLabel\n        directPaymentTerms\n        term {\n          label\n          isStandardOfferTerm\n        }\n        lineItems {\n          pricingGroupId\n          pricingGroupName\n          amount\n        }\n      }\n      customerSelectedPricingOption {\n        plan\n        paymentFrequency\n        paymentFrequencyLabel\n        offerTermLabel\n        paymentsCount\n        periodBasedPaymentAmount\n        totalContractValue\n        creditCardSurcharge\n        sellerCashAdvance\n      }\n      pricingOptions {\n        plan\n        paymentFrequency\n        paymentFrequencyLabel\n        offerTermLabel\n        paymentsCount\n        periodBasedPaymentAmount\n        totalContractValue\n        sellerCashAdvance\n      }\n      paymentMethod {\n        paymentType\n        institutionName\n        paymentMethodEnding\n      }\n    }\n  }\n':
    types.OfferPaymentTermsDocument,
  '\n  query OfferFiles($id: ID!) {\n    offer(id: $id) {\n      id\n      files {\n        id\n        name\n        extension\n        type\n        size\n        uploadedBy\n        uploadedDate\n      }\n    }\n  }\n':
    types.OfferFilesDocument,
  '\n  query OfferAddOns($id: ID!, $page: Int!, $size: Int!) {\n    offer(id: $id) {\n      id\n      addOns(page: $page, size: $size) {\n        items {\n          id\n          accountName\n          stage\n          stageLabel\n          directOfferTotalContractValue\n          createdDate\n        }\n        pageInfo {\n          page\n          size\n          totalPages\n          totalElements\n        }\n      }\n    }\n  }\n':
    types.OfferAddOnsDocument,
  '\n  query OfferEvents($id: ID!, $page: Int!, $size: Int!, $type: OfferEventType) {\n    offer(id: $id) {\n      id\n      funnel {\n        step\n        label\n        reached\n        reachedDate\n      }\n      events(page: $page, size: $size, type: $type) {\n        items {\n          id\n          type\n          occurredAt\n          description\n          actorName\n          relatedOfferId\n        }\n        pageInfo {\n          page\n          size\n          totalPages\n          totalElements\n        }\n      }\n    }\n  }\n':
    types.OfferEventsDocument,
  '\n  mutation UpdateOffer($id: ID!, $input: UpdateOfferInput!, $loaded: UpdateOfferInput) {\n    updateOffer(id: $id, input: $input, loaded: $loaded) {\n      id\n      stage\n      stageLabel\n      termStartDate\n      termEndDate\n      expiration\n      allowCreditCardPayments\n      requiredActions\n      hasRequiredActions\n    }\n  }\n':
    types.UpdateOfferDocument,
  '\n  mutation UpdateOfferRenewal($id: ID!, $input: OfferRenewalInput!) {\n    updateOfferRenewal(id: $id, input: $input) {\n      id\n      renewal {\n        renewalEnabled\n        renewalFreeMonths\n        renewalState\n      }\n    }\n  }\n':
    types.UpdateOfferRenewalDocument,
  '\n  mutation ChangeOfferOwner($id: ID!, $newOwnerId: ID!) {\n    changeOfferOwner(id: $id, newOwnerId: $newOwnerId) {\n      id\n      owner {\n        id\n        name\n        email\n      }\n    }\n  }\n':
    types.ChangeOfferOwnerDocument,
  '\n  query OfferOwnerCandidates($query: String!) {\n    offerOwnerCandidates(query: $query) {\n      id\n      firstName\n      lastName\n      email\n    }\n  }\n':
    types.OfferOwnerCandidatesDocument,
  '\n  query OfferCanCancel($id: ID!) {\n    offer(id: $id) {\n      id\n      canCancelBeforePayment\n    }\n  }\n':
    types.OfferCanCancelDocument,
  '\n  mutation StartOfferExport($input: OfferExportInput!) {\n    startOfferExport(input: $input)\n  }\n':
    types.StartOfferExportDocument,
  '\n  query LastOfferReport($exportType: OfferExportType!) {\n    lastOfferReport(exportType: $exportType) {\n      fileId\n      createdDate\n    }\n  }\n':
    types.LastOfferReportDocument,
  '\n  mutation DisableOffers($ids: [ID!]!) {\n    disableOffers(ids: $ids) {\n      offerId\n      ok\n      message\n      offer {\n        id\n        stage\n        stageLabel\n        canDisableOffer\n      }\n    }\n  }\n':
    types.DisableOffersDocument,
  '\n  mutation SendOfferLinks($ids: [ID!]!) {\n    sendOfferLinks(ids: $ids) {\n      offerId\n      ok\n      message\n      offer {\n        id\n        lastLinkSentDate\n      }\n    }\n  }\n':
    types.SendOfferLinksDocument,
  '\n  query Offers(\n    $page: Int!\n    $size: Int!\n    $stages: [OfferStage!]\n    $accountId: ID\n    $expiringSoon: Boolean\n    $search: String\n    $sort: OfferSort\n    $createdWithinDays: Int\n    $ownerId: ID\n  ) {\n    offers(\n      page: $page\n      size: $size\n      stages: $stages\n      accountId: $accountId\n      expiringSoon: $expiringSoon\n      search: $search\n      sort: $sort\n      createdWithinDays: $createdWithinDays\n      ownerId: $ownerId\n    ) {\n      items {\n        id\n        accountId\n        accountName\n        stage\n        stageLabel\n        isAddOn\n        allowCreateAddOn\n        allowDuplicateChildOfferAddOns\n        canDisableOffer\n        hasRequiredActions\n        recipientFullName\n        recipientEmail\n        ownerName\n        offerType\n        externalReferenceId\n        salesPackageName\n        directOfferTotalContractValue\n        obligorSelectedOfferPaymentAmount\n        customerOfferDirectUrl\n        lastLinkSentDate\n        canSendLink\n        expiration\n        createdDate\n        lastModifiedDate\n      }\n      pageInfo {\n        page\n        size\n        totalPages\n        totalElements\n      }\n    }\n  }\n':
    types.OffersDocument,
  '\n  fragment PipelineFigures on OfferPipelineFigures {\n    offersCount\n    amount\n    sentCount\n    acceptedCount\n    conversionRate\n    medianDaysToAccept\n    groups {\n      group\n      label\n      count\n      amount\n      stages\n    }\n  }\n':
    types.PipelineFiguresFragmentDoc,
  '\n  query OfferPipeline($createdWithinDays: Int, $ownerId: ID) {\n    offerPipeline(createdWithinDays: $createdWithinDays, ownerId: $ownerId) {\n      createdWithinDays\n      ownerId\n      sentStages\n      acceptedStages\n      totals {\n        ...PipelineFigures\n      }\n      owners {\n        ownerId\n        ownerName\n        figures {\n          offersCount\n          amount\n          acceptedCount\n          conversionRate\n          medianDaysToAccept\n        }\n      }\n    }\n  }\n':
    types.OfferPipelineDocument,
  '\n  query OffersViewer {\n    providerFeatures {\n      offerExpiringSoon\n      offerPipeline\n      offerSearch\n    }\n    viewer {\n      id\n      roles {\n        id\n        name\n      }\n    }\n    organization {\n      id\n      sellerName\n      offerAddOnsEnabled\n      settings {\n        authorizedOfferTypes\n        renewalsEnabled\n        offerForwardingEnabled\n      }\n    }\n  }\n':
    types.OffersViewerDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OfferFilterAccounts($query: String!) {\n    offerFilterAccounts(query: $query) {\n      id\n      name\n      offersCount\n    }\n  }\n',
): (typeof documents)['\n  query OfferFilterAccounts($query: String!) {\n    offerFilterAccounts(query: $query) {\n      id\n      name\n      offersCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CreateQuoteSettings {\n    providerFeatures {\n      customerEin\n    }\n    organization {\n      id\n      settings {\n        salesforceEnabled\n        reversePaymentCalculatorEnabled\n        offerSignatureDocumentEnabled\n        authorizedOfferTypes\n      }\n    }\n    salesPackages {\n      id\n      name\n      availableOfferTerms {\n        id\n        duration\n        offerTermType\n        isStandardOfferTerm\n        label\n      }\n      pricingGroups {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  query CreateQuoteSettings {\n    providerFeatures {\n      customerEin\n    }\n    organization {\n      id\n      settings {\n        salesforceEnabled\n        reversePaymentCalculatorEnabled\n        offerSignatureDocumentEnabled\n        authorizedOfferTypes\n      }\n    }\n    salesPackages {\n      id\n      name\n      availableOfferTerms {\n        id\n        duration\n        offerTermType\n        isStandardOfferTerm\n        label\n      }\n      pricingGroups {\n        id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CustomerSearch($query: String!) {\n    accountTypeahead(query: $query) {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  query CustomerSearch($query: String!) {\n    accountTypeahead(query: $query) {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ChosenCustomer($id: ID!) {\n    customerProfile(id: $id) {\n      id\n      customer {\n        id\n        name\n        ein\n        isAccountDelinquent\n        address {\n          label\n          country\n          timeZone\n        }\n        accountContact {\n          firstName\n          lastName\n          email\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ChosenCustomer($id: ID!) {\n    customerProfile(id: $id) {\n      id\n      customer {\n        id\n        name\n        ein\n        isAccountDelinquent\n        address {\n          label\n          country\n          timeZone\n        }\n        accountContact {\n          firstName\n          lastName\n          email\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OfferExpirationWindow($accountId: ID!, $parentOfferId: ID) {\n    offerExpirationWindow(accountId: $accountId, parentOfferId: $parentOfferId) {\n      timeZone\n      minExpirationDate\n      maxExpirationDate\n      defaultExpiration\n    }\n  }\n',
): (typeof documents)['\n  query OfferExpirationWindow($accountId: ID!, $parentOfferId: ID) {\n    offerExpirationWindow(accountId: $accountId, parentOfferId: $parentOfferId) {\n      timeZone\n      minExpirationDate\n      maxExpirationDate\n      defaultExpiration\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OfferDuplicationMetadata($offerId: ID!) {\n    offerDuplicationMetadata(offerId: $offerId) {\n      expiration\n      externalReferenceId\n      directPaymentTerms\n      directBillingFrequency\n      salesPackageId\n      offerTermId\n      messageToAccount\n      account {\n        id\n      }\n      lineItems {\n        pricingGroupId\n        amount\n      }\n    }\n  }\n',
): (typeof documents)['\n  query OfferDuplicationMetadata($offerId: ID!) {\n    offerDuplicationMetadata(offerId: $offerId) {\n      expiration\n      externalReferenceId\n      directPaymentTerms\n      directBillingFrequency\n      salesPackageId\n      offerTermId\n      messageToAccount\n      account {\n        id\n      }\n      lineItems {\n        pricingGroupId\n        amount\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OfferAddOnMetadata($offerId: ID!) {\n    offerAddOnMetadata(offerId: $offerId) {\n      maxExpirationDate\n      directPaymentTerms\n      directBillingFrequency\n      salesPackageId\n      offerTermId\n      account {\n        id\n      }\n    }\n  }\n',
): (typeof documents)['\n  query OfferAddOnMetadata($offerId: ID!) {\n    offerAddOnMetadata(offerId: $offerId) {\n      maxExpirationDate\n      directPaymentTerms\n      directBillingFrequency\n      salesPackageId\n      offerTermId\n      account {\n        id\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OpportunityMetadata($externalId: String!) {\n    opportunityMetadata(externalId: $externalId) {\n      externalId\n      existingAccount {\n        id\n      }\n      createAccountMetadata {\n        name\n        addressLabel\n        suggestedAddresses {\n          label\n          country\n          timeZone\n        }\n        accountContactFirstName\n        accountContactLastName\n        accountContactPhone\n        accountContactEmail\n      }\n    }\n  }\n',
): (typeof documents)['\n  query OpportunityMetadata($externalId: String!) {\n    opportunityMetadata(externalId: $externalId) {\n      externalId\n      existingAccount {\n        id\n      }\n      createAccountMetadata {\n        name\n        addressLabel\n        suggestedAddresses {\n          label\n          country\n          timeZone\n        }\n        accountContactFirstName\n        accountContactLastName\n        accountContactPhone\n        accountContactEmail\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OfferQuotePreview($input: QuotePreviewInput!) {\n    offerQuotePreview(input: $input) {\n      ...QuotePreviewFields\n    }\n  }\n',
): (typeof documents)['\n  query OfferQuotePreview($input: QuotePreviewInput!) {\n    offerQuotePreview(input: $input) {\n      ...QuotePreviewFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OfferQuotePreviewFromPayment($input: QuotePreviewFromPaymentInput!) {\n    offerQuotePreviewFromPayment(input: $input) {\n      ...QuotePreviewFields\n    }\n  }\n',
): (typeof documents)['\n  query OfferQuotePreviewFromPayment($input: QuotePreviewFromPaymentInput!) {\n    offerQuotePreviewFromPayment(input: $input) {\n      ...QuotePreviewFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment QuotePreviewFields on QuotePreview {\n    totalContractValue\n    offerTermLabel\n    directAmount\n    directMonthlyAmount\n    lineItems {\n      pricingGroupId\n      pricingGroupName\n      amount\n    }\n    financedOptions {\n      paymentFrequency\n      paymentFrequencyLabel\n      periodBasedPaymentAmount\n      totalContractValue\n    }\n    termComparison {\n      offerTermId\n      offerTermLabel\n      paymentFrequencyLabel\n      periodBasedPaymentAmount\n      totalContractValue\n      sellerCashAdvance\n    }\n  }\n',
): (typeof documents)['\n  fragment QuotePreviewFields on QuotePreview {\n    totalContractValue\n    offerTermLabel\n    directAmount\n    directMonthlyAmount\n    lineItems {\n      pricingGroupId\n      pricingGroupName\n      amount\n    }\n    financedOptions {\n      paymentFrequency\n      paymentFrequencyLabel\n      periodBasedPaymentAmount\n      totalContractValue\n    }\n    termComparison {\n      offerTermId\n      offerTermLabel\n      paymentFrequencyLabel\n      periodBasedPaymentAmount\n      totalContractValue\n      sellerCashAdvance\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateOffer($input: CreateOfferInput!, $idempotencyKey: String!) {\n    createOffer(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      manualReviewRequired\n      stage\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateOffer($input: CreateOfferInput!, $idempotencyKey: String!) {\n    createOffer(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      manualReviewRequired\n      stage\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DisableOffer($id: ID!) {\n    disableOffer(id: $id) {\n      id\n      stage\n      stageLabel\n      canDisableOffer\n    }\n  }\n',
): (typeof documents)['\n  mutation DisableOffer($id: ID!) {\n    disableOffer(id: $id) {\n      id\n      stage\n      stageLabel\n      canDisableOffer\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CancelOffer($id: ID!) {\n    cancelOffer(id: $id) {\n      id\n      stage\n      stageLabel\n      # With the stage, the flags the actions menu follows: a canceled offer offers no Cancel at once, not only once\n      # the offer is read again.\n      canRequestCancellation\n      canCancelBeforePayment\n      canDisableOffer\n    }\n  }\n',
): (typeof documents)['\n  mutation CancelOffer($id: ID!) {\n    cancelOffer(id: $id) {\n      id\n      stage\n      stageLabel\n      # With the stage, the flags the actions menu follows: a canceled offer offers no Cancel at once, not only once\n      # the offer is read again.\n      canRequestCancellation\n      canCancelBeforePayment\n      canDisableOffer\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ReissueOffer($id: ID!) {\n    reissueOffer(id: $id) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation ReissueOffer($id: ID!) {\n    reissueOffer(id: $id) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SendOfferLink($offerId: ID!, $recipientContactId: ID) {\n    sendOfferLink(offerId: $offerId, recipientContactId: $recipientContactId) {\n      sentAt\n      offer {\n        id\n        lastLinkSentDate\n        canSendLink\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation SendOfferLink($offerId: ID!, $recipientContactId: ID) {\n    sendOfferLink(offerId: $offerId, recipientContactId: $recipientContactId) {\n      sentAt\n      offer {\n        id\n        lastLinkSentDate\n        canSendLink\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OfferLinkContacts($accountId: ID!) {\n    customerProfile(id: $accountId) {\n      id\n      contacts {\n        id\n        fullName\n        email\n      }\n    }\n  }\n',
): (typeof documents)['\n  query OfferLinkContacts($accountId: ID!) {\n    customerProfile(id: $accountId) {\n      id\n      contacts {\n        id\n        fullName\n        email\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Offer($id: ID!) {\n    providerFeatures {\n      offerReissue\n      offerFileDownload\n      offerQuotePdf\n    }\n    offer(id: $id) {\n      id\n      stage\n      stageLabel\n      subType\n      subTypeLabel\n      requiredActions\n      hasRequiredActions\n      hasAddOns\n      isAddOn\n      allowCreateAddOn\n      allowDuplicateChildOfferAddOns\n      canDisableOffer\n      canRequestCancellation\n      canCancelBeforePayment\n      canModifyAllowCreditCardPayments\n      account {\n        id\n        name\n        address\n        isAccountDelinquent\n        timeZone\n      }\n      recipient {\n        fullName\n        email\n        phoneNumber\n        mobilePhoneNumber\n      }\n      owner {\n        id\n        name\n        email\n      }\n      directOfferTotalContractValue\n      termStartDate\n      termEndDate\n      expiration\n      allowCreditCardPayments\n      parentOfferId\n      reissuedFromOfferId\n      reissuedToOfferId\n      externalReferenceId\n      messageToAccount\n      offerPaymentStatus\n      paymentsCount\n      reconciledPaidPaymentsCount\n      paidPaymentsAmount\n      lastPaymentDate\n      sellerAdvance {\n        status\n        amount\n        termLabel\n        paymentFrequency\n        advanceDate\n        expectedDate\n      }\n      renewal {\n        renewalDate\n        renewalFreeMonths\n        renewalEnabled\n        renewalOfferId\n        renewedOfferId\n        renewalState\n      }\n      summary {\n        minTermStartDate\n        maxTermStartDate\n        minExpirationDate\n        maxExpirationDate\n        shouldShowTermStartDateWarning\n        canEditExpirationDate\n        canEditTermStartDate\n      }\n      customerOfferDirectUrl\n      lastLinkSentDate\n      canSendLink\n      createdDate\n      acceptedDate\n    }\n  }\n',
): (typeof documents)['\n  query Offer($id: ID!) {\n    providerFeatures {\n      offerReissue\n      offerFileDownload\n      offerQuotePdf\n    }\n    offer(id: $id) {\n      id\n      stage\n      stageLabel\n      subType\n      subTypeLabel\n      requiredActions\n      hasRequiredActions\n      hasAddOns\n      isAddOn\n      allowCreateAddOn\n      allowDuplicateChildOfferAddOns\n      canDisableOffer\n      canRequestCancellation\n      canCancelBeforePayment\n      canModifyAllowCreditCardPayments\n      account {\n        id\n        name\n        address\n        isAccountDelinquent\n        timeZone\n      }\n      recipient {\n        fullName\n        email\n        phoneNumber\n        mobilePhoneNumber\n      }\n      owner {\n        id\n        name\n        email\n      }\n      directOfferTotalContractValue\n      termStartDate\n      termEndDate\n      expiration\n      allowCreditCardPayments\n      parentOfferId\n      reissuedFromOfferId\n      reissuedToOfferId\n      externalReferenceId\n      messageToAccount\n      offerPaymentStatus\n      paymentsCount\n      reconciledPaidPaymentsCount\n      paidPaymentsAmount\n      lastPaymentDate\n      sellerAdvance {\n        status\n        amount\n        termLabel\n        paymentFrequency\n        advanceDate\n        expectedDate\n      }\n      renewal {\n        renewalDate\n        renewalFreeMonths\n        renewalEnabled\n        renewalOfferId\n        renewedOfferId\n        renewalState\n      }\n      summary {\n        minTermStartDate\n        maxTermStartDate\n        minExpirationDate\n        maxExpirationDate\n        shouldShowTermStartDateWarning\n        canEditExpirationDate\n        canEditTermStartDate\n      }\n      customerOfferDirectUrl\n      lastLinkSentDate\n      canSendLink\n      createdDate\n      acceptedDate\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OfferPaymentTerms($id: ID!) {\n    offer(id: $id) {\n      id\n      quote {\n        salesPackageName\n        directBillingFrequencyLabel\n        directPaymentTerms\n        term {\n          label\n          isStandardOfferTerm\n        }\n        lineItems {\n          pricingGroupId\n          pricingGroupName\n          amount\n        }\n      }\n      customerSelectedPricingOption {\n        plan\n        paymentFrequency\n        paymentFrequencyLabel\n        offerTermLabel\n        paymentsCount\n        periodBasedPaymentAmount\n        totalContractValue\n        creditCardSurcharge\n        sellerCashAdvance\n      }\n      pricingOptions {\n        plan\n        paymentFrequency\n        paymentFrequencyLabel\n        offerTermLabel\n        paymentsCount\n        periodBasedPaymentAmount\n        totalContractValue\n        sellerCashAdvance\n      }\n      paymentMethod {\n        paymentType\n        institutionName\n        paymentMethodEnding\n      }\n    }\n  }\n',
): (typeof documents)['\n  query OfferPaymentTerms($id: ID!) {\n    offer(id: $id) {\n      id\n      quote {\n        salesPackageName\n        directBillingFrequencyLabel\n        directPaymentTerms\n        term {\n          label\n          isStandardOfferTerm\n        }\n        lineItems {\n          pricingGroupId\n          pricingGroupName\n          amount\n        }\n      }\n      customerSelectedPricingOption {\n        plan\n        paymentFrequency\n        paymentFrequencyLabel\n        offerTermLabel\n        paymentsCount\n        periodBasedPaymentAmount\n        totalContractValue\n        creditCardSurcharge\n        sellerCashAdvance\n      }\n      pricingOptions {\n        plan\n        paymentFrequency\n        paymentFrequencyLabel\n        offerTermLabel\n        paymentsCount\n        periodBasedPaymentAmount\n        totalContractValue\n        sellerCashAdvance\n      }\n      paymentMethod {\n        paymentType\n        institutionName\n        paymentMethodEnding\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OfferFiles($id: ID!) {\n    offer(id: $id) {\n      id\n      files {\n        id\n        name\n        extension\n        type\n        size\n        uploadedBy\n        uploadedDate\n      }\n    }\n  }\n',
): (typeof documents)['\n  query OfferFiles($id: ID!) {\n    offer(id: $id) {\n      id\n      files {\n        id\n        name\n        extension\n        type\n        size\n        uploadedBy\n        uploadedDate\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OfferAddOns($id: ID!, $page: Int!, $size: Int!) {\n    offer(id: $id) {\n      id\n      addOns(page: $page, size: $size) {\n        items {\n          id\n          accountName\n          stage\n          stageLabel\n          directOfferTotalContractValue\n          createdDate\n        }\n        pageInfo {\n          page\n          size\n          totalPages\n          totalElements\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query OfferAddOns($id: ID!, $page: Int!, $size: Int!) {\n    offer(id: $id) {\n      id\n      addOns(page: $page, size: $size) {\n        items {\n          id\n          accountName\n          stage\n          stageLabel\n          directOfferTotalContractValue\n          createdDate\n        }\n        pageInfo {\n          page\n          size\n          totalPages\n          totalElements\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OfferEvents($id: ID!, $page: Int!, $size: Int!, $type: OfferEventType) {\n    offer(id: $id) {\n      id\n      funnel {\n        step\n        label\n        reached\n        reachedDate\n      }\n      events(page: $page, size: $size, type: $type) {\n        items {\n          id\n          type\n          occurredAt\n          description\n          actorName\n          relatedOfferId\n        }\n        pageInfo {\n          page\n          size\n          totalPages\n          totalElements\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query OfferEvents($id: ID!, $page: Int!, $size: Int!, $type: OfferEventType) {\n    offer(id: $id) {\n      id\n      funnel {\n        step\n        label\n        reached\n        reachedDate\n      }\n      events(page: $page, size: $size, type: $type) {\n        items {\n          id\n          type\n          occurredAt\n          description\n          actorName\n          relatedOfferId\n        }\n        pageInfo {\n          page\n          size\n          totalPages\n          totalElements\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateOffer($id: ID!, $input: UpdateOfferInput!, $loaded: UpdateOfferInput) {\n    updateOffer(id: $id, input: $input, loaded: $loaded) {\n      id\n      stage\n      stageLabel\n      termStartDate\n      termEndDate\n      expiration\n      allowCreditCardPayments\n      requiredActions\n      hasRequiredActions\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateOffer($id: ID!, $input: UpdateOfferInput!, $loaded: UpdateOfferInput) {\n    updateOffer(id: $id, input: $input, loaded: $loaded) {\n      id\n      stage\n      stageLabel\n      termStartDate\n      termEndDate\n      expiration\n      allowCreditCardPayments\n      requiredActions\n      hasRequiredActions\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateOfferRenewal($id: ID!, $input: OfferRenewalInput!) {\n    updateOfferRenewal(id: $id, input: $input) {\n      id\n      renewal {\n        renewalEnabled\n        renewalFreeMonths\n        renewalState\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateOfferRenewal($id: ID!, $input: OfferRenewalInput!) {\n    updateOfferRenewal(id: $id, input: $input) {\n      id\n      renewal {\n        renewalEnabled\n        renewalFreeMonths\n        renewalState\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ChangeOfferOwner($id: ID!, $newOwnerId: ID!) {\n    changeOfferOwner(id: $id, newOwnerId: $newOwnerId) {\n      id\n      owner {\n        id\n        name\n        email\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ChangeOfferOwner($id: ID!, $newOwnerId: ID!) {\n    changeOfferOwner(id: $id, newOwnerId: $newOwnerId) {\n      id\n      owner {\n        id\n        name\n        email\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OfferOwnerCandidates($query: String!) {\n    offerOwnerCandidates(query: $query) {\n      id\n      firstName\n      lastName\n      email\n    }\n  }\n',
): (typeof documents)['\n  query OfferOwnerCandidates($query: String!) {\n    offerOwnerCandidates(query: $query) {\n      id\n      firstName\n      lastName\n      email\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OfferCanCancel($id: ID!) {\n    offer(id: $id) {\n      id\n      canCancelBeforePayment\n    }\n  }\n',
): (typeof documents)['\n  query OfferCanCancel($id: ID!) {\n    offer(id: $id) {\n      id\n      canCancelBeforePayment\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation StartOfferExport($input: OfferExportInput!) {\n    startOfferExport(input: $input)\n  }\n',
): (typeof documents)['\n  mutation StartOfferExport($input: OfferExportInput!) {\n    startOfferExport(input: $input)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query LastOfferReport($exportType: OfferExportType!) {\n    lastOfferReport(exportType: $exportType) {\n      fileId\n      createdDate\n    }\n  }\n',
): (typeof documents)['\n  query LastOfferReport($exportType: OfferExportType!) {\n    lastOfferReport(exportType: $exportType) {\n      fileId\n      createdDate\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DisableOffers($ids: [ID!]!) {\n    disableOffers(ids: $ids) {\n      offerId\n      ok\n      message\n      offer {\n        id\n        stage\n        stageLabel\n        canDisableOffer\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation DisableOffers($ids: [ID!]!) {\n    disableOffers(ids: $ids) {\n      offerId\n      ok\n      message\n      offer {\n        id\n        stage\n        stageLabel\n        canDisableOffer\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SendOfferLinks($ids: [ID!]!) {\n    sendOfferLinks(ids: $ids) {\n      offerId\n      ok\n      message\n      offer {\n        id\n        lastLinkSentDate\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation SendOfferLinks($ids: [ID!]!) {\n    sendOfferLinks(ids: $ids) {\n      offerId\n      ok\n      message\n      offer {\n        id\n        lastLinkSentDate\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Offers(\n    $page: Int!\n    $size: Int!\n    $stages: [OfferStage!]\n    $accountId: ID\n    $expiringSoon: Boolean\n    $search: String\n    $sort: OfferSort\n    $createdWithinDays: Int\n    $ownerId: ID\n  ) {\n    offers(\n      page: $page\n      size: $size\n      stages: $stages\n      accountId: $accountId\n      expiringSoon: $expiringSoon\n      search: $search\n      sort: $sort\n      createdWithinDays: $createdWithinDays\n      ownerId: $ownerId\n    ) {\n      items {\n        id\n        accountId\n        accountName\n        stage\n        stageLabel\n        isAddOn\n        allowCreateAddOn\n        allowDuplicateChildOfferAddOns\n        canDisableOffer\n        hasRequiredActions\n        recipientFullName\n        recipientEmail\n        ownerName\n        offerType\n        externalReferenceId\n        salesPackageName\n        directOfferTotalContractValue\n        obligorSelectedOfferPaymentAmount\n        customerOfferDirectUrl\n        lastLinkSentDate\n        canSendLink\n        expiration\n        createdDate\n        lastModifiedDate\n      }\n      pageInfo {\n        page\n        size\n        totalPages\n        totalElements\n      }\n    }\n  }\n',
): (typeof documents)['\n  query Offers(\n    $page: Int!\n    $size: Int!\n    $stages: [OfferStage!]\n    $accountId: ID\n    $expiringSoon: Boolean\n    $search: String\n    $sort: OfferSort\n    $createdWithinDays: Int\n    $ownerId: ID\n  ) {\n    offers(\n      page: $page\n      size: $size\n      stages: $stages\n      accountId: $accountId\n      expiringSoon: $expiringSoon\n      search: $search\n      sort: $sort\n      createdWithinDays: $createdWithinDays\n      ownerId: $ownerId\n    ) {\n      items {\n        id\n        accountId\n        accountName\n        stage\n        stageLabel\n        isAddOn\n        allowCreateAddOn\n        allowDuplicateChildOfferAddOns\n        canDisableOffer\n        hasRequiredActions\n        recipientFullName\n        recipientEmail\n        ownerName\n        offerType\n        externalReferenceId\n        salesPackageName\n        directOfferTotalContractValue\n        obligorSelectedOfferPaymentAmount\n        customerOfferDirectUrl\n        lastLinkSentDate\n        canSendLink\n        expiration\n        createdDate\n        lastModifiedDate\n      }\n      pageInfo {\n        page\n        size\n        totalPages\n        totalElements\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment PipelineFigures on OfferPipelineFigures {\n    offersCount\n    amount\n    sentCount\n    acceptedCount\n    conversionRate\n    medianDaysToAccept\n    groups {\n      group\n      label\n      count\n      amount\n      stages\n    }\n  }\n',
): (typeof documents)['\n  fragment PipelineFigures on OfferPipelineFigures {\n    offersCount\n    amount\n    sentCount\n    acceptedCount\n    conversionRate\n    medianDaysToAccept\n    groups {\n      group\n      label\n      count\n      amount\n      stages\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OfferPipeline($createdWithinDays: Int, $ownerId: ID) {\n    offerPipeline(createdWithinDays: $createdWithinDays, ownerId: $ownerId) {\n      createdWithinDays\n      ownerId\n      sentStages\n      acceptedStages\n      totals {\n        ...PipelineFigures\n      }\n      owners {\n        ownerId\n        ownerName\n        figures {\n          offersCount\n          amount\n          acceptedCount\n          conversionRate\n          medianDaysToAccept\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query OfferPipeline($createdWithinDays: Int, $ownerId: ID) {\n    offerPipeline(createdWithinDays: $createdWithinDays, ownerId: $ownerId) {\n      createdWithinDays\n      ownerId\n      sentStages\n      acceptedStages\n      totals {\n        ...PipelineFigures\n      }\n      owners {\n        ownerId\n        ownerName\n        figures {\n          offersCount\n          amount\n          acceptedCount\n          conversionRate\n          medianDaysToAccept\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OffersViewer {\n    providerFeatures {\n      offerExpiringSoon\n      offerPipeline\n      offerSearch\n    }\n    viewer {\n      id\n      roles {\n        id\n        name\n      }\n    }\n    organization {\n      id\n      sellerName\n      offerAddOnsEnabled\n      settings {\n        authorizedOfferTypes\n        renewalsEnabled\n        offerForwardingEnabled\n      }\n    }\n  }\n',
): (typeof documents)['\n  query OffersViewer {\n    providerFeatures {\n      offerExpiringSoon\n      offerPipeline\n      offerSearch\n    }\n    viewer {\n      id\n      roles {\n        id\n        name\n      }\n    }\n    organization {\n      id\n      sellerName\n      offerAddOnsEnabled\n      settings {\n        authorizedOfferTypes\n        renewalsEnabled\n        offerForwardingEnabled\n      }\n    }\n  }\n'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
