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
  '\n  mutation ValidateAccount($input: AccountInput!) {\n    validateAccount(input: $input) {\n      renderExperience\n      highConfidenceMatch {\n        name\n        ein\n        address\n        experianBin\n      }\n      potentialMatches {\n        name\n        ein\n        address\n        experianBin\n      }\n    }\n  }\n': typeof types.ValidateAccountDocument;
  '\n  mutation CreateAccount($input: AccountInput!, $experianBin: String) {\n    createAccount(input: $input, experianBin: $experianBin) {\n      id\n      name\n      ein\n      isAccountDelinquent\n      address {\n        label\n        country\n        timeZone\n      }\n      accountContact {\n        id\n        firstName\n        lastName\n        email\n      }\n    }\n  }\n': typeof types.CreateAccountDocument;
  '\n  query AddressSuggestions($query: String!, $international: Boolean!) {\n    addressSuggestions(query: $query, international: $international) {\n      label\n      country\n      timeZone\n    }\n  }\n': typeof types.AddressSuggestionsDocument;
  '\n  query AccountContact($accountId: ID!, $contactId: ID!) {\n    accountContact(accountId: $accountId, contactId: $contactId) {\n      id\n      firstName\n      lastName\n      fullName\n      email\n      phoneNumber\n      mobilePhoneNumber\n      isPrimary\n    }\n  }\n': typeof types.AccountContactDocument;
  '\n  mutation CreateAccountContact($accountId: ID!, $input: AccountContactInput!) {\n    createAccountContact(accountId: $accountId, input: $input) {\n      id\n    }\n  }\n': typeof types.CreateAccountContactDocument;
  '\n  mutation UpdateAccountContact(\n    $accountId: ID!\n    $contactId: ID!\n    $input: UpdateAccountContactInput!\n    $loaded: UpdateAccountContactInput\n  ) {\n    updateAccountContact(accountId: $accountId, contactId: $contactId, input: $input, loaded: $loaded) {\n      id\n      firstName\n      lastName\n      fullName\n      email\n      phoneNumber\n      mobilePhoneNumber\n      isPrimary\n    }\n  }\n': typeof types.UpdateAccountContactDocument;
  '\n  query ContactRules {\n    organization {\n      id\n      settings {\n        phoneNumberRequiredForAccountContacts\n      }\n    }\n  }\n': typeof types.ContactRulesDocument;
  '\n  query CustomerLegal($id: ID!) {\n    customerProfile(id: $id) {\n      id\n      customer {\n        id\n        name\n        ein\n        address {\n          label\n        }\n      }\n    }\n  }\n': typeof types.CustomerLegalDocument;
  '\n  mutation SetCustomerEin($accountId: ID!, $ein: String!) {\n    setCustomerEin(accountId: $accountId, ein: $ein) {\n      id\n      name\n      ein\n    }\n  }\n': typeof types.SetCustomerEinDocument;
  '\n  query CustomerProfile($id: ID!) {\n    customerProfile(id: $id) {\n      id\n      offersCount\n      customer {\n        id\n        name\n        ein\n        isAccountDelinquent\n        address {\n          label\n        }\n      }\n      contacts {\n        id\n        fullName\n        email\n        phoneNumber\n        mobilePhoneNumber\n        isPrimary\n        created\n        updated\n      }\n    }\n  }\n': typeof types.CustomerProfileDocument;
  '\n  mutation MakePrimaryAccountContact($accountId: ID!, $contactId: ID!) {\n    makePrimaryAccountContact(accountId: $accountId, contactId: $contactId) {\n      id\n      isPrimary\n    }\n  }\n': typeof types.MakePrimaryAccountContactDocument;
  '\n  query Customers($page: Int!, $size: Int!, $search: String) {\n    customers(page: $page, size: $size, search: $search) {\n      items {\n        id\n        name\n        ein\n        address {\n          label\n        }\n        accountContact {\n          id\n          firstName\n          email\n        }\n      }\n      pageInfo {\n        page\n        size\n        totalPages\n        totalElements\n      }\n    }\n  }\n': typeof types.CustomersDocument;
  '\n  query DataRoomAccess {\n    viewer {\n      id\n      roles {\n        id\n        name\n      }\n    }\n    organization {\n      id\n      isOnboarding\n      isUnderwriting\n      isApproved\n      settings {\n        useDataRoomV2Page\n      }\n    }\n  }\n': typeof types.DataRoomAccessDocument;
  '\n  query DataRoomActivity($page: Int!, $size: Int!) {\n    dataRoomActivity(page: $page, size: $size) {\n      items {\n        id\n        action\n        objectType\n        fileName\n        previous\n        actor\n        occurredAt\n      }\n      pageInfo {\n        page\n        size\n        totalElements\n      }\n    }\n  }\n': typeof types.DataRoomActivityDocument;
  '\n  mutation DeleteDataRoomFile($id: ID!) {\n    deleteDataRoomFile(id: $id)\n  }\n': typeof types.DeleteDataRoomFileDocument;
  '\n  mutation CreateDataRoomFolder($parentId: ID!, $input: DataRoomFolderInput!) {\n    createDataRoomFolder(parentId: $parentId, input: $input) {\n      id\n      name\n    }\n  }\n': typeof types.CreateDataRoomFolderDocument;
  '\n  mutation RenameDataRoomFolder($id: ID!, $input: DataRoomFolderInput!) {\n    renameDataRoomFolder(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n': typeof types.RenameDataRoomFolderDocument;
  '\n  mutation RenameDataRoomFile($id: ID!, $name: String!) {\n    renameDataRoomFile(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n': typeof types.RenameDataRoomFileDocument;
  '\n  mutation MoveDataRoomFolder($id: ID!, $parentId: ID!) {\n    moveDataRoomFolder(id: $id, parentId: $parentId) {\n      id\n    }\n  }\n': typeof types.MoveDataRoomFolderDocument;
  '\n  mutation MoveDataRoomFile($id: ID!, $folderId: ID!) {\n    moveDataRoomFile(id: $id, folderId: $folderId) {\n      id\n    }\n  }\n': typeof types.MoveDataRoomFileDocument;
  '\n  query DataRoomFolderPaths {\n    dataRoomFolderPaths {\n      id\n      path\n    }\n  }\n': typeof types.DataRoomFolderPathsDocument;
  '\n  query DataRoomFolderHolds($id: ID!) {\n    dataRoomFolder(id: $id) {\n      id\n      holds {\n        files\n        folders\n      }\n    }\n  }\n': typeof types.DataRoomFolderHoldsDocument;
  '\n  mutation DeleteDataRoomFolder($id: ID!, $holds: DataRoomFolderHoldsInput) {\n    deleteDataRoomFolder(id: $id, holds: $holds)\n  }\n': typeof types.DeleteDataRoomFolderDocument;
  '\n  mutation SetDataRoomFileRequestedDocument($id: ID!, $requestedDocument: RequestedDocumentKey) {\n    setDataRoomFileRequestedDocument(id: $id, requestedDocument: $requestedDocument) {\n      id\n      requestedDocument\n    }\n  }\n': typeof types.SetDataRoomFileRequestedDocumentDocument;
  '\n  query RequestedDocuments {\n    dataRoomRequestedDocuments {\n      key\n      title\n      provided\n      providedBy\n    }\n  }\n': typeof types.RequestedDocumentsDocument;
  '\n  mutation SetRequestedDocumentProvided($key: RequestedDocumentKey!, $provided: Boolean!) {\n    setRequestedDocumentProvided(key: $key, provided: $provided) {\n      key\n      provided\n      providedBy\n    }\n  }\n': typeof types.SetRequestedDocumentProvidedDocument;
  '\n  fragment DataRoomRow on DataRoomObject {\n    id\n    name\n    objectType\n    size\n    type\n    extension\n    immutable\n    uploadedBy\n    uploadedDate\n    requestedDocument\n    filesCount\n  }\n': typeof types.DataRoomRowFragmentDoc;
  '\n  query ExistingFileNames($folderId: ID!, $names: [String!]!) {\n    dataRoomExistingFileNames(folderId: $folderId, names: $names)\n  }\n': typeof types.ExistingFileNamesDocument;
  '\n  query DataRoomFolderPath($names: [String!]!) {\n    dataRoomFolderByPath(names: $names) {\n      id\n      name\n      contents {\n        ...DataRoomRow\n      }\n    }\n  }\n': typeof types.DataRoomFolderPathDocument;
  '\n  query DataRoomListing($folderId: ID, $page: Int!, $size: Int!, $search: String) {\n    dataRoomFolder(id: $folderId) {\n      id\n      name\n      ancestors {\n        id\n        name\n      }\n    }\n    dataRoom(folderId: $folderId, page: $page, size: $size, search: $search) {\n      items {\n        ...DataRoomRow\n      }\n      pageInfo {\n        page\n        size\n        totalElements\n      }\n    }\n  }\n': typeof types.DataRoomListingDocument;
  '\n  query CreateQuoteSettings {\n    organization {\n      id\n      settings {\n        salesforceEnabled\n        reversePaymentCalculatorEnabled\n        offerSignatureDocumentEnabled\n        authorizedOfferTypes\n      }\n    }\n    salesPackages {\n      id\n      name\n      availableOfferTerms {\n        id\n        duration\n        offerTermType\n        isStandardOfferTerm\n        label\n      }\n      pricingGroups {\n        id\n        name\n      }\n    }\n  }\n': typeof types.CreateQuoteSettingsDocument;
  '\n  query CustomerSearch($query: String!) {\n    accountTypeahead(query: $query) {\n      id\n      name\n    }\n  }\n': typeof types.CustomerSearchDocument;
  '\n  query ChosenCustomer($id: ID!) {\n    customerProfile(id: $id) {\n      id\n      customer {\n        id\n        name\n        ein\n        isAccountDelinquent\n        address {\n          label\n          timeZone\n        }\n        accountContact {\n          firstName\n          lastName\n          email\n        }\n      }\n    }\n  }\n': typeof types.ChosenCustomerDocument;
  '\n  query OfferExpirationWindow($accountId: ID!, $parentOfferId: ID) {\n    offerExpirationWindow(accountId: $accountId, parentOfferId: $parentOfferId) {\n      timeZone\n      minExpirationDate\n      maxExpirationDate\n      defaultExpiration\n    }\n  }\n': typeof types.OfferExpirationWindowDocument;
  '\n  query OfferDuplicationMetadata($offerId: ID!) {\n    offerDuplicationMetadata(offerId: $offerId) {\n      expiration\n      externalReferenceId\n      directPaymentTerms\n      directBillingFrequency\n      salesPackageId\n      offerTermId\n      messageToAccount\n      account {\n        id\n      }\n      lineItems {\n        pricingGroupId\n        amount\n      }\n    }\n  }\n': typeof types.OfferDuplicationMetadataDocument;
  '\n  query OfferAddOnMetadata($offerId: ID!) {\n    offerAddOnMetadata(offerId: $offerId) {\n      maxExpirationDate\n      directPaymentTerms\n      directBillingFrequency\n      salesPackageId\n      offerTermId\n      account {\n        id\n      }\n    }\n  }\n': typeof types.OfferAddOnMetadataDocument;
  '\n  query OpportunityMetadata($externalId: String!) {\n    opportunityMetadata(externalId: $externalId) {\n      externalId\n      existingAccount {\n        id\n      }\n      createAccountMetadata {\n        name\n        addressLabel\n        suggestedAddresses {\n          label\n          country\n          timeZone\n        }\n        accountContactFirstName\n        accountContactLastName\n        accountContactPhone\n        accountContactEmail\n      }\n    }\n  }\n': typeof types.OpportunityMetadataDocument;
  '\n  query OfferQuotePreview($input: QuotePreviewInput!) {\n    offerQuotePreview(input: $input) {\n      ...QuotePreviewFields\n    }\n  }\n': typeof types.OfferQuotePreviewDocument;
  '\n  query OfferQuotePreviewFromPayment($input: QuotePreviewFromPaymentInput!) {\n    offerQuotePreviewFromPayment(input: $input) {\n      ...QuotePreviewFields\n    }\n  }\n': typeof types.OfferQuotePreviewFromPaymentDocument;
  '\n  fragment QuotePreviewFields on QuotePreview {\n    totalContractValue\n    offerTermLabel\n    directAmount\n    directMonthlyAmount\n    lineItems {\n      pricingGroupId\n      pricingGroupName\n      amount\n    }\n    financedOptions {\n      paymentFrequency\n      paymentFrequencyLabel\n      periodBasedPaymentAmount\n      totalContractValue\n    }\n    termComparison {\n      offerTermId\n      offerTermLabel\n      paymentFrequencyLabel\n      periodBasedPaymentAmount\n      totalContractValue\n      sellerCashAdvance\n    }\n  }\n': typeof types.QuotePreviewFieldsFragmentDoc;
  '\n  mutation CreateOffer($input: CreateOfferInput!, $idempotencyKey: String!) {\n    createOffer(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      manualReviewRequired\n      stage\n    }\n  }\n': typeof types.CreateOfferDocument;
  '\n  mutation DisableOffer($id: ID!) {\n    disableOffer(id: $id) {\n      id\n      stage\n      stageLabel\n      canDisableOffer\n    }\n  }\n': typeof types.DisableOfferDocument;
  '\n  mutation CancelOffer($id: ID!) {\n    cancelOffer(id: $id) {\n      id\n      stage\n      stageLabel\n    }\n  }\n': typeof types.CancelOfferDocument;
  '\n  mutation ReissueOffer($id: ID!) {\n    reissueOffer(id: $id) {\n      id\n    }\n  }\n': typeof types.ReissueOfferDocument;
  '\n  query Offer($id: ID!) {\n    offer(id: $id) {\n      id\n      stage\n      stageLabel\n      subType\n      subTypeLabel\n      requiredActions\n      hasRequiredActions\n      hasAddOns\n      isAddOn\n      allowCreateAddOn\n      allowDuplicateChildOfferAddOns\n      canDisableOffer\n      canRequestCancellation\n      canCancelBeforePayment\n      canModifyAllowCreditCardPayments\n      account {\n        id\n        name\n        address\n        isAccountDelinquent\n        timeZone\n      }\n      recipient {\n        fullName\n        email\n        phoneNumber\n        mobilePhoneNumber\n      }\n      owner {\n        id\n        name\n        email\n      }\n      directOfferTotalContractValue\n      termStartDate\n      termEndDate\n      expiration\n      allowCreditCardPayments\n      parentOfferId\n      reissuedFromOfferId\n      reissuedToOfferId\n      externalReferenceId\n      messageToAccount\n      offerPaymentStatus\n      paymentsCount\n      reconciledPaidPaymentsCount\n      paidPaymentsAmount\n      lastPaymentDate\n      renewal {\n        renewalDate\n        renewalFreeMonths\n        renewalEnabled\n        renewalOfferId\n        renewedOfferId\n        renewalState\n      }\n      summary {\n        minTermStartDate\n        maxTermStartDate\n        minExpirationDate\n        maxExpirationDate\n        shouldShowTermStartDateWarning\n        canEditExpirationDate\n        canEditTermStartDate\n      }\n      customerOfferDirectUrl\n      lastLinkSentDate\n      createdDate\n      acceptedDate\n    }\n  }\n': typeof types.OfferDocument;
  '\n  query OfferPaymentTerms($id: ID!) {\n    offer(id: $id) {\n      id\n      quote {\n        salesPackageName\n        directBillingFrequencyLabel\n        directPaymentTerms\n        term {\n          label\n          isStandardOfferTerm\n        }\n        lineItems {\n          pricingGroupId\n          pricingGroupName\n          amount\n        }\n      }\n      customerSelectedPricingOption {\n        plan\n        paymentFrequency\n        paymentFrequencyLabel\n        offerTermLabel\n        paymentsCount\n        periodBasedPaymentAmount\n        totalContractValue\n        creditCardSurcharge\n        sellerCashAdvance\n      }\n      pricingOptions {\n        plan\n        paymentFrequency\n        paymentFrequencyLabel\n        offerTermLabel\n        paymentsCount\n        periodBasedPaymentAmount\n        totalContractValue\n        sellerCashAdvance\n      }\n      paymentMethod {\n        paymentType\n        institutionName\n        paymentMethodEnding\n      }\n    }\n  }\n': typeof types.OfferPaymentTermsDocument;
  '\n  query OfferFiles($id: ID!) {\n    offer(id: $id) {\n      id\n      files {\n        id\n        name\n        extension\n        type\n        size\n        uploadedBy\n        uploadedDate\n      }\n    }\n  }\n': typeof types.OfferFilesDocument;
  '\n  query OfferAddOns($id: ID!, $page: Int!) {\n    offer(id: $id) {\n      id\n      addOns(page: $page, size: 10) {\n        items {\n          id\n          accountName\n          stage\n          stageLabel\n          directOfferTotalContractValue\n          createdDate\n        }\n        pageInfo {\n          page\n          size\n          totalPages\n          totalElements\n        }\n      }\n    }\n  }\n': typeof types.OfferAddOnsDocument;
  '\n  query OfferEvents($id: ID!, $page: Int!, $type: OfferEventType) {\n    offer(id: $id) {\n      id\n      funnel {\n        step\n        label\n        reached\n        reachedDate\n      }\n      events(page: $page, size: 10, type: $type) {\n        items {\n          id\n          type\n          occurredAt\n          description\n          actorName\n          relatedOfferId\n        }\n        pageInfo {\n          page\n          size\n          totalPages\n          totalElements\n        }\n      }\n    }\n  }\n': typeof types.OfferEventsDocument;
  '\n  mutation UpdateOffer($id: ID!, $input: UpdateOfferInput!, $loaded: UpdateOfferInput) {\n    updateOffer(id: $id, input: $input, loaded: $loaded) {\n      id\n      stage\n      stageLabel\n      termStartDate\n      termEndDate\n      expiration\n      allowCreditCardPayments\n      requiredActions\n      hasRequiredActions\n    }\n  }\n': typeof types.UpdateOfferDocument;
  '\n  mutation UpdateOfferRenewal($id: ID!, $input: OfferRenewalInput!) {\n    updateOfferRenewal(id: $id, input: $input) {\n      id\n      renewal {\n        renewalEnabled\n        renewalFreeMonths\n        renewalState\n      }\n    }\n  }\n': typeof types.UpdateOfferRenewalDocument;
  '\n  mutation ChangeOfferOwner($id: ID!, $newOwnerId: ID!) {\n    changeOfferOwner(id: $id, newOwnerId: $newOwnerId) {\n      id\n      owner {\n        id\n        name\n        email\n      }\n    }\n  }\n': typeof types.ChangeOfferOwnerDocument;
  '\n  query OfferOwnerCandidates($query: String!) {\n    offerOwnerCandidates(query: $query) {\n      id\n      firstName\n      lastName\n      email\n    }\n  }\n': typeof types.OfferOwnerCandidatesDocument;
  '\n  query OfferCanCancel($id: ID!) {\n    offer(id: $id) {\n      id\n      canCancelBeforePayment\n    }\n  }\n': typeof types.OfferCanCancelDocument;
  '\n  query Offers($page: Int!, $size: Int!, $stages: [OfferStage!], $accountId: ID, $sort: OfferSort) {\n    offers(page: $page, size: $size, stages: $stages, accountId: $accountId, sort: $sort) {\n      items {\n        id\n        accountId\n        accountName\n        stage\n        stageLabel\n        isAddOn\n        allowCreateAddOn\n        allowDuplicateChildOfferAddOns\n        canDisableOffer\n        hasRequiredActions\n        recipientFullName\n        recipientEmail\n        ownerName\n        offerType\n        externalReferenceId\n        salesPackageName\n        directOfferTotalContractValue\n        obligorSelectedOfferPaymentAmount\n        customerOfferDirectUrl\n        lastLinkSentDate\n        expiration\n        createdDate\n        lastModifiedDate\n      }\n      pageInfo {\n        page\n        size\n        totalPages\n        totalElements\n      }\n    }\n  }\n': typeof types.OffersDocument;
  '\n  query OffersViewer {\n    viewer {\n      id\n      roles {\n        id\n        name\n      }\n    }\n    organization {\n      id\n      sellerName\n      offerAddOnsEnabled\n      settings {\n        authorizedOfferTypes\n        renewalsEnabled\n      }\n    }\n  }\n': typeof types.OffersViewerDocument;
  '\n  query CompanyProfile {\n    companyProfile {\n      id\n      details {\n        id\n        name\n        isInternational\n        address {\n          label\n          addressNumber\n          street\n          neighborhood\n          municipality\n          subRegion\n          region\n          postalCode\n          country\n          isInternational\n        }\n        businessEntityTypeId\n        transactionCurrencyId\n        countryIncorporatedId\n        stateIncorporated\n        companySize\n        ein\n        industrySectorId\n        websiteUrl\n        businessModelId\n        desiredFundingAmount\n      }\n      businessMetrics {\n        id\n        lastTwelveMonthsRevenues\n        currentAnnualRecurringRevenue\n        monthlyCashBurn\n        annualRecurringRevenueYearOverYearGrowth\n        latestCashBalance\n        currentlyHasLiens\n        liensComment\n        currentlyHasLoans\n        loansComment\n      }\n      industrySectors {\n        id\n        name\n      }\n      businessModels {\n        id\n        name\n      }\n      businessEntityTypes {\n        id\n        name\n      }\n      countries {\n        id\n        name\n      }\n      currencies {\n        id\n        name\n      }\n    }\n  }\n': typeof types.CompanyProfileDocument;
  '\n  query CompanyAddressSuggestions($query: String!, $international: Boolean!) {\n    addressSuggestions(query: $query, international: $international) {\n      label\n      addressNumber\n      street\n      neighborhood\n      municipality\n      subRegion\n      region\n      postalCode\n      country\n      isInternational\n    }\n  }\n': typeof types.CompanyAddressSuggestionsDocument;
  '\n  mutation UpdateCompanyDetails($input: CompanyDetailsInput!, $loaded: CompanyDetailsInput) {\n    updateCompanyDetails(input: $input, loaded: $loaded) {\n      id\n      name\n      isInternational\n      address {\n        label\n        addressNumber\n        street\n        neighborhood\n        municipality\n        subRegion\n        region\n        postalCode\n        country\n        isInternational\n      }\n      businessEntityTypeId\n      transactionCurrencyId\n      countryIncorporatedId\n      stateIncorporated\n      companySize\n      ein\n      industrySectorId\n      websiteUrl\n      businessModelId\n      desiredFundingAmount\n    }\n  }\n': typeof types.UpdateCompanyDetailsDocument;
  '\n  mutation UpdateBusinessMetrics($input: BusinessMetricsInput!, $loaded: BusinessMetricsInput) {\n    updateBusinessMetrics(input: $input, loaded: $loaded) {\n      id\n      lastTwelveMonthsRevenues\n      currentAnnualRecurringRevenue\n      monthlyCashBurn\n      annualRecurringRevenueYearOverYearGrowth\n      latestCashBalance\n      currentlyHasLiens\n      liensComment\n      currentlyHasLoans\n      loansComment\n    }\n  }\n': typeof types.UpdateBusinessMetricsDocument;
  '\n  query SaasMetrics {\n    saasMetrics {\n      id\n      calendarYearArr\n      previousYearArr\n      monthlyRecurringRevenue\n      grossRetention\n      netRetention\n      grossRevenueChurn\n      expansionArr\n    }\n  }\n': typeof types.SaasMetricsDocument;
  '\n  mutation UpdateSaasMetrics($input: SaasMetricsInput!, $loaded: SaasMetricsInput) {\n    updateSaasMetrics(input: $input, loaded: $loaded) {\n      id\n      calendarYearArr\n      previousYearArr\n      monthlyRecurringRevenue\n      grossRetention\n      netRetention\n      grossRevenueChurn\n      expansionArr\n    }\n  }\n': typeof types.UpdateSaasMetricsDocument;
  '\n  query IntegrationConnections($sourceType: IntegrationSourceType!) {\n    integrationConnections(sourceType: $sourceType) {\n      sourceType\n      multipleConnectionsForTheSameIntegrationAllowed\n      existingConnections {\n        id\n        status\n        linkUrl\n        companyName\n        integration {\n          key\n          name\n          logoUrl\n        }\n      }\n      availableIntegrations {\n        key\n        name\n        logoUrl\n        isDesktopAccounting\n      }\n    }\n  }\n': typeof types.IntegrationConnectionsDocument;
  '\n  mutation StartConnection($platformKey: String!, $returnPath: String!) {\n    startConnection(platformKey: $platformKey, returnPath: $returnPath) {\n      id\n      status\n      linkUrl\n    }\n  }\n': typeof types.StartConnectionDocument;
  '\n  mutation DisconnectConnection($id: ID!) {\n    disconnectConnection(id: $id) {\n      id\n      status\n    }\n  }\n': typeof types.DisconnectConnectionDocument;
  '\n  query ExemptionReasons {\n    exemptionReasons {\n      id\n      type\n      text\n    }\n  }\n': typeof types.ExemptionReasonsDocument;
  '\n  mutation RequestConnectionException($input: ConnectionExceptionInput!) {\n    requestConnectionException(input: $input) {\n      id\n      source\n    }\n  }\n': typeof types.RequestConnectionExceptionDocument;
  '\n  query PortfolioSummary {\n    portfolioSummary {\n      cashToCome {\n        month\n        amount\n        paymentsCount\n        offersCount\n      }\n      lateOrFailed {\n        bucket\n        lateAmount\n        latePaymentsCount\n        failedAmount\n        failedPaymentsCount\n        offersCount\n      }\n      advances {\n        month\n        amount\n        advancesCount\n        offersCount\n      }\n    }\n  }\n': typeof types.PortfolioSummaryDocument;
  '\n  query OfferHealthReport(\n    $page: Int!\n    $size: Int!\n    $accountId: ID\n    $paymentStatuses: [PaymentStatus!]\n    $portfolio: PortfolioSliceInput\n  ) {\n    offerHealthReport(\n      page: $page\n      size: $size\n      accountId: $accountId\n      paymentStatuses: $paymentStatuses\n      portfolio: $portfolio\n    ) {\n      items {\n        id\n        accountName\n        stage\n        stageLabel\n        directOfferTermLabel\n        paymentFrequency\n        obligorSelectedOfferTotalContractValue\n        directOfferTotalContractValue\n        obligorSelectedOfferPaymentAmount\n        reconciledPaidPaymentsCount\n        paymentsCount\n        paidPaymentsAmount\n        lastPaymentDate\n        offerPaymentStatus\n      }\n      pageInfo {\n        page\n        size\n        totalPages\n        totalElements\n      }\n    }\n  }\n': typeof types.OfferHealthReportDocument;
  '\n  query PaymentSchedule($offerId: ID!) {\n    offerPaymentSchedule(offerId: $offerId) {\n      id\n      invoiceDate\n      paymentDate\n      paymentStatus\n      details\n      paymentAmount\n      paymentMethod {\n        paymentType\n        institutionName\n        paymentMethodEnding\n      }\n      hasInvoice\n      invoiceId\n    }\n  }\n': typeof types.PaymentScheduleDocument;
  '\n  query CashAdvances {\n    cashAdvances {\n      id\n      advanceDate\n      total\n    }\n  }\n': typeof types.CashAdvancesDocument;
  '\n  query CashAdvance($id: ID!) {\n    cashAdvance(id: $id) {\n      id\n      advanceDate\n      offerCashAdvances {\n        offerId\n        accountName\n        customerSelectedOfferTermLabel\n        paymentFrequency\n        totalContractValue\n        sellerCashAdvance\n      }\n    }\n  }\n': typeof types.CashAdvanceDocument;
  '\n  query Underwriting {\n    onboardingSubmission {\n      submittedAt\n      decisionExpectedAt\n    }\n    onboardingOptionalSteps {\n      codatPaymentsConnectionsCreated\n      saasMetricsCompleted\n    }\n  }\n': typeof types.UnderwritingDocument;
  '\n  query OnboardingStatus {\n    onboardingStatus {\n      userProfileCompleted\n      sellerRegistrationCompleted\n      codatAccountingConnectionsCreated\n      codatBankingConnectionsCreated\n      filesUploaded\n    }\n  }\n': typeof types.OnboardingStatusDocument;
  '\n  mutation SubmitOnboarding {\n    submitOnboarding {\n      id\n      isOnboarding\n      isUnderwriting\n      isApproved\n      dashboardLink\n    }\n  }\n': typeof types.SubmitOnboardingDocument;
  '\n  query OrgContext {\n    viewer {\n      id\n      roles {\n        id\n        name\n      }\n    }\n    organization {\n      id\n      sellerName\n      isOnboarding\n      isUnderwriting\n      isApproved\n      dashboardLink\n      showAdvanceHistory\n    }\n  }\n': typeof types.OrgContextDocument;
  '\n  query UserSettings {\n    viewer {\n      id\n      email\n      firstName\n      lastName\n      title\n      phoneNumber\n      mobilePhoneNumber\n    }\n    organization {\n      id\n      dashboardLink\n    }\n  }\n': typeof types.UserSettingsDocument;
  '\n  mutation UpdateUserSettings($input: UserSettingsInput!, $loaded: UserSettingsInput) {\n    updateUserSettings(input: $input, loaded: $loaded) {\n      id\n      firstName\n      lastName\n      title\n      phoneNumber\n      mobilePhoneNumber\n    }\n  }\n': typeof types.UpdateUserSettingsDocument;
  '\n  mutation InviteTeamMember($input: InviteTeamMemberInput!) {\n    inviteTeamMember(input: $input) {\n      id\n      fullName\n      email\n      status\n    }\n  }\n': typeof types.InviteTeamMemberDocument;
  '\n  query PendingJoinRequests {\n    pendingJoinRequests {\n      id\n      firstName\n      lastName\n      fullName\n      email\n      status\n    }\n  }\n': typeof types.PendingJoinRequestsDocument;
  '\n  mutation ApproveJoinRequest($input: ApproveJoinRequestInput!) {\n    approveJoinRequest(input: $input) {\n      id\n      status\n    }\n  }\n': typeof types.ApproveJoinRequestDocument;
  '\n  mutation RejectJoinRequest($id: ID!) {\n    rejectJoinRequest(id: $id) {\n      id\n      status\n    }\n  }\n': typeof types.RejectJoinRequestDocument;
  '\n  query TeamMember($id: ID!) {\n    teamMember(id: $id) {\n      id\n      firstName\n      lastName\n      fullName\n      email\n      status\n      isOrganizationOwner\n      invitationSentDate\n      lastLogin\n      phoneNumber\n      roles {\n        id\n        name\n        displayName\n      }\n    }\n  }\n': typeof types.TeamMemberDocument;
  '\n  mutation UpdateTeamMember($id: ID!, $input: UpdateTeamMemberInput!, $loaded: UpdateTeamMemberInput) {\n    updateTeamMember(id: $id, input: $input, loaded: $loaded) {\n      id\n      firstName\n      lastName\n      fullName\n      phoneNumber\n      roles {\n        id\n        name\n        displayName\n      }\n    }\n  }\n': typeof types.UpdateTeamMemberDocument;
  '\n  query TeamRoles {\n    roles {\n      id\n      name\n      displayName\n      description\n    }\n  }\n': typeof types.TeamRolesDocument;
  '\n  mutation DisableTeamMember($id: ID!) {\n    disableTeamMember(id: $id) {\n      id\n      status\n    }\n  }\n': typeof types.DisableTeamMemberDocument;
  '\n  mutation EnableTeamMember($id: ID!) {\n    enableTeamMember(id: $id) {\n      id\n      status\n    }\n  }\n': typeof types.EnableTeamMemberDocument;
  '\n  mutation ResendInvitation($userId: ID!) {\n    resendInvitation(userId: $userId) {\n      id\n      status\n      invitationSentDate\n    }\n  }\n': typeof types.ResendInvitationDocument;
  '\n  mutation TransferOwnership($userId: ID!) {\n    transferOwnership(userId: $userId) {\n      previousOwner {\n        id\n        isOrganizationOwner\n      }\n      newOwner {\n        id\n        isOrganizationOwner\n      }\n    }\n  }\n': typeof types.TransferOwnershipDocument;
  '\n  query TeamMembers($page: Int!, $size: Int!, $search: String) {\n    team(page: $page, size: $size, search: $search) {\n      items {\n        id\n        fullName\n        email\n        status\n        isOrganizationOwner\n        roles {\n          id\n          name\n          displayName\n        }\n      }\n      pageInfo {\n        page\n        size\n        totalPages\n        totalElements\n      }\n    }\n  }\n': typeof types.TeamMembersDocument;
  '\n  query TeamViewer {\n    viewer {\n      id\n      isOrganizationOwner\n      roles {\n        id\n        name\n      }\n    }\n  }\n': typeof types.TeamViewerDocument;
  '\n  query IdentitySession {\n    session {\n      emailVerified\n      hasTenancy\n      canCreateNewTenancy\n      currentJoinRequest {\n        id\n        status\n      }\n      organizationOwnerEmail\n      organizationOwnerFullName\n    }\n  }\n': typeof types.IdentitySessionDocument;
  '\n  mutation CreateJoinRequest {\n    createJoinRequest {\n      id\n      status\n    }\n  }\n': typeof types.CreateJoinRequestDocument;
  '\n  query EmailVerificationActiveLink {\n    emailVerificationActiveLink {\n      id\n    }\n  }\n': typeof types.EmailVerificationActiveLinkDocument;
  '\n  mutation SendVerificationEmail {\n    sendVerificationEmail {\n      id\n    }\n  }\n': typeof types.SendVerificationEmailDocument;
  '\n  mutation ResendVerificationEmail($code: String!) {\n    resendVerificationEmail(code: $code) {\n      id\n    }\n  }\n': typeof types.ResendVerificationEmailDocument;
  '\n  mutation VerifyEmail($code: String!) {\n    verifyEmail(code: $code)\n  }\n': typeof types.VerifyEmailDocument;
  '\n  mutation RegisterOrganization($input: RegistrationInput!) {\n    registerOrganization(input: $input) {\n      organizationId\n      sellerName\n    }\n  }\n': typeof types.RegisterOrganizationDocument;
  '\n  query AccountLinking($sessionToken: String!) {\n    accountLinking(sessionToken: $sessionToken) {\n      linkingUserEmail\n      linkingUserProvider\n      primaryUserProvider\n    }\n  }\n': typeof types.AccountLinkingDocument;
  '\n  mutation LinkAccounts($sessionToken: String!) {\n    linkAccounts(sessionToken: $sessionToken) {\n      continueUrl\n    }\n  }\n': typeof types.LinkAccountsDocument;
  '\n  query NotificationFeed($size: Int!) {\n    notifications(page: 0, size: $size) {\n      items {\n        id\n        type\n        title\n        message\n        offerId\n        createdAt\n        read\n      }\n      unreadCount\n    }\n  }\n': typeof types.NotificationFeedDocument;
  '\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      read\n      readAt\n    }\n  }\n': typeof types.MarkNotificationReadDocument;
  '\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n': typeof types.MarkAllNotificationsReadDocument;
  '\n  query ShellContext {\n    viewer {\n      id\n      email\n      firstName\n      lastName\n      isOrganizationOwner\n      isInvitePending\n      roles {\n        id\n        name\n        displayName\n      }\n    }\n    organization {\n      id\n      sellerName\n      sellerLogoResourceUrl\n      isOnboarding\n      isUnderwriting\n      isApproved\n      dashboardLink\n    }\n  }\n': typeof types.ShellContextDocument;
  '\n  mutation MarkInviteAccepted {\n    markInviteAccepted\n  }\n': typeof types.MarkInviteAcceptedDocument;
  'query OfferAccountTypeahead($query: String!) {\n  offerAccountTypeahead(query: $query) {\n    id\n    name\n    offersCount\n  }\n}': typeof types.OfferAccountTypeaheadDocument;
  'mutation StartOfferExport($input: OfferExportInput!) {\n  startOfferExport(input: $input)\n}\n\nquery LastOfferReport($exportType: OfferExportType!) {\n  lastOfferReport(exportType: $exportType) {\n    fileId\n    createdDate\n  }\n}': typeof types.StartOfferExportDocument;
};
const documents: Documents = {
  '\n  mutation ValidateAccount($input: AccountInput!) {\n    validateAccount(input: $input) {\n      renderExperience\n      highConfidenceMatch {\n        name\n        ein\n        address\n        experianBin\n      }\n      potentialMatches {\n        name\n        ein\n        address\n        experianBin\n      }\n    }\n  }\n':
    types.ValidateAccountDocument,
  '\n  mutation CreateAccount($input: AccountInput!, $experianBin: String) {\n    createAccount(input: $input, experianBin: $experianBin) {\n      id\n      name\n      ein\n      isAccountDelinquent\n      address {\n        label\n        country\n        timeZone\n      }\n      accountContact {\n        id\n        firstName\n        lastName\n        email\n      }\n    }\n  }\n':
    types.CreateAccountDocument,
  '\n  query AddressSuggestions($query: String!, $international: Boolean!) {\n    addressSuggestions(query: $query, international: $international) {\n      label\n      country\n      timeZone\n    }\n  }\n':
    types.AddressSuggestionsDocument,
  '\n  query AccountContact($accountId: ID!, $contactId: ID!) {\n    accountContact(accountId: $accountId, contactId: $contactId) {\n      id\n      firstName\n      lastName\n      fullName\n      email\n      phoneNumber\n      mobilePhoneNumber\n      isPrimary\n    }\n  }\n':
    types.AccountContactDocument,
  '\n  mutation CreateAccountContact($accountId: ID!, $input: AccountContactInput!) {\n    createAccountContact(accountId: $accountId, input: $input) {\n      id\n    }\n  }\n':
    types.CreateAccountContactDocument,
  '\n  mutation UpdateAccountContact(\n    $accountId: ID!\n    $contactId: ID!\n    $input: UpdateAccountContactInput!\n    $loaded: UpdateAccountContactInput\n  ) {\n    updateAccountContact(accountId: $accountId, contactId: $contactId, input: $input, loaded: $loaded) {\n      id\n      firstName\n      lastName\n      fullName\n      email\n      phoneNumber\n      mobilePhoneNumber\n      isPrimary\n    }\n  }\n':
    types.UpdateAccountContactDocument,
  '\n  query ContactRules {\n    organization {\n      id\n      settings {\n        phoneNumberRequiredForAccountContacts\n      }\n    }\n  }\n':
    types.ContactRulesDocument,
  '\n  query CustomerLegal($id: ID!) {\n    customerProfile(id: $id) {\n      id\n      customer {\n        id\n        name\n        ein\n        address {\n          label\n        }\n      }\n    }\n  }\n':
    types.CustomerLegalDocument,
  '\n  mutation SetCustomerEin($accountId: ID!, $ein: String!) {\n    setCustomerEin(accountId: $accountId, ein: $ein) {\n      id\n      name\n      ein\n    }\n  }\n':
    types.SetCustomerEinDocument,
  '\n  query CustomerProfile($id: ID!) {\n    customerProfile(id: $id) {\n      id\n      offersCount\n      customer {\n        id\n        name\n        ein\n        isAccountDelinquent\n        address {\n          label\n        }\n      }\n      contacts {\n        id\n        fullName\n        email\n        phoneNumber\n        mobilePhoneNumber\n        isPrimary\n        created\n        updated\n      }\n    }\n  }\n':
    types.CustomerProfileDocument,
  '\n  mutation MakePrimaryAccountContact($accountId: ID!, $contactId: ID!) {\n    makePrimaryAccountContact(accountId: $accountId, contactId: $contactId) {\n      id\n      isPrimary\n    }\n  }\n':
    types.MakePrimaryAccountContactDocument,
  '\n  query Customers($page: Int!, $size: Int!, $search: String) {\n    customers(page: $page, size: $size, search: $search) {\n      items {\n        id\n        name\n        ein\n        address {\n          label\n        }\n        accountContact {\n          id\n          firstName\n          email\n        }\n      }\n      pageInfo {\n        page\n        size\n        totalPages\n        totalElements\n      }\n    }\n  }\n':
    types.CustomersDocument,
  '\n  query DataRoomAccess {\n    viewer {\n      id\n      roles {\n        id\n        name\n      }\n    }\n    organization {\n      id\n      isOnboarding\n      isUnderwriting\n      isApproved\n      settings {\n        useDataRoomV2Page\n      }\n    }\n  }\n':
    types.DataRoomAccessDocument,
  '\n  query DataRoomActivity($page: Int!, $size: Int!) {\n    dataRoomActivity(page: $page, size: $size) {\n      items {\n        id\n        action\n        objectType\n        fileName\n        previous\n        actor\n        occurredAt\n      }\n      pageInfo {\n        page\n        size\n        totalElements\n      }\n    }\n  }\n':
    types.DataRoomActivityDocument,
  '\n  mutation DeleteDataRoomFile($id: ID!) {\n    deleteDataRoomFile(id: $id)\n  }\n':
    types.DeleteDataRoomFileDocument,
  '\n  mutation CreateDataRoomFolder($parentId: ID!, $input: DataRoomFolderInput!) {\n    createDataRoomFolder(parentId: $parentId, input: $input) {\n      id\n      name\n    }\n  }\n':
    types.CreateDataRoomFolderDocument,
  '\n  mutation RenameDataRoomFolder($id: ID!, $input: DataRoomFolderInput!) {\n    renameDataRoomFolder(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n':
    types.RenameDataRoomFolderDocument,
  '\n  mutation RenameDataRoomFile($id: ID!, $name: String!) {\n    renameDataRoomFile(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n':
    types.RenameDataRoomFileDocument,
  '\n  mutation MoveDataRoomFolder($id: ID!, $parentId: ID!) {\n    moveDataRoomFolder(id: $id, parentId: $parentId) {\n      id\n    }\n  }\n':
    types.MoveDataRoomFolderDocument,
  '\n  mutation MoveDataRoomFile($id: ID!, $folderId: ID!) {\n    moveDataRoomFile(id: $id, folderId: $folderId) {\n      id\n    }\n  }\n':
    types.MoveDataRoomFileDocument,
  '\n  query DataRoomFolderPaths {\n    dataRoomFolderPaths {\n      id\n      path\n    }\n  }\n':
    types.DataRoomFolderPathsDocument,
  '\n  query DataRoomFolderHolds($id: ID!) {\n    dataRoomFolder(id: $id) {\n      id\n      holds {\n        files\n        folders\n      }\n    }\n  }\n':
    types.DataRoomFolderHoldsDocument,
  '\n  mutation DeleteDataRoomFolder($id: ID!, $holds: DataRoomFolderHoldsInput) {\n    deleteDataRoomFolder(id: $id, holds: $holds)\n  }\n':
    types.DeleteDataRoomFolderDocument,
  '\n  mutation SetDataRoomFileRequestedDocument($id: ID!, $requestedDocument: RequestedDocumentKey) {\n    setDataRoomFileRequestedDocument(id: $id, requestedDocument: $requestedDocument) {\n      id\n      requestedDocument\n    }\n  }\n':
    types.SetDataRoomFileRequestedDocumentDocument,
  '\n  query RequestedDocuments {\n    dataRoomRequestedDocuments {\n      key\n      title\n      provided\n      providedBy\n    }\n  }\n':
    types.RequestedDocumentsDocument,
  '\n  mutation SetRequestedDocumentProvided($key: RequestedDocumentKey!, $provided: Boolean!) {\n    setRequestedDocumentProvided(key: $key, provided: $provided) {\n      key\n      provided\n      providedBy\n    }\n  }\n':
    types.SetRequestedDocumentProvidedDocument,
  '\n  fragment DataRoomRow on DataRoomObject {\n    id\n    name\n    objectType\n    size\n    type\n    extension\n    immutable\n    uploadedBy\n    uploadedDate\n    requestedDocument\n    filesCount\n  }\n':
    types.DataRoomRowFragmentDoc,
  '\n  query ExistingFileNames($folderId: ID!, $names: [String!]!) {\n    dataRoomExistingFileNames(folderId: $folderId, names: $names)\n  }\n':
    types.ExistingFileNamesDocument,
  '\n  query DataRoomFolderPath($names: [String!]!) {\n    dataRoomFolderByPath(names: $names) {\n      id\n      name\n      contents {\n        ...DataRoomRow\n      }\n    }\n  }\n':
    types.DataRoomFolderPathDocument,
  '\n  query DataRoomListing($folderId: ID, $page: Int!, $size: Int!, $search: String) {\n    dataRoomFolder(id: $folderId) {\n      id\n      name\n      ancestors {\n        id\n        name\n      }\n    }\n    dataRoom(folderId: $folderId, page: $page, size: $size, search: $search) {\n      items {\n        ...DataRoomRow\n      }\n      pageInfo {\n        page\n        size\n        totalElements\n      }\n    }\n  }\n':
    types.DataRoomListingDocument,
  '\n  query CreateQuoteSettings {\n    organization {\n      id\n      settings {\n        salesforceEnabled\n        reversePaymentCalculatorEnabled\n        offerSignatureDocumentEnabled\n        authorizedOfferTypes\n      }\n    }\n    salesPackages {\n      id\n      name\n      availableOfferTerms {\n        id\n        duration\n        offerTermType\n        isStandardOfferTerm\n        label\n      }\n      pricingGroups {\n        id\n        name\n      }\n    }\n  }\n':
    types.CreateQuoteSettingsDocument,
  '\n  query CustomerSearch($query: String!) {\n    accountTypeahead(query: $query) {\n      id\n      name\n    }\n  }\n':
    types.CustomerSearchDocument,
  '\n  query ChosenCustomer($id: ID!) {\n    customerProfile(id: $id) {\n      id\n      customer {\n        id\n        name\n        ein\n        isAccountDelinquent\n        address {\n          label\n          timeZone\n        }\n        accountContact {\n          firstName\n          lastName\n          email\n        }\n      }\n    }\n  }\n':
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
  '\n  mutation CancelOffer($id: ID!) {\n    cancelOffer(id: $id) {\n      id\n      stage\n      stageLabel\n    }\n  }\n':
    types.CancelOfferDocument,
  '\n  mutation ReissueOffer($id: ID!) {\n    reissueOffer(id: $id) {\n      id\n    }\n  }\n':
    types.ReissueOfferDocument,
  '\n  query Offer($id: ID!) {\n    offer(id: $id) {\n      id\n      stage\n      stageLabel\n      subType\n      subTypeLabel\n      requiredActions\n      hasRequiredActions\n      hasAddOns\n      isAddOn\n      allowCreateAddOn\n      allowDuplicateChildOfferAddOns\n      canDisableOffer\n      canRequestCancellation\n      canCancelBeforePayment\n      canModifyAllowCreditCardPayments\n      account {\n        id\n        name\n        address\n        isAccountDelinquent\n        timeZone\n      }\n      recipient {\n        fullName\n        email\n        phoneNumber\n        mobilePhoneNumber\n      }\n      owner {\n        id\n        name\n        email\n      }\n      directOfferTotalContractValue\n      termStartDate\n      termEndDate\n      expiration\n      allowCreditCardPayments\n      parentOfferId\n      reissuedFromOfferId\n      reissuedToOfferId\n      externalReferenceId\n      messageToAccount\n      offerPaymentStatus\n      paymentsCount\n      reconciledPaidPaymentsCount\n      paidPaymentsAmount\n      lastPaymentDate\n      renewal {\n        renewalDate\n        renewalFreeMonths\n        renewalEnabled\n        renewalOfferId\n        renewedOfferId\n        renewalState\n      }\n      summary {\n        minTermStartDate\n        maxTermStartDate\n        minExpirationDate\n        maxExpirationDate\n        shouldShowTermStartDateWarning\n        canEditExpirationDate\n        canEditTermStartDate\n      }\n      customerOfferDirectUrl\n      lastLinkSentDate\n      createdDate\n      acceptedDate\n    }\n  }\n':
    types.OfferDocument,
  '\n  query OfferPaymentTerms($id: ID!) {\n    offer(id: $id) {\n      id\n      quote {\n        salesPackageName\n        directBillingFrequencyLabel\n        directPaymentTerms\n        term {\n          label\n          isStandardOfferTerm\n        }\n        lineItems {\n          pricingGroupId\n          pricingGroupName\n          amount\n        }\n      }\n      customerSelectedPricingOption {\n        plan\n        paymentFrequency\n        paymentFrequencyLabel\n        offerTermLabel\n        paymentsCount\n        periodBasedPaymentAmount\n        totalContractValue\n        creditCardSurcharge\n        sellerCashAdvance\n      }\n      pricingOptions {\n        plan\n        paymentFrequency\n        paymentFrequencyLabel\n        offerTermLabel\n        paymentsCount\n        periodBasedPaymentAmount\n        totalContractValue\n        sellerCashAdvance\n      }\n      paymentMethod {\n        paymentType\n        institutionName\n        paymentMethodEnding\n      }\n    }\n  }\n':
    types.OfferPaymentTermsDocument,
  '\n  query OfferFiles($id: ID!) {\n    offer(id: $id) {\n      id\n      files {\n        id\n        name\n        extension\n        type\n        size\n        uploadedBy\n        uploadedDate\n      }\n    }\n  }\n':
    types.OfferFilesDocument,
  '\n  query OfferAddOns($id: ID!, $page: Int!) {\n    offer(id: $id) {\n      id\n      addOns(page: $page, size: 10) {\n        items {\n          id\n          accountName\n          stage\n          stageLabel\n          directOfferTotalContractValue\n          createdDate\n        }\n        pageInfo {\n          page\n          size\n          totalPages\n          totalElements\n        }\n      }\n    }\n  }\n':
    types.OfferAddOnsDocument,
  '\n  query OfferEvents($id: ID!, $page: Int!, $type: OfferEventType) {\n    offer(id: $id) {\n      id\n      funnel {\n        step\n        label\n        reached\n        reachedDate\n      }\n      events(page: $page, size: 10, type: $type) {\n        items {\n          id\n          type\n          occurredAt\n          description\n          actorName\n          relatedOfferId\n        }\n        pageInfo {\n          page\n          size\n          totalPages\n          totalElements\n        }\n      }\n    }\n  }\n':
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
  '\n  query Offers($page: Int!, $size: Int!, $stages: [OfferStage!], $accountId: ID, $sort: OfferSort) {\n    offers(page: $page, size: $size, stages: $stages, accountId: $accountId, sort: $sort) {\n      items {\n        id\n        accountId\n        accountName\n        stage\n        stageLabel\n        isAddOn\n        allowCreateAddOn\n        allowDuplicateChildOfferAddOns\n        canDisableOffer\n        hasRequiredActions\n        recipientFullName\n        recipientEmail\n        ownerName\n        offerType\n        externalReferenceId\n        salesPackageName\n        directOfferTotalContractValue\n        obligorSelectedOfferPaymentAmount\n        customerOfferDirectUrl\n        lastLinkSentDate\n        expiration\n        createdDate\n        lastModifiedDate\n      }\n      pageInfo {\n        page\n        size\n        totalPages\n        totalElements\n      }\n    }\n  }\n':
    types.OffersDocument,
  '\n  query OffersViewer {\n    viewer {\n      id\n      roles {\n        id\n        name\n      }\n    }\n    organization {\n      id\n      sellerName\n      offerAddOnsEnabled\n      settings {\n        authorizedOfferTypes\n        renewalsEnabled\n      }\n    }\n  }\n':
    types.OffersViewerDocument,
  '\n  query CompanyProfile {\n    companyProfile {\n      id\n      details {\n        id\n        name\n        isInternational\n        address {\n          label\n          addressNumber\n          street\n          neighborhood\n          municipality\n          subRegion\n          region\n          postalCode\n          country\n          isInternational\n        }\n        businessEntityTypeId\n        transactionCurrencyId\n        countryIncorporatedId\n        stateIncorporated\n        companySize\n        ein\n        industrySectorId\n        websiteUrl\n        businessModelId\n        desiredFundingAmount\n      }\n      businessMetrics {\n        id\n        lastTwelveMonthsRevenues\n        currentAnnualRecurringRevenue\n        monthlyCashBurn\n        annualRecurringRevenueYearOverYearGrowth\n        latestCashBalance\n        currentlyHasLiens\n        liensComment\n        currentlyHasLoans\n        loansComment\n      }\n      industrySectors {\n        id\n        name\n      }\n      businessModels {\n        id\n        name\n      }\n      businessEntityTypes {\n        id\n        name\n      }\n      countries {\n        id\n        name\n      }\n      currencies {\n        id\n        name\n      }\n    }\n  }\n':
    types.CompanyProfileDocument,
  '\n  query CompanyAddressSuggestions($query: String!, $international: Boolean!) {\n    addressSuggestions(query: $query, international: $international) {\n      label\n      addressNumber\n      street\n      neighborhood\n      municipality\n      subRegion\n      region\n      postalCode\n      country\n      isInternational\n    }\n  }\n':
    types.CompanyAddressSuggestionsDocument,
  '\n  mutation UpdateCompanyDetails($input: CompanyDetailsInput!, $loaded: CompanyDetailsInput) {\n    updateCompanyDetails(input: $input, loaded: $loaded) {\n      id\n      name\n      isInternational\n      address {\n        label\n        addressNumber\n        street\n        neighborhood\n        municipality\n        subRegion\n        region\n        postalCode\n        country\n        isInternational\n      }\n      businessEntityTypeId\n      transactionCurrencyId\n      countryIncorporatedId\n      stateIncorporated\n      companySize\n      ein\n      industrySectorId\n      websiteUrl\n      businessModelId\n      desiredFundingAmount\n    }\n  }\n':
    types.UpdateCompanyDetailsDocument,
  '\n  mutation UpdateBusinessMetrics($input: BusinessMetricsInput!, $loaded: BusinessMetricsInput) {\n    updateBusinessMetrics(input: $input, loaded: $loaded) {\n      id\n      lastTwelveMonthsRevenues\n      currentAnnualRecurringRevenue\n      monthlyCashBurn\n      annualRecurringRevenueYearOverYearGrowth\n      latestCashBalance\n      currentlyHasLiens\n      liensComment\n      currentlyHasLoans\n      loansComment\n    }\n  }\n':
    types.UpdateBusinessMetricsDocument,
  '\n  query SaasMetrics {\n    saasMetrics {\n      id\n      calendarYearArr\n      previousYearArr\n      monthlyRecurringRevenue\n      grossRetention\n      netRetention\n      grossRevenueChurn\n      expansionArr\n    }\n  }\n':
    types.SaasMetricsDocument,
  '\n  mutation UpdateSaasMetrics($input: SaasMetricsInput!, $loaded: SaasMetricsInput) {\n    updateSaasMetrics(input: $input, loaded: $loaded) {\n      id\n      calendarYearArr\n      previousYearArr\n      monthlyRecurringRevenue\n      grossRetention\n      netRetention\n      grossRevenueChurn\n      expansionArr\n    }\n  }\n':
    types.UpdateSaasMetricsDocument,
  '\n  query IntegrationConnections($sourceType: IntegrationSourceType!) {\n    integrationConnections(sourceType: $sourceType) {\n      sourceType\n      multipleConnectionsForTheSameIntegrationAllowed\n      existingConnections {\n        id\n        status\n        linkUrl\n        companyName\n        integration {\n          key\n          name\n          logoUrl\n        }\n      }\n      availableIntegrations {\n        key\n        name\n        logoUrl\n        isDesktopAccounting\n      }\n    }\n  }\n':
    types.IntegrationConnectionsDocument,
  '\n  mutation StartConnection($platformKey: String!, $returnPath: String!) {\n    startConnection(platformKey: $platformKey, returnPath: $returnPath) {\n      id\n      status\n      linkUrl\n    }\n  }\n':
    types.StartConnectionDocument,
  '\n  mutation DisconnectConnection($id: ID!) {\n    disconnectConnection(id: $id) {\n      id\n      status\n    }\n  }\n':
    types.DisconnectConnectionDocument,
  '\n  query ExemptionReasons {\n    exemptionReasons {\n      id\n      type\n      text\n    }\n  }\n':
    types.ExemptionReasonsDocument,
  '\n  mutation RequestConnectionException($input: ConnectionExceptionInput!) {\n    requestConnectionException(input: $input) {\n      id\n      source\n    }\n  }\n':
    types.RequestConnectionExceptionDocument,
  '\n  query PortfolioSummary {\n    portfolioSummary {\n      cashToCome {\n        month\n        amount\n        paymentsCount\n        offersCount\n      }\n      lateOrFailed {\n        bucket\n        lateAmount\n        latePaymentsCount\n        failedAmount\n        failedPaymentsCount\n        offersCount\n      }\n      advances {\n        month\n        amount\n        advancesCount\n        offersCount\n      }\n    }\n  }\n':
    types.PortfolioSummaryDocument,
  '\n  query OfferHealthReport(\n    $page: Int!\n    $size: Int!\n    $accountId: ID\n    $paymentStatuses: [PaymentStatus!]\n    $portfolio: PortfolioSliceInput\n  ) {\n    offerHealthReport(\n      page: $page\n      size: $size\n      accountId: $accountId\n      paymentStatuses: $paymentStatuses\n      portfolio: $portfolio\n    ) {\n      items {\n        id\n        accountName\n        stage\n        stageLabel\n        directOfferTermLabel\n        paymentFrequency\n        obligorSelectedOfferTotalContractValue\n        directOfferTotalContractValue\n        obligorSelectedOfferPaymentAmount\n        reconciledPaidPaymentsCount\n        paymentsCount\n        paidPaymentsAmount\n        lastPaymentDate\n        offerPaymentStatus\n      }\n      pageInfo {\n        page\n        size\n        totalPages\n        totalElements\n      }\n    }\n  }\n':
    types.OfferHealthReportDocument,
  '\n  query PaymentSchedule($offerId: ID!) {\n    offerPaymentSchedule(offerId: $offerId) {\n      id\n      invoiceDate\n      paymentDate\n      paymentStatus\n      details\n      paymentAmount\n      paymentMethod {\n        paymentType\n        institutionName\n        paymentMethodEnding\n      }\n      hasInvoice\n      invoiceId\n    }\n  }\n':
    types.PaymentScheduleDocument,
  '\n  query CashAdvances {\n    cashAdvances {\n      id\n      advanceDate\n      total\n    }\n  }\n':
    types.CashAdvancesDocument,
  '\n  query CashAdvance($id: ID!) {\n    cashAdvance(id: $id) {\n      id\n      advanceDate\n      offerCashAdvances {\n        offerId\n        accountName\n        customerSelectedOfferTermLabel\n        paymentFrequency\n        totalContractValue\n        sellerCashAdvance\n      }\n    }\n  }\n':
    types.CashAdvanceDocument,
  '\n  query Underwriting {\n    onboardingSubmission {\n      submittedAt\n      decisionExpectedAt\n    }\n    onboardingOptionalSteps {\n      codatPaymentsConnectionsCreated\n      saasMetricsCompleted\n    }\n  }\n':
    types.UnderwritingDocument,
  '\n  query OnboardingStatus {\n    onboardingStatus {\n      userProfileCompleted\n      sellerRegistrationCompleted\n      codatAccountingConnectionsCreated\n      codatBankingConnectionsCreated\n      filesUploaded\n    }\n  }\n':
    types.OnboardingStatusDocument,
  '\n  mutation SubmitOnboarding {\n    submitOnboarding {\n      id\n      isOnboarding\n      isUnderwriting\n      isApproved\n      dashboardLink\n    }\n  }\n':
    types.SubmitOnboardingDocument,
  '\n  query OrgContext {\n    viewer {\n      id\n      roles {\n        id\n        name\n      }\n    }\n    organization {\n      id\n      sellerName\n      isOnboarding\n      isUnderwriting\n      isApproved\n      dashboardLink\n      showAdvanceHistory\n    }\n  }\n':
    types.OrgContextDocument,
  '\n  query UserSettings {\n    viewer {\n      id\n      email\n      firstName\n      lastName\n      title\n      phoneNumber\n      mobilePhoneNumber\n    }\n    organization {\n      id\n      dashboardLink\n    }\n  }\n':
    types.UserSettingsDocument,
  '\n  mutation UpdateUserSettings($input: UserSettingsInput!, $loaded: UserSettingsInput) {\n    updateUserSettings(input: $input, loaded: $loaded) {\n      id\n      firstName\n      lastName\n      title\n      phoneNumber\n      mobilePhoneNumber\n    }\n  }\n':
    types.UpdateUserSettingsDocument,
  '\n  mutation InviteTeamMember($input: InviteTeamMemberInput!) {\n    inviteTeamMember(input: $input) {\n      id\n      fullName\n      email\n      status\n    }\n  }\n':
    types.InviteTeamMemberDocument,
  '\n  query PendingJoinRequests {\n    pendingJoinRequests {\n      id\n      firstName\n      lastName\n      fullName\n      email\n      status\n    }\n  }\n':
    types.PendingJoinRequestsDocument,
  '\n  mutation ApproveJoinRequest($input: ApproveJoinRequestInput!) {\n    approveJoinRequest(input: $input) {\n      id\n      status\n    }\n  }\n':
    types.ApproveJoinRequestDocument,
  '\n  mutation RejectJoinRequest($id: ID!) {\n    rejectJoinRequest(id: $id) {\n      id\n      status\n    }\n  }\n':
    types.RejectJoinRequestDocument,
  '\n  query TeamMember($id: ID!) {\n    teamMember(id: $id) {\n      id\n      firstName\n      lastName\n      fullName\n      email\n      status\n      isOrganizationOwner\n      invitationSentDate\n      lastLogin\n      phoneNumber\n      roles {\n        id\n        name\n        displayName\n      }\n    }\n  }\n':
    types.TeamMemberDocument,
  '\n  mutation UpdateTeamMember($id: ID!, $input: UpdateTeamMemberInput!, $loaded: UpdateTeamMemberInput) {\n    updateTeamMember(id: $id, input: $input, loaded: $loaded) {\n      id\n      firstName\n      lastName\n      fullName\n      phoneNumber\n      roles {\n        id\n        name\n        displayName\n      }\n    }\n  }\n':
    types.UpdateTeamMemberDocument,
  '\n  query TeamRoles {\n    roles {\n      id\n      name\n      displayName\n      description\n    }\n  }\n':
    types.TeamRolesDocument,
  '\n  mutation DisableTeamMember($id: ID!) {\n    disableTeamMember(id: $id) {\n      id\n      status\n    }\n  }\n':
    types.DisableTeamMemberDocument,
  '\n  mutation EnableTeamMember($id: ID!) {\n    enableTeamMember(id: $id) {\n      id\n      status\n    }\n  }\n':
    types.EnableTeamMemberDocument,
  '\n  mutation ResendInvitation($userId: ID!) {\n    resendInvitation(userId: $userId) {\n      id\n      status\n      invitationSentDate\n    }\n  }\n':
    types.ResendInvitationDocument,
  '\n  mutation TransferOwnership($userId: ID!) {\n    transferOwnership(userId: $userId) {\n      previousOwner {\n        id\n        isOrganizationOwner\n      }\n      newOwner {\n        id\n        isOrganizationOwner\n      }\n    }\n  }\n':
    types.TransferOwnershipDocument,
  '\n  query TeamMembers($page: Int!, $size: Int!, $search: String) {\n    team(page: $page, size: $size, search: $search) {\n      items {\n        id\n        fullName\n        email\n        status\n        isOrganizationOwner\n        roles {\n          id\n          name\n          displayName\n        }\n      }\n      pageInfo {\n        page\n        size\n        totalPages\n        totalElements\n      }\n    }\n  }\n':
    types.TeamMembersDocument,
  '\n  query TeamViewer {\n    viewer {\n      id\n      isOrganizationOwner\n      roles {\n        id\n        name\n      }\n    }\n  }\n':
    types.TeamViewerDocument,
  '\n  query IdentitySession {\n    session {\n      emailVerified\n      hasTenancy\n      canCreateNewTenancy\n      currentJoinRequest {\n        id\n        status\n      }\n      organizationOwnerEmail\n      organizationOwnerFullName\n    }\n  }\n':
    types.IdentitySessionDocument,
  '\n  mutation CreateJoinRequest {\n    createJoinRequest {\n      id\n      status\n    }\n  }\n':
    types.CreateJoinRequestDocument,
  '\n  query EmailVerificationActiveLink {\n    emailVerificationActiveLink {\n      id\n    }\n  }\n':
    types.EmailVerificationActiveLinkDocument,
  '\n  mutation SendVerificationEmail {\n    sendVerificationEmail {\n      id\n    }\n  }\n':
    types.SendVerificationEmailDocument,
  '\n  mutation ResendVerificationEmail($code: String!) {\n    resendVerificationEmail(code: $code) {\n      id\n    }\n  }\n':
    types.ResendVerificationEmailDocument,
  '\n  mutation VerifyEmail($code: String!) {\n    verifyEmail(code: $code)\n  }\n':
    types.VerifyEmailDocument,
  '\n  mutation RegisterOrganization($input: RegistrationInput!) {\n    registerOrganization(input: $input) {\n      organizationId\n      sellerName\n    }\n  }\n':
    types.RegisterOrganizationDocument,
  '\n  query AccountLinking($sessionToken: String!) {\n    accountLinking(sessionToken: $sessionToken) {\n      linkingUserEmail\n      linkingUserProvider\n      primaryUserProvider\n    }\n  }\n':
    types.AccountLinkingDocument,
  '\n  mutation LinkAccounts($sessionToken: String!) {\n    linkAccounts(sessionToken: $sessionToken) {\n      continueUrl\n    }\n  }\n':
    types.LinkAccountsDocument,
  '\n  query NotificationFeed($size: Int!) {\n    notifications(page: 0, size: $size) {\n      items {\n        id\n        type\n        title\n        message\n        offerId\n        createdAt\n        read\n      }\n      unreadCount\n    }\n  }\n':
    types.NotificationFeedDocument,
  '\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      read\n      readAt\n    }\n  }\n':
    types.MarkNotificationReadDocument,
  '\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n':
    types.MarkAllNotificationsReadDocument,
  '\n  query ShellContext {\n    viewer {\n      id\n      email\n      firstName\n      lastName\n      isOrganizationOwner\n      isInvitePending\n      roles {\n        id\n        name\n        displayName\n      }\n    }\n    organization {\n      id\n      sellerName\n      sellerLogoResourceUrl\n      isOnboarding\n      isUnderwriting\n      isApproved\n      dashboardLink\n    }\n  }\n':
    types.ShellContextDocument,
  '\n  mutation MarkInviteAccepted {\n    markInviteAccepted\n  }\n': types.MarkInviteAcceptedDocument,
  'query OfferAccountTypeahead($query: String!) {\n  offerAccountTypeahead(query: $query) {\n    id\n    name\n    offersCount\n  }\n}':
    types.OfferAccountTypeaheadDocument,
  'mutation StartOfferExport($input: OfferExportInput!) {\n  startOfferExport(input: $input)\n}\n\nquery LastOfferReport($exportType: OfferExportType!) {\n  lastOfferReport(exportType: $exportType) {\n    fileId\n    createdDate\n  }\n}':
    types.StartOfferExportDocument,
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
  source: '\n  mutation ValidateAccount($input: AccountInput!) {\n    validateAccount(input: $input) {\n      renderExperience\n      highConfidenceMatch {\n        name\n        ein\n        address\n        experianBin\n      }\n      potentialMatches {\n        name\n        ein\n        address\n        experianBin\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ValidateAccount($input: AccountInput!) {\n    validateAccount(input: $input) {\n      renderExperience\n      highConfidenceMatch {\n        name\n        ein\n        address\n        experianBin\n      }\n      potentialMatches {\n        name\n        ein\n        address\n        experianBin\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateAccount($input: AccountInput!, $experianBin: String) {\n    createAccount(input: $input, experianBin: $experianBin) {\n      id\n      name\n      ein\n      isAccountDelinquent\n      address {\n        label\n        country\n        timeZone\n      }\n      accountContact {\n        id\n        firstName\n        lastName\n        email\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateAccount($input: AccountInput!, $experianBin: String) {\n    createAccount(input: $input, experianBin: $experianBin) {\n      id\n      name\n      ein\n      isAccountDelinquent\n      address {\n        label\n        country\n        timeZone\n      }\n      accountContact {\n        id\n        firstName\n        lastName\n        email\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AddressSuggestions($query: String!, $international: Boolean!) {\n    addressSuggestions(query: $query, international: $international) {\n      label\n      country\n      timeZone\n    }\n  }\n',
): (typeof documents)['\n  query AddressSuggestions($query: String!, $international: Boolean!) {\n    addressSuggestions(query: $query, international: $international) {\n      label\n      country\n      timeZone\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AccountContact($accountId: ID!, $contactId: ID!) {\n    accountContact(accountId: $accountId, contactId: $contactId) {\n      id\n      firstName\n      lastName\n      fullName\n      email\n      phoneNumber\n      mobilePhoneNumber\n      isPrimary\n    }\n  }\n',
): (typeof documents)['\n  query AccountContact($accountId: ID!, $contactId: ID!) {\n    accountContact(accountId: $accountId, contactId: $contactId) {\n      id\n      firstName\n      lastName\n      fullName\n      email\n      phoneNumber\n      mobilePhoneNumber\n      isPrimary\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateAccountContact($accountId: ID!, $input: AccountContactInput!) {\n    createAccountContact(accountId: $accountId, input: $input) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateAccountContact($accountId: ID!, $input: AccountContactInput!) {\n    createAccountContact(accountId: $accountId, input: $input) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateAccountContact(\n    $accountId: ID!\n    $contactId: ID!\n    $input: UpdateAccountContactInput!\n    $loaded: UpdateAccountContactInput\n  ) {\n    updateAccountContact(accountId: $accountId, contactId: $contactId, input: $input, loaded: $loaded) {\n      id\n      firstName\n      lastName\n      fullName\n      email\n      phoneNumber\n      mobilePhoneNumber\n      isPrimary\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateAccountContact(\n    $accountId: ID!\n    $contactId: ID!\n    $input: UpdateAccountContactInput!\n    $loaded: UpdateAccountContactInput\n  ) {\n    updateAccountContact(accountId: $accountId, contactId: $contactId, input: $input, loaded: $loaded) {\n      id\n      firstName\n      lastName\n      fullName\n      email\n      phoneNumber\n      mobilePhoneNumber\n      isPrimary\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ContactRules {\n    organization {\n      id\n      settings {\n        phoneNumberRequiredForAccountContacts\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ContactRules {\n    organization {\n      id\n      settings {\n        phoneNumberRequiredForAccountContacts\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CustomerLegal($id: ID!) {\n    customerProfile(id: $id) {\n      id\n      customer {\n        id\n        name\n        ein\n        address {\n          label\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query CustomerLegal($id: ID!) {\n    customerProfile(id: $id) {\n      id\n      customer {\n        id\n        name\n        ein\n        address {\n          label\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetCustomerEin($accountId: ID!, $ein: String!) {\n    setCustomerEin(accountId: $accountId, ein: $ein) {\n      id\n      name\n      ein\n    }\n  }\n',
): (typeof documents)['\n  mutation SetCustomerEin($accountId: ID!, $ein: String!) {\n    setCustomerEin(accountId: $accountId, ein: $ein) {\n      id\n      name\n      ein\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CustomerProfile($id: ID!) {\n    customerProfile(id: $id) {\n      id\n      offersCount\n      customer {\n        id\n        name\n        ein\n        isAccountDelinquent\n        address {\n          label\n        }\n      }\n      contacts {\n        id\n        fullName\n        email\n        phoneNumber\n        mobilePhoneNumber\n        isPrimary\n        created\n        updated\n      }\n    }\n  }\n',
): (typeof documents)['\n  query CustomerProfile($id: ID!) {\n    customerProfile(id: $id) {\n      id\n      offersCount\n      customer {\n        id\n        name\n        ein\n        isAccountDelinquent\n        address {\n          label\n        }\n      }\n      contacts {\n        id\n        fullName\n        email\n        phoneNumber\n        mobilePhoneNumber\n        isPrimary\n        created\n        updated\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MakePrimaryAccountContact($accountId: ID!, $contactId: ID!) {\n    makePrimaryAccountContact(accountId: $accountId, contactId: $contactId) {\n      id\n      isPrimary\n    }\n  }\n',
): (typeof documents)['\n  mutation MakePrimaryAccountContact($accountId: ID!, $contactId: ID!) {\n    makePrimaryAccountContact(accountId: $accountId, contactId: $contactId) {\n      id\n      isPrimary\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Customers($page: Int!, $size: Int!, $search: String) {\n    customers(page: $page, size: $size, search: $search) {\n      items {\n        id\n        name\n        ein\n        address {\n          label\n        }\n        accountContact {\n          id\n          firstName\n          email\n        }\n      }\n      pageInfo {\n        page\n        size\n        totalPages\n        totalElements\n      }\n    }\n  }\n',
): (typeof documents)['\n  query Customers($page: Int!, $size: Int!, $search: String) {\n    customers(page: $page, size: $size, search: $search) {\n      items {\n        id\n        name\n        ein\n        address {\n          label\n        }\n        accountContact {\n          id\n          firstName\n          email\n        }\n      }\n      pageInfo {\n        page\n        size\n        totalPages\n        totalElements\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DataRoomAccess {\n    viewer {\n      id\n      roles {\n        id\n        name\n      }\n    }\n    organization {\n      id\n      isOnboarding\n      isUnderwriting\n      isApproved\n      settings {\n        useDataRoomV2Page\n      }\n    }\n  }\n',
): (typeof documents)['\n  query DataRoomAccess {\n    viewer {\n      id\n      roles {\n        id\n        name\n      }\n    }\n    organization {\n      id\n      isOnboarding\n      isUnderwriting\n      isApproved\n      settings {\n        useDataRoomV2Page\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DataRoomActivity($page: Int!, $size: Int!) {\n    dataRoomActivity(page: $page, size: $size) {\n      items {\n        id\n        action\n        objectType\n        fileName\n        previous\n        actor\n        occurredAt\n      }\n      pageInfo {\n        page\n        size\n        totalElements\n      }\n    }\n  }\n',
): (typeof documents)['\n  query DataRoomActivity($page: Int!, $size: Int!) {\n    dataRoomActivity(page: $page, size: $size) {\n      items {\n        id\n        action\n        objectType\n        fileName\n        previous\n        actor\n        occurredAt\n      }\n      pageInfo {\n        page\n        size\n        totalElements\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteDataRoomFile($id: ID!) {\n    deleteDataRoomFile(id: $id)\n  }\n',
): (typeof documents)['\n  mutation DeleteDataRoomFile($id: ID!) {\n    deleteDataRoomFile(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateDataRoomFolder($parentId: ID!, $input: DataRoomFolderInput!) {\n    createDataRoomFolder(parentId: $parentId, input: $input) {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateDataRoomFolder($parentId: ID!, $input: DataRoomFolderInput!) {\n    createDataRoomFolder(parentId: $parentId, input: $input) {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RenameDataRoomFolder($id: ID!, $input: DataRoomFolderInput!) {\n    renameDataRoomFolder(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  mutation RenameDataRoomFolder($id: ID!, $input: DataRoomFolderInput!) {\n    renameDataRoomFolder(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RenameDataRoomFile($id: ID!, $name: String!) {\n    renameDataRoomFile(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  mutation RenameDataRoomFile($id: ID!, $name: String!) {\n    renameDataRoomFile(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MoveDataRoomFolder($id: ID!, $parentId: ID!) {\n    moveDataRoomFolder(id: $id, parentId: $parentId) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation MoveDataRoomFolder($id: ID!, $parentId: ID!) {\n    moveDataRoomFolder(id: $id, parentId: $parentId) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MoveDataRoomFile($id: ID!, $folderId: ID!) {\n    moveDataRoomFile(id: $id, folderId: $folderId) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation MoveDataRoomFile($id: ID!, $folderId: ID!) {\n    moveDataRoomFile(id: $id, folderId: $folderId) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DataRoomFolderPaths {\n    dataRoomFolderPaths {\n      id\n      path\n    }\n  }\n',
): (typeof documents)['\n  query DataRoomFolderPaths {\n    dataRoomFolderPaths {\n      id\n      path\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DataRoomFolderHolds($id: ID!) {\n    dataRoomFolder(id: $id) {\n      id\n      holds {\n        files\n        folders\n      }\n    }\n  }\n',
): (typeof documents)['\n  query DataRoomFolderHolds($id: ID!) {\n    dataRoomFolder(id: $id) {\n      id\n      holds {\n        files\n        folders\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteDataRoomFolder($id: ID!, $holds: DataRoomFolderHoldsInput) {\n    deleteDataRoomFolder(id: $id, holds: $holds)\n  }\n',
): (typeof documents)['\n  mutation DeleteDataRoomFolder($id: ID!, $holds: DataRoomFolderHoldsInput) {\n    deleteDataRoomFolder(id: $id, holds: $holds)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetDataRoomFileRequestedDocument($id: ID!, $requestedDocument: RequestedDocumentKey) {\n    setDataRoomFileRequestedDocument(id: $id, requestedDocument: $requestedDocument) {\n      id\n      requestedDocument\n    }\n  }\n',
): (typeof documents)['\n  mutation SetDataRoomFileRequestedDocument($id: ID!, $requestedDocument: RequestedDocumentKey) {\n    setDataRoomFileRequestedDocument(id: $id, requestedDocument: $requestedDocument) {\n      id\n      requestedDocument\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query RequestedDocuments {\n    dataRoomRequestedDocuments {\n      key\n      title\n      provided\n      providedBy\n    }\n  }\n',
): (typeof documents)['\n  query RequestedDocuments {\n    dataRoomRequestedDocuments {\n      key\n      title\n      provided\n      providedBy\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetRequestedDocumentProvided($key: RequestedDocumentKey!, $provided: Boolean!) {\n    setRequestedDocumentProvided(key: $key, provided: $provided) {\n      key\n      provided\n      providedBy\n    }\n  }\n',
): (typeof documents)['\n  mutation SetRequestedDocumentProvided($key: RequestedDocumentKey!, $provided: Boolean!) {\n    setRequestedDocumentProvided(key: $key, provided: $provided) {\n      key\n      provided\n      providedBy\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment DataRoomRow on DataRoomObject {\n    id\n    name\n    objectType\n    size\n    type\n    extension\n    immutable\n    uploadedBy\n    uploadedDate\n    requestedDocument\n    filesCount\n  }\n',
): (typeof documents)['\n  fragment DataRoomRow on DataRoomObject {\n    id\n    name\n    objectType\n    size\n    type\n    extension\n    immutable\n    uploadedBy\n    uploadedDate\n    requestedDocument\n    filesCount\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ExistingFileNames($folderId: ID!, $names: [String!]!) {\n    dataRoomExistingFileNames(folderId: $folderId, names: $names)\n  }\n',
): (typeof documents)['\n  query ExistingFileNames($folderId: ID!, $names: [String!]!) {\n    dataRoomExistingFileNames(folderId: $folderId, names: $names)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DataRoomFolderPath($names: [String!]!) {\n    dataRoomFolderByPath(names: $names) {\n      id\n      name\n      contents {\n        ...DataRoomRow\n      }\n    }\n  }\n',
): (typeof documents)['\n  query DataRoomFolderPath($names: [String!]!) {\n    dataRoomFolderByPath(names: $names) {\n      id\n      name\n      contents {\n        ...DataRoomRow\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DataRoomListing($folderId: ID, $page: Int!, $size: Int!, $search: String) {\n    dataRoomFolder(id: $folderId) {\n      id\n      name\n      ancestors {\n        id\n        name\n      }\n    }\n    dataRoom(folderId: $folderId, page: $page, size: $size, search: $search) {\n      items {\n        ...DataRoomRow\n      }\n      pageInfo {\n        page\n        size\n        totalElements\n      }\n    }\n  }\n',
): (typeof documents)['\n  query DataRoomListing($folderId: ID, $page: Int!, $size: Int!, $search: String) {\n    dataRoomFolder(id: $folderId) {\n      id\n      name\n      ancestors {\n        id\n        name\n      }\n    }\n    dataRoom(folderId: $folderId, page: $page, size: $size, search: $search) {\n      items {\n        ...DataRoomRow\n      }\n      pageInfo {\n        page\n        size\n        totalElements\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CreateQuoteSettings {\n    organization {\n      id\n      settings {\n        salesforceEnabled\n        reversePaymentCalculatorEnabled\n        offerSignatureDocumentEnabled\n        authorizedOfferTypes\n      }\n    }\n    salesPackages {\n      id\n      name\n      availableOfferTerms {\n        id\n        duration\n        offerTermType\n        isStandardOfferTerm\n        label\n      }\n      pricingGroups {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  query CreateQuoteSettings {\n    organization {\n      id\n      settings {\n        salesforceEnabled\n        reversePaymentCalculatorEnabled\n        offerSignatureDocumentEnabled\n        authorizedOfferTypes\n      }\n    }\n    salesPackages {\n      id\n      name\n      availableOfferTerms {\n        id\n        duration\n        offerTermType\n        isStandardOfferTerm\n        label\n      }\n      pricingGroups {\n        id\n        name\n      }\n    }\n  }\n'];
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
  source: '\n  query ChosenCustomer($id: ID!) {\n    customerProfile(id: $id) {\n      id\n      customer {\n        id\n        name\n        ein\n        isAccountDelinquent\n        address {\n          label\n          timeZone\n        }\n        accountContact {\n          firstName\n          lastName\n          email\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ChosenCustomer($id: ID!) {\n    customerProfile(id: $id) {\n      id\n      customer {\n        id\n        name\n        ein\n        isAccountDelinquent\n        address {\n          label\n          timeZone\n        }\n        accountContact {\n          firstName\n          lastName\n          email\n        }\n      }\n    }\n  }\n'];
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
  source: '\n  mutation CancelOffer($id: ID!) {\n    cancelOffer(id: $id) {\n      id\n      stage\n      stageLabel\n    }\n  }\n',
): (typeof documents)['\n  mutation CancelOffer($id: ID!) {\n    cancelOffer(id: $id) {\n      id\n      stage\n      stageLabel\n    }\n  }\n'];
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
  source: '\n  query Offer($id: ID!) {\n    offer(id: $id) {\n      id\n      stage\n      stageLabel\n      subType\n      subTypeLabel\n      requiredActions\n      hasRequiredActions\n      hasAddOns\n      isAddOn\n      allowCreateAddOn\n      allowDuplicateChildOfferAddOns\n      canDisableOffer\n      canRequestCancellation\n      canCancelBeforePayment\n      canModifyAllowCreditCardPayments\n      account {\n        id\n        name\n        address\n        isAccountDelinquent\n        timeZone\n      }\n      recipient {\n        fullName\n        email\n        phoneNumber\n        mobilePhoneNumber\n      }\n      owner {\n        id\n        name\n        email\n      }\n      directOfferTotalContractValue\n      termStartDate\n      termEndDate\n      expiration\n      allowCreditCardPayments\n      parentOfferId\n      reissuedFromOfferId\n      reissuedToOfferId\n      externalReferenceId\n      messageToAccount\n      offerPaymentStatus\n      paymentsCount\n      reconciledPaidPaymentsCount\n      paidPaymentsAmount\n      lastPaymentDate\n      renewal {\n        renewalDate\n        renewalFreeMonths\n        renewalEnabled\n        renewalOfferId\n        renewedOfferId\n        renewalState\n      }\n      summary {\n        minTermStartDate\n        maxTermStartDate\n        minExpirationDate\n        maxExpirationDate\n        shouldShowTermStartDateWarning\n        canEditExpirationDate\n        canEditTermStartDate\n      }\n      customerOfferDirectUrl\n      lastLinkSentDate\n      createdDate\n      acceptedDate\n    }\n  }\n',
): (typeof documents)['\n  query Offer($id: ID!) {\n    offer(id: $id) {\n      id\n      stage\n      stageLabel\n      subType\n      subTypeLabel\n      requiredActions\n      hasRequiredActions\n      hasAddOns\n      isAddOn\n      allowCreateAddOn\n      allowDuplicateChildOfferAddOns\n      canDisableOffer\n      canRequestCancellation\n      canCancelBeforePayment\n      canModifyAllowCreditCardPayments\n      account {\n        id\n        name\n        address\n        isAccountDelinquent\n        timeZone\n      }\n      recipient {\n        fullName\n        email\n        phoneNumber\n        mobilePhoneNumber\n      }\n      owner {\n        id\n        name\n        email\n      }\n      directOfferTotalContractValue\n      termStartDate\n      termEndDate\n      expiration\n      allowCreditCardPayments\n      parentOfferId\n      reissuedFromOfferId\n      reissuedToOfferId\n      externalReferenceId\n      messageToAccount\n      offerPaymentStatus\n      paymentsCount\n      reconciledPaidPaymentsCount\n      paidPaymentsAmount\n      lastPaymentDate\n      renewal {\n        renewalDate\n        renewalFreeMonths\n        renewalEnabled\n        renewalOfferId\n        renewedOfferId\n        renewalState\n      }\n      summary {\n        minTermStartDate\n        maxTermStartDate\n        minExpirationDate\n        maxExpirationDate\n        shouldShowTermStartDateWarning\n        canEditExpirationDate\n        canEditTermStartDate\n      }\n      customerOfferDirectUrl\n      lastLinkSentDate\n      createdDate\n      acceptedDate\n    }\n  }\n'];
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
  source: '\n  query OfferAddOns($id: ID!, $page: Int!) {\n    offer(id: $id) {\n      id\n      addOns(page: $page, size: 10) {\n        items {\n          id\n          accountName\n          stage\n          stageLabel\n          directOfferTotalContractValue\n          createdDate\n        }\n        pageInfo {\n          page\n          size\n          totalPages\n          totalElements\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query OfferAddOns($id: ID!, $page: Int!) {\n    offer(id: $id) {\n      id\n      addOns(page: $page, size: 10) {\n        items {\n          id\n          accountName\n          stage\n          stageLabel\n          directOfferTotalContractValue\n          createdDate\n        }\n        pageInfo {\n          page\n          size\n          totalPages\n          totalElements\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OfferEvents($id: ID!, $page: Int!, $type: OfferEventType) {\n    offer(id: $id) {\n      id\n      funnel {\n        step\n        label\n        reached\n        reachedDate\n      }\n      events(page: $page, size: 10, type: $type) {\n        items {\n          id\n          type\n          occurredAt\n          description\n          actorName\n          relatedOfferId\n        }\n        pageInfo {\n          page\n          size\n          totalPages\n          totalElements\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query OfferEvents($id: ID!, $page: Int!, $type: OfferEventType) {\n    offer(id: $id) {\n      id\n      funnel {\n        step\n        label\n        reached\n        reachedDate\n      }\n      events(page: $page, size: 10, type: $type) {\n        items {\n          id\n          type\n          occurredAt\n          description\n          actorName\n          relatedOfferId\n        }\n        pageInfo {\n          page\n          size\n          totalPages\n          totalElements\n        }\n      }\n    }\n  }\n'];
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
  source: '\n  query Offers($page: Int!, $size: Int!, $stages: [OfferStage!], $accountId: ID, $sort: OfferSort) {\n    offers(page: $page, size: $size, stages: $stages, accountId: $accountId, sort: $sort) {\n      items {\n        id\n        accountId\n        accountName\n        stage\n        stageLabel\n        isAddOn\n        allowCreateAddOn\n        allowDuplicateChildOfferAddOns\n        canDisableOffer\n        hasRequiredActions\n        recipientFullName\n        recipientEmail\n        ownerName\n        offerType\n        externalReferenceId\n        salesPackageName\n        directOfferTotalContractValue\n        obligorSelectedOfferPaymentAmount\n        customerOfferDirectUrl\n        lastLinkSentDate\n        expiration\n        createdDate\n        lastModifiedDate\n      }\n      pageInfo {\n        page\n        size\n        totalPages\n        totalElements\n      }\n    }\n  }\n',
): (typeof documents)['\n  query Offers($page: Int!, $size: Int!, $stages: [OfferStage!], $accountId: ID, $sort: OfferSort) {\n    offers(page: $page, size: $size, stages: $stages, accountId: $accountId, sort: $sort) {\n      items {\n        id\n        accountId\n        accountName\n        stage\n        stageLabel\n        isAddOn\n        allowCreateAddOn\n        allowDuplicateChildOfferAddOns\n        canDisableOffer\n        hasRequiredActions\n        recipientFullName\n        recipientEmail\n        ownerName\n        offerType\n        externalReferenceId\n        salesPackageName\n        directOfferTotalContractValue\n        obligorSelectedOfferPaymentAmount\n        customerOfferDirectUrl\n        lastLinkSentDate\n        expiration\n        createdDate\n        lastModifiedDate\n      }\n      pageInfo {\n        page\n        size\n        totalPages\n        totalElements\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OffersViewer {\n    viewer {\n      id\n      roles {\n        id\n        name\n      }\n    }\n    organization {\n      id\n      sellerName\n      offerAddOnsEnabled\n      settings {\n        authorizedOfferTypes\n        renewalsEnabled\n      }\n    }\n  }\n',
): (typeof documents)['\n  query OffersViewer {\n    viewer {\n      id\n      roles {\n        id\n        name\n      }\n    }\n    organization {\n      id\n      sellerName\n      offerAddOnsEnabled\n      settings {\n        authorizedOfferTypes\n        renewalsEnabled\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CompanyProfile {\n    companyProfile {\n      id\n      details {\n        id\n        name\n        isInternational\n        address {\n          label\n          addressNumber\n          street\n          neighborhood\n          municipality\n          subRegion\n          region\n          postalCode\n          country\n          isInternational\n        }\n        businessEntityTypeId\n        transactionCurrencyId\n        countryIncorporatedId\n        stateIncorporated\n        companySize\n        ein\n        industrySectorId\n        websiteUrl\n        businessModelId\n        desiredFundingAmount\n      }\n      businessMetrics {\n        id\n        lastTwelveMonthsRevenues\n        currentAnnualRecurringRevenue\n        monthlyCashBurn\n        annualRecurringRevenueYearOverYearGrowth\n        latestCashBalance\n        currentlyHasLiens\n        liensComment\n        currentlyHasLoans\n        loansComment\n      }\n      industrySectors {\n        id\n        name\n      }\n      businessModels {\n        id\n        name\n      }\n      businessEntityTypes {\n        id\n        name\n      }\n      countries {\n        id\n        name\n      }\n      currencies {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  query CompanyProfile {\n    companyProfile {\n      id\n      details {\n        id\n        name\n        isInternational\n        address {\n          label\n          addressNumber\n          street\n          neighborhood\n          municipality\n          subRegion\n          region\n          postalCode\n          country\n          isInternational\n        }\n        businessEntityTypeId\n        transactionCurrencyId\n        countryIncorporatedId\n        stateIncorporated\n        companySize\n        ein\n        industrySectorId\n        websiteUrl\n        businessModelId\n        desiredFundingAmount\n      }\n      businessMetrics {\n        id\n        lastTwelveMonthsRevenues\n        currentAnnualRecurringRevenue\n        monthlyCashBurn\n        annualRecurringRevenueYearOverYearGrowth\n        latestCashBalance\n        currentlyHasLiens\n        liensComment\n        currentlyHasLoans\n        loansComment\n      }\n      industrySectors {\n        id\n        name\n      }\n      businessModels {\n        id\n        name\n      }\n      businessEntityTypes {\n        id\n        name\n      }\n      countries {\n        id\n        name\n      }\n      currencies {\n        id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CompanyAddressSuggestions($query: String!, $international: Boolean!) {\n    addressSuggestions(query: $query, international: $international) {\n      label\n      addressNumber\n      street\n      neighborhood\n      municipality\n      subRegion\n      region\n      postalCode\n      country\n      isInternational\n    }\n  }\n',
): (typeof documents)['\n  query CompanyAddressSuggestions($query: String!, $international: Boolean!) {\n    addressSuggestions(query: $query, international: $international) {\n      label\n      addressNumber\n      street\n      neighborhood\n      municipality\n      subRegion\n      region\n      postalCode\n      country\n      isInternational\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateCompanyDetails($input: CompanyDetailsInput!, $loaded: CompanyDetailsInput) {\n    updateCompanyDetails(input: $input, loaded: $loaded) {\n      id\n      name\n      isInternational\n      address {\n        label\n        addressNumber\n        street\n        neighborhood\n        municipality\n        subRegion\n        region\n        postalCode\n        country\n        isInternational\n      }\n      businessEntityTypeId\n      transactionCurrencyId\n      countryIncorporatedId\n      stateIncorporated\n      companySize\n      ein\n      industrySectorId\n      websiteUrl\n      businessModelId\n      desiredFundingAmount\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateCompanyDetails($input: CompanyDetailsInput!, $loaded: CompanyDetailsInput) {\n    updateCompanyDetails(input: $input, loaded: $loaded) {\n      id\n      name\n      isInternational\n      address {\n        label\n        addressNumber\n        street\n        neighborhood\n        municipality\n        subRegion\n        region\n        postalCode\n        country\n        isInternational\n      }\n      businessEntityTypeId\n      transactionCurrencyId\n      countryIncorporatedId\n      stateIncorporated\n      companySize\n      ein\n      industrySectorId\n      websiteUrl\n      businessModelId\n      desiredFundingAmount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateBusinessMetrics($input: BusinessMetricsInput!, $loaded: BusinessMetricsInput) {\n    updateBusinessMetrics(input: $input, loaded: $loaded) {\n      id\n      lastTwelveMonthsRevenues\n      currentAnnualRecurringRevenue\n      monthlyCashBurn\n      annualRecurringRevenueYearOverYearGrowth\n      latestCashBalance\n      currentlyHasLiens\n      liensComment\n      currentlyHasLoans\n      loansComment\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateBusinessMetrics($input: BusinessMetricsInput!, $loaded: BusinessMetricsInput) {\n    updateBusinessMetrics(input: $input, loaded: $loaded) {\n      id\n      lastTwelveMonthsRevenues\n      currentAnnualRecurringRevenue\n      monthlyCashBurn\n      annualRecurringRevenueYearOverYearGrowth\n      latestCashBalance\n      currentlyHasLiens\n      liensComment\n      currentlyHasLoans\n      loansComment\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SaasMetrics {\n    saasMetrics {\n      id\n      calendarYearArr\n      previousYearArr\n      monthlyRecurringRevenue\n      grossRetention\n      netRetention\n      grossRevenueChurn\n      expansionArr\n    }\n  }\n',
): (typeof documents)['\n  query SaasMetrics {\n    saasMetrics {\n      id\n      calendarYearArr\n      previousYearArr\n      monthlyRecurringRevenue\n      grossRetention\n      netRetention\n      grossRevenueChurn\n      expansionArr\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateSaasMetrics($input: SaasMetricsInput!, $loaded: SaasMetricsInput) {\n    updateSaasMetrics(input: $input, loaded: $loaded) {\n      id\n      calendarYearArr\n      previousYearArr\n      monthlyRecurringRevenue\n      grossRetention\n      netRetention\n      grossRevenueChurn\n      expansionArr\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateSaasMetrics($input: SaasMetricsInput!, $loaded: SaasMetricsInput) {\n    updateSaasMetrics(input: $input, loaded: $loaded) {\n      id\n      calendarYearArr\n      previousYearArr\n      monthlyRecurringRevenue\n      grossRetention\n      netRetention\n      grossRevenueChurn\n      expansionArr\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query IntegrationConnections($sourceType: IntegrationSourceType!) {\n    integrationConnections(sourceType: $sourceType) {\n      sourceType\n      multipleConnectionsForTheSameIntegrationAllowed\n      existingConnections {\n        id\n        status\n        linkUrl\n        companyName\n        integration {\n          key\n          name\n          logoUrl\n        }\n      }\n      availableIntegrations {\n        key\n        name\n        logoUrl\n        isDesktopAccounting\n      }\n    }\n  }\n',
): (typeof documents)['\n  query IntegrationConnections($sourceType: IntegrationSourceType!) {\n    integrationConnections(sourceType: $sourceType) {\n      sourceType\n      multipleConnectionsForTheSameIntegrationAllowed\n      existingConnections {\n        id\n        status\n        linkUrl\n        companyName\n        integration {\n          key\n          name\n          logoUrl\n        }\n      }\n      availableIntegrations {\n        key\n        name\n        logoUrl\n        isDesktopAccounting\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation StartConnection($platformKey: String!, $returnPath: String!) {\n    startConnection(platformKey: $platformKey, returnPath: $returnPath) {\n      id\n      status\n      linkUrl\n    }\n  }\n',
): (typeof documents)['\n  mutation StartConnection($platformKey: String!, $returnPath: String!) {\n    startConnection(platformKey: $platformKey, returnPath: $returnPath) {\n      id\n      status\n      linkUrl\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DisconnectConnection($id: ID!) {\n    disconnectConnection(id: $id) {\n      id\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation DisconnectConnection($id: ID!) {\n    disconnectConnection(id: $id) {\n      id\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ExemptionReasons {\n    exemptionReasons {\n      id\n      type\n      text\n    }\n  }\n',
): (typeof documents)['\n  query ExemptionReasons {\n    exemptionReasons {\n      id\n      type\n      text\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RequestConnectionException($input: ConnectionExceptionInput!) {\n    requestConnectionException(input: $input) {\n      id\n      source\n    }\n  }\n',
): (typeof documents)['\n  mutation RequestConnectionException($input: ConnectionExceptionInput!) {\n    requestConnectionException(input: $input) {\n      id\n      source\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PortfolioSummary {\n    portfolioSummary {\n      cashToCome {\n        month\n        amount\n        paymentsCount\n        offersCount\n      }\n      lateOrFailed {\n        bucket\n        lateAmount\n        latePaymentsCount\n        failedAmount\n        failedPaymentsCount\n        offersCount\n      }\n      advances {\n        month\n        amount\n        advancesCount\n        offersCount\n      }\n    }\n  }\n',
): (typeof documents)['\n  query PortfolioSummary {\n    portfolioSummary {\n      cashToCome {\n        month\n        amount\n        paymentsCount\n        offersCount\n      }\n      lateOrFailed {\n        bucket\n        lateAmount\n        latePaymentsCount\n        failedAmount\n        failedPaymentsCount\n        offersCount\n      }\n      advances {\n        month\n        amount\n        advancesCount\n        offersCount\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OfferHealthReport(\n    $page: Int!\n    $size: Int!\n    $accountId: ID\n    $paymentStatuses: [PaymentStatus!]\n    $portfolio: PortfolioSliceInput\n  ) {\n    offerHealthReport(\n      page: $page\n      size: $size\n      accountId: $accountId\n      paymentStatuses: $paymentStatuses\n      portfolio: $portfolio\n    ) {\n      items {\n        id\n        accountName\n        stage\n        stageLabel\n        directOfferTermLabel\n        paymentFrequency\n        obligorSelectedOfferTotalContractValue\n        directOfferTotalContractValue\n        obligorSelectedOfferPaymentAmount\n        reconciledPaidPaymentsCount\n        paymentsCount\n        paidPaymentsAmount\n        lastPaymentDate\n        offerPaymentStatus\n      }\n      pageInfo {\n        page\n        size\n        totalPages\n        totalElements\n      }\n    }\n  }\n',
): (typeof documents)['\n  query OfferHealthReport(\n    $page: Int!\n    $size: Int!\n    $accountId: ID\n    $paymentStatuses: [PaymentStatus!]\n    $portfolio: PortfolioSliceInput\n  ) {\n    offerHealthReport(\n      page: $page\n      size: $size\n      accountId: $accountId\n      paymentStatuses: $paymentStatuses\n      portfolio: $portfolio\n    ) {\n      items {\n        id\n        accountName\n        stage\n        stageLabel\n        directOfferTermLabel\n        paymentFrequency\n        obligorSelectedOfferTotalContractValue\n        directOfferTotalContractValue\n        obligorSelectedOfferPaymentAmount\n        reconciledPaidPaymentsCount\n        paymentsCount\n        paidPaymentsAmount\n        lastPaymentDate\n        offerPaymentStatus\n      }\n      pageInfo {\n        page\n        size\n        totalPages\n        totalElements\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PaymentSchedule($offerId: ID!) {\n    offerPaymentSchedule(offerId: $offerId) {\n      id\n      invoiceDate\n      paymentDate\n      paymentStatus\n      details\n      paymentAmount\n      paymentMethod {\n        paymentType\n        institutionName\n        paymentMethodEnding\n      }\n      hasInvoice\n      invoiceId\n    }\n  }\n',
): (typeof documents)['\n  query PaymentSchedule($offerId: ID!) {\n    offerPaymentSchedule(offerId: $offerId) {\n      id\n      invoiceDate\n      paymentDate\n      paymentStatus\n      details\n      paymentAmount\n      paymentMethod {\n        paymentType\n        institutionName\n        paymentMethodEnding\n      }\n      hasInvoice\n      invoiceId\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CashAdvances {\n    cashAdvances {\n      id\n      advanceDate\n      total\n    }\n  }\n',
): (typeof documents)['\n  query CashAdvances {\n    cashAdvances {\n      id\n      advanceDate\n      total\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CashAdvance($id: ID!) {\n    cashAdvance(id: $id) {\n      id\n      advanceDate\n      offerCashAdvances {\n        offerId\n        accountName\n        customerSelectedOfferTermLabel\n        paymentFrequency\n        totalContractValue\n        sellerCashAdvance\n      }\n    }\n  }\n',
): (typeof documents)['\n  query CashAdvance($id: ID!) {\n    cashAdvance(id: $id) {\n      id\n      advanceDate\n      offerCashAdvances {\n        offerId\n        accountName\n        customerSelectedOfferTermLabel\n        paymentFrequency\n        totalContractValue\n        sellerCashAdvance\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Underwriting {\n    onboardingSubmission {\n      submittedAt\n      decisionExpectedAt\n    }\n    onboardingOptionalSteps {\n      codatPaymentsConnectionsCreated\n      saasMetricsCompleted\n    }\n  }\n',
): (typeof documents)['\n  query Underwriting {\n    onboardingSubmission {\n      submittedAt\n      decisionExpectedAt\n    }\n    onboardingOptionalSteps {\n      codatPaymentsConnectionsCreated\n      saasMetricsCompleted\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OnboardingStatus {\n    onboardingStatus {\n      userProfileCompleted\n      sellerRegistrationCompleted\n      codatAccountingConnectionsCreated\n      codatBankingConnectionsCreated\n      filesUploaded\n    }\n  }\n',
): (typeof documents)['\n  query OnboardingStatus {\n    onboardingStatus {\n      userProfileCompleted\n      sellerRegistrationCompleted\n      codatAccountingConnectionsCreated\n      codatBankingConnectionsCreated\n      filesUploaded\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SubmitOnboarding {\n    submitOnboarding {\n      id\n      isOnboarding\n      isUnderwriting\n      isApproved\n      dashboardLink\n    }\n  }\n',
): (typeof documents)['\n  mutation SubmitOnboarding {\n    submitOnboarding {\n      id\n      isOnboarding\n      isUnderwriting\n      isApproved\n      dashboardLink\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OrgContext {\n    viewer {\n      id\n      roles {\n        id\n        name\n      }\n    }\n    organization {\n      id\n      sellerName\n      isOnboarding\n      isUnderwriting\n      isApproved\n      dashboardLink\n      showAdvanceHistory\n    }\n  }\n',
): (typeof documents)['\n  query OrgContext {\n    viewer {\n      id\n      roles {\n        id\n        name\n      }\n    }\n    organization {\n      id\n      sellerName\n      isOnboarding\n      isUnderwriting\n      isApproved\n      dashboardLink\n      showAdvanceHistory\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query UserSettings {\n    viewer {\n      id\n      email\n      firstName\n      lastName\n      title\n      phoneNumber\n      mobilePhoneNumber\n    }\n    organization {\n      id\n      dashboardLink\n    }\n  }\n',
): (typeof documents)['\n  query UserSettings {\n    viewer {\n      id\n      email\n      firstName\n      lastName\n      title\n      phoneNumber\n      mobilePhoneNumber\n    }\n    organization {\n      id\n      dashboardLink\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateUserSettings($input: UserSettingsInput!, $loaded: UserSettingsInput) {\n    updateUserSettings(input: $input, loaded: $loaded) {\n      id\n      firstName\n      lastName\n      title\n      phoneNumber\n      mobilePhoneNumber\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateUserSettings($input: UserSettingsInput!, $loaded: UserSettingsInput) {\n    updateUserSettings(input: $input, loaded: $loaded) {\n      id\n      firstName\n      lastName\n      title\n      phoneNumber\n      mobilePhoneNumber\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation InviteTeamMember($input: InviteTeamMemberInput!) {\n    inviteTeamMember(input: $input) {\n      id\n      fullName\n      email\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation InviteTeamMember($input: InviteTeamMemberInput!) {\n    inviteTeamMember(input: $input) {\n      id\n      fullName\n      email\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PendingJoinRequests {\n    pendingJoinRequests {\n      id\n      firstName\n      lastName\n      fullName\n      email\n      status\n    }\n  }\n',
): (typeof documents)['\n  query PendingJoinRequests {\n    pendingJoinRequests {\n      id\n      firstName\n      lastName\n      fullName\n      email\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ApproveJoinRequest($input: ApproveJoinRequestInput!) {\n    approveJoinRequest(input: $input) {\n      id\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation ApproveJoinRequest($input: ApproveJoinRequestInput!) {\n    approveJoinRequest(input: $input) {\n      id\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RejectJoinRequest($id: ID!) {\n    rejectJoinRequest(id: $id) {\n      id\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation RejectJoinRequest($id: ID!) {\n    rejectJoinRequest(id: $id) {\n      id\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TeamMember($id: ID!) {\n    teamMember(id: $id) {\n      id\n      firstName\n      lastName\n      fullName\n      email\n      status\n      isOrganizationOwner\n      invitationSentDate\n      lastLogin\n      phoneNumber\n      roles {\n        id\n        name\n        displayName\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TeamMember($id: ID!) {\n    teamMember(id: $id) {\n      id\n      firstName\n      lastName\n      fullName\n      email\n      status\n      isOrganizationOwner\n      invitationSentDate\n      lastLogin\n      phoneNumber\n      roles {\n        id\n        name\n        displayName\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateTeamMember($id: ID!, $input: UpdateTeamMemberInput!, $loaded: UpdateTeamMemberInput) {\n    updateTeamMember(id: $id, input: $input, loaded: $loaded) {\n      id\n      firstName\n      lastName\n      fullName\n      phoneNumber\n      roles {\n        id\n        name\n        displayName\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateTeamMember($id: ID!, $input: UpdateTeamMemberInput!, $loaded: UpdateTeamMemberInput) {\n    updateTeamMember(id: $id, input: $input, loaded: $loaded) {\n      id\n      firstName\n      lastName\n      fullName\n      phoneNumber\n      roles {\n        id\n        name\n        displayName\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TeamRoles {\n    roles {\n      id\n      name\n      displayName\n      description\n    }\n  }\n',
): (typeof documents)['\n  query TeamRoles {\n    roles {\n      id\n      name\n      displayName\n      description\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DisableTeamMember($id: ID!) {\n    disableTeamMember(id: $id) {\n      id\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation DisableTeamMember($id: ID!) {\n    disableTeamMember(id: $id) {\n      id\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation EnableTeamMember($id: ID!) {\n    enableTeamMember(id: $id) {\n      id\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation EnableTeamMember($id: ID!) {\n    enableTeamMember(id: $id) {\n      id\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ResendInvitation($userId: ID!) {\n    resendInvitation(userId: $userId) {\n      id\n      status\n      invitationSentDate\n    }\n  }\n',
): (typeof documents)['\n  mutation ResendInvitation($userId: ID!) {\n    resendInvitation(userId: $userId) {\n      id\n      status\n      invitationSentDate\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TransferOwnership($userId: ID!) {\n    transferOwnership(userId: $userId) {\n      previousOwner {\n        id\n        isOrganizationOwner\n      }\n      newOwner {\n        id\n        isOrganizationOwner\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation TransferOwnership($userId: ID!) {\n    transferOwnership(userId: $userId) {\n      previousOwner {\n        id\n        isOrganizationOwner\n      }\n      newOwner {\n        id\n        isOrganizationOwner\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TeamMembers($page: Int!, $size: Int!, $search: String) {\n    team(page: $page, size: $size, search: $search) {\n      items {\n        id\n        fullName\n        email\n        status\n        isOrganizationOwner\n        roles {\n          id\n          name\n          displayName\n        }\n      }\n      pageInfo {\n        page\n        size\n        totalPages\n        totalElements\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TeamMembers($page: Int!, $size: Int!, $search: String) {\n    team(page: $page, size: $size, search: $search) {\n      items {\n        id\n        fullName\n        email\n        status\n        isOrganizationOwner\n        roles {\n          id\n          name\n          displayName\n        }\n      }\n      pageInfo {\n        page\n        size\n        totalPages\n        totalElements\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TeamViewer {\n    viewer {\n      id\n      isOrganizationOwner\n      roles {\n        id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TeamViewer {\n    viewer {\n      id\n      isOrganizationOwner\n      roles {\n        id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query IdentitySession {\n    session {\n      emailVerified\n      hasTenancy\n      canCreateNewTenancy\n      currentJoinRequest {\n        id\n        status\n      }\n      organizationOwnerEmail\n      organizationOwnerFullName\n    }\n  }\n',
): (typeof documents)['\n  query IdentitySession {\n    session {\n      emailVerified\n      hasTenancy\n      canCreateNewTenancy\n      currentJoinRequest {\n        id\n        status\n      }\n      organizationOwnerEmail\n      organizationOwnerFullName\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateJoinRequest {\n    createJoinRequest {\n      id\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateJoinRequest {\n    createJoinRequest {\n      id\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query EmailVerificationActiveLink {\n    emailVerificationActiveLink {\n      id\n    }\n  }\n',
): (typeof documents)['\n  query EmailVerificationActiveLink {\n    emailVerificationActiveLink {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SendVerificationEmail {\n    sendVerificationEmail {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation SendVerificationEmail {\n    sendVerificationEmail {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ResendVerificationEmail($code: String!) {\n    resendVerificationEmail(code: $code) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation ResendVerificationEmail($code: String!) {\n    resendVerificationEmail(code: $code) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation VerifyEmail($code: String!) {\n    verifyEmail(code: $code)\n  }\n',
): (typeof documents)['\n  mutation VerifyEmail($code: String!) {\n    verifyEmail(code: $code)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RegisterOrganization($input: RegistrationInput!) {\n    registerOrganization(input: $input) {\n      organizationId\n      sellerName\n    }\n  }\n',
): (typeof documents)['\n  mutation RegisterOrganization($input: RegistrationInput!) {\n    registerOrganization(input: $input) {\n      organizationId\n      sellerName\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AccountLinking($sessionToken: String!) {\n    accountLinking(sessionToken: $sessionToken) {\n      linkingUserEmail\n      linkingUserProvider\n      primaryUserProvider\n    }\n  }\n',
): (typeof documents)['\n  query AccountLinking($sessionToken: String!) {\n    accountLinking(sessionToken: $sessionToken) {\n      linkingUserEmail\n      linkingUserProvider\n      primaryUserProvider\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation LinkAccounts($sessionToken: String!) {\n    linkAccounts(sessionToken: $sessionToken) {\n      continueUrl\n    }\n  }\n',
): (typeof documents)['\n  mutation LinkAccounts($sessionToken: String!) {\n    linkAccounts(sessionToken: $sessionToken) {\n      continueUrl\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query NotificationFeed($size: Int!) {\n    notifications(page: 0, size: $size) {\n      items {\n        id\n        type\n        title\n        message\n        offerId\n        createdAt\n        read\n      }\n      unreadCount\n    }\n  }\n',
): (typeof documents)['\n  query NotificationFeed($size: Int!) {\n    notifications(page: 0, size: $size) {\n      items {\n        id\n        type\n        title\n        message\n        offerId\n        createdAt\n        read\n      }\n      unreadCount\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      read\n      readAt\n    }\n  }\n',
): (typeof documents)['\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      read\n      readAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n',
): (typeof documents)['\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ShellContext {\n    viewer {\n      id\n      email\n      firstName\n      lastName\n      isOrganizationOwner\n      isInvitePending\n      roles {\n        id\n        name\n        displayName\n      }\n    }\n    organization {\n      id\n      sellerName\n      sellerLogoResourceUrl\n      isOnboarding\n      isUnderwriting\n      isApproved\n      dashboardLink\n    }\n  }\n',
): (typeof documents)['\n  query ShellContext {\n    viewer {\n      id\n      email\n      firstName\n      lastName\n      isOrganizationOwner\n      isInvitePending\n      roles {\n        id\n        name\n        displayName\n      }\n    }\n    organization {\n      id\n      sellerName\n      sellerLogoResourceUrl\n      isOnboarding\n      isUnderwriting\n      isApproved\n      dashboardLink\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MarkInviteAccepted {\n    markInviteAccepted\n  }\n',
): (typeof documents)['\n  mutation MarkInviteAccepted {\n    markInviteAccepted\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query OfferAccountTypeahead($query: String!) {\n  offerAccountTypeahead(query: $query) {\n    id\n    name\n    offersCount\n  }\n}',
): (typeof documents)['query OfferAccountTypeahead($query: String!) {\n  offerAccountTypeahead(query: $query) {\n    id\n    name\n    offersCount\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation StartOfferExport($input: OfferExportInput!) {\n  startOfferExport(input: $input)\n}\n\nquery LastOfferReport($exportType: OfferExportType!) {\n  lastOfferReport(exportType: $exportType) {\n    fileId\n    createdDate\n  }\n}',
): (typeof documents)['mutation StartOfferExport($input: OfferExportInput!) {\n  startOfferExport(input: $input)\n}\n\nquery LastOfferReport($exportType: OfferExportType!) {\n  lastOfferReport(exportType: $exportType) {\n    fileId\n    createdDate\n  }\n}'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
