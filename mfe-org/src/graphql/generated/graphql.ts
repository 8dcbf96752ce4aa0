/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** An API client's state. */
export type ApiClientStatus =
  /** It can get tokens and call the API. */
  | 'ACTIVE'
  /** It was revoked: its calls are refused. */
  | 'REVOKED';

/** What an API client may do, per domain: read, or read and write (write includes nothing of read). */
export type ApiScope =
  /** Read the company's details, settings, onboarding and API clients. */
  | 'COMPANY_READ'
  /** Change the company's details and settings, and manage API clients. */
  | 'COMPANY_WRITE'
  /** Read customers, their accounts and contacts, and find addresses. */
  | 'CUSTOMERS_READ'
  /** Create and change customers and contacts. */
  | 'CUSTOMERS_WRITE'
  /** Read the data room's folders and download its files. */
  | 'DATAROOM_READ'
  /** Upload, move, rename and delete in the data room. */
  | 'DATAROOM_WRITE'
  /** Read offers, their pipeline and quotes. */
  | 'OFFERS_READ'
  /** Create, send, disable and change offers. */
  | 'OFFERS_WRITE'
  /** Read reports, cash advances and download report files. */
  | 'REPORTS_READ'
  /** Start report exports. */
  | 'REPORTS_WRITE'
  /** Read the team, roles and join requests. */
  | 'TEAM_READ'
  /** Invite, change, disable and enable team members. */
  | 'TEAM_WRITE';

/** The business metrics form (spec 01 section 5). */
export type BusinessMetricsInput = {
  /** ARR growth year over year, in percent. */
  annualRecurringRevenueYearOverYearGrowth?: number | null | undefined;
  /** Current annual recurring revenue. */
  currentAnnualRecurringRevenue?: number | null | undefined;
  /** Whether the company has liens. */
  currentlyHasLiens?: boolean | null | undefined;
  /** Whether the company has loans. */
  currentlyHasLoans?: boolean | null | undefined;
  /** Revenue of the last 12 months. */
  lastTwelveMonthsRevenues?: number | null | undefined;
  /** Latest cash balance. */
  latestCashBalance?: number | null | undefined;
  /** The liens (required on yes, cleared on no). */
  liensComment?: string | null | undefined;
  /** The loans (required on yes, cleared on no). */
  loansComment?: string | null | undefined;
  /** Monthly cash burn. */
  monthlyCashBurn?: number | null | undefined;
};

/** The address chosen in the typeahead, as the company details form sends it. */
export type CompanyAddressInput = {
  /** The building number. */
  addressNumber?: string | null | undefined;
  /** ISO 3166-1 alpha-3 country code. */
  country?: string | null | undefined;
  /** True for an address outside the USA. */
  isInternational?: boolean | null | undefined;
  /** The whole address on one line. */
  label?: string | null | undefined;
  /** The city or town. */
  municipality?: string | null | undefined;
  /** The neighborhood. */
  neighborhood?: string | null | undefined;
  /** The postal code. */
  postalCode?: string | null | undefined;
  /** The state, province or region. */
  region?: string | null | undefined;
  /** The street. */
  street?: string | null | undefined;
  /** The county or district. */
  subRegion?: string | null | undefined;
};

/** The company details form (spec 01 section 5); checked with its rules, domestic or international. */
export type CompanyDetailsInput = {
  /** The address chosen in the typeahead. */
  address?: CompanyAddressInput | null | undefined;
  /** Business entity type (domestic). */
  businessEntityTypeId?: string | null | undefined;
  /** Business model. */
  businessModelId?: string | null | undefined;
  /** Company size code A to I. */
  companySize?: string | null | undefined;
  /** Country of incorporation (international). */
  countryIncorporatedId?: string | null | undefined;
  /** Desired funding amount (optional). */
  desiredFundingAmount?: number | null | undefined;
  /** EIN (domestic) or company identification number (international). */
  ein?: string | null | undefined;
  /** Industry sector (optional). */
  industrySectorId?: string | null | undefined;
  /** True for a company outside the USA. */
  isInternational: boolean;
  /** The company name. */
  name: string;
  /** State of incorporation (domestic). */
  stateIncorporated?: string | null | undefined;
  /** Transaction currency. */
  transactionCurrencyId?: string | null | undefined;
  /** Website URL. */
  websiteUrl?: string | null | undefined;
};

/** The request-exception form (spec 01 section 5). */
export type ConnectionExceptionInput = {
  /** Comments, at most 2000 characters. */
  comments: string;
  /** The reason's id (ExemptionReason.id). */
  exceptionReason: string;
  /** The platform or bank that is missing; required for COMPANY_BANK_NOT_AVAILABLE. */
  missingPlatformOrBankName?: string | null | undefined;
  /** Which connection the exception stands in for. */
  source: ExceptionSource;
};

/** Spec 01 section 4, Connection statuses. */
export type ConnectionStatus =
  /** Deactivated by the provider. */
  | 'DEACTIVATED'
  /** Authorized and working (shown Connected). */
  | 'LINKED'
  /** Started, not yet authorized (shown Pending). */
  | 'PENDING_AUTH'
  /** Disconnected by the company. */
  | 'UNLINKED';

/** A new API client. */
export type CreateApiClientInput = {
  /** A name that says which system uses it (1 to 100 characters). */
  name: string;
  /** The role it acts as: one of the roles query's ids, at most the creating admin's. */
  roleId: string | number;
  /** The scopes it may ask for (at least one). */
  scopes: Array<ApiScope>;
};

/** The connection kinds an exception can be asked for. */
export type ExceptionSource =
  /** An accounting system cannot be connected. */
  | 'ACCOUNTING'
  /** A bank cannot be connected. */
  | 'BANKING';

/** The kinds of system a company connects (spec 01 section 9, source types). */
export type IntegrationSourceType =
  /** Accounting systems. */
  | 'ACCOUNTING'
  /** Banks, through the bank-linking provider. */
  | 'BANKING'
  /** Payment platforms. */
  | 'COMMERCE';

/** Where an offer is (spec 01 section 4); each stage's label is the offer's stageLabel. */
export type OfferStage =
  /** The customer accepted a financed plan. */
  | 'ACCEPTED'
  /** Accepted, Action Required: the seller must still set the term start date. */
  | 'ACCEPTED_ACTION_REQUIRED'
  /** The customer is behind on existing payments. */
  | 'ACCOUNT_INELIGIBLE'
  /** Canceled by the seller before any payment. */
  | 'CLOSED_CANCELED'
  /** Dispute Closed: closed after the customer disputed it. */
  | 'CLOSED_DISPUTED'
  /** Paid out: the customer's first payment went through. */
  | 'COMPLETE'
  /** The customer opened the offer and is deciding. */
  | 'CUSTOMER_PENDING'
  /** Chose Direct Payment: the customer pays without financing. */
  | 'DIRECT_PAYMENT'
  /** Disabled by the seller: the customer cannot use it. */
  | 'DISABLED'
  /** The provider could not decide the offer. */
  | 'ERROR'
  /** The expiration passed before the customer committed. */
  | 'EXPIRED'
  /** The provider's review declined it. */
  | 'LENDER_DENIED'
  /** Under the provider's manual review. */
  | 'PENDING_REVIEW'
  /** Ready: the customer may use the offer. */
  | 'READY'
  /** Ready *: ready once the seller attaches the contract the customer must see. */
  | 'READY_WITH_REQUIREMENTS';

/** How long late or failed payments are past their payment date (a failed payment not yet past it counts as 0 days). */
export type OverdueBucket =
  /** 31 to 60 days. */
  | 'DAYS_31_TO_60'
  /** 61 to 90 days. */
  | 'DAYS_61_TO_90'
  /** More than 90 days. */
  | 'OVER_90_DAYS'
  /** 0 to 30 days. */
  | 'UP_TO_30_DAYS';

/** How often a plan is paid. */
export type PaymentFrequency =
  /** Once a year. */
  | 'ANNUAL'
  /** Every month. */
  | 'MONTHLY'
  /** Every three months. */
  | 'QUARTERLY'
  /** Twice a year. */
  | 'SEMI_ANNUAL'
  /** Once, at the start. */
  | 'UPFRONT';

/** A payment's status (spec 01 section 4). */
export type PaymentStatus =
  /** Will not be charged. */
  | 'canceled'
  /** The customer's bank reversed the charge (details say why). */
  | 'chargeback'
  /** The customer disputed the charge (details say why). */
  | 'disputed'
  /** The charge failed (details say why). */
  | 'failed'
  /** Any other state the provider reports. */
  | 'other'
  /** Due, not charged yet. */
  | 'pending'
  /** Paid back to the customer. */
  | 'refunded'
  /** Charged. */
  | 'succeeded';

/** One bar of portfolioSummary, to list or export the offers it counts. Set one part (each set part narrows the list further). */
export type PortfolioSliceInput = {
  /** Offers paid out by a cash advance in this month (yyyy-MM): a bar of advances. */
  advanceMonth?: string | null | undefined;
  /** Offers with a payment still to come due in this month (yyyy-MM): a bar of cashToCome. */
  paymentsDueMonth?: string | null | undefined;
  /** Offers with a payment late or failed this long: a bar of lateOrFailed. */
  paymentsOverdue?: OverdueBucket | null | undefined;
};

/** The SaaS metrics form: a field left out or null is 0. */
export type SaasMetricsInput = {
  /** ARR of the calendar year. */
  calendarYearArr?: number | null | undefined;
  /** ARR from expansion. */
  expansionArr?: number | null | undefined;
  /** Gross retention, in percent. */
  grossRetention?: number | null | undefined;
  /** Gross revenue churn, in percent. */
  grossRevenueChurn?: number | null | undefined;
  /** Monthly recurring revenue. */
  monthlyRecurringRevenue?: number | null | undefined;
  /** Net retention, in percent. */
  netRetention?: number | null | undefined;
  /** ARR of the previous year. */
  previousYearArr?: number | null | undefined;
};

/** The user settings form (spec 01 section 5); the email cannot be changed. */
export type UserSettingsInput = {
  /** First name, at most 255 characters. */
  firstName: string;
  /** Last name, at most 255 characters. */
  lastName: string;
  /** Mobile phone number, at least 10 characters. */
  mobilePhoneNumber?: string | null | undefined;
  /** Phone number, at least 10 characters. */
  phoneNumber?: string | null | undefined;
  /** Title, at most 255 characters. */
  title?: string | null | undefined;
};

/** Where a delivery stands. */
export type WebhookDeliveryStatus =
  /** The endpoint answered 2xx. */
  | 'DELIVERED'
  /** Every retry failed; redeliver to try again. */
  | 'FAILED'
  /** Not yet answered 2xx; tried again at nextAttemptAt (or when its endpoint is enabled). */
  | 'PENDING';

/** An endpoint to register or change. */
export type WebhookEndpointInput = {
  /** What it is for (at most 200 characters). */
  description?: string | null | undefined;
  /** The events it receives (at least one). */
  events: Array<WebhookEvent>;
  /** Its HTTPS address (at most 2,000 characters); it must be reachable on the internet. */
  url: string;
};

/** An endpoint's state. */
export type WebhookEndpointStatus =
  /** Nothing is delivered until an admin enables it; its deliveries wait. */
  | 'DISABLED'
  /** Events are delivered to it. */
  | 'ENABLED';

/** An event an endpoint can subscribe to. */
export type WebhookEvent =
  /** advance.paid: the provider paid the seller in advance for a financed offer. */
  | 'ADVANCE_PAID'
  /** export.completed: an export a member started is ready to download. */
  | 'EXPORT_COMPLETED'
  /** offer.stage_changed: an offer moved from one stage to another (sent, viewed, accepted, paid, expired, …). */
  | 'OFFER_STAGE_CHANGED'
  /** payment.charged_back: a customer's payment was charged back. */
  | 'PAYMENT_CHARGED_BACK'
  /** payment.failed: a customer's payment on an offer failed. */
  | 'PAYMENT_FAILED'
  /** payment.succeeded: a customer's payment on an offer succeeded. */
  | 'PAYMENT_SUCCEEDED'
  /** underwriting.decided: the provider decided the seller's underwriting. */
  | 'UNDERWRITING_DECIDED';

export type ApiClientFieldsFragment = {
  id: string;
  name: string;
  clientId: string | null;
  scopes: Array<ApiScope>;
  status: ApiClientStatus;
  createdAt: string;
  createdBy: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
  role: { id: string; name: string; displayName: string };
};

export type ApiClientsQueryVariables = Exact<{ [key: string]: never }>;

export type ApiClientsQuery = {
  apiClients: Array<{
    id: string;
    name: string;
    clientId: string | null;
    scopes: Array<ApiScope>;
    status: ApiClientStatus;
    createdAt: string;
    createdBy: string | null;
    lastUsedAt: string | null;
    revokedAt: string | null;
    role: { id: string; name: string; displayName: string };
  }>;
};

export type ApiClientRolesQueryVariables = Exact<{ [key: string]: never }>;

export type ApiClientRolesQuery = {
  roles: Array<{ id: string; name: string; displayName: string; description: string | null }>;
};

export type CreateApiClientMutationVariables = Exact<{
  input: CreateApiClientInput;
}>;

export type CreateApiClientMutation = {
  createApiClient: {
    clientId: string;
    clientSecret: string;
    tokenEndpoint: string;
    audience: string;
    client: {
      id: string;
      name: string;
      clientId: string | null;
      scopes: Array<ApiScope>;
      status: ApiClientStatus;
      createdAt: string;
      createdBy: string | null;
      lastUsedAt: string | null;
      revokedAt: string | null;
      role: { id: string; name: string; displayName: string };
    };
  };
};

export type RotateApiClientSecretMutationVariables = Exact<{
  id: string | number;
}>;

export type RotateApiClientSecretMutation = {
  rotateApiClientSecret: {
    clientId: string;
    clientSecret: string;
    tokenEndpoint: string;
    audience: string;
    client: {
      id: string;
      name: string;
      clientId: string | null;
      scopes: Array<ApiScope>;
      status: ApiClientStatus;
      createdAt: string;
      createdBy: string | null;
      lastUsedAt: string | null;
      revokedAt: string | null;
      role: { id: string; name: string; displayName: string };
    };
  };
};

export type RevokeApiClientMutationVariables = Exact<{
  id: string | number;
}>;

export type RevokeApiClientMutation = {
  revokeApiClient: {
    id: string;
    name: string;
    clientId: string | null;
    scopes: Array<ApiScope>;
    status: ApiClientStatus;
    createdAt: string;
    createdBy: string | null;
    lastUsedAt: string | null;
    revokedAt: string | null;
    role: { id: string; name: string; displayName: string };
  };
};

export type CompanyFeaturesQueryVariables = Exact<{ [key: string]: never }>;

export type CompanyFeaturesQuery = { providerFeatures: { apiClients: boolean; webhookEndpoints: boolean } };

export type CompanyProfileQueryVariables = Exact<{ [key: string]: never }>;

export type CompanyProfileQuery = {
  companyProfile: {
    id: string;
    details: {
      id: string;
      name: string;
      isInternational: boolean;
      businessEntityTypeId: string | null;
      transactionCurrencyId: string | null;
      countryIncorporatedId: string | null;
      stateIncorporated: string | null;
      companySize: string | null;
      ein: string | null;
      industrySectorId: string | null;
      websiteUrl: string | null;
      businessModelId: string | null;
      desiredFundingAmount: number | null;
      address: {
        label: string | null;
        addressNumber: string | null;
        street: string | null;
        neighborhood: string | null;
        municipality: string | null;
        subRegion: string | null;
        region: string | null;
        postalCode: string | null;
        country: string | null;
        isInternational: boolean;
      } | null;
    };
    businessMetrics: {
      id: string;
      lastTwelveMonthsRevenues: number | null;
      currentAnnualRecurringRevenue: number | null;
      monthlyCashBurn: number | null;
      annualRecurringRevenueYearOverYearGrowth: number | null;
      latestCashBalance: number | null;
      currentlyHasLiens: boolean | null;
      liensComment: string | null;
      currentlyHasLoans: boolean | null;
      loansComment: string | null;
    };
    industrySectors: Array<{ id: string; name: string }>;
    businessModels: Array<{ id: string; name: string }>;
    businessEntityTypes: Array<{ id: string; name: string }>;
    countries: Array<{ id: string; name: string }>;
    currencies: Array<{ id: string; name: string }>;
  };
};

export type CompanyAddressSuggestionsQueryVariables = Exact<{
  query: string;
  international: boolean;
}>;

export type CompanyAddressSuggestionsQuery = {
  addressSuggestions: Array<{
    label: string;
    addressNumber: string;
    street: string;
    neighborhood: string | null;
    municipality: string;
    subRegion: string | null;
    region: string;
    postalCode: string;
    country: string;
    isInternational: boolean;
  }>;
};

export type UpdateCompanyDetailsMutationVariables = Exact<{
  input: CompanyDetailsInput;
  loaded?: CompanyDetailsInput | null | undefined;
}>;

export type UpdateCompanyDetailsMutation = {
  updateCompanyDetails: {
    id: string;
    name: string;
    isInternational: boolean;
    businessEntityTypeId: string | null;
    transactionCurrencyId: string | null;
    countryIncorporatedId: string | null;
    stateIncorporated: string | null;
    companySize: string | null;
    ein: string | null;
    industrySectorId: string | null;
    websiteUrl: string | null;
    businessModelId: string | null;
    desiredFundingAmount: number | null;
    address: {
      label: string | null;
      addressNumber: string | null;
      street: string | null;
      neighborhood: string | null;
      municipality: string | null;
      subRegion: string | null;
      region: string | null;
      postalCode: string | null;
      country: string | null;
      isInternational: boolean;
    } | null;
  };
};

export type UpdateBusinessMetricsMutationVariables = Exact<{
  input: BusinessMetricsInput;
  loaded?: BusinessMetricsInput | null | undefined;
}>;

export type UpdateBusinessMetricsMutation = {
  updateBusinessMetrics: {
    id: string;
    lastTwelveMonthsRevenues: number | null;
    currentAnnualRecurringRevenue: number | null;
    monthlyCashBurn: number | null;
    annualRecurringRevenueYearOverYearGrowth: number | null;
    latestCashBalance: number | null;
    currentlyHasLiens: boolean | null;
    liensComment: string | null;
    currentlyHasLoans: boolean | null;
    loansComment: string | null;
  };
};

export type SaasMetricsQueryVariables = Exact<{ [key: string]: never }>;

export type SaasMetricsQuery = {
  saasMetrics: {
    id: string;
    calendarYearArr: number;
    previousYearArr: number;
    monthlyRecurringRevenue: number;
    grossRetention: number;
    netRetention: number;
    grossRevenueChurn: number;
    expansionArr: number;
  };
};

export type UpdateSaasMetricsMutationVariables = Exact<{
  input: SaasMetricsInput;
  loaded?: SaasMetricsInput | null | undefined;
}>;

export type UpdateSaasMetricsMutation = {
  updateSaasMetrics: {
    id: string;
    calendarYearArr: number;
    previousYearArr: number;
    monthlyRecurringRevenue: number;
    grossRetention: number;
    netRetention: number;
    grossRevenueChurn: number;
    expansionArr: number;
  };
};

export type IntegrationConnectionsQueryVariables = Exact<{
  sourceType: IntegrationSourceType;
}>;

export type IntegrationConnectionsQuery = {
  integrationConnections: {
    sourceType: IntegrationSourceType;
    multipleConnectionsForTheSameIntegrationAllowed: boolean;
    existingConnections: Array<{
      id: string;
      status: ConnectionStatus;
      linkUrl: string;
      companyName: string | null;
      integration: { key: string; name: string; logoUrl: string | null };
    }>;
    availableIntegrations: Array<{
      key: string;
      name: string;
      logoUrl: string | null;
      isDesktopAccounting: boolean;
    }>;
  };
};

export type StartConnectionMutationVariables = Exact<{
  platformKey: string;
  returnPath: string;
}>;

export type StartConnectionMutation = {
  startConnection: { id: string; status: ConnectionStatus; linkUrl: string };
};

export type DisconnectConnectionMutationVariables = Exact<{
  id: string | number;
}>;

export type DisconnectConnectionMutation = { disconnectConnection: { id: string; status: ConnectionStatus } };

export type ExemptionReasonsQueryVariables = Exact<{ [key: string]: never }>;

export type ExemptionReasonsQuery = { exemptionReasons: Array<{ id: string; type: string; text: string }> };

export type RequestConnectionExceptionMutationVariables = Exact<{
  input: ConnectionExceptionInput;
}>;

export type RequestConnectionExceptionMutation = {
  requestConnectionException: { id: string; source: ExceptionSource };
};

export type PortfolioSummaryQueryVariables = Exact<{ [key: string]: never }>;

export type PortfolioSummaryQuery = {
  providerFeatures: { portfolioSummary: boolean };
  portfolioSummary: {
    cashToCome: Array<{ month: string; amount: number; paymentsCount: number; offersCount: number }>;
    lateOrFailed: Array<{
      bucket: OverdueBucket;
      lateAmount: number;
      latePaymentsCount: number;
      failedAmount: number;
      failedPaymentsCount: number;
      offersCount: number;
    }>;
    advances: Array<{ month: string; amount: number; advancesCount: number; offersCount: number }>;
  };
};

export type OfferHealthReportQueryVariables = Exact<{
  page: number;
  size: number;
  accountId?: string | number | null | undefined;
  paymentStatuses?: Array<PaymentStatus> | PaymentStatus | null | undefined;
  portfolio?: PortfolioSliceInput | null | undefined;
}>;

export type OfferHealthReportQuery = {
  offerHealthReport: {
    items: Array<{
      id: string;
      accountName: string;
      stage: OfferStage;
      stageLabel: string;
      directOfferTermLabel: string;
      paymentFrequency: PaymentFrequency;
      obligorSelectedOfferTotalContractValue: number | null;
      directOfferTotalContractValue: number;
      obligorSelectedOfferPaymentAmount: number | null;
      reconciledPaidPaymentsCount: number;
      paymentsCount: number;
      paidPaymentsAmount: number;
      lastPaymentDate: string | null;
      offerPaymentStatus: PaymentStatus | null;
    }>;
    pageInfo: { page: number; size: number; totalPages: number; totalElements: number };
  };
};

export type PaymentScheduleQueryVariables = Exact<{
  offerId: string | number;
}>;

export type PaymentScheduleQuery = {
  offerPaymentSchedule: Array<{
    id: string;
    invoiceDate: string;
    paymentDate: string;
    paymentStatus: PaymentStatus;
    details: string | null;
    paymentAmount: number;
    hasInvoice: boolean;
    invoiceId: string;
    paymentMethod: {
      paymentType: string;
      institutionName: string | null;
      paymentMethodEnding: string | null;
    } | null;
  }>;
};

export type CashAdvancesQueryVariables = Exact<{ [key: string]: never }>;

export type CashAdvancesQuery = { cashAdvances: Array<{ id: string; advanceDate: string; total: number }> };

export type CashAdvanceQueryVariables = Exact<{
  id: string | number;
}>;

export type CashAdvanceQuery = {
  cashAdvance: {
    id: string;
    advanceDate: string;
    offerCashAdvances: Array<{
      offerId: string;
      accountName: string;
      customerSelectedOfferTermLabel: string;
      paymentFrequency: PaymentFrequency;
      totalContractValue: number;
      sellerCashAdvance: number;
    }>;
  };
};

export type UnderwritingQueryVariables = Exact<{ [key: string]: never }>;

export type UnderwritingQuery = {
  onboardingSubmission: { submittedAt: string; decisionExpectedAt: string } | null;
  onboardingOptionalSteps: { codatPaymentsConnectionsCreated: boolean; saasMetricsCompleted: boolean };
};

export type OnboardingStatusQueryVariables = Exact<{ [key: string]: never }>;

export type OnboardingStatusQuery = {
  onboardingStatus: {
    userProfileCompleted: boolean;
    sellerRegistrationCompleted: boolean;
    codatAccountingConnectionsCreated: boolean;
    codatBankingConnectionsCreated: boolean;
    filesUploaded: boolean;
  };
};

export type SubmitOnboardingMutationVariables = Exact<{ [key: string]: never }>;

export type SubmitOnboardingMutation = {
  submitOnboarding: {
    id: string;
    isOnboarding: boolean;
    isUnderwriting: boolean;
    isApproved: boolean;
    dashboardLink: string;
  };
};

export type OrgContextQueryVariables = Exact<{ [key: string]: never }>;

export type OrgContextQuery = {
  viewer: { id: string; roles: Array<{ id: string; name: string }> };
  organization: {
    id: string;
    sellerName: string;
    isOnboarding: boolean;
    isUnderwriting: boolean;
    isApproved: boolean;
    dashboardLink: string;
    showAdvanceHistory: boolean;
  } | null;
};

export type UserSettingsQueryVariables = Exact<{ [key: string]: never }>;

export type UserSettingsQuery = {
  viewer: {
    id: string;
    email: string;
    firstName: string | null;
    lastName: string | null;
    title: string | null;
    phoneNumber: string | null;
    mobilePhoneNumber: string | null;
  };
  organization: { id: string; dashboardLink: string } | null;
};

export type UpdateUserSettingsMutationVariables = Exact<{
  input: UserSettingsInput;
  loaded?: UserSettingsInput | null | undefined;
}>;

export type UpdateUserSettingsMutation = {
  updateUserSettings: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    title: string | null;
    phoneNumber: string | null;
    mobilePhoneNumber: string | null;
  };
};

export type WebhookEndpointFieldsFragment = {
  id: string;
  url: string;
  description: string | null;
  events: Array<WebhookEvent>;
  status: WebhookEndpointStatus;
  disabledReason: string | null;
  consecutiveFailures: number;
  createdAt: string;
  createdBy: string | null;
  previousSecretExpiresAt: string | null;
  lastDelivery: { id: string; type: string; status: WebhookDeliveryStatus; createdAt: string } | null;
};

export type WebhookDeliveryFieldsFragment = {
  id: string;
  messageId: string;
  type: string;
  status: WebhookDeliveryStatus;
  createdAt: string;
  nextAttemptAt: string | null;
  payload: string;
  attempts: Array<{
    attempt: number;
    at: string;
    statusCode: number | null;
    responseBody: string | null;
    error: string | null;
    durationMs: number;
  }>;
};

export type WebhookEndpointsQueryVariables = Exact<{ [key: string]: never }>;

export type WebhookEndpointsQuery = {
  webhookEndpoints: Array<{
    id: string;
    url: string;
    description: string | null;
    events: Array<WebhookEvent>;
    status: WebhookEndpointStatus;
    disabledReason: string | null;
    consecutiveFailures: number;
    createdAt: string;
    createdBy: string | null;
    previousSecretExpiresAt: string | null;
    lastDelivery: { id: string; type: string; status: WebhookDeliveryStatus; createdAt: string } | null;
  }>;
};

export type WebhookEventTypesQueryVariables = Exact<{ [key: string]: never }>;

export type WebhookEventTypesQuery = {
  webhookEventTypes: Array<{ event: WebhookEvent; type: string; description: string }>;
};

export type WebhookDeliveriesQueryVariables = Exact<{
  id: string | number;
  page: number;
  size: number;
}>;

export type WebhookDeliveriesQuery = {
  webhookDeliveries: {
    items: Array<{
      id: string;
      messageId: string;
      type: string;
      status: WebhookDeliveryStatus;
      createdAt: string;
      nextAttemptAt: string | null;
      payload: string;
      attempts: Array<{
        attempt: number;
        at: string;
        statusCode: number | null;
        responseBody: string | null;
        error: string | null;
        durationMs: number;
      }>;
    }>;
    pageInfo: { page: number; size: number; totalPages: number; totalElements: number; hasNextPage: boolean };
  };
};

export type CreateWebhookEndpointMutationVariables = Exact<{
  input: WebhookEndpointInput;
}>;

export type CreateWebhookEndpointMutation = {
  createWebhookEndpoint: {
    secret: string;
    endpoint: {
      id: string;
      url: string;
      description: string | null;
      events: Array<WebhookEvent>;
      status: WebhookEndpointStatus;
      disabledReason: string | null;
      consecutiveFailures: number;
      createdAt: string;
      createdBy: string | null;
      previousSecretExpiresAt: string | null;
      lastDelivery: { id: string; type: string; status: WebhookDeliveryStatus; createdAt: string } | null;
    };
  };
};

export type UpdateWebhookEndpointMutationVariables = Exact<{
  id: string | number;
  input: WebhookEndpointInput;
  loaded?: WebhookEndpointInput | null | undefined;
}>;

export type UpdateWebhookEndpointMutation = {
  updateWebhookEndpoint: {
    id: string;
    url: string;
    description: string | null;
    events: Array<WebhookEvent>;
    status: WebhookEndpointStatus;
    disabledReason: string | null;
    consecutiveFailures: number;
    createdAt: string;
    createdBy: string | null;
    previousSecretExpiresAt: string | null;
    lastDelivery: { id: string; type: string; status: WebhookDeliveryStatus; createdAt: string } | null;
  };
};

export type EnableWebhookEndpointMutationVariables = Exact<{
  id: string | number;
}>;

export type EnableWebhookEndpointMutation = {
  enableWebhookEndpoint: {
    id: string;
    url: string;
    description: string | null;
    events: Array<WebhookEvent>;
    status: WebhookEndpointStatus;
    disabledReason: string | null;
    consecutiveFailures: number;
    createdAt: string;
    createdBy: string | null;
    previousSecretExpiresAt: string | null;
    lastDelivery: { id: string; type: string; status: WebhookDeliveryStatus; createdAt: string } | null;
  };
};

export type DisableWebhookEndpointMutationVariables = Exact<{
  id: string | number;
}>;

export type DisableWebhookEndpointMutation = {
  disableWebhookEndpoint: {
    id: string;
    url: string;
    description: string | null;
    events: Array<WebhookEvent>;
    status: WebhookEndpointStatus;
    disabledReason: string | null;
    consecutiveFailures: number;
    createdAt: string;
    createdBy: string | null;
    previousSecretExpiresAt: string | null;
    lastDelivery: { id: string; type: string; status: WebhookDeliveryStatus; createdAt: string } | null;
  };
};

export type RotateWebhookEndpointSecretMutationVariables = Exact<{
  id: string | number;
}>;

export type RotateWebhookEndpointSecretMutation = {
  rotateWebhookEndpointSecret: {
    secret: string;
    endpoint: {
      id: string;
      url: string;
      description: string | null;
      events: Array<WebhookEvent>;
      status: WebhookEndpointStatus;
      disabledReason: string | null;
      consecutiveFailures: number;
      createdAt: string;
      createdBy: string | null;
      previousSecretExpiresAt: string | null;
      lastDelivery: { id: string; type: string; status: WebhookDeliveryStatus; createdAt: string } | null;
    };
  };
};

export type DeleteWebhookEndpointMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteWebhookEndpointMutation = { deleteWebhookEndpoint: string };

export type SendTestWebhookMutationVariables = Exact<{
  endpointId: string | number;
}>;

export type SendTestWebhookMutation = {
  sendTestWebhook: {
    id: string;
    messageId: string;
    type: string;
    status: WebhookDeliveryStatus;
    createdAt: string;
    nextAttemptAt: string | null;
    payload: string;
    attempts: Array<{
      attempt: number;
      at: string;
      statusCode: number | null;
      responseBody: string | null;
      error: string | null;
      durationMs: number;
    }>;
  };
};

export type RedeliverWebhookMutationVariables = Exact<{
  endpointId: string | number;
  deliveryId: string | number;
}>;

export type RedeliverWebhookMutation = {
  redeliverWebhook: {
    id: string;
    messageId: string;
    type: string;
    status: WebhookDeliveryStatus;
    createdAt: string;
    nextAttemptAt: string | null;
    payload: string;
    attempts: Array<{
      attempt: number;
      at: string;
      statusCode: number | null;
      responseBody: string | null;
      error: string | null;
      durationMs: number;
    }>;
  };
};

export const ApiClientFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ApiClientFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ApiClient' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'role' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'scopes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUsedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ApiClientFieldsFragment, unknown>;
export const WebhookEndpointFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WebhookEndpointFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WebhookEndpoint' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'events' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disabledReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'consecutiveFailures' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'previousSecretExpiresAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lastDelivery' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WebhookEndpointFieldsFragment, unknown>;
export const WebhookDeliveryFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WebhookDeliveryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WebhookDelivery' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'messageId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextAttemptAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'payload' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'attempts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'attempt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'statusCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'responseBody' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                { kind: 'Field', name: { kind: 'Name', value: 'durationMs' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WebhookDeliveryFieldsFragment, unknown>;
export const ApiClientsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ApiClients' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'apiClients' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ApiClientFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ApiClientFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ApiClient' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'role' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'scopes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUsedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ApiClientsQuery, ApiClientsQueryVariables>;
export const ApiClientRolesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ApiClientRoles' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'roles' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ApiClientRolesQuery, ApiClientRolesQueryVariables>;
export const CreateApiClientDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateApiClient' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateApiClientInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createApiClient' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'client' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ApiClientFields' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'clientId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'clientSecret' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tokenEndpoint' } },
                { kind: 'Field', name: { kind: 'Name', value: 'audience' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ApiClientFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ApiClient' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'role' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'scopes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUsedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateApiClientMutation, CreateApiClientMutationVariables>;
export const RotateApiClientSecretDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RotateApiClientSecret' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rotateApiClientSecret' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'client' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ApiClientFields' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'clientId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'clientSecret' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tokenEndpoint' } },
                { kind: 'Field', name: { kind: 'Name', value: 'audience' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ApiClientFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ApiClient' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'role' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'scopes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUsedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RotateApiClientSecretMutation, RotateApiClientSecretMutationVariables>;
export const RevokeApiClientDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RevokeApiClient' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revokeApiClient' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ApiClientFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ApiClientFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ApiClient' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'role' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'scopes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUsedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RevokeApiClientMutation, RevokeApiClientMutationVariables>;
export const CompanyFeaturesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CompanyFeatures' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'providerFeatures' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'apiClients' } },
                { kind: 'Field', name: { kind: 'Name', value: 'webhookEndpoints' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CompanyFeaturesQuery, CompanyFeaturesQueryVariables>;
export const CompanyProfileDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CompanyProfile' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'companyProfile' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'details' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isInternational' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'address' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'addressNumber' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'street' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'neighborhood' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'municipality' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'subRegion' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'region' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'postalCode' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'country' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'isInternational' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'businessEntityTypeId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'transactionCurrencyId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'countryIncorporatedId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stateIncorporated' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'companySize' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'ein' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'industrySectorId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'websiteUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'businessModelId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'desiredFundingAmount' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'businessMetrics' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastTwelveMonthsRevenues' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'currentAnnualRecurringRevenue' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'monthlyCashBurn' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'annualRecurringRevenueYearOverYearGrowth' },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'latestCashBalance' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'currentlyHasLiens' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'liensComment' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'currentlyHasLoans' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'loansComment' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'industrySectors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'businessModels' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'businessEntityTypes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'countries' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'currencies' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CompanyProfileQuery, CompanyProfileQueryVariables>;
export const CompanyAddressSuggestionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CompanyAddressSuggestions' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'international' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addressSuggestions' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'international' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'international' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'addressNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'street' } },
                { kind: 'Field', name: { kind: 'Name', value: 'neighborhood' } },
                { kind: 'Field', name: { kind: 'Name', value: 'municipality' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subRegion' } },
                { kind: 'Field', name: { kind: 'Name', value: 'region' } },
                { kind: 'Field', name: { kind: 'Name', value: 'postalCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'country' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isInternational' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CompanyAddressSuggestionsQuery, CompanyAddressSuggestionsQueryVariables>;
export const UpdateCompanyDetailsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateCompanyDetails' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CompanyDetailsInput' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'loaded' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'CompanyDetailsInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateCompanyDetails' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'loaded' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'loaded' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isInternational' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'address' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'addressNumber' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'street' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'neighborhood' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'municipality' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'subRegion' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'region' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'postalCode' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'country' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isInternational' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'businessEntityTypeId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'transactionCurrencyId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'countryIncorporatedId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stateIncorporated' } },
                { kind: 'Field', name: { kind: 'Name', value: 'companySize' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ein' } },
                { kind: 'Field', name: { kind: 'Name', value: 'industrySectorId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'websiteUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'businessModelId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'desiredFundingAmount' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateCompanyDetailsMutation, UpdateCompanyDetailsMutationVariables>;
export const UpdateBusinessMetricsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateBusinessMetrics' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'BusinessMetricsInput' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'loaded' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'BusinessMetricsInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateBusinessMetrics' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'loaded' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'loaded' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastTwelveMonthsRevenues' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currentAnnualRecurringRevenue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'monthlyCashBurn' } },
                { kind: 'Field', name: { kind: 'Name', value: 'annualRecurringRevenueYearOverYearGrowth' } },
                { kind: 'Field', name: { kind: 'Name', value: 'latestCashBalance' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currentlyHasLiens' } },
                { kind: 'Field', name: { kind: 'Name', value: 'liensComment' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currentlyHasLoans' } },
                { kind: 'Field', name: { kind: 'Name', value: 'loansComment' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateBusinessMetricsMutation, UpdateBusinessMetricsMutationVariables>;
export const SaasMetricsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SaasMetrics' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'saasMetrics' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'calendarYearArr' } },
                { kind: 'Field', name: { kind: 'Name', value: 'previousYearArr' } },
                { kind: 'Field', name: { kind: 'Name', value: 'monthlyRecurringRevenue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'grossRetention' } },
                { kind: 'Field', name: { kind: 'Name', value: 'netRetention' } },
                { kind: 'Field', name: { kind: 'Name', value: 'grossRevenueChurn' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expansionArr' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SaasMetricsQuery, SaasMetricsQueryVariables>;
export const UpdateSaasMetricsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateSaasMetrics' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'SaasMetricsInput' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'loaded' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'SaasMetricsInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateSaasMetrics' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'loaded' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'loaded' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'calendarYearArr' } },
                { kind: 'Field', name: { kind: 'Name', value: 'previousYearArr' } },
                { kind: 'Field', name: { kind: 'Name', value: 'monthlyRecurringRevenue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'grossRetention' } },
                { kind: 'Field', name: { kind: 'Name', value: 'netRetention' } },
                { kind: 'Field', name: { kind: 'Name', value: 'grossRevenueChurn' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expansionArr' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateSaasMetricsMutation, UpdateSaasMetricsMutationVariables>;
export const IntegrationConnectionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'IntegrationConnections' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sourceType' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'IntegrationSourceType' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'integrationConnections' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sourceType' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sourceType' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'sourceType' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'multipleConnectionsForTheSameIntegrationAllowed' },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'existingConnections' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'linkUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'companyName' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'integration' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'logoUrl' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'availableIntegrations' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'logoUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isDesktopAccounting' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<IntegrationConnectionsQuery, IntegrationConnectionsQueryVariables>;
export const StartConnectionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'StartConnection' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'platformKey' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'returnPath' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'startConnection' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'platformKey' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'platformKey' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'returnPath' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'returnPath' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'linkUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StartConnectionMutation, StartConnectionMutationVariables>;
export const DisconnectConnectionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DisconnectConnection' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'disconnectConnection' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DisconnectConnectionMutation, DisconnectConnectionMutationVariables>;
export const ExemptionReasonsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ExemptionReasons' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'exemptionReasons' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExemptionReasonsQuery, ExemptionReasonsQueryVariables>;
export const RequestConnectionExceptionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RequestConnectionException' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ConnectionExceptionInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'requestConnectionException' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'source' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RequestConnectionExceptionMutation, RequestConnectionExceptionMutationVariables>;
export const PortfolioSummaryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PortfolioSummary' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'providerFeatures' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'portfolioSummary' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'portfolioSummary' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'cashToCome' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'month' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'paymentsCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'offersCount' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'lateOrFailed' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'bucket' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lateAmount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'latePaymentsCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'failedAmount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'failedPaymentsCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'offersCount' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'advances' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'month' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'advancesCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'offersCount' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PortfolioSummaryQuery, PortfolioSummaryQueryVariables>;
export const OfferHealthReportDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OfferHealthReport' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'size' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'accountId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'paymentStatuses' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'PaymentStatus' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'portfolio' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'PortfolioSliceInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'offerHealthReport' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'size' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'size' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'accountId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'accountId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'paymentStatuses' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'paymentStatuses' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'portfolio' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'portfolio' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'accountName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stageLabel' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'directOfferTermLabel' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'paymentFrequency' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'obligorSelectedOfferTotalContractValue' },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'directOfferTotalContractValue' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'obligorSelectedOfferPaymentAmount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reconciledPaidPaymentsCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'paymentsCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'paidPaymentsAmount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastPaymentDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'offerPaymentStatus' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pageInfo' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalPages' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalElements' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OfferHealthReportQuery, OfferHealthReportQueryVariables>;
export const PaymentScheduleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PaymentSchedule' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offerId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'offerPaymentSchedule' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offerId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offerId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'invoiceDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paymentDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paymentStatus' } },
                { kind: 'Field', name: { kind: 'Name', value: 'details' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paymentAmount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'paymentMethod' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'paymentType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'institutionName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'paymentMethodEnding' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'hasInvoice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'invoiceId' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PaymentScheduleQuery, PaymentScheduleQueryVariables>;
export const CashAdvancesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CashAdvances' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cashAdvances' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'advanceDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CashAdvancesQuery, CashAdvancesQueryVariables>;
export const CashAdvanceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CashAdvance' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cashAdvance' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'advanceDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'offerCashAdvances' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'offerId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'accountName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'customerSelectedOfferTermLabel' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'paymentFrequency' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalContractValue' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sellerCashAdvance' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CashAdvanceQuery, CashAdvanceQueryVariables>;
export const UnderwritingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Underwriting' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'onboardingSubmission' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'decisionExpectedAt' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'onboardingOptionalSteps' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'codatPaymentsConnectionsCreated' } },
                { kind: 'Field', name: { kind: 'Name', value: 'saasMetricsCompleted' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UnderwritingQuery, UnderwritingQueryVariables>;
export const OnboardingStatusDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OnboardingStatus' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'onboardingStatus' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'userProfileCompleted' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sellerRegistrationCompleted' } },
                { kind: 'Field', name: { kind: 'Name', value: 'codatAccountingConnectionsCreated' } },
                { kind: 'Field', name: { kind: 'Name', value: 'codatBankingConnectionsCreated' } },
                { kind: 'Field', name: { kind: 'Name', value: 'filesUploaded' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OnboardingStatusQuery, OnboardingStatusQueryVariables>;
export const SubmitOnboardingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SubmitOnboarding' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'submitOnboarding' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isOnboarding' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isUnderwriting' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isApproved' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dashboardLink' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SubmitOnboardingMutation, SubmitOnboardingMutationVariables>;
export const OrgContextDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OrgContext' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'roles' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'organization' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sellerName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isOnboarding' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isUnderwriting' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isApproved' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dashboardLink' } },
                { kind: 'Field', name: { kind: 'Name', value: 'showAdvanceHistory' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrgContextQuery, OrgContextQueryVariables>;
export const UserSettingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'UserSettings' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phoneNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mobilePhoneNumber' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'organization' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dashboardLink' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserSettingsQuery, UserSettingsQueryVariables>;
export const UpdateUserSettingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateUserSettings' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UserSettingsInput' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'loaded' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'UserSettingsInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateUserSettings' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'loaded' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'loaded' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phoneNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mobilePhoneNumber' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateUserSettingsMutation, UpdateUserSettingsMutationVariables>;
export const WebhookEndpointsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'WebhookEndpoints' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'webhookEndpoints' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'WebhookEndpointFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WebhookEndpointFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WebhookEndpoint' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'events' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disabledReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'consecutiveFailures' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'previousSecretExpiresAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lastDelivery' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>;
export const WebhookEventTypesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'WebhookEventTypes' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'webhookEventTypes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'event' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WebhookEventTypesQuery, WebhookEventTypesQueryVariables>;
export const WebhookDeliveriesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'WebhookDeliveries' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'size' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'webhookDeliveries' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'endpointId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'size' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'size' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'WebhookDeliveryFields' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pageInfo' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalPages' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalElements' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WebhookDeliveryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WebhookDelivery' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'messageId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextAttemptAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'payload' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'attempts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'attempt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'statusCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'responseBody' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                { kind: 'Field', name: { kind: 'Name', value: 'durationMs' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;
export const CreateWebhookEndpointDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateWebhookEndpoint' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'WebhookEndpointInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createWebhookEndpoint' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'endpoint' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'WebhookEndpointFields' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'secret' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WebhookEndpointFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WebhookEndpoint' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'events' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disabledReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'consecutiveFailures' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'previousSecretExpiresAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lastDelivery' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateWebhookEndpointMutation, CreateWebhookEndpointMutationVariables>;
export const UpdateWebhookEndpointDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateWebhookEndpoint' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'WebhookEndpointInput' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'loaded' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'WebhookEndpointInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateWebhookEndpoint' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'loaded' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'loaded' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'WebhookEndpointFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WebhookEndpointFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WebhookEndpoint' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'events' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disabledReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'consecutiveFailures' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'previousSecretExpiresAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lastDelivery' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateWebhookEndpointMutation, UpdateWebhookEndpointMutationVariables>;
export const EnableWebhookEndpointDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'EnableWebhookEndpoint' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'enableWebhookEndpoint' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'WebhookEndpointFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WebhookEndpointFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WebhookEndpoint' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'events' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disabledReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'consecutiveFailures' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'previousSecretExpiresAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lastDelivery' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EnableWebhookEndpointMutation, EnableWebhookEndpointMutationVariables>;
export const DisableWebhookEndpointDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DisableWebhookEndpoint' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'disableWebhookEndpoint' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'WebhookEndpointFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WebhookEndpointFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WebhookEndpoint' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'events' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disabledReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'consecutiveFailures' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'previousSecretExpiresAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lastDelivery' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DisableWebhookEndpointMutation, DisableWebhookEndpointMutationVariables>;
export const RotateWebhookEndpointSecretDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RotateWebhookEndpointSecret' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rotateWebhookEndpointSecret' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'endpoint' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'WebhookEndpointFields' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'secret' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WebhookEndpointFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WebhookEndpoint' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'events' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disabledReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'consecutiveFailures' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'previousSecretExpiresAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lastDelivery' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  RotateWebhookEndpointSecretMutation,
  RotateWebhookEndpointSecretMutationVariables
>;
export const DeleteWebhookEndpointDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteWebhookEndpoint' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteWebhookEndpoint' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteWebhookEndpointMutation, DeleteWebhookEndpointMutationVariables>;
export const SendTestWebhookDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SendTestWebhook' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'endpointId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sendTestWebhook' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'endpointId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'endpointId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'WebhookDeliveryFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WebhookDeliveryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WebhookDelivery' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'messageId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextAttemptAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'payload' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'attempts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'attempt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'statusCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'responseBody' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                { kind: 'Field', name: { kind: 'Name', value: 'durationMs' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SendTestWebhookMutation, SendTestWebhookMutationVariables>;
export const RedeliverWebhookDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RedeliverWebhook' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'endpointId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'deliveryId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'redeliverWebhook' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'endpointId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'endpointId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'deliveryId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'deliveryId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'WebhookDeliveryFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WebhookDeliveryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WebhookDelivery' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'messageId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextAttemptAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'payload' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'attempts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'attempt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'statusCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'responseBody' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                { kind: 'Field', name: { kind: 'Name', value: 'durationMs' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RedeliverWebhookMutation, RedeliverWebhookMutationVariables>;
