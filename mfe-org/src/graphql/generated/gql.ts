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
  '\n  fragment ApiClientFields on ApiClient {\n    id\n    name\n    clientId\n    role {\n      id\n      name\n      displayName\n    }\n    scopes\n    status\n    createdAt\n    createdBy\n    lastUsedAt\n    revokedAt\n  }\n': typeof types.ApiClientFieldsFragmentDoc;
  '\n  query ApiClients {\n    apiClients {\n      ...ApiClientFields\n    }\n  }\n': typeof types.ApiClientsDocument;
  '\n  query ApiClientRoles {\n    roles {\n      id\n      name\n      displayName\n      description\n    }\n  }\n': typeof types.ApiClientRolesDocument;
  '\n  mutation CreateApiClient($input: CreateApiClientInput!) {\n    createApiClient(input: $input) {\n      client {\n        ...ApiClientFields\n      }\n      clientId\n      clientSecret\n      tokenEndpoint\n      audience\n    }\n  }\n': typeof types.CreateApiClientDocument;
  '\n  mutation RotateApiClientSecret($id: ID!) {\n    rotateApiClientSecret(id: $id) {\n      client {\n        ...ApiClientFields\n      }\n      clientId\n      clientSecret\n      tokenEndpoint\n      audience\n    }\n  }\n': typeof types.RotateApiClientSecretDocument;
  '\n  mutation RevokeApiClient($id: ID!) {\n    revokeApiClient(id: $id) {\n      ...ApiClientFields\n    }\n  }\n': typeof types.RevokeApiClientDocument;
  '\n  query CompanyFeatures {\n    providerFeatures {\n      apiClients\n      webhookEndpoints\n    }\n  }\n': typeof types.CompanyFeaturesDocument;
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
  '\n  query PortfolioSummary {\n    providerFeatures {\n      portfolioSummary\n    }\n    portfolioSummary {\n      cashToCome {\n        month\n        amount\n        paymentsCount\n        offersCount\n      }\n      lateOrFailed {\n        bucket\n        lateAmount\n        latePaymentsCount\n        failedAmount\n        failedPaymentsCount\n        offersCount\n      }\n      advances {\n        month\n        amount\n        advancesCount\n        offersCount\n      }\n    }\n  }\n': typeof types.PortfolioSummaryDocument;
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
  '\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    description\n    events\n    status\n    disabledReason\n    consecutiveFailures\n    createdAt\n    createdBy\n    previousSecretExpiresAt\n    lastDelivery {\n      id\n      type\n      status\n      createdAt\n    }\n  }\n': typeof types.WebhookEndpointFieldsFragmentDoc;
  '\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id\n    messageId\n    type\n    status\n    createdAt\n    nextAttemptAt\n    payload\n    attempts {\n      attempt\n      at\n      statusCode\n      responseBody\n      error\n      durationMs\n    }\n  }\n': typeof types.WebhookDeliveryFieldsFragmentDoc;
  '\n  query WebhookEndpoints {\n    webhookEndpoints {\n      ...WebhookEndpointFields\n    }\n  }\n': typeof types.WebhookEndpointsDocument;
  '\n  query WebhookEventTypes {\n    webhookEventTypes {\n      event\n      type\n      description\n    }\n  }\n': typeof types.WebhookEventTypesDocument;
  '\n  query WebhookDeliveries($id: ID!, $page: Int!, $size: Int!) {\n    webhookDeliveries(endpointId: $id, page: $page, size: $size) {\n      items {\n        ...WebhookDeliveryFields\n      }\n      pageInfo {\n        page\n        size\n        totalPages\n        totalElements\n        hasNextPage\n      }\n    }\n  }\n': typeof types.WebhookDeliveriesDocument;
  '\n  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      endpoint {\n        ...WebhookEndpointFields\n      }\n      secret\n    }\n  }\n': typeof types.CreateWebhookEndpointDocument;
  '\n  mutation UpdateWebhookEndpoint($id: ID!, $input: WebhookEndpointInput!, $loaded: WebhookEndpointInput) {\n    updateWebhookEndpoint(id: $id, input: $input, loaded: $loaded) {\n      ...WebhookEndpointFields\n    }\n  }\n': typeof types.UpdateWebhookEndpointDocument;
  '\n  mutation EnableWebhookEndpoint($id: ID!) {\n    enableWebhookEndpoint(id: $id) {\n      ...WebhookEndpointFields\n    }\n  }\n': typeof types.EnableWebhookEndpointDocument;
  '\n  mutation DisableWebhookEndpoint($id: ID!) {\n    disableWebhookEndpoint(id: $id) {\n      ...WebhookEndpointFields\n    }\n  }\n': typeof types.DisableWebhookEndpointDocument;
  '\n  mutation RotateWebhookEndpointSecret($id: ID!) {\n    rotateWebhookEndpointSecret(id: $id) {\n      endpoint {\n        ...WebhookEndpointFields\n      }\n      secret\n    }\n  }\n': typeof types.RotateWebhookEndpointSecretDocument;
  '\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n': typeof types.DeleteWebhookEndpointDocument;
  '\n  mutation SendTestWebhook($endpointId: ID!) {\n    sendTestWebhook(endpointId: $endpointId) {\n      ...WebhookDeliveryFields\n    }\n  }\n': typeof types.SendTestWebhookDocument;
  '\n  mutation RedeliverWebhook($endpointId: ID!, $deliveryId: ID!) {\n    redeliverWebhook(endpointId: $endpointId, deliveryId: $deliveryId) {\n      ...WebhookDeliveryFields\n    }\n  }\n': typeof types.RedeliverWebhookDocument;
};
const documents: Documents = {
  '\n  fragment ApiClientFields on ApiClient {\n    id\n    name\n    clientId\n    role {\n      id\n      name\n      displayName\n    }\n    scopes\n    status\n    createdAt\n    createdBy\n    lastUsedAt\n    revokedAt\n  }\n':
    types.ApiClientFieldsFragmentDoc,
  '\n  query ApiClients {\n    apiClients {\n      ...ApiClientFields\n    }\n  }\n':
    types.ApiClientsDocument,
  '\n  query ApiClientRoles {\n    roles {\n      id\n      name\n      displayName\n      description\n    }\n  }\n':
    types.ApiClientRolesDocument,
  '\n  mutation CreateApiClient($input: CreateApiClientInput!) {\n    createApiClient(input: $input) {\n      client {\n        ...ApiClientFields\n      }\n      clientId\n      clientSecret\n      tokenEndpoint\n      audience\n    }\n  }\n':
    types.CreateApiClientDocument,
  '\n  mutation RotateApiClientSecret($id: ID!) {\n    rotateApiClientSecret(id: $id) {\n      client {\n        ...ApiClientFields\n      }\n      clientId\n      clientSecret\n      tokenEndpoint\n      audience\n    }\n  }\n':
    types.RotateApiClientSecretDocument,
  '\n  mutation RevokeApiClient($id: ID!) {\n    revokeApiClient(id: $id) {\n      ...ApiClientFields\n    }\n  }\n':
    types.RevokeApiClientDocument,
  '\n  query CompanyFeatures {\n    providerFeatures {\n      apiClients\n      webhookEndpoints\n    }\n  }\n':
    types.CompanyFeaturesDocument,
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
  '\n  query PortfolioSummary {\n    providerFeatures {\n      portfolioSummary\n    }\n    portfolioSummary {\n      cashToCome {\n        month\n        amount\n        paymentsCount\n        offersCount\n      }\n      lateOrFailed {\n        bucket\n        lateAmount\n        latePaymentsCount\n        failedAmount\n        failedPaymentsCount\n        offersCount\n      }\n      advances {\n        month\n        amount\n        advancesCount\n        offersCount\n      }\n    }\n  }\n':
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
  '\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    description\n    events\n    status\n    disabledReason\n    consecutiveFailures\n    createdAt\n    createdBy\n    previousSecretExpiresAt\n    lastDelivery {\n      id\n      type\n      status\n      createdAt\n    }\n  }\n':
    types.WebhookEndpointFieldsFragmentDoc,
  '\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id\n    messageId\n    type\n    status\n    createdAt\n    nextAttemptAt\n    payload\n    attempts {\n      attempt\n      at\n      statusCode\n      responseBody\n      error\n      durationMs\n    }\n  }\n':
    types.WebhookDeliveryFieldsFragmentDoc,
  '\n  query WebhookEndpoints {\n    webhookEndpoints {\n      ...WebhookEndpointFields\n    }\n  }\n':
    types.WebhookEndpointsDocument,
  '\n  query WebhookEventTypes {\n    webhookEventTypes {\n      event\n      type\n      description\n    }\n  }\n':
    types.WebhookEventTypesDocument,
  '\n  query WebhookDeliveries($id: ID!, $page: Int!, $size: Int!) {\n    webhookDeliveries(endpointId: $id, page: $page, size: $size) {\n      items {\n        ...WebhookDeliveryFields\n      }\n      pageInfo {\n        page\n        size\n        totalPages\n        totalElements\n        hasNextPage\n      }\n    }\n  }\n':
    types.WebhookDeliveriesDocument,
  '\n  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      endpoint {\n        ...WebhookEndpointFields\n      }\n      secret\n    }\n  }\n':
    types.CreateWebhookEndpointDocument,
  '\n  mutation UpdateWebhookEndpoint($id: ID!, $input: WebhookEndpointInput!, $loaded: WebhookEndpointInput) {\n    updateWebhookEndpoint(id: $id, input: $input, loaded: $loaded) {\n      ...WebhookEndpointFields\n    }\n  }\n':
    types.UpdateWebhookEndpointDocument,
  '\n  mutation EnableWebhookEndpoint($id: ID!) {\n    enableWebhookEndpoint(id: $id) {\n      ...WebhookEndpointFields\n    }\n  }\n':
    types.EnableWebhookEndpointDocument,
  '\n  mutation DisableWebhookEndpoint($id: ID!) {\n    disableWebhookEndpoint(id: $id) {\n      ...WebhookEndpointFields\n    }\n  }\n':
    types.DisableWebhookEndpointDocument,
  '\n  mutation RotateWebhookEndpointSecret($id: ID!) {\n    rotateWebhookEndpointSecret(id: $id) {\n      endpoint {\n        ...WebhookEndpointFields\n      }\n      secret\n    }\n  }\n':
    types.RotateWebhookEndpointSecretDocument,
  '\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n':
    types.DeleteWebhookEndpointDocument,
  '\n  mutation SendTestWebhook($endpointId: ID!) {\n    sendTestWebhook(endpointId: $endpointId) {\n      ...WebhookDeliveryFields\n    }\n  }\n':
    types.SendTestWebhookDocument,
  '\n  mutation RedeliverWebhook($endpointId: ID!, $deliveryId: ID!) {\n    redeliverWebhook(endpointId: $endpointId, deliveryId: $deliveryId) {\n      ...WebhookDeliveryFields\n    }\n  }\n':
    types.RedeliverWebhookDocument,
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
  source: '\n  fragment ApiClientFields on ApiClient {\n    id\n    name\n    clientId\n    role {\n      id\n      name\n      displayName\n    }\n    scopes\n    status\n    createdAt\n    createdBy\n    lastUsedAt\n    revokedAt\n  }\n',
): (typeof documents)['\n  fragment ApiClientFields on ApiClient {\n    id\n    name\n    clientId\n    role {\n      id\n      name\n      displayName\n    }\n    scopes\n    status\n    createdAt\n    createdBy\n    lastUsedAt\n    revokedAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ApiClients {\n    apiClients {\n      ...ApiClientFields\n    }\n  }\n',
): (typeof documents)['\n  query ApiClients {\n    apiClients {\n      ...ApiClientFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ApiClientRoles {\n    roles {\n      id\n      name\n      displayName\n      description\n    }\n  }\n',
): (typeof documents)['\n  query ApiClientRoles {\n    roles {\n      id\n      name\n      displayName\n      description\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateApiClient($input: CreateApiClientInput!) {\n    createApiClient(input: $input) {\n      client {\n        ...ApiClientFields\n      }\n      clientId\n      clientSecret\n      tokenEndpoint\n      audience\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateApiClient($input: CreateApiClientInput!) {\n    createApiClient(input: $input) {\n      client {\n        ...ApiClientFields\n      }\n      clientId\n      clientSecret\n      tokenEndpoint\n      audience\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RotateApiClientSecret($id: ID!) {\n    rotateApiClientSecret(id: $id) {\n      client {\n        ...ApiClientFields\n      }\n      clientId\n      clientSecret\n      tokenEndpoint\n      audience\n    }\n  }\n',
): (typeof documents)['\n  mutation RotateApiClientSecret($id: ID!) {\n    rotateApiClientSecret(id: $id) {\n      client {\n        ...ApiClientFields\n      }\n      clientId\n      clientSecret\n      tokenEndpoint\n      audience\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RevokeApiClient($id: ID!) {\n    revokeApiClient(id: $id) {\n      ...ApiClientFields\n    }\n  }\n',
): (typeof documents)['\n  mutation RevokeApiClient($id: ID!) {\n    revokeApiClient(id: $id) {\n      ...ApiClientFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CompanyFeatures {\n    providerFeatures {\n      apiClients\n      webhookEndpoints\n    }\n  }\n',
): (typeof documents)['\n  query CompanyFeatures {\n    providerFeatures {\n      apiClients\n      webhookEndpoints\n    }\n  }\n'];
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
  source: '\n  query PortfolioSummary {\n    providerFeatures {\n      portfolioSummary\n    }\n    portfolioSummary {\n      cashToCome {\n        month\n        amount\n        paymentsCount\n        offersCount\n      }\n      lateOrFailed {\n        bucket\n        lateAmount\n        latePaymentsCount\n        failedAmount\n        failedPaymentsCount\n        offersCount\n      }\n      advances {\n        month\n        amount\n        advancesCount\n        offersCount\n      }\n    }\n  }\n',
): (typeof documents)['\n  query PortfolioSummary {\n    providerFeatures {\n      portfolioSummary\n    }\n    portfolioSummary {\n      cashToCome {\n        month\n        amount\n        paymentsCount\n        offersCount\n      }\n      lateOrFailed {\n        bucket\n        lateAmount\n        latePaymentsCount\n        failedAmount\n        failedPaymentsCount\n        offersCount\n      }\n      advances {\n        month\n        amount\n        advancesCount\n        offersCount\n      }\n    }\n  }\n'];
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
  source: '\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    description\n    events\n    status\n    disabledReason\n    consecutiveFailures\n    createdAt\n    createdBy\n    previousSecretExpiresAt\n    lastDelivery {\n      id\n      type\n      status\n      createdAt\n    }\n  }\n',
): (typeof documents)['\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    description\n    events\n    status\n    disabledReason\n    consecutiveFailures\n    createdAt\n    createdBy\n    previousSecretExpiresAt\n    lastDelivery {\n      id\n      type\n      status\n      createdAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id\n    messageId\n    type\n    status\n    createdAt\n    nextAttemptAt\n    payload\n    attempts {\n      attempt\n      at\n      statusCode\n      responseBody\n      error\n      durationMs\n    }\n  }\n',
): (typeof documents)['\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id\n    messageId\n    type\n    status\n    createdAt\n    nextAttemptAt\n    payload\n    attempts {\n      attempt\n      at\n      statusCode\n      responseBody\n      error\n      durationMs\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query WebhookEndpoints {\n    webhookEndpoints {\n      ...WebhookEndpointFields\n    }\n  }\n',
): (typeof documents)['\n  query WebhookEndpoints {\n    webhookEndpoints {\n      ...WebhookEndpointFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query WebhookEventTypes {\n    webhookEventTypes {\n      event\n      type\n      description\n    }\n  }\n',
): (typeof documents)['\n  query WebhookEventTypes {\n    webhookEventTypes {\n      event\n      type\n      description\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query WebhookDeliveries($id: ID!, $page: Int!, $size: Int!) {\n    webhookDeliveries(endpointId: $id, page: $page, size: $size) {\n      items {\n        ...WebhookDeliveryFields\n      }\n      pageInfo {\n        page\n        size\n        totalPages\n        totalElements\n        hasNextPage\n      }\n    }\n  }\n',
): (typeof documents)['\n  query WebhookDeliveries($id: ID!, $page: Int!, $size: Int!) {\n    webhookDeliveries(endpointId: $id, page: $page, size: $size) {\n      items {\n        ...WebhookDeliveryFields\n      }\n      pageInfo {\n        page\n        size\n        totalPages\n        totalElements\n        hasNextPage\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      endpoint {\n        ...WebhookEndpointFields\n      }\n      secret\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      endpoint {\n        ...WebhookEndpointFields\n      }\n      secret\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateWebhookEndpoint($id: ID!, $input: WebhookEndpointInput!, $loaded: WebhookEndpointInput) {\n    updateWebhookEndpoint(id: $id, input: $input, loaded: $loaded) {\n      ...WebhookEndpointFields\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateWebhookEndpoint($id: ID!, $input: WebhookEndpointInput!, $loaded: WebhookEndpointInput) {\n    updateWebhookEndpoint(id: $id, input: $input, loaded: $loaded) {\n      ...WebhookEndpointFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation EnableWebhookEndpoint($id: ID!) {\n    enableWebhookEndpoint(id: $id) {\n      ...WebhookEndpointFields\n    }\n  }\n',
): (typeof documents)['\n  mutation EnableWebhookEndpoint($id: ID!) {\n    enableWebhookEndpoint(id: $id) {\n      ...WebhookEndpointFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DisableWebhookEndpoint($id: ID!) {\n    disableWebhookEndpoint(id: $id) {\n      ...WebhookEndpointFields\n    }\n  }\n',
): (typeof documents)['\n  mutation DisableWebhookEndpoint($id: ID!) {\n    disableWebhookEndpoint(id: $id) {\n      ...WebhookEndpointFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RotateWebhookEndpointSecret($id: ID!) {\n    rotateWebhookEndpointSecret(id: $id) {\n      endpoint {\n        ...WebhookEndpointFields\n      }\n      secret\n    }\n  }\n',
): (typeof documents)['\n  mutation RotateWebhookEndpointSecret($id: ID!) {\n    rotateWebhookEndpointSecret(id: $id) {\n      endpoint {\n        ...WebhookEndpointFields\n      }\n      secret\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n',
): (typeof documents)['\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SendTestWebhook($endpointId: ID!) {\n    sendTestWebhook(endpointId: $endpointId) {\n      ...WebhookDeliveryFields\n    }\n  }\n',
): (typeof documents)['\n  mutation SendTestWebhook($endpointId: ID!) {\n    sendTestWebhook(endpointId: $endpointId) {\n      ...WebhookDeliveryFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RedeliverWebhook($endpointId: ID!, $deliveryId: ID!) {\n    redeliverWebhook(endpointId: $endpointId, deliveryId: $deliveryId) {\n      ...WebhookDeliveryFields\n    }\n  }\n',
): (typeof documents)['\n  mutation RedeliverWebhook($endpointId: ID!, $deliveryId: ID!) {\n    redeliverWebhook(endpointId: $endpointId, deliveryId: $deliveryId) {\n      ...WebhookDeliveryFields\n    }\n  }\n'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
