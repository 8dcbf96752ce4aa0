import { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import { WithoutMoney } from '../schema/money.js';
import {
  BusinessMetricsRecord,
  CompanyDetailsRecord,
  SaasMetricsRecord,
  ProviderOnboardingStatus,
  ProviderOptionalSteps,
  ProviderSubmission,
  CompanyProfileRecord,
  ProviderCompanyAddress,
  ProviderReferenceItem,
  ConnectionsRecord,
  ProviderConnection,
  IntegrationRecord,
  ProviderExemptionReason,
  ProviderExemption,
} from '../domains/org/provider-client.js';
import {
  ProviderCashAdvanceSummary,
  ProviderOfferReport,
  CashAdvanceSummaryPageRecord,
  ProviderCashAdvance,
} from '../domains/reports/provider-client.js';
import {
  ProviderOffer,
  ProviderOfferRow,
  ProviderPayment,
  ProviderPricingOption,
  ProviderOfferPage,
  ProviderOfferEventPage,
  ProviderOfferEvent,
  PaymentPageRecord,
  ProviderOfferFile,
} from '../domains/offers/provider-client.js';
import {
  ProviderQuotePreview,
  ProviderSalesPackage,
  ProviderSalesPackageTerm,
} from '../domains/offers/creation/provider-client.js';
import {
  ProviderCurrentUser,
  ProviderSeller,
  ProviderSellerSettings,
  ProviderSession,
  ProviderEmailVerificationLink,
  ProviderAccountLinking,
} from '../domains/session/provider-client.js';
import {
  ProviderTeamUser,
  ProviderTeamPage,
  ProviderRole,
  ProviderJoinRequest,
  JoinRequestPageRecord,
  ProviderOwnershipTransfer,
} from '../domains/team/provider-client.js';
import { ProviderAddress } from '../domains/addresses/provider-client.js';
import {
  ProviderAccount,
  ProviderAccountPage,
  ProviderCustomer,
  ProviderAccountContact,
  ProviderAccountValidation,
} from '../domains/customers/provider-client.js';
import {
  ProviderFolder,
  DataRoomObjectRecord,
  ProviderDataRoomPage,
  ProviderActivity,
  ProviderActivityPage,
  ProviderRequestedDocument,
} from '../domains/dataroom/provider-client.js';
import { ProviderNotification, ProviderNotificationPage } from '../domains/notifications/provider-client.js';
import { ProviderApiClient } from '../domains/integrations/provider-client.js';
import {
  ProviderWebhookEndpoint,
  ProviderWebhookDelivery,
  ProviderWebhookDeliveryPage,
  ProviderWebhookEventType,
  ProviderWebhookEndpointSecret,
} from '../domains/integrations/webhooks/provider-client.js';
import { GatewayContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string };
  String: { input: string; output: string };
  Boolean: { input: boolean; output: boolean };
  Int: { input: number; output: number };
  Float: { input: number; output: number };
  /** An ISO-8601 date-time in UTC, e.g. 2026-11-22T14:05:00.000Z. */
  DateTime: { input: string; output: string };
};

/** A customer's address, as the address typeahead suggested it. */
export type AccountAddress = {
  __typename?: 'AccountAddress';
  /** The country, ISO 3166-1 alpha-3 (USA for a domestic address). */
  country: Scalars['String']['output'];
  /** The whole address on one line. */
  label: Scalars['String']['output'];
  /** The address's IANA time zone. */
  timeZone: Scalars['String']['output'];
};

/** An address suggestion of addressSuggestions, as an account keeps it. */
export type AccountAddressInput = {
  /** The country, ISO 3166-1 alpha-3. */
  country: Scalars['String']['input'];
  /** The whole address on one line. */
  label: Scalars['String']['input'];
  /** The address's IANA time zone. */
  timeZone: Scalars['String']['input'];
};

/** A contact person of a customer (spec 02 section 3, Account contact). */
export type AccountContact = {
  __typename?: 'AccountContact';
  /** When the contact was added. */
  created: Scalars['DateTime']['output'];
  /** Business email address. */
  email: Scalars['String']['output'];
  /** First name. */
  firstName: Scalars['String']['output'];
  /** First and last name. */
  fullName: Scalars['String']['output'];
  /** The contact's id. */
  id: Scalars['ID']['output'];
  /** Whether this is the customer's primary (default) contact. */
  isPrimary: Scalars['Boolean']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** Mobile phone number, at least 10 characters. */
  mobilePhoneNumber?: Maybe<Scalars['String']['output']>;
  /** Phone number, at least 10 characters. */
  phoneNumber?: Maybe<Scalars['String']['output']>;
  /** When the contact last changed. */
  updated: Scalars['DateTime']['output'];
};

/** The account contact of a new customer. */
export type AccountContactDetailsInput = {
  /** Business email address. */
  email: Scalars['String']['input'];
  /** First name, at most 255 characters. */
  firstName: Scalars['String']['input'];
  /** Last name, at most 255 characters. */
  lastName: Scalars['String']['input'];
  /** Mobile phone number, 10 to 32 characters; blank for none. */
  mobilePhoneNumber?: InputMaybe<Scalars['String']['input']>;
  /** Phone number, 10 to 32 characters; blank for none. */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
};

/** A new contact (spec 02 section 2, Contact form). */
export type AccountContactInput = {
  /** Business email address. */
  email: Scalars['String']['input'];
  /** First name, at most 255 characters. */
  firstName: Scalars['String']['input'];
  /** Create as default contact. */
  isPrimary?: Scalars['Boolean']['input'];
  /** Last name, at most 255 characters. */
  lastName: Scalars['String']['input'];
  /** Mobile phone number, 10 to 32 characters; blank for none. */
  mobilePhoneNumber?: InputMaybe<Scalars['String']['input']>;
  /** Phone number, 10 to 32 characters; blank for none. */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
};

/** Step 1 of account creation: Add Account Details (spec 02 section 3, Account form). */
export type AccountInput = {
  /** The account contact, who becomes the customer's primary contact. */
  accountContact: AccountContactDetailsInput;
  /** The address chosen in the address typeahead. */
  address?: InputMaybe<AccountAddressInput>;
  /** The EIN, XX-XXXXXXX with a valid IRS prefix; required unless isNoEinSelected. */
  ein?: InputMaybe<Scalars['String']['input']>;
  /** I don't have the EIN. */
  isNoEinSelected?: Scalars['Boolean']['input'];
  /** The company's name, at most 255 characters. */
  name: Scalars['String']['input'];
};

/** Where the identity provider continues once the accounts are linked. */
export type AccountLinkResult = {
  __typename?: 'AccountLinkResult';
  /** The identity provider's URL that finishes the pending sign-in, with its state. */
  continueUrl: Scalars['String']['output'];
};

/** A pending account-linking step (spec 02 section 3, Account-linking metadata). */
export type AccountLinking = {
  __typename?: 'AccountLinking';
  /** The email of the identity being linked. */
  linkingUserEmail: Scalars['String']['output'];
  /** The connection of the identity being linked (e.g. sandbox-sso). */
  linkingUserProvider: Scalars['String']['output'];
  /** The connection the existing user signs in with (e.g. password). */
  primaryUserProvider: Scalars['String']['output'];
};

/** A customer to choose in a typeahead. */
export type AccountName = {
  __typename?: 'AccountName';
  /** The customer's id. */
  id: Scalars['ID']['output'];
  /** The customer's name. */
  name: Scalars['String']['output'];
};

/** The credit bureau's answer for the account details (spec 02 section 4). */
export type AccountValidation = {
  __typename?: 'AccountValidation';
  /** The one company found with high confidence; null for several or none. */
  highConfidenceMatch?: Maybe<CreditBureauMatch>;
  /** Every company found (one for a single match). */
  potentialMatches: Array<CreditBureauMatch>;
  /** Which step 2 the portal shows. */
  renderExperience: AccountValidationOutcome;
};

/** Spec 02 section 4, Account validation outcome. */
export type AccountValidationOutcome =
  /** The provider already holds this company's account: the account is created directly, without a step 2. */
  | 'ACCOUNT_ALREADY_EXISTS'
  /** Several companies may match: step 2 asks to choose one. */
  | 'MULTIPLE_ACCOUNT_RESULTS'
  /** No company matched: step 2 offers to change the details or create the account without a match. */
  | 'NOT_FOUND'
  /** One company matched with high confidence: step 2 asks to confirm it. */
  | 'SINGLE_ACCOUNT';

/** A postal address (spec 01 section 3, Address), with its time zone. */
export type Address = {
  __typename?: 'Address';
  /** The building number (or the building's name). */
  addressNumber: Scalars['String']['output'];
  /** The country, as an ISO 3166-1 alpha-3 code (USA for a domestic address). */
  country: Scalars['String']['output'];
  /** Whether the address is outside the USA. */
  isInternational: Scalars['Boolean']['output'];
  /** The whole address on one line, as the typeahead shows it. */
  label: Scalars['String']['output'];
  /** The city or town. */
  municipality: Scalars['String']['output'];
  /** The neighborhood, when the address has one. */
  neighborhood?: Maybe<Scalars['String']['output']>;
  /** The postal code. */
  postalCode: Scalars['String']['output'];
  /** The state, province or region. */
  region: Scalars['String']['output'];
  /** The street. */
  street: Scalars['String']['output'];
  /** The county or district, when the address has one. */
  subRegion?: Maybe<Scalars['String']['output']>;
  /** The IANA time zone of the address, e.g. America/New_York. */
  timeZone: Scalars['String']['output'];
};

/** The cash advances paid in one month. */
export type AdvanceMonth = {
  __typename?: 'AdvanceMonth';
  /** How many advances (one a day at most). */
  advancesCount: Scalars['Int']['output'];
  /**
   * What they paid the seller in all.
   * @deprecated Use amountMoney.
   */
  amount: Scalars['Float']['output'];
  /** Exact, with its currency: what they paid the seller in all. */
  amountMoney: Money;
  /** The month they were paid (yyyy-MM). */
  month: Scalars['String']['output'];
  /** How many offers they paid out (the report's rows for this bar). */
  offersCount: Scalars['Int']['output'];
};

/** An API client: credentials an integrator's system uses instead of a person's sign-in. */
export type ApiClient = {
  __typename?: 'ApiClient';
  /** The OAuth client ID its tokens are asked with (null until registered). */
  clientId?: Maybe<Scalars['String']['output']>;
  /** When it was created (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** The admin who created it (their full name), when known. */
  createdBy?: Maybe<Scalars['String']['output']>;
  /** The API client's id. */
  id: Scalars['ID']['output'];
  /** When it last got an access token (ISO 8601; tokens last five minutes), or null if never. */
  lastUsedAt?: Maybe<Scalars['String']['output']>;
  /** Its name, as the admin gave it. */
  name: Scalars['String']['output'];
  /** When it was revoked (ISO 8601), or null. */
  revokedAt?: Maybe<Scalars['String']['output']>;
  /** The role it acts as: what it may do is never more than this role may. */
  role: Role;
  /** The scopes it may ask for. */
  scopes: Array<ApiScope>;
  /** ACTIVE, or REVOKED once revoked. */
  status: ApiClientStatus;
};

/** An API client with its secret, answered once: when it is created and when its secret is rotated. */
export type ApiClientCredentials = {
  __typename?: 'ApiClientCredentials';
  /** The resource (audience) to ask tokens for, so they are accepted by this API. */
  audience: Scalars['String']['output'];
  /** The API client. */
  client: ApiClient;
  /** The OAuth client ID. */
  clientId: Scalars['String']['output'];
  /** The client secret: shown now and never again. */
  clientSecret: Scalars['String']['output'];
  /** Where tokens are asked for (the identity provider's token endpoint), with grant_type=client_credentials. */
  tokenEndpoint: Scalars['String']['output'];
};

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

/** Approving a join request (spec 02 section 3, approval form). */
export type ApproveJoinRequestInput = {
  /** The requester's first name. */
  firstName: Scalars['String']['input'];
  /** The join request's id. */
  joinRequestId: Scalars['ID']['input'];
  /** The requester's last name. */
  lastName: Scalars['String']['input'];
  /** The requester's mobile phone number, optional (at least 10 characters). */
  mobilePhoneNumber?: InputMaybe<Scalars['String']['input']>;
  /** The requester's phone number, optional (at least 10 characters). */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  /** The role the requester will hold. */
  roleId: Scalars['ID']['input'];
  /** The requester's title, optional. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Spec 01 section 3, Business metrics. */
export type BusinessMetrics = {
  __typename?: 'BusinessMetrics';
  /** Annual recurring revenue growth, year over year, in percent. */
  annualRecurringRevenueYearOverYearGrowth?: Maybe<Scalars['Float']['output']>;
  /**
   * Current annual recurring revenue.
   * @deprecated Use currentAnnualRecurringRevenueMoney.
   */
  currentAnnualRecurringRevenue?: Maybe<Scalars['Float']['output']>;
  /** Current annual recurring revenue, exact, in the company's transaction currency. */
  currentAnnualRecurringRevenueMoney?: Maybe<Money>;
  /** Whether the company currently has liens; null until answered. */
  currentlyHasLiens?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the company currently has loans; null until answered. */
  currentlyHasLoans?: Maybe<Scalars['Boolean']['output']>;
  /** The company's id (the seller id). */
  id: Scalars['ID']['output'];
  /**
   * Revenue of the last 12 months.
   * @deprecated Use lastTwelveMonthsRevenuesMoney.
   */
  lastTwelveMonthsRevenues?: Maybe<Scalars['Float']['output']>;
  /** Revenue of the last 12 months, exact, in the company's transaction currency. */
  lastTwelveMonthsRevenuesMoney?: Maybe<Money>;
  /**
   * Latest cash balance.
   * @deprecated Use latestCashBalanceMoney.
   */
  latestCashBalance?: Maybe<Scalars['Float']['output']>;
  /** Latest cash balance, exact, in the company's transaction currency. */
  latestCashBalanceMoney?: Maybe<Money>;
  /** The liens, when it has some. */
  liensComment?: Maybe<Scalars['String']['output']>;
  /** The loans, when it has some. */
  loansComment?: Maybe<Scalars['String']['output']>;
  /**
   * Monthly cash burn.
   * @deprecated Use monthlyCashBurnMoney.
   */
  monthlyCashBurn?: Maybe<Scalars['Float']['output']>;
  /** Monthly cash burn, exact, in the company's transaction currency. */
  monthlyCashBurnMoney?: Maybe<Money>;
};

/** The business metrics form (spec 01 section 5). */
export type BusinessMetricsInput = {
  /** ARR growth year over year, in percent. */
  annualRecurringRevenueYearOverYearGrowth?: InputMaybe<Scalars['Float']['input']>;
  /** Current annual recurring revenue. */
  currentAnnualRecurringRevenue?: InputMaybe<Scalars['Float']['input']>;
  /** Whether the company has liens. */
  currentlyHasLiens?: InputMaybe<Scalars['Boolean']['input']>;
  /** Whether the company has loans. */
  currentlyHasLoans?: InputMaybe<Scalars['Boolean']['input']>;
  /** Revenue of the last 12 months. */
  lastTwelveMonthsRevenues?: InputMaybe<Scalars['Float']['input']>;
  /** Latest cash balance. */
  latestCashBalance?: InputMaybe<Scalars['Float']['input']>;
  /** The liens (required on yes, cleared on no). */
  liensComment?: InputMaybe<Scalars['String']['input']>;
  /** The loans (required on yes, cleared on no). */
  loansComment?: InputMaybe<Scalars['String']['input']>;
  /** Monthly cash burn. */
  monthlyCashBurn?: InputMaybe<Scalars['Float']['input']>;
};

/** A cash advance with its offers (spec 01 section 3, Cash advance detail). */
export type CashAdvance = {
  __typename?: 'CashAdvance';
  /** The day it was paid (yyyy-MM-dd). */
  advanceDate: Scalars['String']['output'];
  /** The advance's id. */
  id: Scalars['ID']['output'];
  /** The offers it paid out. */
  offerCashAdvances: Array<OfferCashAdvance>;
};

/** A cash advance in Advance History (spec 01 section 3, Cash advance summary). */
export type CashAdvanceSummary = {
  __typename?: 'CashAdvanceSummary';
  /** The day it was paid (yyyy-MM-dd). */
  advanceDate: Scalars['String']['output'];
  /** The advance's id. */
  id: Scalars['ID']['output'];
  /**
   * What it paid the seller in all.
   * @deprecated Use totalMoney.
   */
  total: Scalars['Float']['output'];
  /** Exact, with its currency: what it paid the seller in all. */
  totalMoney: Money;
};

/** One page of the seller's cash advances. */
export type CashAdvanceSummaryPage = {
  __typename?: 'CashAdvanceSummaryPage';
  /** The cash advances of this page, newest first. */
  items: Array<CashAdvanceSummary>;
  /** Where this page is. */
  pageInfo: PageInfo;
};

/** The payments still to come in one month. */
export type CashToComeMonth = {
  __typename?: 'CashToComeMonth';
  /**
   * What they add up to.
   * @deprecated Use amountMoney.
   */
  amount: Scalars['Float']['output'];
  /** Exact, with its currency: what they add up to. */
  amountMoney: Money;
  /** The month the payments are due (yyyy-MM). */
  month: Scalars['String']['output'];
  /** How many offers they belong to (the report's rows for this bar). */
  offersCount: Scalars['Int']['output'];
  /** How many payments. */
  paymentsCount: Scalars['Int']['output'];
};

/** The address a company chose in the address typeahead. */
export type CompanyAddress = {
  __typename?: 'CompanyAddress';
  /** The building number. */
  addressNumber?: Maybe<Scalars['String']['output']>;
  /** ISO 3166-1 alpha-3 country code. */
  country?: Maybe<Scalars['String']['output']>;
  /** True for an address outside the USA. */
  isInternational: Scalars['Boolean']['output'];
  /** The whole address on one line. */
  label?: Maybe<Scalars['String']['output']>;
  /** The city or town. */
  municipality?: Maybe<Scalars['String']['output']>;
  /** The neighborhood. */
  neighborhood?: Maybe<Scalars['String']['output']>;
  /** The postal code. */
  postalCode?: Maybe<Scalars['String']['output']>;
  /** The state, province or region. */
  region?: Maybe<Scalars['String']['output']>;
  /** The street. */
  street?: Maybe<Scalars['String']['output']>;
  /** The county or district. */
  subRegion?: Maybe<Scalars['String']['output']>;
};

/** The address chosen in the typeahead, as the company details form sends it. */
export type CompanyAddressInput = {
  /** The building number. */
  addressNumber?: InputMaybe<Scalars['String']['input']>;
  /** ISO 3166-1 alpha-3 country code. */
  country?: InputMaybe<Scalars['String']['input']>;
  /** True for an address outside the USA. */
  isInternational?: InputMaybe<Scalars['Boolean']['input']>;
  /** The whole address on one line. */
  label?: InputMaybe<Scalars['String']['input']>;
  /** The city or town. */
  municipality?: InputMaybe<Scalars['String']['input']>;
  /** The neighborhood. */
  neighborhood?: InputMaybe<Scalars['String']['input']>;
  /** The postal code. */
  postalCode?: InputMaybe<Scalars['String']['input']>;
  /** The state, province or region. */
  region?: InputMaybe<Scalars['String']['input']>;
  /** The street. */
  street?: InputMaybe<Scalars['String']['input']>;
  /** The county or district. */
  subRegion?: InputMaybe<Scalars['String']['input']>;
};

/** Spec 01 section 3, Seller: the company details form's fields as stored. */
export type CompanyDetails = {
  __typename?: 'CompanyDetails';
  /** The company's address; null until chosen. */
  address?: Maybe<CompanyAddress>;
  /** The business entity type (domestic companies). */
  businessEntityTypeId?: Maybe<Scalars['ID']['output']>;
  /** How the company earns its revenue. */
  businessModelId?: Maybe<Scalars['ID']['output']>;
  /** The company size code, A (self-employed) to I (10,001+ employees). */
  companySize?: Maybe<Scalars['String']['output']>;
  /** The country of incorporation: USA for a domestic company. */
  countryIncorporatedId?: Maybe<Scalars['ID']['output']>;
  /**
   * How much financing the company would like, in its currency.
   * @deprecated Use desiredFundingAmountMoney.
   */
  desiredFundingAmount?: Maybe<Scalars['Float']['output']>;
  /** How much financing the company would like, exact, in the company's transaction currency. */
  desiredFundingAmountMoney?: Maybe<Money>;
  /** The EIN (XX-XXXXXXX) of a domestic company, the company identification number of an international one. */
  ein?: Maybe<Scalars['String']['output']>;
  /** The company's id (the seller id). */
  id: Scalars['ID']['output'];
  /** The NAICS industry sector. */
  industrySectorId?: Maybe<Scalars['ID']['output']>;
  /** True for a company outside the USA. */
  isInternational: Scalars['Boolean']['output'];
  /** The company name (at most 50 characters). */
  name: Scalars['String']['output'];
  /** The state of incorporation, a US state code (domestic companies). */
  stateIncorporated?: Maybe<Scalars['String']['output']>;
  /** The currency the company transacts in. */
  transactionCurrencyId?: Maybe<Scalars['ID']['output']>;
  /** The company's website. */
  websiteUrl?: Maybe<Scalars['String']['output']>;
};

/** The company details form (spec 01 section 5); checked with its rules, domestic or international. */
export type CompanyDetailsInput = {
  /** The address chosen in the typeahead. */
  address?: InputMaybe<CompanyAddressInput>;
  /** Business entity type (domestic). */
  businessEntityTypeId?: InputMaybe<Scalars['String']['input']>;
  /** Business model. */
  businessModelId?: InputMaybe<Scalars['String']['input']>;
  /** Company size code A to I. */
  companySize?: InputMaybe<Scalars['String']['input']>;
  /** Country of incorporation (international). */
  countryIncorporatedId?: InputMaybe<Scalars['String']['input']>;
  /** Desired funding amount (optional). */
  desiredFundingAmount?: InputMaybe<Scalars['Float']['input']>;
  /** EIN (domestic) or company identification number (international). */
  ein?: InputMaybe<Scalars['String']['input']>;
  /** Industry sector (optional). */
  industrySectorId?: InputMaybe<Scalars['String']['input']>;
  /** True for a company outside the USA. */
  isInternational: Scalars['Boolean']['input'];
  /** The company name. */
  name: Scalars['String']['input'];
  /** State of incorporation (domestic). */
  stateIncorporated?: InputMaybe<Scalars['String']['input']>;
  /** Transaction currency. */
  transactionCurrencyId?: InputMaybe<Scalars['String']['input']>;
  /** Website URL. */
  websiteUrl?: InputMaybe<Scalars['String']['input']>;
};

/** The Company Overview tab's data (spec 01 section 3, Seller onboarding payload). */
export type CompanyProfile = {
  __typename?: 'CompanyProfile';
  /** US business entity types (domestic companies). */
  businessEntityTypes: Array<ReferenceItem>;
  /** The business metrics. */
  businessMetrics: BusinessMetrics;
  /** How the company earns its revenue. */
  businessModels: Array<ReferenceItem>;
  /** ISO 3166-1 countries by alpha-3 code. */
  countries: Array<ReferenceItem>;
  /** ISO 4217 currencies by code. */
  currencies: Array<ReferenceItem>;
  /** The company details. */
  details: CompanyDetails;
  /** The company's id (the seller id). */
  id: Scalars['ID']['output'];
  /** NAICS industry sectors. */
  industrySectors: Array<ReferenceItem>;
};

/** An exception the company asked for. */
export type ConnectionException = {
  __typename?: 'ConnectionException';
  /** The reason given. */
  exemptionReasonId: Scalars['ID']['output'];
  /** The exception's id. */
  id: Scalars['ID']['output'];
  /** Which connection it stands in for. */
  source: ExceptionSource;
};

/** The request-exception form (spec 01 section 5). */
export type ConnectionExceptionInput = {
  /** Comments, at most 2000 characters. */
  comments: Scalars['String']['input'];
  /** The reason's id (ExemptionReason.id). */
  exceptionReason: Scalars['String']['input'];
  /** The platform or bank that is missing; required for COMPANY_BANK_NOT_AVAILABLE. */
  missingPlatformOrBankName?: InputMaybe<Scalars['String']['input']>;
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
  name: Scalars['String']['input'];
  /** The role it acts as: one of the roles query's ids, at most the creating admin's. */
  roleId: Scalars['ID']['input'];
  /** The scopes it may ask for (at least one). */
  scopes: Array<ApiScope>;
};

/** The create form (spec 02 section 3, Offer form and create payload). */
export type CreateOfferInput = {
  /** The customer. */
  accountId?: InputMaybe<Scalars['ID']['input']>;
  /** Billing frequency (annual for a standard term, upfront for any other). */
  directBillingFrequency?: InputMaybe<PaymentFrequency>;
  /** Payment terms (default NET_30). */
  directPaymentTerms?: InputMaybe<Scalars['String']['input']>;
  /** When the offer expires (an instant in the customer's window). */
  expiration?: InputMaybe<Scalars['DateTime']['input']>;
  /** The CRM opportunity's External ID (required with salesforceEnabled). */
  externalReferenceId?: InputMaybe<Scalars['String']['input']>;
  /** Contracts to attach, at most 10: the fileIds the gateway's POST /offer-files/files answers (multipart file, the same bearer token; README, offer files). */
  fileIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** The line items. */
  lineItems: Array<OfferLineItemInput>;
  /** The custom message to the customer. */
  messageToAccount?: InputMaybe<Scalars['String']['input']>;
  /** The monthly budget of the reverse calculator. */
  monthlyPayment?: InputMaybe<Scalars['Float']['input']>;
  /** The offer term. */
  offerTermId?: InputMaybe<Scalars['ID']['input']>;
  /** QUOTE (default) or INVOICE, as the seller is authorized. */
  offerType?: OfferType;
  /** The parent of an add-on. */
  parentOfferId?: InputMaybe<Scalars['ID']['input']>;
  /** The sales package. */
  salesPackageId?: InputMaybe<Scalars['ID']['input']>;
  /** The term start date, yyyy-MM-dd. */
  termStartDate?: InputMaybe<Scalars['String']['input']>;
};

/** The answer of a create (spec 02 section 7: manualReviewRequired). */
export type CreatedOffer = {
  __typename?: 'CreatedOffer';
  /** The new offer's id. */
  id: Scalars['ID']['output'];
  /** Whether the provider reviews the offer by hand (the manual-review dialog). */
  manualReviewRequired: Scalars['Boolean']['output'];
  /** Pending Review or Ready. */
  stage: OfferStage;
};

/** A company as the credit bureau knows it (spec 02 section 3, Credit bureau match). */
export type CreditBureauMatch = {
  __typename?: 'CreditBureauMatch';
  /** The company's address on one line. */
  address: Scalars['String']['output'];
  /** The company's EIN, XX-XXXXXXX. */
  ein: Scalars['String']['output'];
  /** The bureau's business identification number, which createAccount takes. */
  experianBin: Scalars['String']['output'];
  /** The company's legal name. */
  name: Scalars['String']['output'];
};

/** A seller's customer account (spec 02 section 3, Customer account). */
export type Customer = {
  __typename?: 'Customer';
  /** The primary contact; null for a customer without contacts. */
  accountContact?: Maybe<PrimaryAccountContact>;
  /** Where the customer is. */
  address: AccountAddress;
  /** When the customer was added. */
  createdDate: Scalars['DateTime']['output'];
  /** The Employer Identification Number, XX-XXXXXXX; null when the seller had none. */
  ein?: Maybe<Scalars['String']['output']>;
  /** The account's id. */
  id: Scalars['ID']['output'];
  /** Whether the customer is behind on existing payments (then ineligible for offers). */
  isAccountDelinquent: Scalars['Boolean']['output'];
  /** The customer's legal business name. */
  name: Scalars['String']['output'];
};

/** A page of customers. */
export type CustomerPage = {
  __typename?: 'CustomerPage';
  /** The customers of this page. */
  items: Array<Customer>;
  /** Where this page is. */
  pageInfo: PageInfo;
};

/** What the customer page shows (spec 02 section 2, Customer page). */
export type CustomerProfile = {
  __typename?: 'CustomerProfile';
  /** The customer's contacts, the primary one first. */
  contacts: Array<AccountContact>;
  /** The account. */
  customer: Customer;
  /** The customer's id. */
  id: Scalars['ID']['output'];
  /** How many of the customer's offers the caller sees (an account executive: those they own). */
  offersCount: Scalars['Int']['output'];
};

/** What was done to a file or a folder. */
export type DataRoomAction =
  /** The file or folder was deleted. */
  | 'DELETED'
  /** The file was downloaded, alone or in a zip. */
  | 'DOWNLOADED'
  /** The file or folder was moved into another folder. */
  | 'MOVED'
  /** The file or folder was renamed. */
  | 'RENAMED'
  /** The file was uploaded (or replaced). */
  | 'UPLOADED'
  /** The file was opened in the browser's preview. */
  | 'VIEWED';

/** One line of a data room's activity list. */
export type DataRoomActivity = {
  __typename?: 'DataRoomActivity';
  /** What was done. */
  action: DataRoomAction;
  /** Who did it (full name); null when that user is gone. */
  actor?: Maybe<Scalars['String']['output']>;
  /** The file's (or folder's) id, a deleted one's too. */
  fileId: Scalars['ID']['output'];
  /** The file's (or folder's) name when it happened, after a rename. */
  fileName: Scalars['String']['output'];
  /** The line's id. */
  id: Scalars['ID']['output'];
  /** Whether it was done to a file or a folder. */
  objectType: DataRoomObjectType;
  /** When it happened. */
  occurredAt: Scalars['DateTime']['output'];
  /** RENAMED: the name before; MOVED: the path of the folder it left ("/" for the root); otherwise null. */
  previous?: Maybe<Scalars['String']['output']>;
};

/** One page of the activity list. */
export type DataRoomActivityPage = {
  __typename?: 'DataRoomActivityPage';
  /** The lines of this page, newest first. */
  items: Array<DataRoomActivity>;
  /** Where this page is in the list. */
  pageInfo: PageInfo;
};

/** What a file is (spec 02 section 3, File types). */
export type DataRoomFileType =
  /** A financing summary. */
  | 'FINANCING_SUMMARY'
  /** A master services agreement. */
  | 'MSA'
  /** An order form. */
  | 'ORDER_FORM'
  /** Anything else. */
  | 'OTHER'
  /** A personal guaranty. */
  | 'PERSONAL_GUARANTY'
  /** A statement of work. */
  | 'SOW';

/** A folder of a seller's data room (spec 02 section 3, Folder). */
export type DataRoomFolder = {
  __typename?: 'DataRoomFolder';
  /** The folders above it, from the root (empty name) down to its parent. */
  ancestors: Array<DataRoomFolderRef>;
  /**
   * Everything directly in it, folders first, each group by name (the older page lists a folder whole).
   * @deprecated Use contentsPage.
   */
  contents: Array<DataRoomObject>;
  /** One page of what is directly in it, folders first, each group by name (as Query.dataRoom pages it). */
  contentsPage: DataRoomObjectPage;
  /** How many files are directly in it. */
  filesCount: Scalars['Int']['output'];
  /** What it holds at any depth; null when the provider does not say. */
  holds?: Maybe<DataRoomFolderHolds>;
  /** The folder's id. */
  id: Scalars['ID']['output'];
  /** When a file directly in it was last uploaded; null without files. */
  lastUploadDate?: Maybe<Scalars['DateTime']['output']>;
  /** The folder's name; the root's is empty. */
  name: Scalars['String']['output'];
};

/** A folder of a seller's data room (spec 02 section 3, Folder). */
export type DataRoomFolderContentsPageArgs = {
  page?: Scalars['Int']['input'];
  size?: Scalars['Int']['input'];
};

/** What a folder holds at any depth. */
export type DataRoomFolderHolds = {
  __typename?: 'DataRoomFolderHolds';
  /** How many files, in it and in the folders inside it. */
  files: Scalars['Int']['output'];
  /** How many folders inside it, at any depth. */
  folders: Scalars['Int']['output'];
};

/** What a folder holds at any depth, as a folder's delete confirms it. */
export type DataRoomFolderHoldsInput = {
  /** How many files, in it and in the folders inside it. */
  files: Scalars['Int']['input'];
  /** How many folders inside it, at any depth. */
  folders: Scalars['Int']['input'];
};

/** What Add Folder sends (spec 02 section 5). */
export type DataRoomFolderInput = {
  /** Letters, digits, spaces, _ and -; no leading space; at most 128 characters. */
  name: Scalars['String']['input'];
};

/** A folder and where it is, for choosing where something goes. */
export type DataRoomFolderPath = {
  __typename?: 'DataRoomFolderPath';
  /** The folder's id. */
  id: Scalars['ID']['output'];
  /** Its path from the root, as /Legal/2024; "/" for the root. */
  path: Scalars['String']['output'];
};

/** A folder's id and name, for breadcrumbs. */
export type DataRoomFolderRef = {
  __typename?: 'DataRoomFolderRef';
  /** The folder's id. */
  id: Scalars['ID']['output'];
  /** The folder's name; the root's is empty. */
  name: Scalars['String']['output'];
};

/** A folder or a file in a folder's listing; file fields are null for folders and folder fields for files. */
export type DataRoomObject = {
  __typename?: 'DataRoomObject';
  /** Who created it (full name). */
  createdBy?: Maybe<Scalars['String']['output']>;
  /** When it was created. */
  createdDate?: Maybe<Scalars['DateTime']['output']>;
  /** A file's extension, lower case, without the dot. */
  extension?: Maybe<Scalars['String']['output']>;
  /** How many files are directly in the folder. */
  filesCount?: Maybe<Scalars['Int']['output']>;
  /** The file's or folder's id. */
  id: Scalars['ID']['output'];
  /** True for a file that can be neither deleted nor replaced (a signed document). */
  immutable: Scalars['Boolean']['output'];
  /** When a file directly in the folder was last uploaded. */
  lastUploadDate?: Maybe<Scalars['DateTime']['output']>;
  /** The file's or folder's name. */
  name: Scalars['String']['output'];
  /** File or folder. */
  objectType: DataRoomObjectType;
  /** The requested document a file is marked as; null for folders and unmarked files. */
  requestedDocument?: Maybe<RequestedDocumentKey>;
  /** A file's size in bytes. */
  size?: Maybe<Scalars['Int']['output']>;
  /** A file's type. */
  type?: Maybe<DataRoomFileType>;
  /** Who uploaded the file (full name). */
  uploadedBy?: Maybe<Scalars['String']['output']>;
  /** When the file was uploaded. */
  uploadedDate?: Maybe<Scalars['DateTime']['output']>;
};

/** One page of a folder's listing. */
export type DataRoomObjectPage = {
  __typename?: 'DataRoomObjectPage';
  /** The folders and files of this page. */
  items: Array<DataRoomObject>;
  /** Where this page is in the listing. */
  pageInfo: PageInfo;
};

/** Whether a data room entry is a file or a folder (spec 02 section 3). */
export type DataRoomObjectType =
  /** A file. */
  | 'FILE'
  /** A folder. */
  | 'FOLDER';

/** A line item of an offer to duplicate. */
export type DuplicatedLineItem = {
  __typename?: 'DuplicatedLineItem';
  /**
   * The amount, in dollars.
   * @deprecated Use amountMoney.
   */
  amount: Scalars['Float']['output'];
  /** Exact, with its currency: the amount, in dollars. */
  amountMoney: Money;
  /** The pricing group. */
  pricingGroupId: Scalars['ID']['output'];
  /** The pricing group's name. */
  pricingGroupName: Scalars['String']['output'];
};

/** Spec 02 section 3, Email-verification active link. */
export type EmailVerificationLink = {
  __typename?: 'EmailVerificationLink';
  /** The link's id: its code, and what resendVerificationEmail replaces. */
  id: Scalars['ID']['output'];
};

/** The connection kinds an exception can be asked for. */
export type ExceptionSource =
  /** An accounting system cannot be connected. */
  | 'ACCOUNTING'
  /** A bank cannot be connected. */
  | 'BANKING';

/** Spec 01 section 3, Exemption reason. */
export type ExemptionReason = {
  __typename?: 'ExemptionReason';
  /** The connection kind it applies to; null for a value this schema does not list yet. */
  appliesTo?: Maybe<ExemptionReasonType>;
  /** The reason's code; COMPANY_BANK_NOT_AVAILABLE needs the missing platform's or bank's name. */
  id: Scalars['ID']['output'];
  /** What the form shows. */
  text: Scalars['String']['output'];
  /**
   * The connection kind it applies to: ACCOUNTING, BANKING or ANY.
   * @deprecated Use appliesTo.
   */
  type: Scalars['String']['output'];
};

/** Which connection an exemption reason applies to. */
export type ExemptionReasonType =
  /** An accounting system's connection. */
  | 'ACCOUNTING'
  /** Either connection. */
  | 'ANY'
  /** A bank's connection. */
  | 'BANKING';

/** A system the company can connect (spec 01 section 3, Integration). */
export type Integration = {
  __typename?: 'Integration';
  /** True for the desktop accounting software, connected through the link widget. */
  isDesktopAccounting: Scalars['Boolean']['output'];
  /** The integration's key, what startConnection takes. */
  key: Scalars['String']['output'];
  /** The system's logo. */
  logoUrl?: Maybe<Scalars['String']['output']>;
  /** The system's name. */
  name: Scalars['String']['output'];
};

/** A connection of the company to a system (spec 01 section 3, Integration connection). */
export type IntegrationConnection = {
  __typename?: 'IntegrationConnection';
  /** The company (or bank) name the system reports; null until linked. */
  companyName?: Maybe<Scalars['String']['output']>;
  /** The connection's id. */
  id: Scalars['ID']['output'];
  /** The system connected. */
  integration: Integration;
  /** The system's link page: starting, or re-authenticating, goes there. */
  linkUrl: Scalars['String']['output'];
  /** The kind of system. */
  sourceType: IntegrationSourceType;
  /** Where the connection stands. */
  status: ConnectionStatus;
};

/** Spec 01 section 3, Connections response. */
export type IntegrationConnections = {
  __typename?: 'IntegrationConnections';
  /** The systems of this kind the company can connect. */
  availableIntegrations: Array<Integration>;
  /** The company's connections of this kind. */
  existingConnections: Array<IntegrationConnection>;
  /** True when the company may connect the same system more than once (banks). */
  multipleConnectionsForTheSameIntegrationAllowed: Scalars['Boolean']['output'];
  /** The kind of system listed. */
  sourceType: IntegrationSourceType;
};

/** The kinds of system a company connects (spec 01 section 9, source types). */
export type IntegrationSourceType =
  /** Accounting systems. */
  | 'ACCOUNTING'
  /** Banks, through the bank-linking provider. */
  | 'BANKING'
  /** Payment platforms. */
  | 'COMMERCE';

/** An invitation (spec 01 section 3, Invitation). */
export type InviteTeamMemberInput = {
  /** The invited person's email address. */
  email: Scalars['String']['input'];
  /** The invited person's first name. */
  recipientFirstName: Scalars['String']['input'];
  /** The invited person's last name. */
  recipientLastName: Scalars['String']['input'];
  /** The role they will hold. */
  roleId: Scalars['ID']['input'];
};

/** A user's request to join the caller's seller (spec 02 section 3). */
export type JoinRequest = {
  __typename?: 'JoinRequest';
  /** The requester's email address. */
  email: Scalars['String']['output'];
  /** The requester's first name, when they gave one. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** The requester's name, or their email when they gave none. */
  fullName: Scalars['String']['output'];
  /** The join request's id. */
  id: Scalars['ID']['output'];
  /** The requester's last name, when they gave one. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** Where the request stands. */
  status: JoinRequestStatus;
};

/** One page of the join requests waiting for the organization owner. */
export type JoinRequestPage = {
  __typename?: 'JoinRequestPage';
  /** The join requests of this page. */
  items: Array<JoinRequest>;
  /** Where this page is. */
  pageInfo: PageInfo;
};

/** Where a join request stands (spec 02 section 3). */
export type JoinRequestStatus =
  /** Approved: the requester belongs to the company. */
  | 'APPROVED'
  /** Waiting for the organization owner. */
  | 'PENDING'
  /** Declined by the organization owner (it can still be approved). */
  | 'REJECTED';

/** A join request, as its requester sees it. */
export type JoinRequestSummary = {
  __typename?: 'JoinRequestSummary';
  /** The join request's id. */
  id: Scalars['ID']['output'];
  /** Where it stands. */
  status: JoinRequestStatus;
};

/** An amount of money, exact: a decimal string and its currency. Every Float amount has a Money field beside it, named as the amount with Money after it (paymentAmount, paymentAmountMoney). */
export type Money = {
  __typename?: 'Money';
  /** The amount as an exact decimal: digits with an optional leading minus and at most one point, no exponent, no trailing zeros after the point (1234.5, 0.3, -12); at most 15 significant digits. Read it with a decimal type, not a float. */
  amount: Scalars['String']['output'];
  /** The currency, an ISO 4217 code: USD, but for a company's own figures (its details and metrics), which are in its transaction currency (USD until it chooses one). */
  currency: Scalars['String']['output'];
};

/** Each domain extends Mutation with its own operations. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Admits the requester to the caller's seller with the chosen role; the organization owner only. */
  approveJoinRequest: JoinRequest;
  /** Cancels a committed offer before any payment (canCancelBeforePayment); after one the customer must email support. */
  cancelOffer: Offer;
  /** Gives an offer to another member who may own offers. Admins only. */
  changeOfferOwner: Offer;
  /** Creates the customer with its contact as primary contact, with the credit-bureau match chosen in step 2 (none when none was found). */
  createAccount: Customer;
  /** Adds a contact to a customer; with isPrimary (or as its first contact) it becomes the primary one. The seller's phoneNumberRequiredForAccountContacts asks for a phone or a mobile number. */
  createAccountContact: AccountContact;
  /**
   * Creates an API client of the caller's seller: it is registered at the identity provider (OpenID Connect Dynamic
   * Client Registration, RFC 7591) for the client-credentials grant, acts with the chosen role and may use only the
   * chosen scopes. Its secret is in the answer and never again. Admins only; an API client needs the company:write scope.
   */
  createApiClient: ApiClientCredentials;
  /** Adds a folder (spec 02 section 5 name rules); a name the parent has already (any case) answers CONFLICT. */
  createDataRoomFolder: DataRoomFolder;
  /** Asks to join the company that owns the user's email domain (when none exists yet). */
  createJoinRequest: JoinRequestSummary;
  /**
   * Creates an offer (spec 02 sections 3 to 5). The same idempotencyKey with the same input answers the offer the first
   * call made (a double click, a retry, a second tab); with another input it is a CONFLICT. A provider 409 about the
   * recipient's email is a CONFLICT too.
   */
  createOffer: CreatedOffer;
  /**
   * Registers an HTTPS endpoint of the caller's seller for the chosen events: the provider POSTs each event to it,
   * signed per the Standard Webhooks specification. Its signing secret is in the answer and never again. Admins only;
   * an API client needs the company:write scope.
   */
  createWebhookEndpoint: WebhookEndpointSecret;
  /** Deletes a file; an immutable file answers FORBIDDEN, another seller's NOT_FOUND. Answers the deleted file's id. */
  deleteDataRoomFile: Scalars['ID']['output'];
  /** Deletes a folder and everything in it. One that holds anything is deleted only when holds says what it holds now (as the person confirmed it), else CONFLICT naming it; one holding a signed file answers CONFLICT naming it. Answers the deleted folder's id. */
  deleteDataRoomFolder: Scalars['ID']['output'];
  /** Deletes an endpoint and its delivery log; answers its id. Admins only. */
  deleteWebhookEndpoint: Scalars['ID']['output'];
  /** Disables an offer the customer has not committed to (canDisableOffer): the customer can no longer use it. */
  disableOffer: Offer;
  /**
   * Disables each of the offers as disableOffer does, 4 at a time, and answers what became of each (one refused does
   * not stop the others). For those who act on offers; an account executive only on their own offers.
   */
  disableOffers: Array<OfferActionResult>;
  /** ACTIVE to DISABLED; admins only, never oneself or the organization owner. */
  disableTeamMember: TeamMember;
  /** Disables an endpoint: its deliveries wait, unsent, until it is enabled. Admins only. */
  disableWebhookEndpoint: WebhookEndpoint;
  /** Disconnects a Linked connection (it becomes Unlinked). Another company's connection answers NOT_FOUND. */
  disconnectConnection: IntegrationConnection;
  /** DISABLED to ACTIVE; admins only, never oneself or the organization owner. */
  enableTeamMember: TeamMember;
  /**
   * Enables an endpoint (one disabled after repeated failure, or by an admin): deliveries waiting for it are sent again
   * at once. Admins only.
   */
  enableWebhookEndpoint: WebhookEndpoint;
  /** Invites a new member by email with one role; admins only. An email already on this seller's team answers CONFLICT; any other email is invited alike, whether or not it has an account with another seller. */
  inviteTeamMember: TeamMember;
  /** Links the pending second identity to the signed-in user; answers where the identity provider continues. */
  linkAccounts: AccountLinkResult;
  /** Makes a contact the customer's primary (default) contact; the previous one stops being primary in the same change. */
  makePrimaryAccountContact: AccountContact;
  /** Marks every unread notification of the caller read; answers how many changed. */
  markAllNotificationsRead: Scalars['Int']['output'];
  /** Marks an invited user as having accepted the invitation (after their first signed-in load). */
  markInviteAccepted: Scalars['Boolean']['output'];
  /** Marks one of the caller's notifications read (it stays in the feed); another user's id answers NOT_FOUND. */
  markNotificationRead: Notification;
  /** Moves a file into another folder; a signed file answers FORBIDDEN, a same-name file there CONFLICT. */
  moveDataRoomFile: DataRoomObject;
  /** Moves a folder with everything in it into another folder; never into itself or a folder inside it (BAD_USER_INPUT), nor beside a same-name folder (CONFLICT). */
  moveDataRoomFolder: DataRoomFolder;
  /**
   * Delivers an event to its endpoint again now, with a fresh series of retries if that fails; the receiver gets the
   * same webhook-id, so it can tell a redelivery from a new event. Admins only.
   */
  redeliverWebhook: WebhookDelivery;
  /** Creates the signed-in user's company: they become its owner and admin; the company starts onboarding. */
  registerOrganization: RegisteredOrganization;
  /** Makes a new offer from an expired one's deal with a fresh expiration, linked both ways; answers the new offer. */
  reissueOffer: Offer;
  /** Declines a PENDING join request; the organization owner only. */
  rejectJoinRequest: JoinRequest;
  /** Renames a file; the name keeps the file's extension. A signed file answers FORBIDDEN, a same name in its folder CONFLICT. */
  renameDataRoomFile: DataRoomObject;
  /** Renames a folder (spec 02 section 5 name rules); a name its parent has already answers CONFLICT "This folder name already exists."; the root answers FORBIDDEN. */
  renameDataRoomFolder: DataRoomFolder;
  /** Asks for an exception when an accounting system or a bank cannot be connected; it completes that onboarding task. */
  requestConnectionException: ConnectionException;
  /** Sends an INVITED member's invitation again; admins only. */
  resendInvitation: TeamMember;
  /** Replaces the active verification link (its id) with a new one and emails it. */
  resendVerificationEmail: EmailVerificationLink;
  /** Revokes an API client: its next call is refused and it can get no new token. Admins only. */
  revokeApiClient: ApiClient;
  /**
   * Gives an API client a new client ID and secret and ends the old ones at once (tokens of the old ID are refused from
   * the next call). The new secret is in the answer and never again. Admins only.
   */
  rotateApiClientSecret: ApiClientCredentials;
  /**
   * Gives an endpoint a new signing secret. For 24 hours each delivery is signed with the new secret and the previous
   * one, so the receiver can change over without missing an event. The new secret is in the answer and never again.
   * Admins only.
   */
  rotateWebhookEndpointSecret: WebhookEndpointSecret;
  /**
   * Emails the offer's customer link (customerOfferDirectUrl) to its recipient, or forwards it to another contact of the
   * same customer. Ours (docs/adr/019): CONFLICT in words when the provider cannot send links
   * (providerFeatures.offerLinkSending), when the seller does not email links (customerOfferEmailLinkDeliveryEnabled),
   * when forwarding is off (offerForwardingEnabled), when the customer can no longer act on the offer, and when its link
   * was sent less than a minute ago. For those who act on offers; an account executive only on their own.
   */
  sendOfferLink: SendOfferLinkResult;
  /**
   * Emails each offer's customer link to its recipient as sendOfferLink does (every refusal of it applies to each offer,
   * among them a link sent less than a minute ago), 4 at a time, and answers what became of each. For those who act on
   * offers; an account executive only on their own offers.
   */
  sendOfferLinks: Array<OfferActionResult>;
  /** Sends a test event (webhook.test) to one endpoint now; answers its delivery. Admins only. */
  sendTestWebhook: WebhookDelivery;
  /** Emails a new verification link to the signed-in user. */
  sendVerificationEmail: EmailVerificationLink;
  /** Gives a customer whose EIN is missing or invalid its EIN (offers need one). A valid EIN on file cannot be changed (CONFLICT), nor can another customer's EIN be taken (CONFLICT, naming that customer under the ein field). */
  setCustomerEin: Customer;
  /** Marks a file as a requested document, which then counts as provided while the file is there; null takes the mark away. */
  setDataRoomFileRequestedDocument: DataRoomObject;
  /** Ticks a requested document off as provided, or takes the tick back (a matching file counts whatever the tick). */
  setRequestedDocumentProvided: RequestedDocument;
  /** Starts a connection (PendingAuth); the browser then goes to its linkUrl, which returns to returnPath. */
  startConnection: IntegrationConnection;
  /** Starts an export of the filtered offers as CSV. Answers true once the provider took it; the file's id arrives later through the socket event seller-offers-export-completed-response:received, or seller-offers-export-error:received when it fails. */
  startOfferExport: Scalars['Boolean']['output'];
  /** Submits the application: the company moves from onboarding to underwriting. CONFLICT until all five tasks are complete. */
  submitOnboarding: Organization;
  /** Makes an active admin the organization owner; the organization owner only. */
  transferOwnership: OwnershipTransfer;
  /** Changes a contact: only the fields given, and of those only the ones that differ, reach the provider. A primary contact cannot be unset. With loaded, a field someone else changed since the form was opened is refused (CONFLICT, the reason under the field) and nothing is saved. */
  updateAccountContact: AccountContact;
  /** Saves the business metrics form; only the fields that differ reach the provider. */
  updateBusinessMetrics: BusinessMetrics;
  /** Saves the company details form; only the fields that differ from the stored company reach the provider. */
  updateCompanyDetails: CompanyDetails;
  /** Changes an offer's term start date, expiration or payment method (spec 02 section 5): only the fields that differ from the offer reach the provider. */
  updateOffer: Offer;
  /** Turns an offer's renewal on (optionally with 1 to 12 free months) or off, where its renewal state is ALLOW_EDIT. */
  updateOfferRenewal: Offer;
  /** Saves the SaaS metrics form (a blank field is 0); only the fields that differ reach the provider. */
  updateSaasMetrics: SaasMetrics;
  /** Changes a member's names, phone and role: only the fields sent, and of those only the ones that differ, reach the provider. Admins only. */
  updateTeamMember: TeamMember;
  /** Saves the signed-in user's own settings; every member may, whatever their role. */
  updateUserSettings: Viewer;
  /** Changes an endpoint's address, description or events. Admins only. */
  updateWebhookEndpoint: WebhookEndpoint;
  /** Step 1 of account creation: checks the account details and asks the credit bureau for the company (spec 02 section 4, Account validation outcome). */
  validateAccount: AccountValidation;
  /** Consumes a verification code once; a wrong, reused or replaced code is BAD_USER_INPUT. */
  verifyEmail: Scalars['Boolean']['output'];
};

/** Each domain extends Mutation with its own operations. */
export type MutationApproveJoinRequestArgs = {
  input: ApproveJoinRequestInput;
};

/** Each domain extends Mutation with its own operations. */
export type MutationCancelOfferArgs = {
  id: Scalars['ID']['input'];
};

/** Each domain extends Mutation with its own operations. */
export type MutationChangeOfferOwnerArgs = {
  id: Scalars['ID']['input'];
  newOwnerId: Scalars['ID']['input'];
};

/** Each domain extends Mutation with its own operations. */
export type MutationCreateAccountArgs = {
  experianBin?: InputMaybe<Scalars['String']['input']>;
  input: AccountInput;
};

/** Each domain extends Mutation with its own operations. */
export type MutationCreateAccountContactArgs = {
  accountId: Scalars['ID']['input'];
  input: AccountContactInput;
};

/** Each domain extends Mutation with its own operations. */
export type MutationCreateApiClientArgs = {
  input: CreateApiClientInput;
};

/** Each domain extends Mutation with its own operations. */
export type MutationCreateDataRoomFolderArgs = {
  input: DataRoomFolderInput;
  parentId: Scalars['ID']['input'];
};

/** Each domain extends Mutation with its own operations. */
export type MutationCreateOfferArgs = {
  idempotencyKey: Scalars['String']['input'];
  input: CreateOfferInput;
};

/** Each domain extends Mutation with its own operations. */
export type MutationCreateWebhookEndpointArgs = {
  input: WebhookEndpointInput;
};

/** Each domain extends Mutation with its own operations. */
export type MutationDeleteDataRoomFileArgs = {
  id: Scalars['ID']['input'];
};

/** Each domain extends Mutation with its own operations. */
export type MutationDeleteDataRoomFolderArgs = {
  holds?: InputMaybe<DataRoomFolderHoldsInput>;
  id: Scalars['ID']['input'];
};

/** Each domain extends Mutation with its own operations. */
export type MutationDeleteWebhookEndpointArgs = {
  id: Scalars['ID']['input'];
};

/** Each domain extends Mutation with its own operations. */
export type MutationDisableOfferArgs = {
  id: Scalars['ID']['input'];
};

/** Each domain extends Mutation with its own operations. */
export type MutationDisableOffersArgs = {
  ids: Array<Scalars['ID']['input']>;
};

/** Each domain extends Mutation with its own operations. */
export type MutationDisableTeamMemberArgs = {
  id: Scalars['ID']['input'];
};

/** Each domain extends Mutation with its own operations. */
export type MutationDisableWebhookEndpointArgs = {
  id: Scalars['ID']['input'];
};

/** Each domain extends Mutation with its own operations. */
export type MutationDisconnectConnectionArgs = {
  id: Scalars['ID']['input'];
};

/** Each domain extends Mutation with its own operations. */
export type MutationEnableTeamMemberArgs = {
  id: Scalars['ID']['input'];
};

/** Each domain extends Mutation with its own operations. */
export type MutationEnableWebhookEndpointArgs = {
  id: Scalars['ID']['input'];
};

/** Each domain extends Mutation with its own operations. */
export type MutationInviteTeamMemberArgs = {
  input: InviteTeamMemberInput;
};

/** Each domain extends Mutation with its own operations. */
export type MutationLinkAccountsArgs = {
  sessionToken: Scalars['String']['input'];
};

/** Each domain extends Mutation with its own operations. */
export type MutationMakePrimaryAccountContactArgs = {
  accountId: Scalars['ID']['input'];
  contactId: Scalars['ID']['input'];
};

/** Each domain extends Mutation with its own operations. */
export type MutationMarkNotificationReadArgs = {
  id: Scalars['ID']['input'];
};

/** Each domain extends Mutation with its own operations. */
export type MutationMoveDataRoomFileArgs = {
  folderId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};

/** Each domain extends Mutation with its own operations. */
export type MutationMoveDataRoomFolderArgs = {
  id: Scalars['ID']['input'];
  parentId: Scalars['ID']['input'];
};

/** Each domain extends Mutation with its own operations. */
export type MutationRedeliverWebhookArgs = {
  deliveryId: Scalars['ID']['input'];
  endpointId: Scalars['ID']['input'];
};

/** Each domain extends Mutation with its own operations. */
export type MutationRegisterOrganizationArgs = {
  input: RegistrationInput;
};

/** Each domain extends Mutation with its own operations. */
export type MutationReissueOfferArgs = {
  id: Scalars['ID']['input'];
};

/** Each domain extends Mutation with its own operations. */
export type MutationRejectJoinRequestArgs = {
  id: Scalars['ID']['input'];
};

/** Each domain extends Mutation with its own operations. */
export type MutationRenameDataRoomFileArgs = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};

/** Each domain extends Mutation with its own operations. */
export type MutationRenameDataRoomFolderArgs = {
  id: Scalars['ID']['input'];
  input: DataRoomFolderInput;
};

/** Each domain extends Mutation with its own operations. */
export type MutationRequestConnectionExceptionArgs = {
  input: ConnectionExceptionInput;
};

/** Each domain extends Mutation with its own operations. */
export type MutationResendInvitationArgs = {
  userId: Scalars['ID']['input'];
};

/** Each domain extends Mutation with its own operations. */
export type MutationResendVerificationEmailArgs = {
  code: Scalars['String']['input'];
};

/** Each domain extends Mutation with its own operations. */
export type MutationRevokeApiClientArgs = {
  id: Scalars['ID']['input'];
};

/** Each domain extends Mutation with its own operations. */
export type MutationRotateApiClientSecretArgs = {
  id: Scalars['ID']['input'];
};

/** Each domain extends Mutation with its own operations. */
export type MutationRotateWebhookEndpointSecretArgs = {
  id: Scalars['ID']['input'];
};

/** Each domain extends Mutation with its own operations. */
export type MutationSendOfferLinkArgs = {
  offerId: Scalars['ID']['input'];
  recipientContactId?: InputMaybe<Scalars['ID']['input']>;
};

/** Each domain extends Mutation with its own operations. */
export type MutationSendOfferLinksArgs = {
  ids: Array<Scalars['ID']['input']>;
};

/** Each domain extends Mutation with its own operations. */
export type MutationSendTestWebhookArgs = {
  endpointId: Scalars['ID']['input'];
};

/** Each domain extends Mutation with its own operations. */
export type MutationSetCustomerEinArgs = {
  accountId: Scalars['ID']['input'];
  ein: Scalars['String']['input'];
};

/** Each domain extends Mutation with its own operations. */
export type MutationSetDataRoomFileRequestedDocumentArgs = {
  id: Scalars['ID']['input'];
  requestedDocument?: InputMaybe<RequestedDocumentKey>;
};

/** Each domain extends Mutation with its own operations. */
export type MutationSetRequestedDocumentProvidedArgs = {
  key: RequestedDocumentKey;
  provided: Scalars['Boolean']['input'];
};

/** Each domain extends Mutation with its own operations. */
export type MutationStartConnectionArgs = {
  platformKey: Scalars['String']['input'];
  returnPath: Scalars['String']['input'];
};

/** Each domain extends Mutation with its own operations. */
export type MutationStartOfferExportArgs = {
  input: OfferExportInput;
};

/** Each domain extends Mutation with its own operations. */
export type MutationTransferOwnershipArgs = {
  userId: Scalars['ID']['input'];
};

/** Each domain extends Mutation with its own operations. */
export type MutationUpdateAccountContactArgs = {
  accountId: Scalars['ID']['input'];
  contactId: Scalars['ID']['input'];
  input: UpdateAccountContactInput;
  loaded?: InputMaybe<UpdateAccountContactInput>;
};

/** Each domain extends Mutation with its own operations. */
export type MutationUpdateBusinessMetricsArgs = {
  input: BusinessMetricsInput;
  loaded?: InputMaybe<BusinessMetricsInput>;
};

/** Each domain extends Mutation with its own operations. */
export type MutationUpdateCompanyDetailsArgs = {
  input: CompanyDetailsInput;
  loaded?: InputMaybe<CompanyDetailsInput>;
};

/** Each domain extends Mutation with its own operations. */
export type MutationUpdateOfferArgs = {
  id: Scalars['ID']['input'];
  input: UpdateOfferInput;
  loaded?: InputMaybe<UpdateOfferInput>;
};

/** Each domain extends Mutation with its own operations. */
export type MutationUpdateOfferRenewalArgs = {
  id: Scalars['ID']['input'];
  input: OfferRenewalInput;
};

/** Each domain extends Mutation with its own operations. */
export type MutationUpdateSaasMetricsArgs = {
  input: SaasMetricsInput;
  loaded?: InputMaybe<SaasMetricsInput>;
};

/** Each domain extends Mutation with its own operations. */
export type MutationUpdateTeamMemberArgs = {
  id: Scalars['ID']['input'];
  input: UpdateTeamMemberInput;
  loaded?: InputMaybe<UpdateTeamMemberInput>;
};

/** Each domain extends Mutation with its own operations. */
export type MutationUpdateUserSettingsArgs = {
  input: UserSettingsInput;
  loaded?: InputMaybe<UserSettingsInput>;
};

/** Each domain extends Mutation with its own operations. */
export type MutationUpdateWebhookEndpointArgs = {
  id: Scalars['ID']['input'];
  input: WebhookEndpointInput;
  loaded?: InputMaybe<WebhookEndpointInput>;
};

/** Each domain extends Mutation with its own operations. */
export type MutationValidateAccountArgs = {
  input: AccountInput;
};

/** Each domain extends Mutation with its own operations. */
export type MutationVerifyEmailArgs = {
  code: Scalars['String']['input'];
};

/** One thing the provider told the user, kept so the feed survives a reload. */
export type Notification = {
  __typename?: 'Notification';
  /** When the provider sent it. */
  createdAt: Scalars['DateTime']['output'];
  /** The notification's id (the provider's event id). */
  id: Scalars['ID']['output'];
  /** Its text. */
  message?: Maybe<Scalars['String']['output']>;
  /** The offer it is about, if any: its page is /offers/{offerId}/details. */
  offerId?: Maybe<Scalars['ID']['output']>;
  /** Whether the user has marked it read. */
  read: Scalars['Boolean']['output'];
  /** When the user marked it read, if they have. */
  readAt?: Maybe<Scalars['DateTime']['output']>;
  /** Its headline, e.g. Offer accepted. */
  title?: Maybe<Scalars['String']['output']>;
  /** What it is about. */
  type: NotificationType;
};

/** A page of the user's notifications and the number still unread across all pages. */
export type NotificationPage = {
  __typename?: 'NotificationPage';
  /** The notifications of this page, newest first. */
  items: Array<Notification>;
  /** Where this page is among all of them. */
  pageInfo: PageInfo;
  /** How many of the user's notifications are unread, on any page. */
  unreadCount: Scalars['Int']['output'];
};

/** What a notification is about. */
export type NotificationType =
  /** A cash advance was sent to the seller. */
  | 'ADVANCE'
  /** An offer changed, e.g. a customer accepted it. */
  | 'OFFER'
  /** A customer payment succeeded, failed or was disputed. */
  | 'PAYMENT'
  /** A test event sent from the provider's sandbox. */
  | 'TEST'
  /** The provider's underwriting decided on the company. */
  | 'UNDERWRITING';

/** An offer with everything its details page shows (spec 02 section 3, Offer details). */
export type Offer = {
  __typename?: 'Offer';
  /** When the customer accepted it. */
  acceptedDate?: Maybe<Scalars['DateTime']['output']>;
  /** The customer. */
  account: OfferCustomer;
  /** The offer's add-ons, newest first. */
  addOns: OfferPage;
  /** Whether add-ons exist for offers like it (the seller's offerAddOnsEnabled and a complete offer). */
  allowAddOns: Scalars['Boolean']['output'];
  /** Whether an add-on may be made from it now. */
  allowCreateAddOn: Scalars['Boolean']['output'];
  /** Whether the customer may pay by card (ACH or Credit Card) or not (ACH only). */
  allowCreditCardPayments: Scalars['Boolean']['output'];
  /** For an add-on: whether it may be duplicated. */
  allowDuplicateChildOfferAddOns: Scalars['Boolean']['output'];
  /** Whether it may still be canceled here: no payment went through yet. */
  canCancelBeforePayment: Scalars['Boolean']['output'];
  /** Whether the seller may disable it. */
  canDisableOffer: Scalars['Boolean']['output'];
  /** Whether the payment method allowed may still change. */
  canModifyAllowCreditCardPayments: Scalars['Boolean']['output'];
  /** Whether the seller may ask to cancel it (the customer committed). */
  canRequestCancellation: Scalars['Boolean']['output'];
  /**
   * Whether the offer's link may be emailed now (sendOfferLink): the provider can send links, the seller emails them
   * (customerOfferEmailLinkDeliveryEnabled) and the customer's page still lets the customer choose a plan.
   */
  canSendLink: Scalars['Boolean']['output'];
  /** When the offer was made. */
  createdDate: Scalars['DateTime']['output'];
  /** The customer's link to the offer. */
  customerOfferDirectUrl: Scalars['String']['output'];
  /** The plan the customer chose, priced; null before they chose. */
  customerSelectedPricingOption?: Maybe<PricingOption>;
  /**
   * The offer's total (what direct payment costs).
   * @deprecated Use directOfferTotalContractValueMoney.
   */
  directOfferTotalContractValue: Scalars['Float']['output'];
  /** Exact, with its currency: the offer's total (what direct payment costs). */
  directOfferTotalContractValueMoney: Money;
  /** What happened to the offer, newest first. */
  events: OfferEventPage;
  /** When the offer stops being usable. */
  expiration: Scalars['DateTime']['output'];
  /** The seller's external reference (e.g. an opportunity id). */
  externalReferenceId?: Maybe<Scalars['String']['output']>;
  /** The files attached to the offer (at most 10). */
  files: Array<OfferFile>;
  /** The customer's way through the offer: sent, viewed, chose terms, accepted, paid. */
  funnel: Array<OfferFunnelStep>;
  /** Whether the offer has add-ons. */
  hasAddOns: Scalars['Boolean']['output'];
  /** Whether a payment schedule exists. */
  hasPayments: Scalars['Boolean']['output'];
  /** Whether the seller must act on it. */
  hasRequiredActions: Scalars['Boolean']['output'];
  /** The offer's id. */
  id: Scalars['ID']['output'];
  /** Whether the offer is an add-on. */
  isAddOn: Scalars['Boolean']['output'];
  /** When the link was last sent. */
  lastLinkSentDate?: Maybe<Scalars['DateTime']['output']>;
  /** When it last changed. */
  lastModifiedDate: Scalars['DateTime']['output'];
  /** The date of the last payment that went through (yyyy-MM-dd). */
  lastPaymentDate?: Maybe<Scalars['String']['output']>;
  /** The seller's message to the customer. */
  messageToAccount?: Maybe<Scalars['String']['output']>;
  /** The latest settled payment's status, pending before any; null without a schedule. */
  offerPaymentStatus?: Maybe<PaymentStatus>;
  /** Quote or invoice. */
  offerType: OfferType;
  /** Who owns the offer. */
  owner: OfferOwner;
  /**
   * What the payments that went through add up to.
   * @deprecated Use paidPaymentsAmountMoney.
   */
  paidPaymentsAmount: Scalars['Float']['output'];
  /** Exact, with its currency: what the payments that went through add up to. */
  paidPaymentsAmountMoney: Money;
  /** An add-on's parent or a renewal's renewed offer. */
  parentOfferId?: Maybe<Scalars['ID']['output']>;
  /** How the customer pays; null until they gave a method. */
  paymentMethod?: Maybe<PaymentMethod>;
  /**
   * The payment schedule, in order (spec 01 section 3, Payment).
   * @deprecated Use paymentsPage.
   */
  payments: Array<Payment>;
  /** How many payments the schedule has. */
  paymentsCount: Scalars['Int']['output'];
  /** One page of the payment schedule, in order (spec 01 section 3, Payment). */
  paymentsPage: PaymentPage;
  /** Every plan the customer may choose, as the customer's page shows them. */
  pricingOptions: Array<PricingOption>;
  /** The deal's terms as the seller made it. */
  quote: OfferQuote;
  /** The customer contact the offer went to. */
  recipient: OfferRecipient;
  /** How many payments went through. */
  reconciledPaidPaymentsCount: Scalars['Int']['output'];
  /** The expired offer this one was reissued from. */
  reissuedFromOfferId?: Maybe<Scalars['ID']['output']>;
  /** The offer this expired one was reissued as. */
  reissuedToOfferId?: Maybe<Scalars['ID']['output']>;
  /** The offer's renewal. */
  renewal: OfferRenewal;
  /** What the seller must still do. */
  requiredActions: Array<OfferRequiredAction>;
  /** What the seller receives for the offer: its cash advance, paid or expected, with the figures Advance History shows. Null for a caller who does not see Advance History (only admins, executives, finance and sales managers do) and from a provider without it (providerFeatures.offerSellerAdvance). */
  sellerAdvance?: Maybe<OfferSellerAdvance>;
  /** Where the offer is. */
  stage: OfferStage;
  /** The stage as the portal shows it. */
  stageLabel: Scalars['String']['output'];
  /** The kind of deal. */
  subType: OfferSubType;
  /** The kind of deal in words. */
  subTypeLabel: Scalars['String']['output'];
  /** The edit rules and links of the status card. */
  summary: OfferSummary;
  /** The last day of the term (yyyy-MM-dd); null without a start. */
  termEndDate?: Maybe<Scalars['String']['output']>;
  /** The first day of the term (yyyy-MM-dd in the customer's time zone); null until set. */
  termStartDate?: Maybe<Scalars['String']['output']>;
};

/** An offer with everything its details page shows (spec 02 section 3, Offer details). */
export type OfferAddOnsArgs = {
  page?: Scalars['Int']['input'];
  size?: Scalars['Int']['input'];
};

/** An offer with everything its details page shows (spec 02 section 3, Offer details). */
export type OfferEventsArgs = {
  page?: Scalars['Int']['input'];
  size?: Scalars['Int']['input'];
  type?: InputMaybe<OfferEventType>;
};

/** An offer with everything its details page shows (spec 02 section 3, Offer details). */
export type OfferPaymentsPageArgs = {
  page?: Scalars['Int']['input'];
  size?: Scalars['Int']['input'];
};

/** A customer with offers, for the offers list's company filter. */
export type OfferAccount = {
  __typename?: 'OfferAccount';
  /** The customer's id. */
  id: Scalars['ID']['output'];
  /** The customer's name. */
  name: Scalars['String']['output'];
  /** How many of its offers the caller sees. */
  offersCount: Scalars['Int']['output'];
};

/** What one offer's part of a bulk action (disableOffers, sendOfferLinks) did. */
export type OfferActionResult = {
  __typename?: 'OfferActionResult';
  /** What happened, in words: Disabled or Link sent, or why this offer was refused. */
  message: Scalars['String']['output'];
  /** The offer after the action; null when it was refused. */
  offer?: Maybe<Offer>;
  /** The offer's id, as asked. */
  offerId: Scalars['ID']['output'];
  /** Whether the action was done for this offer. */
  ok: Scalars['Boolean']['output'];
};

/** What an add-on starts from and keeps (spec 02 section 3, Add-on metadata). */
export type OfferAddOnMetadata = {
  __typename?: 'OfferAddOnMetadata';
  /** The customer, locked. */
  account: Customer;
  /** The billing frequency, locked. */
  directBillingFrequency: PaymentFrequency;
  /** Payment terms. */
  directPaymentTerms: Scalars['String']['output'];
  /** The last date the add-on may expire on, yyyy-MM-dd (its expiration defaults to 23:59:59.999 of it). */
  maxExpirationDate: Scalars['String']['output'];
  /** The term, locked. */
  offerTermId?: Maybe<Scalars['ID']['output']>;
  /** The parent's sales package. */
  salesPackageId?: Maybe<Scalars['ID']['output']>;
};

/** One offer paid out by a cash advance. */
export type OfferCashAdvance = {
  __typename?: 'OfferCashAdvance';
  /** The customer's name. */
  accountName: Scalars['String']['output'];
  /** The term the customer chose, e.g. 36 Months. */
  customerSelectedOfferTermLabel: Scalars['String']['output'];
  /** The offer's id. */
  offerId: Scalars['ID']['output'];
  /** How often the customer pays. */
  paymentFrequency: PaymentFrequency;
  /**
   * What the seller received for the offer.
   * @deprecated Use sellerCashAdvanceMoney.
   */
  sellerCashAdvance: Scalars['Float']['output'];
  /** Exact, with its currency: what the seller received for the offer. */
  sellerCashAdvanceMoney: Money;
  /**
   * What the customer's plan costs in all.
   * @deprecated Use totalContractValueMoney.
   */
  totalContractValue: Scalars['Float']['output'];
  /** Exact, with its currency: what the customer's plan costs in all. */
  totalContractValueMoney: Money;
};

/** An offer's customer. */
export type OfferCustomer = {
  __typename?: 'OfferCustomer';
  /** The customer's address on one line. */
  address: Scalars['String']['output'];
  /** The customer's (account's) id. */
  id: Scalars['ID']['output'];
  /** Whether the customer is behind on existing payments. */
  isAccountDelinquent: Scalars['Boolean']['output'];
  /** The customer's name. */
  name: Scalars['String']['output'];
  /** The customer's time zone: the offer's dates are its days. */
  timeZone: Scalars['String']['output'];
};

/** What a duplicate starts from (spec 02 section 3, Duplication metadata). */
export type OfferDuplicationMetadata = {
  __typename?: 'OfferDuplicationMetadata';
  /** The customer. */
  account: Customer;
  /** Billing frequency. */
  directBillingFrequency: PaymentFrequency;
  /** Payment terms. */
  directPaymentTerms: Scalars['String']['output'];
  /** The old offer's expiration (kept only when still in the new offer's window). */
  expiration: Scalars['DateTime']['output'];
  /** The old offer's External ID. */
  externalReferenceId?: Maybe<Scalars['String']['output']>;
  /** Whether the old offer is an add-on. */
  isAddOn: Scalars['Boolean']['output'];
  /** The old offer's line items. */
  lineItems: Array<DuplicatedLineItem>;
  /** The custom message. */
  messageToAccount?: Maybe<Scalars['String']['output']>;
  /**
   * INITIAL or ADDON.
   * @deprecated Use subType.
   */
  offerSubType: Scalars['String']['output'];
  /** The offer term, when the package still offers it. */
  offerTermId?: Maybe<Scalars['ID']['output']>;
  /** The parent of an add-on. */
  parentOfferId?: Maybe<Scalars['ID']['output']>;
  /** The sales package, when the seller still has it. */
  salesPackageId?: Maybe<Scalars['ID']['output']>;
  /** The old offer's kind of deal; null for a value this schema does not list yet. */
  subType?: Maybe<OfferSubType>;
};

/** Something that happened to an offer. */
export type OfferEvent = {
  __typename?: 'OfferEvent';
  /** Who did it: a member's name, Customer or Provider. */
  actorName: Scalars['String']['output'];
  /** What happened, in words. */
  description: Scalars['String']['output'];
  /** The event's id. */
  id: Scalars['ID']['output'];
  /** When. */
  occurredAt: Scalars['DateTime']['output'];
  /** The other offer it concerns (a reissue's). */
  relatedOfferId?: Maybe<Scalars['ID']['output']>;
  /** What happened. */
  type: OfferEventType;
};

/** A page of an offer's events. */
export type OfferEventPage = {
  __typename?: 'OfferEventPage';
  /** The events of this page. */
  items: Array<OfferEvent>;
  /** Where this page is. */
  pageInfo: PageInfo;
};

/** What can happen to an offer (the events history's filter). */
export type OfferEventType =
  /** The customer accepted. */
  | 'ACCEPTED'
  /** The customer caught up on payments. */
  | 'ACCOUNT_ELIGIBLE'
  /** The customer fell behind on payments. */
  | 'ACCOUNT_INELIGIBLE'
  /** An add-on was made. */
  | 'ADD_ON_CREATED'
  /** The seller canceled the offer. */
  | 'CANCELED'
  /** A charge was reversed by the customer's bank. */
  | 'CHARGEBACK'
  /** The offer was made. */
  | 'CREATED'
  /** The customer chose direct payment. */
  | 'DIRECT_PAYMENT_CHOSEN'
  /** The seller disabled the offer. */
  | 'DISABLED'
  /** The customer disputed the offer. */
  | 'DISPUTED'
  /** The offer expired. */
  | 'EXPIRED'
  /** A file was attached. */
  | 'FILE_ATTACHED'
  /** The offer's link was sent to the customer. */
  | 'LINK_SENT'
  /** The offer got a new owner. */
  | 'OWNER_CHANGED'
  /** A payment failed. */
  | 'PAYMENT_FAILED'
  /** The customer gave a payment method. */
  | 'PAYMENT_METHOD_ADDED'
  /** A payment was refunded. */
  | 'PAYMENT_REFUNDED'
  /** A payment went through. */
  | 'PAYMENT_SUCCEEDED'
  /** The offer was reissued as a new one. */
  | 'REISSUED'
  /** The offer was reissued from an expired one. */
  | 'REISSUED_FROM'
  /** The renewal offer was made. */
  | 'RENEWAL_CREATED'
  /** The renewal was turned on or off. */
  | 'RENEWAL_UPDATED'
  /** A required action was done. */
  | 'REQUIREMENTS_MET'
  /** The provider's review approved it. */
  | 'REVIEW_APPROVED'
  /** The provider's review declined it. */
  | 'REVIEW_DENIED'
  /** The provider's review failed. */
  | 'REVIEW_FAILED'
  /** The customer chose a financed plan. */
  | 'TERMS_CHOSEN'
  /** The seller changed the offer. */
  | 'UPDATED'
  /** The customer opened the offer. */
  | 'VIEWED';

/** The expiration window of a new offer for a customer (docs/adr/010). */
export type OfferExpirationWindow = {
  __typename?: 'OfferExpirationWindow';
  /** The default expiration: the window's end or day 30, whichever is earlier, at 23:59:59 (an add-on: the last day's end). */
  defaultExpiration: Scalars['DateTime']['output'];
  /** The last date (day 90, or an add-on's parent's term end), yyyy-MM-dd. */
  maxExpirationDate: Scalars['String']['output'];
  /** The first date the offer may expire on (tomorrow), yyyy-MM-dd. */
  minExpirationDate: Scalars['String']['output'];
  /** The customer's IANA time zone. */
  timeZone: Scalars['String']['output'];
};

/** An export's filter and date range (spec 01 section 7, POST /v2/offers/export). */
export type OfferExportInput = {
  /** Only the offers of this customer. */
  accountId?: InputMaybe<Scalars['ID']['input']>;
  /** Only the offers made within this many days, 1 to 3,660, as offers(createdWithinDays:) lists them. CONFLICT from a provider without the pipeline (providerFeatures.offerPipeline). */
  createdWithinDays?: InputMaybe<Scalars['Int']['input']>;
  /** The range's last instant; none for up to now. Needs a start date. */
  endDate?: InputMaybe<Scalars['DateTime']['input']>;
  /** Only the offers expiring soon, as offers(expiringSoon: true) lists them. CONFLICT from a provider without the filter (providerFeatures.offerExpiringSoon). */
  expiringSoon?: InputMaybe<Scalars['Boolean']['input']>;
  /** Which export. */
  exportType: OfferExportType;
  /** Only the offers of this member, as offers(ownerId:) lists them. CONFLICT from a provider without the pipeline (providerFeatures.offerPipeline). */
  ownerId?: InputMaybe<Scalars['ID']['input']>;
  /** Only offers whose payment status is one of these. */
  paymentStatuses?: InputMaybe<Array<PaymentStatus>>;
  /** Only the offers counted in one bar of portfolioSummary, as the report shows them. */
  portfolio?: InputMaybe<PortfolioSliceInput>;
  /** Only the offers the list's search finds, as offers(search:) finds them: 2 to 200 characters once trimmed; every offer when omitted or empty. CONFLICT from a provider without the search (providerFeatures.offerSearch). */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Only offers in these stages. */
  stages?: InputMaybe<Array<OfferStage>>;
  /** The range's first instant (the start of a day in the user's zone); none for all time. */
  startDate?: InputMaybe<Scalars['DateTime']['input']>;
  /** The user's time zone abbreviation (EST, CET, ...), shown beside the file's times. */
  timezoneLabel: Scalars['String']['input'];
  /** Minutes between the user's local time and UTC as the browser's getTimezoneOffset() gives them (UTC minus local). */
  timezoneOffset: Scalars['Int']['input'];
};

/** Which offers an export holds. */
export type OfferExportType =
  /** The dashboard's Offer Health Report. */
  | 'SELLER_OFFER_HEALTH'
  /** The offers list's Export Table. */
  | 'SELLER_OFFER_LIST';

/** A file attached to an offer. */
export type OfferFile = {
  __typename?: 'OfferFile';
  /** Its extension. */
  extension: Scalars['String']['output'];
  /** What it is; null for a value this schema does not list yet. */
  fileType?: Maybe<OfferFileType>;
  /** The file's id. */
  id: Scalars['ID']['output'];
  /** Its name. */
  name: Scalars['String']['output'];
  /** Its size in bytes. */
  size: Scalars['Float']['output'];
  /**
   * What it is: ORDER_FORM, MSA, SOW, OTHER, FINANCING_SUMMARY or PERSONAL_GUARANTY.
   * @deprecated Use fileType.
   */
  type: Scalars['String']['output'];
  /** Who attached it. */
  uploadedBy?: Maybe<Scalars['String']['output']>;
  /** When. */
  uploadedDate: Scalars['DateTime']['output'];
};

/** What a file attached to an offer is (spec 02 section 3, File types). */
export type OfferFileType =
  /** A financing summary. */
  | 'FINANCING_SUMMARY'
  /** A master services agreement. */
  | 'MSA'
  /** An order form. */
  | 'ORDER_FORM'
  /** Anything else. */
  | 'OTHER'
  /** A personal guaranty. */
  | 'PERSONAL_GUARANTY'
  /** A statement of work. */
  | 'SOW';

/** A customer for the offers' company filter (offerFilterAccounts). */
export type OfferFilterAccount = {
  __typename?: 'OfferFilterAccount';
  /** The customer's id: the offers list's accountId filter. */
  id: Scalars['ID']['output'];
  /** The customer's name. */
  name: Scalars['String']['output'];
  /** How many of its offers the caller sees; null when the provider cannot say (without providerFeatures.offerAccountFilter). */
  offersCount?: Maybe<Scalars['Int']['output']>;
};

/** A step of the customer's way through an offer. */
export type OfferFunnelStep = {
  __typename?: 'OfferFunnelStep';
  /** The step in words. */
  label: Scalars['String']['output'];
  /** Whether the customer got there. */
  reached: Scalars['Boolean']['output'];
  /** When they first did. */
  reachedDate?: Maybe<Scalars['DateTime']['output']>;
  /** The step. */
  step: OfferFunnelStepName;
};

/** A step of the customer's way through an offer. */
export type OfferFunnelStepName =
  /** The customer accepted (or committed to direct payment). */
  | 'ACCEPTED'
  /** The customer chose how to pay. */
  | 'CHOSE_TERMS'
  /** The first payment went through. */
  | 'PAID'
  /** The link was sent. */
  | 'SENT'
  /** The customer opened it. */
  | 'VIEWED';

/** One line of an offer. */
export type OfferLineItem = {
  __typename?: 'OfferLineItem';
  /**
   * The line's amount.
   * @deprecated Use amountMoney.
   */
  amount: Scalars['Float']['output'];
  /** Exact, with its currency: the line's amount. */
  amountMoney: Money;
  /** The pricing group's id. */
  pricingGroupId: Scalars['ID']['output'];
  /** The pricing group's type; null for a value this schema does not list yet. */
  pricingGroupKind?: Maybe<PricingGroupType>;
  /** The pricing group's name. */
  pricingGroupName: Scalars['String']['output'];
  /**
   * The pricing group's type.
   * @deprecated Use pricingGroupKind.
   */
  pricingGroupType: Scalars['String']['output'];
};

/** A line item of the form. */
export type OfferLineItemInput = {
  /** The amount in dollars; must be a finite positive number. */
  amount?: InputMaybe<Scalars['Float']['input']>;
  /** The pricing group. */
  pricingGroupId: Scalars['ID']['input'];
};

/** An offer as the offers list, the add-ons table and the offer health report show it (spec 01 section 3). */
export type OfferListItem = {
  __typename?: 'OfferListItem';
  /** The customer's id. */
  accountId: Scalars['ID']['output'];
  /** The customer's name. */
  accountName: Scalars['String']['output'];
  /** Whether an add-on may be made from it now. */
  allowCreateAddOn: Scalars['Boolean']['output'];
  /** For an add-on: whether it may be duplicated. */
  allowDuplicateChildOfferAddOns: Scalars['Boolean']['output'];
  /** Whether the seller may disable it. */
  canDisableOffer: Scalars['Boolean']['output'];
  /** Whether the offer's link may be emailed now (sendOfferLink), as Offer.canSendLink. */
  canSendLink: Scalars['Boolean']['output'];
  /** When the offer was made. */
  createdDate: Scalars['DateTime']['output'];
  /** The customer's link to the offer. */
  customerOfferDirectUrl: Scalars['String']['output'];
  /** The term, e.g. 36 Months or Net 90. */
  directOfferTermLabel: Scalars['String']['output'];
  /**
   * The offer's total (what direct payment costs).
   * @deprecated Use directOfferTotalContractValueMoney.
   */
  directOfferTotalContractValue: Scalars['Float']['output'];
  /** Exact, with its currency: the offer's total (what direct payment costs). */
  directOfferTotalContractValueMoney: Money;
  /** When the offer stops being usable. */
  expiration: Scalars['DateTime']['output'];
  /** The deal's id in the seller's CRM (e.g. a Salesforce opportunity); null when there is none or the provider's list does not say. */
  externalReferenceId?: Maybe<Scalars['String']['output']>;
  /** Whether the offer has add-ons. */
  hasAddOns: Scalars['Boolean']['output'];
  /** Whether the seller must act on it (the row is highlighted). */
  hasRequiredActions: Scalars['Boolean']['output'];
  /** The offer's id. */
  id: Scalars['ID']['output'];
  /** Whether the offer is an add-on. */
  isAddOn: Scalars['Boolean']['output'];
  /** Whether the seller shares the risk of the customer not paying. */
  isSharedRisk: Scalars['Boolean']['output'];
  /** When the link was last sent. */
  lastLinkSentDate?: Maybe<Scalars['DateTime']['output']>;
  /** When it last changed (the list's order). */
  lastModifiedDate: Scalars['DateTime']['output'];
  /** The date of the last payment that went through (yyyy-MM-dd). */
  lastPaymentDate?: Maybe<Scalars['String']['output']>;
  /**
   * Each payment of the customer's chosen plan; null before they chose.
   * @deprecated Use obligorSelectedOfferPaymentAmountMoney.
   */
  obligorSelectedOfferPaymentAmount?: Maybe<Scalars['Float']['output']>;
  /** Exact, with its currency: each payment of the customer's chosen plan; null before they chose. */
  obligorSelectedOfferPaymentAmountMoney?: Maybe<Money>;
  /**
   * What the customer's chosen plan costs in all; null before they chose.
   * @deprecated Use obligorSelectedOfferTotalContractValueMoney.
   */
  obligorSelectedOfferTotalContractValue?: Maybe<Scalars['Float']['output']>;
  /** Exact, with its currency: what the customer's chosen plan costs in all; null before they chose. */
  obligorSelectedOfferTotalContractValueMoney?: Maybe<Money>;
  /** The latest settled payment's status, pending before any; null without a schedule. */
  offerPaymentStatus?: Maybe<PaymentStatus>;
  /** Quote or invoice; null from a provider whose list does not say. */
  offerType?: Maybe<OfferType>;
  /** Who owns the offer. */
  ownerName: Scalars['String']['output'];
  /**
   * What the payments that went through add up to.
   * @deprecated Use paidPaymentsAmountMoney.
   */
  paidPaymentsAmount: Scalars['Float']['output'];
  /** Exact, with its currency: what the payments that went through add up to. */
  paidPaymentsAmountMoney: Money;
  /** How often the customer pays. */
  paymentFrequency: PaymentFrequency;
  /** How many payments the schedule has. */
  paymentsCount: Scalars['Int']['output'];
  /** That contact's email. */
  recipientEmail: Scalars['String']['output'];
  /** The customer contact the offer went to. */
  recipientFullName: Scalars['String']['output'];
  /** How many payments went through. */
  reconciledPaidPaymentsCount: Scalars['Int']['output'];
  /** The sales package it was made from. */
  salesPackageName: Scalars['String']['output'];
  /** Where the offer is. */
  stage: OfferStage;
  /** The stage as the portal shows it (Ready *, Chose Direct Payment, ...). */
  stageLabel: Scalars['String']['output'];
  /** The kind of deal. */
  subType: OfferSubType;
  /** The kind of deal in words. */
  subTypeLabel: Scalars['String']['output'];
};

/** An offer's owner. */
export type OfferOwner = {
  __typename?: 'OfferOwner';
  /** The owner's email. */
  email: Scalars['String']['output'];
  /** The owner's user id. */
  id: Scalars['ID']['output'];
  /** The owner's name. */
  name: Scalars['String']['output'];
};

/** A member who may own offers. */
export type OfferOwnerCandidate = {
  __typename?: 'OfferOwnerCandidate';
  /** Email. */
  email: Scalars['String']['output'];
  /** First name. */
  firstName: Scalars['String']['output'];
  /** The user's id. */
  id: Scalars['ID']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
};

/** A page of offers. */
export type OfferPage = {
  __typename?: 'OfferPage';
  /** The offers of this page. */
  items: Array<OfferListItem>;
  /** Where this page is. */
  pageInfo: PageInfo;
};

/** The pipeline at a glance (offerPipeline). */
export type OfferPipeline = {
  __typename?: 'OfferPipeline';
  /** The stages of the offers the customer committed to, which conversion counts to and median days to accept is measured over (acceptedCount). */
  acceptedStages: Array<OfferStage>;
  /** The period asked for, in days; null: every offer. */
  createdWithinDays?: Maybe<Scalars['Int']['output']>;
  /** The owner asked for; null: every owner. */
  ownerId?: Maybe<Scalars['ID']['output']>;
  /** Each owner's figures over the period, most offers first; null for an account executive, who sees only their own. */
  owners?: Maybe<Array<OfferPipelineOwner>>;
  /** The stages of the offers the customer could open, which conversion counts from (sentCount). */
  sentStages: Array<OfferStage>;
  /** The period's figures: the owner's when one was asked for. */
  totals: OfferPipelineFigures;
};

/** The figures of a set of offers (the period's, or one owner's). */
export type OfferPipelineFigures = {
  __typename?: 'OfferPipelineFigures';
  /** How many the customer committed to (acceptedStages). */
  acceptedCount: Scalars['Int']['output'];
  /**
   * Their total contract value, in US dollars.
   * @deprecated Use amountMoney.
   */
  amount: Scalars['Float']['output'];
  /** Exact, with its currency: their total contract value, in US dollars. */
  amountMoney: Money;
  /** acceptedCount / sentCount, from 0 to 1; null when none was sent. */
  conversionRate?: Maybe<Scalars['Float']['output']>;
  /** The offers by group: READY, VIEWED, ACCEPTED, PAID and LOST, in that order. */
  groups: Array<OfferPipelineGroupFigures>;
  /** The median days from an offer's creation to the customer accepting financing or choosing direct payment, over acceptedStages, to a tenth of a day; null when none. */
  medianDaysToAccept?: Maybe<Scalars['Float']['output']>;
  /** How many offers. */
  offersCount: Scalars['Int']['output'];
  /** How many the customer could open (sentStages). */
  sentCount: Scalars['Int']['output'];
};

/** Where an offer stands in the pipeline: five groups that together hold every stage once. */
export type OfferPipelineGroup =
  /** The customer accepted financing or chose to pay the seller directly. */
  | 'ACCEPTED'
  /** Ended without a sale: expired, denied, canceled, disabled, closed after a dispute, or failed review. */
  | 'LOST'
  /** Paid in full. */
  | 'PAID'
  /** Made and not yet opened by the customer: in review, ready (with or without requirements) or on hold. */
  | 'READY'
  /** Opened by the customer, who has not committed. */
  | 'VIEWED';

/** One group of the pipeline. */
export type OfferPipelineGroupFigures = {
  __typename?: 'OfferPipelineGroupFigures';
  /**
   * Their total contract value, in US dollars.
   * @deprecated Use amountMoney.
   */
  amount: Scalars['Float']['output'];
  /** Exact, with its currency: their total contract value, in US dollars. */
  amountMoney: Money;
  /** How many offers. */
  count: Scalars['Int']['output'];
  /** The group. */
  group: OfferPipelineGroup;
  /** The group's name as the portal shows it. */
  label: Scalars['String']['output'];
  /** The stages it counts: offers(stages:) with them lists exactly its offers. */
  stages: Array<OfferStage>;
};

/** One owner's pipeline. */
export type OfferPipelineOwner = {
  __typename?: 'OfferPipelineOwner';
  /** The owner's figures over the period. */
  figures: OfferPipelineFigures;
  /** The member who owns the offers: offers(ownerId:) and offerPipeline(ownerId:) take it. */
  ownerId: Scalars['ID']['output'];
  /** The owner's name. */
  ownerName: Scalars['String']['output'];
};

/** An offer's deal as the seller made it (spec 02 section 3, quote). */
export type OfferQuote = {
  __typename?: 'OfferQuote';
  /** The billing frequency of direct payment. */
  directBillingFrequency: PaymentFrequency;
  /** That frequency in words. */
  directBillingFrequencyLabel: Scalars['String']['output'];
  /** The payment terms of direct payment, e.g. NET_30. */
  directPaymentTerms: Scalars['String']['output'];
  /** What the offer covers. */
  lineItems: Array<OfferLineItem>;
  /** The sales package's name. */
  salesPackageName: Scalars['String']['output'];
  /** The term. */
  term: OfferTerm;
  /** The total, rounded to whole dollars. */
  totalContractValueRounded: Scalars['Int']['output'];
};

/** The contact an offer went to. */
export type OfferRecipient = {
  __typename?: 'OfferRecipient';
  /** Email. */
  email: Scalars['String']['output'];
  /** First and last name. */
  fullName: Scalars['String']['output'];
  /** Mobile phone number. */
  mobilePhoneNumber?: Maybe<Scalars['String']['output']>;
  /** Phone number. */
  phoneNumber?: Maybe<Scalars['String']['output']>;
};

/** An offer's renewal (spec 02 section 3, Renewal metadata). */
export type OfferRenewal = {
  __typename?: 'OfferRenewal';
  /** The day the renewal would start (yyyy-MM-dd). */
  renewalDate?: Maybe<Scalars['String']['output']>;
  /** Whether the offer renews. */
  renewalEnabled: Scalars['Boolean']['output'];
  /** Free months at the start of the renewal, 1 to 12. */
  renewalFreeMonths?: Maybe<Scalars['Int']['output']>;
  /** The renewal offer made from this one. */
  renewalOfferId?: Maybe<Scalars['ID']['output']>;
  /** How often the renewal is paid. */
  renewalPaymentFrequency: PaymentFrequency;
  /** Whether the card may change. */
  renewalState: RenewalState;
  /** The renewal's term length in months or days. */
  renewalTermLength: Scalars['Int']['output'];
  /** The offer this one renews. */
  renewedOfferId?: Maybe<Scalars['ID']['output']>;
};

/** The renewal card's form. */
export type OfferRenewalInput = {
  /** Whether the offer renews. */
  renewalEnabled: Scalars['Boolean']['input'];
  /** Free months at the start of the renewal, 1 to 12; none when omitted. */
  renewalFreeMonths?: InputMaybe<Scalars['Int']['input']>;
};

/** A generated offer report (spec 01 section 3, Offer report). */
export type OfferReport = {
  __typename?: 'OfferReport';
  /** When it was generated. */
  createdDate: Scalars['DateTime']['output'];
  /** The file's id: download it from /reports/offer-exports/{fileId}/download. */
  fileId: Scalars['ID']['output'];
};

/** What the seller must still do before the offer moves on (spec 02 section 4). */
export type OfferRequiredAction =
  /** Attach the contract the customer must see (the offer is Ready *). */
  | 'EXPECTED_OFFER_ATTACHMENT_MISSING'
  /** Set the term start date (the offer is Accepted, Action Required). */
  | 'TERM_START_DATE_UNDEFINED';

/** What the seller receives for an offer (the offer's sellerAdvance). */
export type OfferSellerAdvance = {
  __typename?: 'OfferSellerAdvance';
  /** The day it was paid (PAID), yyyy-MM-dd. */
  advanceDate?: Maybe<Scalars['String']['output']>;
  /**
   * What the seller is (PAID) or will be (EXPECTED) paid up front, in US dollars: the cash advance detail's figure; null when NONE.
   * @deprecated Use amountMoney.
   */
  amount?: Maybe<Scalars['Float']['output']>;
  /** Exact, with its currency: what the seller is (PAID) or will be (EXPECTED) paid up front, in US dollars: the cash advance detail's figure; null when NONE. */
  amountMoney?: Maybe<Money>;
  /** The cash advance it was paid in (PAID), as cashAdvance(id) and Advance History show it. */
  cashAdvanceId?: Maybe<Scalars['ID']['output']>;
  /** When it is expected (EXPECTED): the due date of the customer's next payment still to succeed, yyyy-MM-dd; null when no payment is scheduled yet (no term start date). */
  expectedDate?: Maybe<Scalars['String']['output']>;
  /** The financed plan's frequency; null when NONE. */
  paymentFrequency?: Maybe<PaymentFrequency>;
  /** Where the advance stands. */
  status: OfferSellerAdvanceStatus;
  /** The financed term, as the advance lists it; null when NONE. */
  termLabel?: Maybe<Scalars['String']['output']>;
};

/** Where an offer's cash advance to the seller stands. */
export type OfferSellerAdvanceStatus =
  /** The customer accepted financed terms: the advance is paid with their first successful payment. */
  | 'EXPECTED'
  /** Nothing is advanced: no financed terms chosen yet, paid directly to the seller, or ended before a payment. */
  | 'NONE'
  /** Paid in one of the seller's cash advances (cashAdvance(id: cashAdvanceId)). */
  | 'PAID';

/** An order of the offers list. */
export type OfferSort = {
  /** Which way. */
  direction: SortDirection;
  /** What to order by. */
  field: OfferSortField;
};

/** What the offers list can be ordered by. */
export type OfferSortField =
  /** When the offer expires. */
  | 'EXPIRATION'
  /** When the offer last changed. */
  | 'LAST_MODIFIED'
  /** The offer's total (what direct payment costs). */
  | 'TOTAL';

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

/** An offer's kind of deal. */
export type OfferSubType =
  /** An add-on to a complete offer. */
  | 'ADDON'
  /** A first offer to the customer. */
  | 'INITIAL'
  /** The renewal of a complete offer. */
  | 'RENEWAL';

/** What the status card may change and the customer's link (spec 02 section 3, offerSummary). */
export type OfferSummary = {
  __typename?: 'OfferSummary';
  /** Whether the expiration may change. */
  canEditExpirationDate: Scalars['Boolean']['output'];
  /** Whether the term start date may change. */
  canEditTermStartDate: Scalars['Boolean']['output'];
  /** The customer's link to the offer. */
  customerOfferDirectUrl: Scalars['String']['output'];
  /** The last expiration date allowed: the window's end. */
  maxExpirationDate: Scalars['String']['output'];
  /** The latest term start date allowed: three months after the earliest. */
  maxTermStartDate: Scalars['String']['output'];
  /** The first expiration date allowed: tomorrow. */
  minExpirationDate: Scalars['String']['output'];
  /** The earliest term start date allowed (yyyy-MM-dd). */
  minTermStartDate: Scalars['String']['output'];
  /** Whether changing the term start date moves a payment schedule (the warning says so). */
  shouldShowTermStartDateWarning: Scalars['Boolean']['output'];
};

/** An offer's term. */
export type OfferTerm = {
  __typename?: 'OfferTerm';
  /** How many months or days. */
  duration: Scalars['Int']['output'];
  /** Whether it is one of the standard terms (then billed annually). */
  isStandardOfferTerm: Scalars['Boolean']['output'];
  /** e.g. 36 Months or Net 90. */
  label: Scalars['String']['output'];
  /** Months or Net days. */
  offerTermType: OfferTermType;
};

/** The kind of an offer's term. */
export type OfferTermType =
  /** A number of months (shown Months). */
  | 'MONTH_VARIABLE'
  /** A number of days paid at once (shown Net). */
  | 'NET_VARIABLE';

/** A kind of offer a seller creates (spec 02 section 2). */
export type OfferType =
  /** An invoice (Create Invoice). */
  | 'INVOICE'
  /** A financing quote (Create Offer). */
  | 'QUOTE';

/** Spec 01 section 3, Optional steps: what the company can still provide while underwritten. */
export type OnboardingOptionalSteps = {
  __typename?: 'OnboardingOptionalSteps';
  /** A payments platform is connected. */
  codatPaymentsConnectionsCreated: Scalars['Boolean']['output'];
  /** SaaS metrics were provided. */
  saasMetricsCompleted: Scalars['Boolean']['output'];
};

/** Spec 01 section 3, Onboarding status: each task's done state. */
export type OnboardingStatus = {
  __typename?: 'OnboardingStatus';
  /** An accounting system is connected, or an exception was asked for. */
  codatAccountingConnectionsCreated: Scalars['Boolean']['output'];
  /** A bank is connected, or an exception was asked for. */
  codatBankingConnectionsCreated: Scalars['Boolean']['output'];
  /** The data room holds at least one document. */
  filesUploaded: Scalars['Boolean']['output'];
  /** The company details task: the company details and business metrics are complete. */
  sellerRegistrationCompleted: Scalars['Boolean']['output'];
  /** The account profile task: the user's names, title and phone number are filled in. */
  userProfileCompleted: Scalars['Boolean']['output'];
};

/** The company's submitted application. */
export type OnboardingSubmission = {
  __typename?: 'OnboardingSubmission';
  /** The business day by which a decision is expected (underwriting typically takes 2 business days). */
  decisionExpectedAt: Scalars['DateTime']['output'];
  /** When the application was submitted. */
  submittedAt: Scalars['DateTime']['output'];
};

/** The account creation an opportunity prefills. */
export type OpportunityAccountMetadata = {
  __typename?: 'OpportunityAccountMetadata';
  /** The contact's email. */
  accountContactEmail: Scalars['String']['output'];
  /** The contact's first name. */
  accountContactFirstName: Scalars['String']['output'];
  /** The contact's last name. */
  accountContactLastName: Scalars['String']['output'];
  /** The contact's phone number. */
  accountContactPhone?: Maybe<Scalars['String']['output']>;
  /** The opportunity's address. */
  addressLabel: Scalars['String']['output'];
  /** Addresses of the address directory matching it. */
  addressSuggestions: Array<Scalars['String']['output']>;
  /** The company's name. */
  name: Scalars['String']['output'];
  /** The same addresses in full (at most five), as account creation keeps one: it starts with the address chosen when there is exactly one. */
  suggestedAddresses: Array<Address>;
};

/** A CRM opportunity (spec 02 section 3, Opportunity metadata). */
export type OpportunityMetadata = {
  __typename?: 'OpportunityMetadata';
  /** What account creation is prefilled with otherwise. */
  createAccountMetadata: OpportunityAccountMetadata;
  /** The seller's account for the company, when it has one (then it is picked). */
  existingAccount?: Maybe<Customer>;
  /** The opportunity's External ID. */
  externalId: Scalars['String']['output'];
};

/** Organization status flags (spec 01 section 3). */
export type Organization = {
  __typename?: 'Organization';
  /** Offers are delivered to customers by an emailed link. */
  customerOfferEmailLinkDeliveryEnabled: Scalars['Boolean']['output'];
  /** Where the dashboard sends the user (an onboarding company's tasks, else /). */
  dashboardLink: Scalars['String']['output'];
  /** The company's id (the org_id claim). */
  id: Scalars['ID']['output'];
  /** The company is approved: it creates offers. */
  isApproved: Scalars['Boolean']['output'];
  /** The company is completing onboarding tasks. */
  isOnboarding: Scalars['Boolean']['output'];
  /** The company's application is being underwritten. */
  isUnderwriting: Scalars['Boolean']['output'];
  /** Add-ons can be created for complete offers. */
  offerAddOnsEnabled: Scalars['Boolean']['output'];
  /** The seller's id at the provider (the same company). */
  sellerId: Scalars['ID']['output'];
  /** The company's logo, when it has one. */
  sellerLogoResourceUrl?: Maybe<Scalars['String']['output']>;
  /** The company's name. */
  sellerName: Scalars['String']['output'];
  /** The seller's feature flags and settings (spec 02 sections 3 and 6). */
  settings: SellerSettings;
  /** The dashboard shows Advance History. */
  showAdvanceHistory: Scalars['Boolean']['output'];
};

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

/** The late or failed payments of one overdue bucket. */
export type OverduePayments = {
  __typename?: 'OverduePayments';
  /** How long past their payment date. */
  bucket: OverdueBucket;
  /**
   * What the failed, charged back and disputed payments add up to.
   * @deprecated Use failedAmountMoney.
   */
  failedAmount: Scalars['Float']['output'];
  /** Exact, with its currency: what the failed, charged back and disputed payments add up to. */
  failedAmountMoney: Money;
  /** How many failed, charged back and disputed payments. */
  failedPaymentsCount: Scalars['Int']['output'];
  /**
   * What the late payments (still pending after their date) add up to.
   * @deprecated Use lateAmountMoney.
   */
  lateAmount: Scalars['Float']['output'];
  /** Exact, with its currency: what the late payments (still pending after their date) add up to. */
  lateAmountMoney: Money;
  /** How many late payments. */
  latePaymentsCount: Scalars['Int']['output'];
  /** How many offers the late and failed payments belong to (the report's rows for this bar). */
  offersCount: Scalars['Int']['output'];
};

/** Both members whose ownership changed, so clients update both rows. */
export type OwnershipTransfer = {
  __typename?: 'OwnershipTransfer';
  /** The member who owns it now. */
  newOwner: TeamMember;
  /** The member who owned the company until now. */
  previousOwner: TeamMember;
};

/** One pagination shape for every paged list: 0-based page numbers. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Whether a page follows this one (page + 1 < totalPages): ask for page + 1 while it is true. */
  hasNextPage: Scalars['Boolean']['output'];
  /** This page's number, from 0. */
  page: Scalars['Int']['output'];
  /** The most rows a page holds. */
  size: Scalars['Int']['output'];
  /** How many rows there are in all pages. */
  totalElements: Scalars['Int']['output'];
  /** How many pages there are. */
  totalPages: Scalars['Int']['output'];
};

/** A payment of an offer's schedule (spec 01 section 3, Payment). */
export type Payment = {
  __typename?: 'Payment';
  /** Why it failed, was charged back or disputed. */
  details?: Maybe<Scalars['String']['output']>;
  /** Whether its invoice can be downloaded. */
  hasInvoice: Scalars['Boolean']['output'];
  /** The payment's id. */
  id: Scalars['ID']['output'];
  /** The invoice's date (yyyy-MM-dd). */
  invoiceDate: Scalars['String']['output'];
  /** The invoice's number. */
  invoiceId: Scalars['String']['output'];
  /**
   * Its amount.
   * @deprecated Use paymentAmountMoney.
   */
  paymentAmount: Scalars['Float']['output'];
  /** Exact, with its currency: its amount. */
  paymentAmountMoney: Money;
  /** The payment's date (yyyy-MM-dd). */
  paymentDate: Scalars['String']['output'];
  /** How it is paid. */
  paymentMethod?: Maybe<PaymentMethod>;
  /** Its status. */
  paymentStatus: PaymentStatus;
};

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

/** How the customer pays. */
export type PaymentMethod = {
  __typename?: 'PaymentMethod';
  /** The bank or card brand. */
  institutionName?: Maybe<Scalars['String']['output']>;
  /** How the customer pays; null for a value this schema does not list yet. */
  kind?: Maybe<PaymentType>;
  /** The last four digits. */
  paymentMethodEnding?: Maybe<Scalars['String']['output']>;
  /**
   * ACH or CREDIT_CARD.
   * @deprecated Use kind.
   */
  paymentType: Scalars['String']['output'];
};

/** One page of an offer's payment schedule. */
export type PaymentPage = {
  __typename?: 'PaymentPage';
  /** The payments of this page, in the schedule's order. */
  items: Array<Payment>;
  /** Where this page is. */
  pageInfo: PageInfo;
};

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

/** How a customer pays an offer. */
export type PaymentType =
  /** From a bank account (ACH). */
  | 'ACH'
  /** By credit card; each payment carries the card surcharge. */
  | 'CREDIT_CARD';

/** One bar of portfolioSummary, to list or export the offers it counts. Set one part (each set part narrows the list further). */
export type PortfolioSliceInput = {
  /** Offers paid out by a cash advance in this month (yyyy-MM): a bar of advances. */
  advanceMonth?: InputMaybe<Scalars['String']['input']>;
  /** Offers with a payment still to come due in this month (yyyy-MM): a bar of cashToCome. */
  paymentsDueMonth?: InputMaybe<Scalars['String']['input']>;
  /** Offers with a payment late or failed this long: a bar of lateOrFailed. */
  paymentsOverdue?: InputMaybe<OverdueBucket>;
};

/** Portfolio at a glance: the report's offers summed up in three charts. Amounts are in the seller's currency (USD); dates are the customer's days. */
export type PortfolioSummary = {
  __typename?: 'PortfolioSummary';
  /** The cash advances paid to the seller for the report's offers, by the month they were paid, earliest first. Months without any are left out. */
  advances: Array<AdvanceMonth>;
  /** Payments still to come (pending, due today or later), by the month they are due, earliest first. Months without any are left out. */
  cashToCome: Array<CashToComeMonth>;
  /** Payments late (pending after their payment date) or failed, charged back or disputed, by days past their payment date: always the four buckets, shortest first. */
  lateOrFailed: Array<OverduePayments>;
};

/** What a line item prices. */
export type PricingGroup = {
  __typename?: 'PricingGroup';
  /** The pricing group's id. */
  id: Scalars['ID']['output'];
  /** What it prices; null for a value this schema does not list yet. */
  kind?: Maybe<PricingGroupType>;
  /** Its name. */
  name: Scalars['String']['output'];
  /**
   * SUBSCRIPTION or SERVICES.
   * @deprecated Use kind.
   */
  type: Scalars['String']['output'];
};

/** What a pricing group prices. */
export type PricingGroupType =
  /** Services the customer buys. */
  | 'SERVICES'
  /** A subscription the customer buys. */
  | 'SUBSCRIPTION';

/** A way the customer may pay an offer, priced (spec 02 section 3, customerSelectedPricingOption). */
export type PricingOption = {
  __typename?: 'PricingOption';
  /**
   * The card surcharge on each payment.
   * @deprecated Use creditCardSurchargeMoney.
   */
  creditCardSurcharge: Scalars['Float']['output'];
  /** Exact, with its currency: the card surcharge on each payment. */
  creditCardSurchargeMoney: Money;
  /**
   * The down payment.
   * @deprecated Use downpaymentAmountMoney.
   */
  downpaymentAmount: Scalars['Float']['output'];
  /** Exact, with its currency: the down payment. */
  downpaymentAmountMoney: Money;
  /**
   * Each payment by credit card.
   * @deprecated Use modifiedPeriodBasedPaymentAmountMoney.
   */
  modifiedPeriodBasedPaymentAmount: Scalars['Float']['output'];
  /** Exact, with its currency: each payment by credit card. */
  modifiedPeriodBasedPaymentAmountMoney: Money;
  /**
   * Everything the customer pays by credit card.
   * @deprecated Use modifiedTotalContractValueMoney.
   */
  modifiedTotalContractValue: Scalars['Float']['output'];
  /** Exact, with its currency: everything the customer pays by credit card. */
  modifiedTotalContractValueMoney: Money;
  /** The term in words. */
  offerTermLabel: Scalars['String']['output'];
  /** How often the customer pays. */
  paymentFrequency: PaymentFrequency;
  /** That frequency in words. */
  paymentFrequencyLabel: Scalars['String']['output'];
  /** How many payments. */
  paymentsCount: Scalars['Int']['output'];
  /**
   * Each payment.
   * @deprecated Use periodBasedPaymentAmountMoney.
   */
  periodBasedPaymentAmount: Scalars['Float']['output'];
  /** Exact, with its currency: each payment. */
  periodBasedPaymentAmountMoney: Money;
  /** A financed plan or direct payment. */
  plan: Scalars['String']['output'];
  /**
   * What the seller is paid up front for this plan (0 for direct payment).
   * @deprecated Use sellerCashAdvanceMoney.
   */
  sellerCashAdvance: Scalars['Float']['output'];
  /** Exact, with its currency: what the seller is paid up front for this plan (0 for direct payment). */
  sellerCashAdvanceMoney: Money;
  /**
   * Everything the customer pays.
   * @deprecated Use totalContractValueMoney.
   */
  totalContractValue: Scalars['Float']['output'];
  /** Exact, with its currency: everything the customer pays. */
  totalContractValueMoney: Money;
};

/** A customer's primary contact, as the customers list shows it. */
export type PrimaryAccountContact = {
  __typename?: 'PrimaryAccountContact';
  /** Business email address. */
  email: Scalars['String']['output'];
  /** First name. */
  firstName: Scalars['String']['output'];
  /** The contact's id. */
  id: Scalars['ID']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
};

/** Extensions of the provider's REST API beyond the spec's calls: true when the provider offers every call of one. */
export type ProviderFeatures = {
  __typename?: 'ProviderFeatures';
  /** API clients (apiClients, createApiClient, rotateApiClientSecret, revokeApiClient): the provider keeps them and the identity provider registers clients for this gateway (docs/integrators.md). */
  apiClients: Scalars['Boolean']['output'];
  /** Changing a customer's EIN (setCustomerEin). */
  customerEin: Scalars['Boolean']['output'];
  /** The data room's activity log (dataRoomActivity). */
  dataRoomActivity: Scalars['Boolean']['output'];
  /** Showing a data room file in the browser (the gateway's /data-room/files/{fileId}/view); downloading is the spec's. */
  dataRoomFileView: Scalars['Boolean']['output'];
  /** Renaming, moving and deleting data room folders and files beyond the spec's file delete. */
  dataRoomOrganize: Scalars['Boolean']['output'];
  /** The documents the provider asks for and marking them provided (dataRoomRequestedDocuments). */
  dataRoomRequestedDocuments: Scalars['Boolean']['output'];
  /** The notification feed and marking notifications read (notifications). */
  notifications: Scalars['Boolean']['output'];
  /** Whether the provider lists the customers with offers the caller sees, with how many (offerAccountTypeahead; offerFilterAccounts' offersCount). Without it the company filter still works: offerFilterAccounts answers from the spec's account typeahead, offersCount null. */
  offerAccountFilter: Scalars['Boolean']['output'];
  /** The expiration window of a new offer for a customer (offerExpirationWindow). */
  offerExpirationWindow: Scalars['Boolean']['output'];
  /** Listing only the offers expiring soon (offers' expiringSoon argument). */
  offerExpiringSoon: Scalars['Boolean']['output'];
  /** Downloading a file attached to an offer (the gateway's /offer-files/{offerId}/files/{fileId}/download). */
  offerFileDownload: Scalars['Boolean']['output'];
  /** Emailing an offer's customer link to its recipient or another contact (sendOfferLink, Offer.canSendLink). */
  offerLinkSending: Scalars['Boolean']['output'];
  /** The pipeline at a glance (offerPipeline) and the offers list's period and owner (offers' createdWithinDays and ownerUserId arguments). */
  offerPipeline: Scalars['Boolean']['output'];
  /** An offer's quote as a PDF (the gateway's /offer-files/{offerId}/quote). */
  offerQuotePdf: Scalars['Boolean']['output'];
  /** Reissuing an expired offer (reissueOffer). */
  offerReissue: Scalars['Boolean']['output'];
  /** Searching the offers list (offers' search argument). */
  offerSearch: Scalars['Boolean']['output'];
  /** What the seller receives for an offer, its cash advance paid or expected (Offer.sellerAdvance). */
  offerSellerAdvance: Scalars['Boolean']['output'];
  /** When the company's application was submitted (onboardingSubmission). */
  onboardingSubmission: Scalars['Boolean']['output'];
  /** Portfolio at a glance (portfolioSummary) and its slices (offerHealthReport's and the export's portfolio argument). */
  portfolioSummary: Scalars['Boolean']['output'];
  /** Webhook endpoints (webhookEndpoints, webhookEventTypes, createWebhookEndpoint and the rest): the provider delivers the seller's events to them (docs/integrators.md). */
  webhookEndpoints: Scalars['Boolean']['output'];
};

/** What can be read: each domain adds its queries. */
export type Query = {
  __typename?: 'Query';
  /** One contact of one of the caller's customers; another seller's ids answer NOT_FOUND. */
  accountContact: AccountContact;
  /** A pending account-linking step, for the user it links to (spec 02 section 3, Account-linking metadata). */
  accountLinking: AccountLinking;
  /** Up to 10 of the caller's customers whose name contains the text, those starting with it first. */
  accountTypeahead: Array<AccountName>;
  /** Addresses containing every word typed, for the company details and customer account forms (spec 01 section 5, Typeaheads). */
  addressSuggestions: Array<Address>;
  /** The seller's API clients, newest first, revoked ones included; admins only (docs/integrators.md). */
  apiClients: Array<ApiClient>;
  /** One of the seller's cash advances with the offers it paid out; another seller's answers NOT_FOUND. */
  cashAdvance: CashAdvance;
  /**
   * The seller's cash advances, newest first (Advance History).
   * @deprecated Use cashAdvancesPage.
   */
  cashAdvances: Array<CashAdvanceSummary>;
  /** One page of the seller's cash advances, newest first (Advance History). */
  cashAdvancesPage: CashAdvanceSummaryPage;
  /** The company details, business metrics and the reference lists the Company Overview forms choose from. */
  companyProfile: CompanyProfile;
  /** One customer's page: the account, the caller's offers for it and its contacts; another seller's id answers NOT_FOUND. */
  customerProfile: CustomerProfile;
  /** The caller's customers by name, 0-based pages (spec 02 section 2, Customers list). Not for finance managers. */
  customers: CustomerPage;
  /** One page of a folder's folders and files, folders first, each group by name. */
  dataRoom: DataRoomObjectPage;
  /** Who uploaded, downloaded, viewed or deleted which file of the caller's data room, newest first. */
  dataRoomActivity: DataRoomActivityPage;
  /** Which of these file names the folder has already, as stored (the upload asks before replacing them). */
  dataRoomExistingFileNames: Array<Scalars['String']['output']>;
  /** A folder of the caller's data room and its place in the tree; without an id, the root. Another seller's id answers NOT_FOUND. */
  dataRoomFolder: DataRoomFolder;
  /** The older page's lookup: the folder reached from the root through these folder names, one per level. */
  dataRoomFolderByPath: DataRoomFolder;
  /** Every folder of the caller's data room with its path, the root first, then by path (where Move can take something). */
  dataRoomFolderPaths: Array<DataRoomFolderPath>;
  /** The documents the provider asks every seller for, and whether each is provided. */
  dataRoomRequestedDocuments: Array<RequestedDocument>;
  /** The signed-in user's active email-verification link; null when there is none. */
  emailVerificationActiveLink?: Maybe<EmailVerificationLink>;
  /** The reasons a connection exception can be asked for (spec 01 section 3, Exemption reason). */
  exemptionReasons: Array<ExemptionReason>;
  /** Answers ok when the gateway is up; needs no provider call. */
  health: Scalars['String']['output'];
  /** The company's connections of one kind and the integrations it can connect (spec 01 section 3, Connections response). */
  integrationConnections: IntegrationConnections;
  /** The caller's last generated offer report of the type, or null when none was generated yet ('No file generated.'). */
  lastOfferReport?: Maybe<OfferReport>;
  /** The signed-in user's notifications in their company, newest first, with how many are unread: what the provider told them about offers, payments, advances and underwriting (also pushed to the notification socket as they happen). */
  notifications: NotificationPage;
  /** One offer with everything its details page shows; another seller's offer, or one an account executive does not own, answers NOT_FOUND. */
  offer: Offer;
  /**
   * Up to 10 customers with offers the caller sees whose name contains the text, with how many; empty from a provider without providerFeatures.offerAccountFilter.
   * @deprecated Use offerFilterAccounts: this answers empty from a provider without providerFeatures.offerAccountFilter, where offerFilterAccounts answers from the spec's account typeahead.
   */
  offerAccountTypeahead: Array<OfferAccount>;
  /** What an add-on of the offer starts from and keeps (spec 02 section 3, Add-on metadata); CONFLICT when none may be added. */
  offerAddOnMetadata: OfferAddOnMetadata;
  /** What a duplicate of the offer starts from (spec 02 section 3, Duplication metadata). */
  offerDuplicationMetadata: OfferDuplicationMetadata;
  /** The expiration a new offer (or an add-on) for the customer may have, in the customer's time zone, and its default. */
  offerExpirationWindow: OfferExpirationWindow;
  /** Up to 10 customers whose name contains the text, for the offers' company filter (spec 02 section 2): with providerFeatures.offerAccountFilter, the customers with offers the caller sees, each with how many; without it, the spec's account typeahead (every customer of the seller whose name matches), offersCount null. */
  offerFilterAccounts: Array<OfferFilterAccount>;
  /** The Offer Health Report (spec 01 section 2): the seller's accepted, complete, disputed and canceled offers with their payment health, last modified first. Admins, executives, finance and sales managers of an approved company; FORBIDDEN for anyone else. */
  offerHealthReport: OfferPage;
  /** Up to 10 active members who may own offers whose name or email contains the text (Change Offer Owner; admins only). */
  offerOwnerCandidates: Array<OfferOwnerCandidate>;
  /**
   * An offer's payment schedule as the report's modal shows it; another seller's offer answers NOT_FOUND.
   * @deprecated Use offerPaymentSchedulePage.
   */
  offerPaymentSchedule: Array<Payment>;
  /** One page of an offer's payment schedule, in order; another seller's offer answers NOT_FOUND. */
  offerPaymentSchedulePage: PaymentPage;
  /**
   * The pipeline at a glance (ours, docs/adr/019): the offers the caller sees, made within the period, by where they
   * stand, with conversion and median days to accept, and per owner for those who see every offer (an account executive
   * sees only their own). One provider call. Each figure counts exactly the offers that offers() lists with the figure's
   * stages, the same createdWithinDays and the same ownerId. CONFLICT from a provider without it
   * (providerFeatures.offerPipeline).
   */
  offerPipeline: OfferPipeline;
  /** The offer preview of the create screen, priced as the line items, term and frequency stand (spec 02 section 7). */
  offerQuotePreview: QuotePreview;
  /** The reverse calculator: the preview of the single line item a monthly budget buys. */
  offerQuotePreviewFromPayment: QuotePreview;
  /** The caller's financing offers, last modified first, 0-based pages (spec 01 section 7, spec 02 section 2). An account executive sees only the offers they own. */
  offers: OfferPage;
  /** The optional steps the underwriting splash lists, with their done state. */
  onboardingOptionalSteps: OnboardingOptionalSteps;
  /** The five onboarding tasks of the caller's company (spec 01 section 3); company data roles only (docs/adr/007). */
  onboardingStatus: OnboardingStatus;
  /** When the company's application was submitted and when a decision is expected; null before a submission. */
  onboardingSubmission?: Maybe<OnboardingSubmission>;
  /** The CRM opportunity an offer is created from (spec 02 section 3, Opportunity metadata); needs salesforceEnabled. */
  opportunityMetadata: OpportunityMetadata;
  /** The signed-in user's seller company and its status flags; null when the user has no company. */
  organization?: Maybe<Organization>;
  /**
   * Join requests waiting for the organization owner (PENDING and REJECTED); owner only.
   * @deprecated Use pendingJoinRequestsPage.
   */
  pendingJoinRequests: Array<JoinRequest>;
  /** One page of the join requests waiting for the organization owner (PENDING and REJECTED), in the provider's order; owner only. */
  pendingJoinRequestsPage: JoinRequestPage;
  /** Portfolio at a glance, above the Offer Health Report: the payments and cash advances of the report's offers summed up by month and by days overdue. Each bar can be passed back as offerHealthReport's portfolio argument to list the offers it counts. Admins, executives, finance and sales managers of an approved company; FORBIDDEN for anyone else. */
  portfolioSummary: PortfolioSummary;
  /**
   * What the provider behind the gateway offers beyond the spec's calls, read from its OpenAPI document (docs/adr/019).
   * The portal hides what the provider cannot serve; the fields of a feature it does not offer answer empty.
   */
  providerFeatures: ProviderFeatures;
  /** The roles a member can hold. */
  roles: Array<Role>;
  /** The company's SaaS metrics; zeros until provided. */
  saasMetrics: SaasMetrics;
  /** The seller's sales packages with their offer terms and pricing groups (spec 02 section 7, POST /v1/sales-packages). */
  salesPackages: Array<SalesPackage>;
  /** The signed-in user's identity state (spec 02 section 3, Session). */
  session: Session;
  /** The caller's team, 0-based pages; search matches name or email. */
  team: TeamMemberPage;
  /** One member of the caller's team; another seller's id answers NOT_FOUND. */
  teamMember: TeamMember;
  /** Ten of the caller's customers to choose from before anything is typed: those with most of the caller's offers. */
  topAccounts: Array<AccountName>;
  /** The signed-in user. */
  viewer: Viewer;
  /** One endpoint's deliveries, newest first (as WebhookEndpoint.deliveries); admins only. */
  webhookDeliveries: WebhookDeliveryPage;
  /** One of the seller's webhook endpoints; admins only. */
  webhookEndpoint: WebhookEndpoint;
  /** The seller's webhook endpoints, newest first; admins only (docs/integrators.md, Webhooks). */
  webhookEndpoints: Array<WebhookEndpoint>;
  /** Every event an endpoint can subscribe to, with its payload's version and JSON Schema. */
  webhookEventTypes: Array<WebhookEventType>;
};

/** What can be read: each domain adds its queries. */
export type QueryAccountContactArgs = {
  accountId: Scalars['ID']['input'];
  contactId: Scalars['ID']['input'];
};

/** What can be read: each domain adds its queries. */
export type QueryAccountLinkingArgs = {
  sessionToken: Scalars['String']['input'];
};

/** What can be read: each domain adds its queries. */
export type QueryAccountTypeaheadArgs = {
  query: Scalars['String']['input'];
};

/** What can be read: each domain adds its queries. */
export type QueryAddressSuggestionsArgs = {
  international?: Scalars['Boolean']['input'];
  query: Scalars['String']['input'];
};

/** What can be read: each domain adds its queries. */
export type QueryCashAdvanceArgs = {
  id: Scalars['ID']['input'];
};

/** What can be read: each domain adds its queries. */
export type QueryCashAdvancesPageArgs = {
  page?: Scalars['Int']['input'];
  size?: Scalars['Int']['input'];
};

/** What can be read: each domain adds its queries. */
export type QueryCustomerProfileArgs = {
  id: Scalars['ID']['input'];
};

/** What can be read: each domain adds its queries. */
export type QueryCustomersArgs = {
  page?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  size?: Scalars['Int']['input'];
};

/** What can be read: each domain adds its queries. */
export type QueryDataRoomArgs = {
  folderId?: InputMaybe<Scalars['ID']['input']>;
  page?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  size?: Scalars['Int']['input'];
};

/** What can be read: each domain adds its queries. */
export type QueryDataRoomActivityArgs = {
  page?: Scalars['Int']['input'];
  size?: Scalars['Int']['input'];
};

/** What can be read: each domain adds its queries. */
export type QueryDataRoomExistingFileNamesArgs = {
  folderId: Scalars['ID']['input'];
  names: Array<Scalars['String']['input']>;
};

/** What can be read: each domain adds its queries. */
export type QueryDataRoomFolderArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
};

/** What can be read: each domain adds its queries. */
export type QueryDataRoomFolderByPathArgs = {
  names: Array<Scalars['String']['input']>;
};

/** What can be read: each domain adds its queries. */
export type QueryIntegrationConnectionsArgs = {
  sourceType: IntegrationSourceType;
};

/** What can be read: each domain adds its queries. */
export type QueryLastOfferReportArgs = {
  exportType?: OfferExportType;
};

/** What can be read: each domain adds its queries. */
export type QueryNotificationsArgs = {
  page?: Scalars['Int']['input'];
  size?: Scalars['Int']['input'];
};

/** What can be read: each domain adds its queries. */
export type QueryOfferArgs = {
  id: Scalars['ID']['input'];
};

/** What can be read: each domain adds its queries. */
export type QueryOfferAccountTypeaheadArgs = {
  query: Scalars['String']['input'];
};

/** What can be read: each domain adds its queries. */
export type QueryOfferAddOnMetadataArgs = {
  offerId: Scalars['ID']['input'];
};

/** What can be read: each domain adds its queries. */
export type QueryOfferDuplicationMetadataArgs = {
  offerId: Scalars['ID']['input'];
};

/** What can be read: each domain adds its queries. */
export type QueryOfferExpirationWindowArgs = {
  accountId: Scalars['ID']['input'];
  parentOfferId?: InputMaybe<Scalars['ID']['input']>;
};

/** What can be read: each domain adds its queries. */
export type QueryOfferFilterAccountsArgs = {
  query: Scalars['String']['input'];
};

/** What can be read: each domain adds its queries. */
export type QueryOfferHealthReportArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  page?: Scalars['Int']['input'];
  paymentStatuses?: InputMaybe<Array<PaymentStatus>>;
  portfolio?: InputMaybe<PortfolioSliceInput>;
  size?: Scalars['Int']['input'];
};

/** What can be read: each domain adds its queries. */
export type QueryOfferOwnerCandidatesArgs = {
  query: Scalars['String']['input'];
};

/** What can be read: each domain adds its queries. */
export type QueryOfferPaymentScheduleArgs = {
  offerId: Scalars['ID']['input'];
};

/** What can be read: each domain adds its queries. */
export type QueryOfferPaymentSchedulePageArgs = {
  offerId: Scalars['ID']['input'];
  page?: Scalars['Int']['input'];
  size?: Scalars['Int']['input'];
};

/** What can be read: each domain adds its queries. */
export type QueryOfferPipelineArgs = {
  createdWithinDays?: InputMaybe<Scalars['Int']['input']>;
  ownerId?: InputMaybe<Scalars['ID']['input']>;
};

/** What can be read: each domain adds its queries. */
export type QueryOfferQuotePreviewArgs = {
  input: QuotePreviewInput;
};

/** What can be read: each domain adds its queries. */
export type QueryOfferQuotePreviewFromPaymentArgs = {
  input: QuotePreviewFromPaymentInput;
};

/** What can be read: each domain adds its queries. */
export type QueryOffersArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  createdWithinDays?: InputMaybe<Scalars['Int']['input']>;
  expiringSoon?: InputMaybe<Scalars['Boolean']['input']>;
  ownerId?: InputMaybe<Scalars['ID']['input']>;
  page?: Scalars['Int']['input'];
  paymentStatuses?: InputMaybe<Array<PaymentStatus>>;
  search?: InputMaybe<Scalars['String']['input']>;
  size?: Scalars['Int']['input'];
  sort?: InputMaybe<OfferSort>;
  stages?: InputMaybe<Array<OfferStage>>;
};

/** What can be read: each domain adds its queries. */
export type QueryOpportunityMetadataArgs = {
  externalId: Scalars['String']['input'];
};

/** What can be read: each domain adds its queries. */
export type QueryPendingJoinRequestsPageArgs = {
  page?: Scalars['Int']['input'];
  size?: Scalars['Int']['input'];
};

/** What can be read: each domain adds its queries. */
export type QuerySalesPackagesArgs = {
  offerTermId?: InputMaybe<Scalars['ID']['input']>;
};

/** What can be read: each domain adds its queries. */
export type QueryTeamArgs = {
  page?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  size?: Scalars['Int']['input'];
};

/** What can be read: each domain adds its queries. */
export type QueryTeamMemberArgs = {
  id: Scalars['ID']['input'];
};

/** What can be read: each domain adds its queries. */
export type QueryWebhookDeliveriesArgs = {
  endpointId: Scalars['ID']['input'];
  page?: Scalars['Int']['input'];
  size?: Scalars['Int']['input'];
};

/** What can be read: each domain adds its queries. */
export type QueryWebhookEndpointArgs = {
  id: Scalars['ID']['input'];
};

/** The offer preview (spec 02 section 3, Quote preview response) and the comparison of terms. */
export type QuotePreview = {
  __typename?: 'QuotePreview';
  /**
   * Each direct payment (directAmount).
   * @deprecated Use directAmountMoney.
   */
  directAmount: Scalars['Float']['output'];
  /** Exact, with its currency: each direct payment (directAmount). */
  directAmountMoney: Money;
  /** The offer's billing frequency. */
  directBillingFrequency: PaymentFrequency;
  /**
   * The monthly financed payment (directMonthlyAmount); null where the term has no monthly plan.
   * @deprecated Use directMonthlyAmountMoney.
   */
  directMonthlyAmount?: Maybe<Scalars['Float']['output']>;
  /** Exact, with its currency: the monthly financed payment (directMonthlyAmount); null where the term has no monthly plan. */
  directMonthlyAmountMoney?: Maybe<Money>;
  /** Direct payment at the billing frequency. */
  directOption: PricingOption;
  /** Every financed plan the customer will be offered. */
  financedOptions: Array<PricingOption>;
  /** The line items priced. */
  lineItems: Array<QuotePreviewLine>;
  /** The term in words. */
  offerTermLabel: Scalars['String']['output'];
  /** Every term of the package, priced. */
  termComparison: Array<TermComparison>;
  /**
   * The offer's total, in dollars.
   * @deprecated Use totalContractValueMoney.
   */
  totalContractValue: Scalars['Float']['output'];
  /** Exact, with its currency: the offer's total, in dollars. */
  totalContractValueMoney: Money;
};

/** What the reverse calculator prices. */
export type QuotePreviewFromPaymentInput = {
  /** The customer, when chosen. */
  accountId?: InputMaybe<Scalars['ID']['input']>;
  /** The monthly budget, in dollars. */
  desiredPaymentAmount: Scalars['Float']['input'];
  /** The billing frequency. */
  directBillingFrequency: PaymentFrequency;
  /** Payment terms. */
  directPaymentTerms: Scalars['String']['input'];
  /** Whether the offer is an add-on. */
  isAddOn?: Scalars['Boolean']['input'];
  /** The offer term. */
  offerTermId: Scalars['ID']['input'];
  /** The single line item's pricing group. */
  pricingGroupId: Scalars['ID']['input'];
  /** The sales package. */
  salesPackageId: Scalars['ID']['input'];
};

/** What the preview prices. */
export type QuotePreviewInput = {
  /** The customer, when chosen. */
  accountId?: InputMaybe<Scalars['ID']['input']>;
  /** The billing frequency. */
  directBillingFrequency: PaymentFrequency;
  /** Payment terms (NET_30, NET_45, NET_60). */
  directPaymentTerms: Scalars['String']['input'];
  /** Whether the offer is an add-on. */
  isAddOn?: Scalars['Boolean']['input'];
  /** The line items; only finite positive amounts are priced. */
  lineItems: Array<OfferLineItemInput>;
  /** The offer term. */
  offerTermId: Scalars['ID']['input'];
  /** The sales package. */
  salesPackageId: Scalars['ID']['input'];
};

/** A line item as the preview priced it. */
export type QuotePreviewLine = {
  __typename?: 'QuotePreviewLine';
  /**
   * The amount, in dollars.
   * @deprecated Use amountMoney.
   */
  amount: Scalars['Float']['output'];
  /** Exact, with its currency: the amount, in dollars. */
  amountMoney: Money;
  /** The pricing group. */
  pricingGroupId: Scalars['ID']['output'];
  /** The pricing group's name. */
  pricingGroupName: Scalars['String']['output'];
};

/** One choice of a reference list. */
export type ReferenceItem = {
  __typename?: 'ReferenceItem';
  /** The value stored on the company (a code). */
  id: Scalars['ID']['output'];
  /** What the form shows. */
  name: Scalars['String']['output'];
};

/** The company registration created; the user's next token carries it. */
export type RegisteredOrganization = {
  __typename?: 'RegisteredOrganization';
  /** The new company's id (the org_id claim of the user's next token). */
  organizationId: Scalars['ID']['output'];
  /** The new company's name. */
  sellerName: Scalars['String']['output'];
};

/** Spec 02 section 3, Registration payload. */
export type RegistrationInput = {
  /** The company's name (required, trimmed). */
  sellerName: Scalars['String']['input'];
  /** The owner's first name (required, trimmed). */
  userFirstName: Scalars['String']['input'];
  /** The owner's last name (required, trimmed). */
  userLastName: Scalars['String']['input'];
  /** The owner's title, optional. */
  userTitle?: InputMaybe<Scalars['String']['input']>;
};

/** Whether a renewal's card may change. */
export type RenewalState =
  /** The renewal exists already (locked). */
  | 'ALLOW_DISABLE'
  /** The seller may turn renewal on or off. */
  | 'ALLOW_EDIT'
  /** Renewal is not possible for this offer (locked). */
  | 'DISABLED';

/** A document the provider asks for, and whether it is provided. */
export type RequestedDocument = {
  __typename?: 'RequestedDocument';
  /** Which document. */
  key: RequestedDocumentKey;
  /** Whether it is provided. */
  provided: Scalars['Boolean']['output'];
  /** How it counts as provided; null while it is not. */
  providedBy?: Maybe<RequestedDocumentProof>;
  /** What the provider asks for, in words. */
  title: Scalars['String']['output'];
};

/** The documents the provider asks for (spec 02 section 2, Data room v2's right rail). */
export type RequestedDocumentKey =
  /** The last 2 quarters of bank statements. */
  | 'BANK_STATEMENTS'
  /** A list of all customer contracts. */
  | 'CUSTOMER_CONTRACT_LIST'
  /** 2 years of monthly income statements, balance sheets and cash flow statements (Excel). */
  | 'FINANCIAL_STATEMENTS'
  /** 12-month pro forma projections. */
  | 'PRO_FORMA_PROJECTIONS'
  /** A sample customer contract. */
  | 'SAMPLE_CUSTOMER_CONTRACT';

/** How a requested document counts as provided. */
export type RequestedDocumentProof =
  /** A file of a matching type, or marked as this document, is in the data room. */
  | 'FILE'
  /** A member ticked it off. */
  | 'USER';

/** A role a member holds (spec 02 section 3); the name admin is special. */
export type Role = {
  __typename?: 'Role';
  /** What the role may do, shown in the invite form. */
  description?: Maybe<Scalars['String']['output']>;
  /** The role's name as people read it. */
  displayName: Scalars['String']['output'];
  /** The role's id. */
  id: Scalars['ID']['output'];
  /**
   * The role's name: ADMIN, EXEC, SALES_MANAGER, FINANCE_MANAGER or ACCOUNT_EXEC.
   * @deprecated Use roleName.
   */
  name: Scalars['String']['output'];
  /** The role's name; null for a value this schema does not list yet. */
  roleName?: Maybe<RoleName>;
};

/** The roles a member can hold (spec 01 section 6). */
export type RoleName =
  /** An account executive: sees the Dashboard, Offers and Customers only. */
  | 'ACCOUNT_EXEC'
  /** An administrator: invites, changes, disables and enables the team's members. */
  | 'ADMIN'
  /** An executive: sees the dashboard's reports and changes company data. */
  | 'EXEC'
  /** A finance manager: sees the dashboard and its reports only. */
  | 'FINANCE_MANAGER'
  /** A sales manager: sees the dashboard's reports and changes company data. */
  | 'SALES_MANAGER';

/** Spec 01 section 3, SaaS metrics. */
export type SaasMetrics = {
  __typename?: 'SaasMetrics';
  /**
   * Annual recurring revenue of the calendar year.
   * @deprecated Use calendarYearArrMoney.
   */
  calendarYearArr: Scalars['Float']['output'];
  /** Annual recurring revenue of the calendar year, exact, in the company's transaction currency. */
  calendarYearArrMoney: Money;
  /**
   * Annual recurring revenue from expansion.
   * @deprecated Use expansionArrMoney.
   */
  expansionArr: Scalars['Float']['output'];
  /** Annual recurring revenue from expansion, exact, in the company's transaction currency. */
  expansionArrMoney: Money;
  /** Gross retention, in percent. */
  grossRetention: Scalars['Float']['output'];
  /** Gross revenue churn, in percent. */
  grossRevenueChurn: Scalars['Float']['output'];
  /** The company's id (the seller id). */
  id: Scalars['ID']['output'];
  /**
   * Monthly recurring revenue.
   * @deprecated Use monthlyRecurringRevenueMoney.
   */
  monthlyRecurringRevenue: Scalars['Float']['output'];
  /** Monthly recurring revenue, exact, in the company's transaction currency. */
  monthlyRecurringRevenueMoney: Money;
  /** Net retention, in percent. */
  netRetention: Scalars['Float']['output'];
  /**
   * Annual recurring revenue of the previous year.
   * @deprecated Use previousYearArrMoney.
   */
  previousYearArr: Scalars['Float']['output'];
  /** Annual recurring revenue of the previous year, exact, in the company's transaction currency. */
  previousYearArrMoney: Money;
};

/** The SaaS metrics form: a field left out or null is 0. */
export type SaasMetricsInput = {
  /** ARR of the calendar year. */
  calendarYearArr?: InputMaybe<Scalars['Float']['input']>;
  /** ARR from expansion. */
  expansionArr?: InputMaybe<Scalars['Float']['input']>;
  /** Gross retention, in percent. */
  grossRetention?: InputMaybe<Scalars['Float']['input']>;
  /** Gross revenue churn, in percent. */
  grossRevenueChurn?: InputMaybe<Scalars['Float']['input']>;
  /** Monthly recurring revenue. */
  monthlyRecurringRevenue?: InputMaybe<Scalars['Float']['input']>;
  /** Net retention, in percent. */
  netRetention?: InputMaybe<Scalars['Float']['input']>;
  /** ARR of the previous year. */
  previousYearArr?: InputMaybe<Scalars['Float']['input']>;
};

/** A sales package: the terms an offer may have and what its line items may price (spec 02 section 3). */
export type SalesPackage = {
  __typename?: 'SalesPackage';
  /** Its offer terms, months first, shortest first. */
  availableOfferTerms: Array<SalesPackageTerm>;
  /** The package's id. */
  id: Scalars['ID']['output'];
  /** The package's name. */
  name: Scalars['String']['output'];
  /** What a line item may price. */
  pricingGroups: Array<PricingGroup>;
};

/** An offer term of a sales package (spec 02 section 3, Offer term). */
export type SalesPackageTerm = {
  __typename?: 'SalesPackageTerm';
  /** Months (MONTH_VARIABLE) or days (NET_VARIABLE). */
  duration: Scalars['Int']['output'];
  /** The term's id. */
  id: Scalars['ID']['output'];
  /** A standard term bills annually; any other upfront, locked. */
  isStandardOfferTerm: Scalars['Boolean']['output'];
  /** The term in words: 36 Months, Net 30. */
  label: Scalars['String']['output'];
  /** Months or Net. */
  offerTermType: OfferTermType;
};

/** A seller's feature flags and settings (spec 02 sections 3 and 6); the provider decides them per seller. */
export type SellerSettings = {
  __typename?: 'SellerSettings';
  /** The offer types the seller may create: the create button offers these. */
  authorizedOfferTypes: Array<OfferType>;
  /** The help text beside the buyer's financing fee. */
  buyerFinancingFeeTooltip: Scalars['String']['output'];
  /** Offers can be forwarded to another recipient. */
  offerForwardingEnabled: Scalars['Boolean']['output'];
  /** Offers carry a signature document; the create screen hides Contracts Upload. */
  offerSignatureDocumentEnabled: Scalars['Boolean']['output'];
  /** An account contact needs a phone or a mobile number. */
  phoneNumberRequiredForAccountContacts: Scalars['Boolean']['output'];
  /** Offers can be renewed, optionally with free months. */
  renewalsEnabled: Scalars['Boolean']['output'];
  /** The offer preview can be computed from a desired monthly payment (one line item). */
  reversePaymentCalculatorEnabled: Scalars['Boolean']['output'];
  /** Offers can be created from a CRM opportunity (?externalId=). */
  salesforceEnabled: Scalars['Boolean']['output'];
  /** The help text beside the seller's financing fee. */
  sellerFinancingFeeTooltip: Scalars['String']['output'];
  /** The data room shows its second page variant (folders by id). */
  useDataRoomV2Page: Scalars['Boolean']['output'];
};

/** What sending an offer's link did. */
export type SendOfferLinkResult = {
  __typename?: 'SendOfferLinkResult';
  /** The offer, with the new lastLinkSentDate and a LINK_SENT event in its history. */
  offer: Offer;
  /** When the link was sent. */
  sentAt: Scalars['DateTime']['output'];
};

/** The signed-in user's identity state, which decides the identity workflow (spec 02 sections 3 and 4). */
export type Session = {
  __typename?: 'Session';
  /** Whether the user may create a company (no company owns their email domain). */
  canCreateNewTenancy: Scalars['Boolean']['output'];
  /** The user's newest join request, if any. */
  currentJoinRequest?: Maybe<JoinRequestSummary>;
  /** Whether the user has verified their email address. */
  emailVerified: Scalars['Boolean']['output'];
  /** Whether the user belongs to a company. */
  hasTenancy: Scalars['Boolean']['output'];
  /** The email of the owner of the company that owns the user's email domain. */
  organizationOwnerEmail?: Maybe<Scalars['String']['output']>;
  /** The name of the owner of the company that owns the user's email domain. */
  organizationOwnerFullName?: Maybe<Scalars['String']['output']>;
};

/** Which way an ordered list runs. */
export type SortDirection =
  /** Smallest or earliest first. */
  | 'ASC'
  /** Largest or latest first. */
  | 'DESC';

/** A member of the caller's company (spec 02 section 3, Team user). */
export type TeamMember = {
  __typename?: 'TeamMember';
  /** The member's email address. */
  email: Scalars['String']['output'];
  /** The member's first name. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** The member's name, or their email when they have none. */
  fullName: Scalars['String']['output'];
  /** The member's id. */
  id: Scalars['ID']['output'];
  /** When the (last) invitation was sent. */
  invitationSentDate?: Maybe<Scalars['DateTime']['output']>;
  /** Whether the member owns the company. */
  isOrganizationOwner: Scalars['Boolean']['output'];
  /** When the member last signed in. */
  lastLogin?: Maybe<Scalars['DateTime']['output']>;
  /** The member's last name. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** The member's phone number. */
  phoneNumber?: Maybe<Scalars['String']['output']>;
  /** The member's roles. */
  roles: Array<Role>;
  /** The member's status. */
  status: TeamMemberStatus;
};

/** One page of the team. */
export type TeamMemberPage = {
  __typename?: 'TeamMemberPage';
  /** The members on this page. */
  items: Array<TeamMember>;
  /** Where this page is among all of them. */
  pageInfo: PageInfo;
};

/** A member's status (spec 02 section 4, Team user status). */
export type TeamMemberStatus =
  /** Signed up and allowed in (shown Enabled). */
  | 'ACTIVE'
  /** Not allowed in (shown Disabled). */
  | 'DISABLED'
  /** Invited, not signed in yet (shown Invite Sent). */
  | 'INVITED'
  /** A status the provider answered that the portal does not know (shown Unknown). */
  | 'UNKNOWN';

/** One term of the package priced beside the preview, so the seller chooses with the numbers in front of them. */
export type TermComparison = {
  __typename?: 'TermComparison';
  /** Whether it is a standard term. */
  isStandardOfferTerm: Scalars['Boolean']['output'];
  /** The term's id. */
  offerTermId: Scalars['ID']['output'];
  /** The term in words. */
  offerTermLabel: Scalars['String']['output'];
  /** The frequency the term bills at by default. */
  paymentFrequency: PaymentFrequency;
  /** That frequency in words. */
  paymentFrequencyLabel: Scalars['String']['output'];
  /**
   * Each payment at that frequency.
   * @deprecated Use periodBasedPaymentAmountMoney.
   */
  periodBasedPaymentAmount: Scalars['Float']['output'];
  /** Exact, with its currency: each payment at that frequency. */
  periodBasedPaymentAmountMoney: Money;
  /**
   * What the seller is paid up front.
   * @deprecated Use sellerCashAdvanceMoney.
   */
  sellerCashAdvance: Scalars['Float']['output'];
  /** Exact, with its currency: what the seller is paid up front. */
  sellerCashAdvanceMoney: Money;
  /**
   * Everything the customer pays.
   * @deprecated Use totalContractValueMoney.
   */
  totalContractValue: Scalars['Float']['output'];
  /** Exact, with its currency: everything the customer pays. */
  totalContractValueMoney: Money;
};

/** The changed fields of a contact (those left out stay as they are). */
export type UpdateAccountContactInput = {
  /** Business email address. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** First name, at most 255 characters. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** True marks the contact as default; a primary contact cannot be unset. */
  isPrimary?: InputMaybe<Scalars['Boolean']['input']>;
  /** Last name, at most 255 characters. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Mobile phone number, 10 to 32 characters; blank for none. */
  mobilePhoneNumber?: InputMaybe<Scalars['String']['input']>;
  /** Phone number, 10 to 32 characters; blank for none. */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
};

/** The status card's form (spec 02 section 5); fields left out are not changed. */
export type UpdateOfferInput = {
  /** Whether the customer may pay by card (ACH or Credit Card) or not (ACH only). */
  allowCreditCardPayments?: InputMaybe<Scalars['Boolean']['input']>;
  /** The last day the offer may be used, yyyy-MM-dd in the customer's time zone, from tomorrow to the window's end. */
  expirationDate?: InputMaybe<Scalars['String']['input']>;
  /** The first day of the term, yyyy-MM-dd, within three months of the earliest allowed. */
  termStartDate?: InputMaybe<Scalars['String']['input']>;
};

/** The member's fields to change (spec 02 section 5, Team member form); a field left out keeps its value. */
export type UpdateTeamMemberInput = {
  /** The member's first name. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** The member's last name. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** An optional phone number (at least 10 characters); an empty string removes it. */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  /** The one role the member will hold. */
  roleId?: InputMaybe<Scalars['ID']['input']>;
};

/** The user settings form (spec 01 section 5); the email cannot be changed. */
export type UserSettingsInput = {
  /** First name, at most 255 characters. */
  firstName: Scalars['String']['input'];
  /** Last name, at most 255 characters. */
  lastName: Scalars['String']['input'];
  /** Mobile phone number, at least 10 characters. */
  mobilePhoneNumber?: InputMaybe<Scalars['String']['input']>;
  /** Phone number, at least 10 characters. */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  /** Title, at most 255 characters. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** The signed-in user (spec 01 section 3, Current user). */
export type Viewer = {
  __typename?: 'Viewer';
  /** The user's email address. */
  email: Scalars['String']['output'];
  /** The user's first name. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** The user's id (the user_id claim). */
  id: Scalars['ID']['output'];
  /** True while the user's status is invited (the portal then marks the invitation accepted). */
  isInvitePending: Scalars['Boolean']['output'];
  /** Whether the user owns their company. */
  isOrganizationOwner: Scalars['Boolean']['output'];
  /** The user's last name. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** The user's mobile phone number. */
  mobilePhoneNumber?: Maybe<Scalars['String']['output']>;
  /** The user's phone number. */
  phoneNumber?: Maybe<Scalars['String']['output']>;
  /** The user's roles in their company. */
  roles: Array<Role>;
  /** The user's title. */
  title?: Maybe<Scalars['String']['output']>;
};

/** One POST of a delivery and what the endpoint answered. */
export type WebhookAttempt = {
  __typename?: 'WebhookAttempt';
  /** When it was made (ISO 8601). */
  at: Scalars['String']['output'];
  /** 1 for the first attempt. */
  attempt: Scalars['Int']['output'];
  /** How long it took, in milliseconds. */
  durationMs: Scalars['Int']['output'];
  /** Why there was no answer (a timeout, a refused connection, an address not allowed), or null. */
  error?: Maybe<Scalars['String']['output']>;
  /** The answer's first 1,000 characters, or null. */
  responseBody?: Maybe<Scalars['String']['output']>;
  /** The HTTP status the endpoint answered, or null when it did not answer. */
  statusCode?: Maybe<Scalars['Int']['output']>;
};

/** One event on its way to one endpoint, with every attempt. */
export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  /** Its attempts, oldest first. */
  attempts: Array<WebhookAttempt>;
  /** When the event happened (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** The delivery's id. */
  id: Scalars['ID']['output'];
  /** The event's id: the webhook-id header, the same on every attempt and redelivery. */
  messageId: Scalars['ID']['output'];
  /** When it is tried next (ISO 8601), while pending. */
  nextAttemptAt?: Maybe<Scalars['String']['output']>;
  /** The JSON body the endpoint receives. */
  payload: Scalars['String']['output'];
  /** PENDING (to be tried, or retried), DELIVERED (answered 2xx) or FAILED (retries exhausted). */
  status: WebhookDeliveryStatus;
  /** The payload's type, e.g. offer.stage_changed. */
  type: Scalars['String']['output'];
};

/** A page of an endpoint's deliveries. */
export type WebhookDeliveryPage = {
  __typename?: 'WebhookDeliveryPage';
  /** The deliveries on this page, newest first. */
  items: Array<WebhookDelivery>;
  /** Where this page is. */
  pageInfo: PageInfo;
};

/** Where a delivery stands. */
export type WebhookDeliveryStatus =
  /** The endpoint answered 2xx. */
  | 'DELIVERED'
  /** Every retry failed; redeliver to try again. */
  | 'FAILED'
  /** Not yet answered 2xx; tried again at nextAttemptAt (or when its endpoint is enabled). */
  | 'PENDING';

/** A URL of the seller's that receives the events it subscribes to. */
export type WebhookEndpoint = {
  __typename?: 'WebhookEndpoint';
  /** Failed attempts in a row since its last success: at 15 the endpoint is disabled. */
  consecutiveFailures: Scalars['Int']['output'];
  /** When it was created (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** The admin who created it (their full name), when known. */
  createdBy?: Maybe<Scalars['String']['output']>;
  /** Its deliveries, newest first. */
  deliveries: WebhookDeliveryPage;
  /** What the endpoint is for, as the admin wrote it, or null. */
  description?: Maybe<Scalars['String']['output']>;
  /** Why it is disabled, in words, or null while enabled. */
  disabledReason?: Maybe<Scalars['String']['output']>;
  /** The events it receives. */
  events: Array<WebhookEvent>;
  /** The endpoint's id. */
  id: Scalars['ID']['output'];
  /** Its most recent delivery, or null when it has had none. */
  lastDelivery?: Maybe<WebhookDelivery>;
  /** Until when deliveries are signed with the previous secret too (ISO 8601), after a rotation; otherwise null. */
  previousSecretExpiresAt?: Maybe<Scalars['String']['output']>;
  /** ENABLED, or DISABLED: by an admin, or after repeated failure. */
  status: WebhookEndpointStatus;
  /** Where events are POSTed (HTTPS). */
  url: Scalars['String']['output'];
};

/** A URL of the seller's that receives the events it subscribes to. */
export type WebhookEndpointDeliveriesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};

/** An endpoint to register or change. */
export type WebhookEndpointInput = {
  /** What it is for (at most 200 characters). */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The events it receives (at least one). */
  events: Array<WebhookEvent>;
  /** Its HTTPS address (at most 2,000 characters); it must be reachable on the internet. */
  url: Scalars['String']['input'];
};

/** An endpoint with its signing secret, answered once: when it is created and when its secret is rotated. */
export type WebhookEndpointSecret = {
  __typename?: 'WebhookEndpointSecret';
  /** The endpoint. */
  endpoint: WebhookEndpoint;
  /** The signing secret (whsec_…, base64 after the prefix): shown now and never again. */
  secret: Scalars['String']['output'];
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

/** An event's payload, as described to integrators. */
export type WebhookEventType = {
  __typename?: 'WebhookEventType';
  /** What the event means, in words. */
  description: Scalars['String']['output'];
  /** The event, as subscriptions name it. */
  event: WebhookEvent;
  /** The payload's JSON Schema (draft 2020-12), as JSON text. */
  schema: Scalars['String']['output'];
  /** The payload's `type`, e.g. offer.stage_changed. */
  type: Scalars['String']['output'];
  /** The payload's `version`: it grows only when a field's meaning changes or a field goes; new fields may come at any time. */
  version: Scalars['Int']['output'];
};

export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<
  TResult,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<
  TResult,
  TKey extends string,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<
  TTypes,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
> = (parent: TParent, context: TContext, info: GraphQLResolveInfo) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  obj: T,
  context: TContext,
  info: GraphQLResolveInfo,
) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<
  TResult = Record<PropertyKey, never>,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccountAddress: ResolverTypeWrapper<AccountAddress>;
  AccountAddressInput: AccountAddressInput;
  AccountContact: ResolverTypeWrapper<ProviderAccountContact>;
  AccountContactDetailsInput: AccountContactDetailsInput;
  AccountContactInput: AccountContactInput;
  AccountInput: AccountInput;
  AccountLinkResult: ResolverTypeWrapper<AccountLinkResult>;
  AccountLinking: ResolverTypeWrapper<ProviderAccountLinking>;
  AccountName: ResolverTypeWrapper<AccountName>;
  AccountValidation: ResolverTypeWrapper<ProviderAccountValidation>;
  AccountValidationOutcome: AccountValidationOutcome;
  Address: ResolverTypeWrapper<ProviderAddress>;
  AdvanceMonth: ResolverTypeWrapper<WithoutMoney<AdvanceMonth>>;
  ApiClient: ResolverTypeWrapper<ProviderApiClient>;
  ApiClientCredentials: ResolverTypeWrapper<
    Omit<ApiClientCredentials, 'client'> & { client: ResolversTypes['ApiClient'] }
  >;
  ApiClientStatus: ApiClientStatus;
  ApiScope: ApiScope;
  ApproveJoinRequestInput: ApproveJoinRequestInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BusinessMetrics: ResolverTypeWrapper<BusinessMetricsRecord>;
  BusinessMetricsInput: BusinessMetricsInput;
  CashAdvance: ResolverTypeWrapper<ProviderCashAdvance>;
  CashAdvanceSummary: ResolverTypeWrapper<ProviderCashAdvanceSummary>;
  CashAdvanceSummaryPage: ResolverTypeWrapper<CashAdvanceSummaryPageRecord>;
  CashToComeMonth: ResolverTypeWrapper<WithoutMoney<CashToComeMonth>>;
  CompanyAddress: ResolverTypeWrapper<ProviderCompanyAddress>;
  CompanyAddressInput: CompanyAddressInput;
  CompanyDetails: ResolverTypeWrapper<CompanyDetailsRecord>;
  CompanyDetailsInput: CompanyDetailsInput;
  CompanyProfile: ResolverTypeWrapper<CompanyProfileRecord>;
  ConnectionException: ResolverTypeWrapper<ProviderExemption>;
  ConnectionExceptionInput: ConnectionExceptionInput;
  ConnectionStatus: ConnectionStatus;
  CreateApiClientInput: CreateApiClientInput;
  CreateOfferInput: CreateOfferInput;
  CreatedOffer: ResolverTypeWrapper<CreatedOffer>;
  CreditBureauMatch: ResolverTypeWrapper<CreditBureauMatch>;
  Customer: ResolverTypeWrapper<ProviderAccount>;
  CustomerPage: ResolverTypeWrapper<ProviderAccountPage>;
  CustomerProfile: ResolverTypeWrapper<ProviderCustomer>;
  DataRoomAction: DataRoomAction;
  DataRoomActivity: ResolverTypeWrapper<ProviderActivity>;
  DataRoomActivityPage: ResolverTypeWrapper<ProviderActivityPage>;
  DataRoomFileType: DataRoomFileType;
  DataRoomFolder: ResolverTypeWrapper<ProviderFolder>;
  DataRoomFolderHolds: ResolverTypeWrapper<DataRoomFolderHolds>;
  DataRoomFolderHoldsInput: DataRoomFolderHoldsInput;
  DataRoomFolderInput: DataRoomFolderInput;
  DataRoomFolderPath: ResolverTypeWrapper<DataRoomFolderPath>;
  DataRoomFolderRef: ResolverTypeWrapper<DataRoomFolderRef>;
  DataRoomObject: ResolverTypeWrapper<DataRoomObjectRecord>;
  DataRoomObjectPage: ResolverTypeWrapper<ProviderDataRoomPage>;
  DataRoomObjectType: DataRoomObjectType;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DuplicatedLineItem: ResolverTypeWrapper<WithoutMoney<DuplicatedLineItem>>;
  EmailVerificationLink: ResolverTypeWrapper<ProviderEmailVerificationLink>;
  ExceptionSource: ExceptionSource;
  ExemptionReason: ResolverTypeWrapper<ProviderExemptionReason>;
  ExemptionReasonType: ExemptionReasonType;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Integration: ResolverTypeWrapper<IntegrationRecord>;
  IntegrationConnection: ResolverTypeWrapper<ProviderConnection>;
  IntegrationConnections: ResolverTypeWrapper<ConnectionsRecord>;
  IntegrationSourceType: IntegrationSourceType;
  InviteTeamMemberInput: InviteTeamMemberInput;
  JoinRequest: ResolverTypeWrapper<ProviderJoinRequest>;
  JoinRequestPage: ResolverTypeWrapper<JoinRequestPageRecord>;
  JoinRequestStatus: JoinRequestStatus;
  JoinRequestSummary: ResolverTypeWrapper<JoinRequestSummary>;
  Money: ResolverTypeWrapper<Money>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Notification: ResolverTypeWrapper<ProviderNotification>;
  NotificationPage: ResolverTypeWrapper<ProviderNotificationPage>;
  NotificationType: NotificationType;
  Offer: ResolverTypeWrapper<ProviderOffer>;
  OfferAccount: ResolverTypeWrapper<OfferAccount>;
  OfferActionResult: ResolverTypeWrapper<
    Omit<OfferActionResult, 'offer'> & { offer?: Maybe<ResolversTypes['Offer']> }
  >;
  OfferAddOnMetadata: ResolverTypeWrapper<
    Omit<OfferAddOnMetadata, 'account'> & { account: ResolversTypes['Customer'] }
  >;
  OfferCashAdvance: ResolverTypeWrapper<WithoutMoney<OfferCashAdvance>>;
  OfferCustomer: ResolverTypeWrapper<OfferCustomer>;
  OfferDuplicationMetadata: ResolverTypeWrapper<
    Omit<OfferDuplicationMetadata, 'account' | 'lineItems'> & {
      account: ResolversTypes['Customer'];
      lineItems: Array<ResolversTypes['DuplicatedLineItem']>;
    }
  >;
  OfferEvent: ResolverTypeWrapper<ProviderOfferEvent>;
  OfferEventPage: ResolverTypeWrapper<ProviderOfferEventPage>;
  OfferEventType: OfferEventType;
  OfferExpirationWindow: ResolverTypeWrapper<OfferExpirationWindow>;
  OfferExportInput: OfferExportInput;
  OfferExportType: OfferExportType;
  OfferFile: ResolverTypeWrapper<ProviderOfferFile>;
  OfferFileType: OfferFileType;
  OfferFilterAccount: ResolverTypeWrapper<OfferFilterAccount>;
  OfferFunnelStep: ResolverTypeWrapper<OfferFunnelStep>;
  OfferFunnelStepName: OfferFunnelStepName;
  OfferLineItem: ResolverTypeWrapper<WithoutMoney<OfferLineItem>>;
  OfferLineItemInput: OfferLineItemInput;
  OfferListItem: ResolverTypeWrapper<ProviderOfferRow>;
  OfferOwner: ResolverTypeWrapper<OfferOwner>;
  OfferOwnerCandidate: ResolverTypeWrapper<OfferOwnerCandidate>;
  OfferPage: ResolverTypeWrapper<ProviderOfferPage>;
  OfferPipeline: ResolverTypeWrapper<
    Omit<OfferPipeline, 'owners' | 'totals'> & {
      owners?: Maybe<Array<ResolversTypes['OfferPipelineOwner']>>;
      totals: ResolversTypes['OfferPipelineFigures'];
    }
  >;
  OfferPipelineFigures: ResolverTypeWrapper<
    WithoutMoney<
      Omit<OfferPipelineFigures, 'groups'> & { groups: Array<ResolversTypes['OfferPipelineGroupFigures']> }
    >
  >;
  OfferPipelineGroup: OfferPipelineGroup;
  OfferPipelineGroupFigures: ResolverTypeWrapper<WithoutMoney<OfferPipelineGroupFigures>>;
  OfferPipelineOwner: ResolverTypeWrapper<
    Omit<OfferPipelineOwner, 'figures'> & { figures: ResolversTypes['OfferPipelineFigures'] }
  >;
  OfferQuote: ResolverTypeWrapper<
    Omit<OfferQuote, 'lineItems'> & { lineItems: Array<ResolversTypes['OfferLineItem']> }
  >;
  OfferRecipient: ResolverTypeWrapper<OfferRecipient>;
  OfferRenewal: ResolverTypeWrapper<OfferRenewal>;
  OfferRenewalInput: OfferRenewalInput;
  OfferReport: ResolverTypeWrapper<ProviderOfferReport>;
  OfferRequiredAction: OfferRequiredAction;
  OfferSellerAdvance: ResolverTypeWrapper<WithoutMoney<OfferSellerAdvance>>;
  OfferSellerAdvanceStatus: OfferSellerAdvanceStatus;
  OfferSort: OfferSort;
  OfferSortField: OfferSortField;
  OfferStage: OfferStage;
  OfferSubType: OfferSubType;
  OfferSummary: ResolverTypeWrapper<OfferSummary>;
  OfferTerm: ResolverTypeWrapper<OfferTerm>;
  OfferTermType: OfferTermType;
  OfferType: OfferType;
  OnboardingOptionalSteps: ResolverTypeWrapper<ProviderOptionalSteps>;
  OnboardingStatus: ResolverTypeWrapper<ProviderOnboardingStatus>;
  OnboardingSubmission: ResolverTypeWrapper<ProviderSubmission>;
  OpportunityAccountMetadata: ResolverTypeWrapper<
    Omit<OpportunityAccountMetadata, 'suggestedAddresses'> & {
      suggestedAddresses: Array<ResolversTypes['Address']>;
    }
  >;
  OpportunityMetadata: ResolverTypeWrapper<
    Omit<OpportunityMetadata, 'createAccountMetadata' | 'existingAccount'> & {
      createAccountMetadata: ResolversTypes['OpportunityAccountMetadata'];
      existingAccount?: Maybe<ResolversTypes['Customer']>;
    }
  >;
  Organization: ResolverTypeWrapper<ProviderSeller>;
  OverdueBucket: OverdueBucket;
  OverduePayments: ResolverTypeWrapper<WithoutMoney<OverduePayments>>;
  OwnershipTransfer: ResolverTypeWrapper<ProviderOwnershipTransfer>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Payment: ResolverTypeWrapper<ProviderPayment>;
  PaymentFrequency: PaymentFrequency;
  PaymentMethod: ResolverTypeWrapper<PaymentMethod>;
  PaymentPage: ResolverTypeWrapper<PaymentPageRecord>;
  PaymentStatus: PaymentStatus;
  PaymentType: PaymentType;
  PortfolioSliceInput: PortfolioSliceInput;
  PortfolioSummary: ResolverTypeWrapper<
    Omit<PortfolioSummary, 'advances' | 'cashToCome' | 'lateOrFailed'> & {
      advances: Array<ResolversTypes['AdvanceMonth']>;
      cashToCome: Array<ResolversTypes['CashToComeMonth']>;
      lateOrFailed: Array<ResolversTypes['OverduePayments']>;
    }
  >;
  PricingGroup: ResolverTypeWrapper<PricingGroup>;
  PricingGroupType: PricingGroupType;
  PricingOption: ResolverTypeWrapper<ProviderPricingOption>;
  PrimaryAccountContact: ResolverTypeWrapper<PrimaryAccountContact>;
  ProviderFeatures: ResolverTypeWrapper<ProviderFeatures>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QuotePreview: ResolverTypeWrapper<ProviderQuotePreview>;
  QuotePreviewFromPaymentInput: QuotePreviewFromPaymentInput;
  QuotePreviewInput: QuotePreviewInput;
  QuotePreviewLine: ResolverTypeWrapper<WithoutMoney<QuotePreviewLine>>;
  ReferenceItem: ResolverTypeWrapper<ProviderReferenceItem>;
  RegisteredOrganization: ResolverTypeWrapper<RegisteredOrganization>;
  RegistrationInput: RegistrationInput;
  RenewalState: RenewalState;
  RequestedDocument: ResolverTypeWrapper<ProviderRequestedDocument>;
  RequestedDocumentKey: RequestedDocumentKey;
  RequestedDocumentProof: RequestedDocumentProof;
  Role: ResolverTypeWrapper<ProviderRole>;
  RoleName: RoleName;
  SaasMetrics: ResolverTypeWrapper<SaasMetricsRecord>;
  SaasMetricsInput: SaasMetricsInput;
  SalesPackage: ResolverTypeWrapper<ProviderSalesPackage>;
  SalesPackageTerm: ResolverTypeWrapper<ProviderSalesPackageTerm>;
  SellerSettings: ResolverTypeWrapper<ProviderSellerSettings>;
  SendOfferLinkResult: ResolverTypeWrapper<
    Omit<SendOfferLinkResult, 'offer'> & { offer: ResolversTypes['Offer'] }
  >;
  Session: ResolverTypeWrapper<ProviderSession>;
  SortDirection: SortDirection;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TeamMember: ResolverTypeWrapper<ProviderTeamUser>;
  TeamMemberPage: ResolverTypeWrapper<ProviderTeamPage>;
  TeamMemberStatus: TeamMemberStatus;
  TermComparison: ResolverTypeWrapper<WithoutMoney<TermComparison>>;
  UpdateAccountContactInput: UpdateAccountContactInput;
  UpdateOfferInput: UpdateOfferInput;
  UpdateTeamMemberInput: UpdateTeamMemberInput;
  UserSettingsInput: UserSettingsInput;
  Viewer: ResolverTypeWrapper<ProviderCurrentUser>;
  WebhookAttempt: ResolverTypeWrapper<WebhookAttempt>;
  WebhookDelivery: ResolverTypeWrapper<ProviderWebhookDelivery>;
  WebhookDeliveryPage: ResolverTypeWrapper<ProviderWebhookDeliveryPage>;
  WebhookDeliveryStatus: WebhookDeliveryStatus;
  WebhookEndpoint: ResolverTypeWrapper<ProviderWebhookEndpoint>;
  WebhookEndpointInput: WebhookEndpointInput;
  WebhookEndpointSecret: ResolverTypeWrapper<ProviderWebhookEndpointSecret>;
  WebhookEndpointStatus: WebhookEndpointStatus;
  WebhookEvent: WebhookEvent;
  WebhookEventType: ResolverTypeWrapper<ProviderWebhookEventType>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccountAddress: AccountAddress;
  AccountAddressInput: AccountAddressInput;
  AccountContact: ProviderAccountContact;
  AccountContactDetailsInput: AccountContactDetailsInput;
  AccountContactInput: AccountContactInput;
  AccountInput: AccountInput;
  AccountLinkResult: AccountLinkResult;
  AccountLinking: ProviderAccountLinking;
  AccountName: AccountName;
  AccountValidation: ProviderAccountValidation;
  Address: ProviderAddress;
  AdvanceMonth: WithoutMoney<AdvanceMonth>;
  ApiClient: ProviderApiClient;
  ApiClientCredentials: Omit<ApiClientCredentials, 'client'> & { client: ResolversParentTypes['ApiClient'] };
  ApproveJoinRequestInput: ApproveJoinRequestInput;
  Boolean: Scalars['Boolean']['output'];
  BusinessMetrics: BusinessMetricsRecord;
  BusinessMetricsInput: BusinessMetricsInput;
  CashAdvance: ProviderCashAdvance;
  CashAdvanceSummary: ProviderCashAdvanceSummary;
  CashAdvanceSummaryPage: CashAdvanceSummaryPageRecord;
  CashToComeMonth: WithoutMoney<CashToComeMonth>;
  CompanyAddress: ProviderCompanyAddress;
  CompanyAddressInput: CompanyAddressInput;
  CompanyDetails: CompanyDetailsRecord;
  CompanyDetailsInput: CompanyDetailsInput;
  CompanyProfile: CompanyProfileRecord;
  ConnectionException: ProviderExemption;
  ConnectionExceptionInput: ConnectionExceptionInput;
  CreateApiClientInput: CreateApiClientInput;
  CreateOfferInput: CreateOfferInput;
  CreatedOffer: CreatedOffer;
  CreditBureauMatch: CreditBureauMatch;
  Customer: ProviderAccount;
  CustomerPage: ProviderAccountPage;
  CustomerProfile: ProviderCustomer;
  DataRoomActivity: ProviderActivity;
  DataRoomActivityPage: ProviderActivityPage;
  DataRoomFolder: ProviderFolder;
  DataRoomFolderHolds: DataRoomFolderHolds;
  DataRoomFolderHoldsInput: DataRoomFolderHoldsInput;
  DataRoomFolderInput: DataRoomFolderInput;
  DataRoomFolderPath: DataRoomFolderPath;
  DataRoomFolderRef: DataRoomFolderRef;
  DataRoomObject: DataRoomObjectRecord;
  DataRoomObjectPage: ProviderDataRoomPage;
  DateTime: Scalars['DateTime']['output'];
  DuplicatedLineItem: WithoutMoney<DuplicatedLineItem>;
  EmailVerificationLink: ProviderEmailVerificationLink;
  ExemptionReason: ProviderExemptionReason;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Integration: IntegrationRecord;
  IntegrationConnection: ProviderConnection;
  IntegrationConnections: ConnectionsRecord;
  InviteTeamMemberInput: InviteTeamMemberInput;
  JoinRequest: ProviderJoinRequest;
  JoinRequestPage: JoinRequestPageRecord;
  JoinRequestSummary: JoinRequestSummary;
  Money: Money;
  Mutation: Record<PropertyKey, never>;
  Notification: ProviderNotification;
  NotificationPage: ProviderNotificationPage;
  Offer: ProviderOffer;
  OfferAccount: OfferAccount;
  OfferActionResult: Omit<OfferActionResult, 'offer'> & { offer?: Maybe<ResolversParentTypes['Offer']> };
  OfferAddOnMetadata: Omit<OfferAddOnMetadata, 'account'> & { account: ResolversParentTypes['Customer'] };
  OfferCashAdvance: WithoutMoney<OfferCashAdvance>;
  OfferCustomer: OfferCustomer;
  OfferDuplicationMetadata: Omit<OfferDuplicationMetadata, 'account' | 'lineItems'> & {
    account: ResolversParentTypes['Customer'];
    lineItems: Array<ResolversParentTypes['DuplicatedLineItem']>;
  };
  OfferEvent: ProviderOfferEvent;
  OfferEventPage: ProviderOfferEventPage;
  OfferExpirationWindow: OfferExpirationWindow;
  OfferExportInput: OfferExportInput;
  OfferFile: ProviderOfferFile;
  OfferFilterAccount: OfferFilterAccount;
  OfferFunnelStep: OfferFunnelStep;
  OfferLineItem: WithoutMoney<OfferLineItem>;
  OfferLineItemInput: OfferLineItemInput;
  OfferListItem: ProviderOfferRow;
  OfferOwner: OfferOwner;
  OfferOwnerCandidate: OfferOwnerCandidate;
  OfferPage: ProviderOfferPage;
  OfferPipeline: Omit<OfferPipeline, 'owners' | 'totals'> & {
    owners?: Maybe<Array<ResolversParentTypes['OfferPipelineOwner']>>;
    totals: ResolversParentTypes['OfferPipelineFigures'];
  };
  OfferPipelineFigures: WithoutMoney<
    Omit<OfferPipelineFigures, 'groups'> & {
      groups: Array<ResolversParentTypes['OfferPipelineGroupFigures']>;
    }
  >;
  OfferPipelineGroupFigures: WithoutMoney<OfferPipelineGroupFigures>;
  OfferPipelineOwner: Omit<OfferPipelineOwner, 'figures'> & {
    figures: ResolversParentTypes['OfferPipelineFigures'];
  };
  OfferQuote: Omit<OfferQuote, 'lineItems'> & { lineItems: Array<ResolversParentTypes['OfferLineItem']> };
  OfferRecipient: OfferRecipient;
  OfferRenewal: OfferRenewal;
  OfferRenewalInput: OfferRenewalInput;
  OfferReport: ProviderOfferReport;
  OfferSellerAdvance: WithoutMoney<OfferSellerAdvance>;
  OfferSort: OfferSort;
  OfferSummary: OfferSummary;
  OfferTerm: OfferTerm;
  OnboardingOptionalSteps: ProviderOptionalSteps;
  OnboardingStatus: ProviderOnboardingStatus;
  OnboardingSubmission: ProviderSubmission;
  OpportunityAccountMetadata: Omit<OpportunityAccountMetadata, 'suggestedAddresses'> & {
    suggestedAddresses: Array<ResolversParentTypes['Address']>;
  };
  OpportunityMetadata: Omit<OpportunityMetadata, 'createAccountMetadata' | 'existingAccount'> & {
    createAccountMetadata: ResolversParentTypes['OpportunityAccountMetadata'];
    existingAccount?: Maybe<ResolversParentTypes['Customer']>;
  };
  Organization: ProviderSeller;
  OverduePayments: WithoutMoney<OverduePayments>;
  OwnershipTransfer: ProviderOwnershipTransfer;
  PageInfo: PageInfo;
  Payment: ProviderPayment;
  PaymentMethod: PaymentMethod;
  PaymentPage: PaymentPageRecord;
  PortfolioSliceInput: PortfolioSliceInput;
  PortfolioSummary: Omit<PortfolioSummary, 'advances' | 'cashToCome' | 'lateOrFailed'> & {
    advances: Array<ResolversParentTypes['AdvanceMonth']>;
    cashToCome: Array<ResolversParentTypes['CashToComeMonth']>;
    lateOrFailed: Array<ResolversParentTypes['OverduePayments']>;
  };
  PricingGroup: PricingGroup;
  PricingOption: ProviderPricingOption;
  PrimaryAccountContact: PrimaryAccountContact;
  ProviderFeatures: ProviderFeatures;
  Query: Record<PropertyKey, never>;
  QuotePreview: ProviderQuotePreview;
  QuotePreviewFromPaymentInput: QuotePreviewFromPaymentInput;
  QuotePreviewInput: QuotePreviewInput;
  QuotePreviewLine: WithoutMoney<QuotePreviewLine>;
  ReferenceItem: ProviderReferenceItem;
  RegisteredOrganization: RegisteredOrganization;
  RegistrationInput: RegistrationInput;
  RequestedDocument: ProviderRequestedDocument;
  Role: ProviderRole;
  SaasMetrics: SaasMetricsRecord;
  SaasMetricsInput: SaasMetricsInput;
  SalesPackage: ProviderSalesPackage;
  SalesPackageTerm: ProviderSalesPackageTerm;
  SellerSettings: ProviderSellerSettings;
  SendOfferLinkResult: Omit<SendOfferLinkResult, 'offer'> & { offer: ResolversParentTypes['Offer'] };
  Session: ProviderSession;
  String: Scalars['String']['output'];
  TeamMember: ProviderTeamUser;
  TeamMemberPage: ProviderTeamPage;
  TermComparison: WithoutMoney<TermComparison>;
  UpdateAccountContactInput: UpdateAccountContactInput;
  UpdateOfferInput: UpdateOfferInput;
  UpdateTeamMemberInput: UpdateTeamMemberInput;
  UserSettingsInput: UserSettingsInput;
  Viewer: ProviderCurrentUser;
  WebhookAttempt: WebhookAttempt;
  WebhookDelivery: ProviderWebhookDelivery;
  WebhookDeliveryPage: ProviderWebhookDeliveryPage;
  WebhookEndpoint: ProviderWebhookEndpoint;
  WebhookEndpointInput: WebhookEndpointInput;
  WebhookEndpointSecret: ProviderWebhookEndpointSecret;
  WebhookEventType: ProviderWebhookEventType;
};

export type AccountAddressResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['AccountAddress'] = ResolversParentTypes['AccountAddress'],
> = {
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AccountContactResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['AccountContact'] = ResolversParentTypes['AccountContact'],
> = {
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isPrimary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobilePhoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type AccountLinkResultResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['AccountLinkResult'] = ResolversParentTypes['AccountLinkResult'],
> = {
  continueUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AccountLinkingResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['AccountLinking'] = ResolversParentTypes['AccountLinking'],
> = {
  linkingUserEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  linkingUserProvider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  primaryUserProvider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AccountNameResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['AccountName'] = ResolversParentTypes['AccountName'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AccountValidationResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['AccountValidation'] = ResolversParentTypes['AccountValidation'],
> = {
  highConfidenceMatch?: Resolver<Maybe<ResolversTypes['CreditBureauMatch']>, ParentType, ContextType>;
  potentialMatches?: Resolver<Array<ResolversTypes['CreditBureauMatch']>, ParentType, ContextType>;
  renderExperience?: Resolver<ResolversTypes['AccountValidationOutcome'], ParentType, ContextType>;
};

export type AddressResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address'],
> = {
  addressNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isInternational?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  municipality?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  neighborhood?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  region?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subRegion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdvanceMonthResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['AdvanceMonth'] = ResolversParentTypes['AdvanceMonth'],
> = {
  advancesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  amountMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offersCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ApiClientResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['ApiClient'] = ResolversParentTypes['ApiClient'],
> = {
  clientId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['ApiScope']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ApiClientStatus'], ParentType, ContextType>;
};

export type ApiClientCredentialsResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['ApiClientCredentials'] =
    ResolversParentTypes['ApiClientCredentials'],
> = {
  audience?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  client?: Resolver<ResolversTypes['ApiClient'], ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clientSecret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tokenEndpoint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BusinessMetricsResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['BusinessMetrics'] = ResolversParentTypes['BusinessMetrics'],
> = {
  annualRecurringRevenueYearOverYearGrowth?: Resolver<
    Maybe<ResolversTypes['Float']>,
    ParentType,
    ContextType
  >;
  currentAnnualRecurringRevenue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  currentAnnualRecurringRevenueMoney?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  currentlyHasLiens?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  currentlyHasLoans?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastTwelveMonthsRevenues?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  lastTwelveMonthsRevenuesMoney?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  latestCashBalance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  latestCashBalanceMoney?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  liensComment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  loansComment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  monthlyCashBurn?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  monthlyCashBurnMoney?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
};

export type CashAdvanceResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['CashAdvance'] = ResolversParentTypes['CashAdvance'],
> = {
  advanceDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  offerCashAdvances?: Resolver<Array<ResolversTypes['OfferCashAdvance']>, ParentType, ContextType>;
};

export type CashAdvanceSummaryResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['CashAdvanceSummary'] = ResolversParentTypes['CashAdvanceSummary'],
> = {
  advanceDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type CashAdvanceSummaryPageResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['CashAdvanceSummaryPage'] =
    ResolversParentTypes['CashAdvanceSummaryPage'],
> = {
  items?: Resolver<Array<ResolversTypes['CashAdvanceSummary']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type CashToComeMonthResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['CashToComeMonth'] = ResolversParentTypes['CashToComeMonth'],
> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  amountMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offersCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CompanyAddressResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['CompanyAddress'] = ResolversParentTypes['CompanyAddress'],
> = {
  addressNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isInternational?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  municipality?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  neighborhood?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subRegion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CompanyDetailsResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['CompanyDetails'] = ResolversParentTypes['CompanyDetails'],
> = {
  address?: Resolver<Maybe<ResolversTypes['CompanyAddress']>, ParentType, ContextType>;
  businessEntityTypeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  businessModelId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  companySize?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryIncorporatedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  desiredFundingAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  desiredFundingAmountMoney?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  ein?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  industrySectorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  isInternational?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateIncorporated?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transactionCurrencyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  websiteUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CompanyProfileResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['CompanyProfile'] = ResolversParentTypes['CompanyProfile'],
> = {
  businessEntityTypes?: Resolver<Array<ResolversTypes['ReferenceItem']>, ParentType, ContextType>;
  businessMetrics?: Resolver<ResolversTypes['BusinessMetrics'], ParentType, ContextType>;
  businessModels?: Resolver<Array<ResolversTypes['ReferenceItem']>, ParentType, ContextType>;
  countries?: Resolver<Array<ResolversTypes['ReferenceItem']>, ParentType, ContextType>;
  currencies?: Resolver<Array<ResolversTypes['ReferenceItem']>, ParentType, ContextType>;
  details?: Resolver<ResolversTypes['CompanyDetails'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  industrySectors?: Resolver<Array<ResolversTypes['ReferenceItem']>, ParentType, ContextType>;
};

export type ConnectionExceptionResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['ConnectionException'] =
    ResolversParentTypes['ConnectionException'],
> = {
  exemptionReasonId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['ExceptionSource'], ParentType, ContextType>;
};

export type CreatedOfferResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['CreatedOffer'] = ResolversParentTypes['CreatedOffer'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  manualReviewRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['OfferStage'], ParentType, ContextType>;
};

export type CreditBureauMatchResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['CreditBureauMatch'] = ResolversParentTypes['CreditBureauMatch'],
> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ein?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  experianBin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomerResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer'],
> = {
  accountContact?: Resolver<Maybe<ResolversTypes['PrimaryAccountContact']>, ParentType, ContextType>;
  address?: Resolver<ResolversTypes['AccountAddress'], ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  ein?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAccountDelinquent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomerPageResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['CustomerPage'] = ResolversParentTypes['CustomerPage'],
> = {
  items?: Resolver<Array<ResolversTypes['Customer']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type CustomerProfileResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['CustomerProfile'] = ResolversParentTypes['CustomerProfile'],
> = {
  contacts?: Resolver<Array<ResolversTypes['AccountContact']>, ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  offersCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DataRoomActivityResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['DataRoomActivity'] = ResolversParentTypes['DataRoomActivity'],
> = {
  action?: Resolver<ResolversTypes['DataRoomAction'], ParentType, ContextType>;
  actor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  objectType?: Resolver<ResolversTypes['DataRoomObjectType'], ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  previous?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DataRoomActivityPageResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['DataRoomActivityPage'] =
    ResolversParentTypes['DataRoomActivityPage'],
> = {
  items?: Resolver<Array<ResolversTypes['DataRoomActivity']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type DataRoomFolderResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['DataRoomFolder'] = ResolversParentTypes['DataRoomFolder'],
> = {
  ancestors?: Resolver<Array<ResolversTypes['DataRoomFolderRef']>, ParentType, ContextType>;
  contents?: Resolver<Array<ResolversTypes['DataRoomObject']>, ParentType, ContextType>;
  contentsPage?: Resolver<
    ResolversTypes['DataRoomObjectPage'],
    ParentType,
    ContextType,
    RequireFields<DataRoomFolderContentsPageArgs, 'page' | 'size'>
  >;
  filesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  holds?: Resolver<Maybe<ResolversTypes['DataRoomFolderHolds']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUploadDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DataRoomFolderHoldsResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['DataRoomFolderHolds'] =
    ResolversParentTypes['DataRoomFolderHolds'],
> = {
  files?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  folders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DataRoomFolderPathResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['DataRoomFolderPath'] = ResolversParentTypes['DataRoomFolderPath'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DataRoomFolderRefResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['DataRoomFolderRef'] = ResolversParentTypes['DataRoomFolderRef'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DataRoomObjectResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['DataRoomObject'] = ResolversParentTypes['DataRoomObject'],
> = {
  createdBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  extension?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  filesCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  immutable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastUploadDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  objectType?: Resolver<ResolversTypes['DataRoomObjectType'], ParentType, ContextType>;
  requestedDocument?: Resolver<Maybe<ResolversTypes['RequestedDocumentKey']>, ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['DataRoomFileType']>, ParentType, ContextType>;
  uploadedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uploadedDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type DataRoomObjectPageResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['DataRoomObjectPage'] = ResolversParentTypes['DataRoomObjectPage'],
> = {
  items?: Resolver<Array<ResolversTypes['DataRoomObject']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DuplicatedLineItemResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['DuplicatedLineItem'] = ResolversParentTypes['DuplicatedLineItem'],
> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  amountMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  pricingGroupId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pricingGroupName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EmailVerificationLinkResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['EmailVerificationLink'] =
    ResolversParentTypes['EmailVerificationLink'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ExemptionReasonResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['ExemptionReason'] = ResolversParentTypes['ExemptionReason'],
> = {
  appliesTo?: Resolver<Maybe<ResolversTypes['ExemptionReasonType']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IntegrationResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['Integration'] = ResolversParentTypes['Integration'],
> = {
  isDesktopAccounting?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IntegrationConnectionResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['IntegrationConnection'] =
    ResolversParentTypes['IntegrationConnection'],
> = {
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  integration?: Resolver<ResolversTypes['Integration'], ParentType, ContextType>;
  linkUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sourceType?: Resolver<ResolversTypes['IntegrationSourceType'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ConnectionStatus'], ParentType, ContextType>;
};

export type IntegrationConnectionsResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['IntegrationConnections'] =
    ResolversParentTypes['IntegrationConnections'],
> = {
  availableIntegrations?: Resolver<Array<ResolversTypes['Integration']>, ParentType, ContextType>;
  existingConnections?: Resolver<Array<ResolversTypes['IntegrationConnection']>, ParentType, ContextType>;
  multipleConnectionsForTheSameIntegrationAllowed?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType
  >;
  sourceType?: Resolver<ResolversTypes['IntegrationSourceType'], ParentType, ContextType>;
};

export type JoinRequestResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['JoinRequest'] = ResolversParentTypes['JoinRequest'],
> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['JoinRequestStatus'], ParentType, ContextType>;
};

export type JoinRequestPageResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['JoinRequestPage'] = ResolversParentTypes['JoinRequestPage'],
> = {
  items?: Resolver<Array<ResolversTypes['JoinRequest']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type JoinRequestSummaryResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['JoinRequestSummary'] = ResolversParentTypes['JoinRequestSummary'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['JoinRequestStatus'], ParentType, ContextType>;
};

export type MoneyResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money'],
> = {
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation'],
> = {
  approveJoinRequest?: Resolver<
    ResolversTypes['JoinRequest'],
    ParentType,
    ContextType,
    RequireFields<MutationApproveJoinRequestArgs, 'input'>
  >;
  cancelOffer?: Resolver<
    ResolversTypes['Offer'],
    ParentType,
    ContextType,
    RequireFields<MutationCancelOfferArgs, 'id'>
  >;
  changeOfferOwner?: Resolver<
    ResolversTypes['Offer'],
    ParentType,
    ContextType,
    RequireFields<MutationChangeOfferOwnerArgs, 'id' | 'newOwnerId'>
  >;
  createAccount?: Resolver<
    ResolversTypes['Customer'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateAccountArgs, 'input'>
  >;
  createAccountContact?: Resolver<
    ResolversTypes['AccountContact'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateAccountContactArgs, 'accountId' | 'input'>
  >;
  createApiClient?: Resolver<
    ResolversTypes['ApiClientCredentials'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateApiClientArgs, 'input'>
  >;
  createDataRoomFolder?: Resolver<
    ResolversTypes['DataRoomFolder'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateDataRoomFolderArgs, 'input' | 'parentId'>
  >;
  createJoinRequest?: Resolver<ResolversTypes['JoinRequestSummary'], ParentType, ContextType>;
  createOffer?: Resolver<
    ResolversTypes['CreatedOffer'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateOfferArgs, 'idempotencyKey' | 'input'>
  >;
  createWebhookEndpoint?: Resolver<
    ResolversTypes['WebhookEndpointSecret'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateWebhookEndpointArgs, 'input'>
  >;
  deleteDataRoomFile?: Resolver<
    ResolversTypes['ID'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteDataRoomFileArgs, 'id'>
  >;
  deleteDataRoomFolder?: Resolver<
    ResolversTypes['ID'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteDataRoomFolderArgs, 'id'>
  >;
  deleteWebhookEndpoint?: Resolver<
    ResolversTypes['ID'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteWebhookEndpointArgs, 'id'>
  >;
  disableOffer?: Resolver<
    ResolversTypes['Offer'],
    ParentType,
    ContextType,
    RequireFields<MutationDisableOfferArgs, 'id'>
  >;
  disableOffers?: Resolver<
    Array<ResolversTypes['OfferActionResult']>,
    ParentType,
    ContextType,
    RequireFields<MutationDisableOffersArgs, 'ids'>
  >;
  disableTeamMember?: Resolver<
    ResolversTypes['TeamMember'],
    ParentType,
    ContextType,
    RequireFields<MutationDisableTeamMemberArgs, 'id'>
  >;
  disableWebhookEndpoint?: Resolver<
    ResolversTypes['WebhookEndpoint'],
    ParentType,
    ContextType,
    RequireFields<MutationDisableWebhookEndpointArgs, 'id'>
  >;
  disconnectConnection?: Resolver<
    ResolversTypes['IntegrationConnection'],
    ParentType,
    ContextType,
    RequireFields<MutationDisconnectConnectionArgs, 'id'>
  >;
  enableTeamMember?: Resolver<
    ResolversTypes['TeamMember'],
    ParentType,
    ContextType,
    RequireFields<MutationEnableTeamMemberArgs, 'id'>
  >;
  enableWebhookEndpoint?: Resolver<
    ResolversTypes['WebhookEndpoint'],
    ParentType,
    ContextType,
    RequireFields<MutationEnableWebhookEndpointArgs, 'id'>
  >;
  inviteTeamMember?: Resolver<
    ResolversTypes['TeamMember'],
    ParentType,
    ContextType,
    RequireFields<MutationInviteTeamMemberArgs, 'input'>
  >;
  linkAccounts?: Resolver<
    ResolversTypes['AccountLinkResult'],
    ParentType,
    ContextType,
    RequireFields<MutationLinkAccountsArgs, 'sessionToken'>
  >;
  makePrimaryAccountContact?: Resolver<
    ResolversTypes['AccountContact'],
    ParentType,
    ContextType,
    RequireFields<MutationMakePrimaryAccountContactArgs, 'accountId' | 'contactId'>
  >;
  markAllNotificationsRead?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  markInviteAccepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  markNotificationRead?: Resolver<
    ResolversTypes['Notification'],
    ParentType,
    ContextType,
    RequireFields<MutationMarkNotificationReadArgs, 'id'>
  >;
  moveDataRoomFile?: Resolver<
    ResolversTypes['DataRoomObject'],
    ParentType,
    ContextType,
    RequireFields<MutationMoveDataRoomFileArgs, 'folderId' | 'id'>
  >;
  moveDataRoomFolder?: Resolver<
    ResolversTypes['DataRoomFolder'],
    ParentType,
    ContextType,
    RequireFields<MutationMoveDataRoomFolderArgs, 'id' | 'parentId'>
  >;
  redeliverWebhook?: Resolver<
    ResolversTypes['WebhookDelivery'],
    ParentType,
    ContextType,
    RequireFields<MutationRedeliverWebhookArgs, 'deliveryId' | 'endpointId'>
  >;
  registerOrganization?: Resolver<
    ResolversTypes['RegisteredOrganization'],
    ParentType,
    ContextType,
    RequireFields<MutationRegisterOrganizationArgs, 'input'>
  >;
  reissueOffer?: Resolver<
    ResolversTypes['Offer'],
    ParentType,
    ContextType,
    RequireFields<MutationReissueOfferArgs, 'id'>
  >;
  rejectJoinRequest?: Resolver<
    ResolversTypes['JoinRequest'],
    ParentType,
    ContextType,
    RequireFields<MutationRejectJoinRequestArgs, 'id'>
  >;
  renameDataRoomFile?: Resolver<
    ResolversTypes['DataRoomObject'],
    ParentType,
    ContextType,
    RequireFields<MutationRenameDataRoomFileArgs, 'id' | 'name'>
  >;
  renameDataRoomFolder?: Resolver<
    ResolversTypes['DataRoomFolder'],
    ParentType,
    ContextType,
    RequireFields<MutationRenameDataRoomFolderArgs, 'id' | 'input'>
  >;
  requestConnectionException?: Resolver<
    ResolversTypes['ConnectionException'],
    ParentType,
    ContextType,
    RequireFields<MutationRequestConnectionExceptionArgs, 'input'>
  >;
  resendInvitation?: Resolver<
    ResolversTypes['TeamMember'],
    ParentType,
    ContextType,
    RequireFields<MutationResendInvitationArgs, 'userId'>
  >;
  resendVerificationEmail?: Resolver<
    ResolversTypes['EmailVerificationLink'],
    ParentType,
    ContextType,
    RequireFields<MutationResendVerificationEmailArgs, 'code'>
  >;
  revokeApiClient?: Resolver<
    ResolversTypes['ApiClient'],
    ParentType,
    ContextType,
    RequireFields<MutationRevokeApiClientArgs, 'id'>
  >;
  rotateApiClientSecret?: Resolver<
    ResolversTypes['ApiClientCredentials'],
    ParentType,
    ContextType,
    RequireFields<MutationRotateApiClientSecretArgs, 'id'>
  >;
  rotateWebhookEndpointSecret?: Resolver<
    ResolversTypes['WebhookEndpointSecret'],
    ParentType,
    ContextType,
    RequireFields<MutationRotateWebhookEndpointSecretArgs, 'id'>
  >;
  sendOfferLink?: Resolver<
    ResolversTypes['SendOfferLinkResult'],
    ParentType,
    ContextType,
    RequireFields<MutationSendOfferLinkArgs, 'offerId'>
  >;
  sendOfferLinks?: Resolver<
    Array<ResolversTypes['OfferActionResult']>,
    ParentType,
    ContextType,
    RequireFields<MutationSendOfferLinksArgs, 'ids'>
  >;
  sendTestWebhook?: Resolver<
    ResolversTypes['WebhookDelivery'],
    ParentType,
    ContextType,
    RequireFields<MutationSendTestWebhookArgs, 'endpointId'>
  >;
  sendVerificationEmail?: Resolver<ResolversTypes['EmailVerificationLink'], ParentType, ContextType>;
  setCustomerEin?: Resolver<
    ResolversTypes['Customer'],
    ParentType,
    ContextType,
    RequireFields<MutationSetCustomerEinArgs, 'accountId' | 'ein'>
  >;
  setDataRoomFileRequestedDocument?: Resolver<
    ResolversTypes['DataRoomObject'],
    ParentType,
    ContextType,
    RequireFields<MutationSetDataRoomFileRequestedDocumentArgs, 'id'>
  >;
  setRequestedDocumentProvided?: Resolver<
    ResolversTypes['RequestedDocument'],
    ParentType,
    ContextType,
    RequireFields<MutationSetRequestedDocumentProvidedArgs, 'key' | 'provided'>
  >;
  startConnection?: Resolver<
    ResolversTypes['IntegrationConnection'],
    ParentType,
    ContextType,
    RequireFields<MutationStartConnectionArgs, 'platformKey' | 'returnPath'>
  >;
  startOfferExport?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationStartOfferExportArgs, 'input'>
  >;
  submitOnboarding?: Resolver<ResolversTypes['Organization'], ParentType, ContextType>;
  transferOwnership?: Resolver<
    ResolversTypes['OwnershipTransfer'],
    ParentType,
    ContextType,
    RequireFields<MutationTransferOwnershipArgs, 'userId'>
  >;
  updateAccountContact?: Resolver<
    ResolversTypes['AccountContact'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateAccountContactArgs, 'accountId' | 'contactId' | 'input'>
  >;
  updateBusinessMetrics?: Resolver<
    ResolversTypes['BusinessMetrics'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateBusinessMetricsArgs, 'input'>
  >;
  updateCompanyDetails?: Resolver<
    ResolversTypes['CompanyDetails'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateCompanyDetailsArgs, 'input'>
  >;
  updateOffer?: Resolver<
    ResolversTypes['Offer'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateOfferArgs, 'id' | 'input'>
  >;
  updateOfferRenewal?: Resolver<
    ResolversTypes['Offer'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateOfferRenewalArgs, 'id' | 'input'>
  >;
  updateSaasMetrics?: Resolver<
    ResolversTypes['SaasMetrics'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateSaasMetricsArgs, 'input'>
  >;
  updateTeamMember?: Resolver<
    ResolversTypes['TeamMember'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateTeamMemberArgs, 'id' | 'input'>
  >;
  updateUserSettings?: Resolver<
    ResolversTypes['Viewer'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateUserSettingsArgs, 'input'>
  >;
  updateWebhookEndpoint?: Resolver<
    ResolversTypes['WebhookEndpoint'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateWebhookEndpointArgs, 'id' | 'input'>
  >;
  validateAccount?: Resolver<
    ResolversTypes['AccountValidation'],
    ParentType,
    ContextType,
    RequireFields<MutationValidateAccountArgs, 'input'>
  >;
  verifyEmail?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationVerifyEmailArgs, 'code'>
  >;
};

export type NotificationResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification'],
> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  offerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  readAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['NotificationType'], ParentType, ContextType>;
};

export type NotificationPageResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['NotificationPage'] = ResolversParentTypes['NotificationPage'],
> = {
  items?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OfferResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['Offer'] = ResolversParentTypes['Offer'],
> = {
  acceptedDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  account?: Resolver<ResolversTypes['OfferCustomer'], ParentType, ContextType>;
  addOns?: Resolver<
    ResolversTypes['OfferPage'],
    ParentType,
    ContextType,
    RequireFields<OfferAddOnsArgs, 'page' | 'size'>
  >;
  allowAddOns?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  allowCreateAddOn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  allowCreditCardPayments?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  allowDuplicateChildOfferAddOns?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canCancelBeforePayment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canDisableOffer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canModifyAllowCreditCardPayments?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canRequestCancellation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canSendLink?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customerOfferDirectUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerSelectedPricingOption?: Resolver<Maybe<ResolversTypes['PricingOption']>, ParentType, ContextType>;
  directOfferTotalContractValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  directOfferTotalContractValueMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  events?: Resolver<
    ResolversTypes['OfferEventPage'],
    ParentType,
    ContextType,
    RequireFields<OfferEventsArgs, 'page' | 'size'>
  >;
  expiration?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  externalReferenceId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['OfferFile']>, ParentType, ContextType>;
  funnel?: Resolver<Array<ResolversTypes['OfferFunnelStep']>, ParentType, ContextType>;
  hasAddOns?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPayments?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasRequiredActions?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAddOn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastLinkSentDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastModifiedDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  lastPaymentDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  messageToAccount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  offerPaymentStatus?: Resolver<Maybe<ResolversTypes['PaymentStatus']>, ParentType, ContextType>;
  offerType?: Resolver<ResolversTypes['OfferType'], ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['OfferOwner'], ParentType, ContextType>;
  paidPaymentsAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  paidPaymentsAmountMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  parentOfferId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  paymentMethod?: Resolver<Maybe<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['Payment']>, ParentType, ContextType>;
  paymentsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentsPage?: Resolver<
    ResolversTypes['PaymentPage'],
    ParentType,
    ContextType,
    RequireFields<OfferPaymentsPageArgs, 'page' | 'size'>
  >;
  pricingOptions?: Resolver<Array<ResolversTypes['PricingOption']>, ParentType, ContextType>;
  quote?: Resolver<ResolversTypes['OfferQuote'], ParentType, ContextType>;
  recipient?: Resolver<ResolversTypes['OfferRecipient'], ParentType, ContextType>;
  reconciledPaidPaymentsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reissuedFromOfferId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  reissuedToOfferId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  renewal?: Resolver<ResolversTypes['OfferRenewal'], ParentType, ContextType>;
  requiredActions?: Resolver<Array<ResolversTypes['OfferRequiredAction']>, ParentType, ContextType>;
  sellerAdvance?: Resolver<Maybe<ResolversTypes['OfferSellerAdvance']>, ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['OfferStage'], ParentType, ContextType>;
  stageLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subType?: Resolver<ResolversTypes['OfferSubType'], ParentType, ContextType>;
  subTypeLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['OfferSummary'], ParentType, ContextType>;
  termEndDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  termStartDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OfferAccountResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['OfferAccount'] = ResolversParentTypes['OfferAccount'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offersCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OfferActionResultResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['OfferActionResult'] = ResolversParentTypes['OfferActionResult'],
> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offer?: Resolver<Maybe<ResolversTypes['Offer']>, ParentType, ContextType>;
  offerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OfferAddOnMetadataResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['OfferAddOnMetadata'] = ResolversParentTypes['OfferAddOnMetadata'],
> = {
  account?: Resolver<ResolversTypes['Customer'], ParentType, ContextType>;
  directBillingFrequency?: Resolver<ResolversTypes['PaymentFrequency'], ParentType, ContextType>;
  directPaymentTerms?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxExpirationDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offerTermId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  salesPackageId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type OfferCashAdvanceResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['OfferCashAdvance'] = ResolversParentTypes['OfferCashAdvance'],
> = {
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerSelectedOfferTermLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paymentFrequency?: Resolver<ResolversTypes['PaymentFrequency'], ParentType, ContextType>;
  sellerCashAdvance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sellerCashAdvanceMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totalContractValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalContractValueMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type OfferCustomerResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['OfferCustomer'] = ResolversParentTypes['OfferCustomer'],
> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAccountDelinquent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OfferDuplicationMetadataResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['OfferDuplicationMetadata'] =
    ResolversParentTypes['OfferDuplicationMetadata'],
> = {
  account?: Resolver<ResolversTypes['Customer'], ParentType, ContextType>;
  directBillingFrequency?: Resolver<ResolversTypes['PaymentFrequency'], ParentType, ContextType>;
  directPaymentTerms?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiration?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  externalReferenceId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isAddOn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lineItems?: Resolver<Array<ResolversTypes['DuplicatedLineItem']>, ParentType, ContextType>;
  messageToAccount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  offerSubType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offerTermId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  parentOfferId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  salesPackageId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  subType?: Resolver<Maybe<ResolversTypes['OfferSubType']>, ParentType, ContextType>;
};

export type OfferEventResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['OfferEvent'] = ResolversParentTypes['OfferEvent'],
> = {
  actorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  relatedOfferId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['OfferEventType'], ParentType, ContextType>;
};

export type OfferEventPageResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['OfferEventPage'] = ResolversParentTypes['OfferEventPage'],
> = {
  items?: Resolver<Array<ResolversTypes['OfferEvent']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type OfferExpirationWindowResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['OfferExpirationWindow'] =
    ResolversParentTypes['OfferExpirationWindow'],
> = {
  defaultExpiration?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  maxExpirationDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  minExpirationDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OfferFileResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['OfferFile'] = ResolversParentTypes['OfferFile'],
> = {
  extension?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileType?: Resolver<Maybe<ResolversTypes['OfferFileType']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploadedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uploadedDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type OfferFilterAccountResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['OfferFilterAccount'] = ResolversParentTypes['OfferFilterAccount'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offersCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type OfferFunnelStepResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['OfferFunnelStep'] = ResolversParentTypes['OfferFunnelStep'],
> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reached?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reachedDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  step?: Resolver<ResolversTypes['OfferFunnelStepName'], ParentType, ContextType>;
};

export type OfferLineItemResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['OfferLineItem'] = ResolversParentTypes['OfferLineItem'],
> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  amountMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  pricingGroupId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pricingGroupKind?: Resolver<Maybe<ResolversTypes['PricingGroupType']>, ParentType, ContextType>;
  pricingGroupName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pricingGroupType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OfferListItemResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['OfferListItem'] = ResolversParentTypes['OfferListItem'],
> = {
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  allowCreateAddOn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  allowDuplicateChildOfferAddOns?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canDisableOffer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canSendLink?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customerOfferDirectUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  directOfferTermLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  directOfferTotalContractValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  directOfferTotalContractValueMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  expiration?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  externalReferenceId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasAddOns?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasRequiredActions?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAddOn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSharedRisk?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastLinkSentDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastModifiedDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  lastPaymentDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  obligorSelectedOfferPaymentAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  obligorSelectedOfferPaymentAmountMoney?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  obligorSelectedOfferTotalContractValue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  obligorSelectedOfferTotalContractValueMoney?: Resolver<
    Maybe<ResolversTypes['Money']>,
    ParentType,
    ContextType
  >;
  offerPaymentStatus?: Resolver<Maybe<ResolversTypes['PaymentStatus']>, ParentType, ContextType>;
  offerType?: Resolver<Maybe<ResolversTypes['OfferType']>, ParentType, ContextType>;
  ownerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidPaymentsAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  paidPaymentsAmountMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  paymentFrequency?: Resolver<ResolversTypes['PaymentFrequency'], ParentType, ContextType>;
  paymentsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recipientEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipientFullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reconciledPaidPaymentsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  salesPackageName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['OfferStage'], ParentType, ContextType>;
  stageLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subType?: Resolver<ResolversTypes['OfferSubType'], ParentType, ContextType>;
  subTypeLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OfferOwnerResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['OfferOwner'] = ResolversParentTypes['OfferOwner'],
> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OfferOwnerCandidateResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['OfferOwnerCandidate'] =
    ResolversParentTypes['OfferOwnerCandidate'],
> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OfferPageResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['OfferPage'] = ResolversParentTypes['OfferPage'],
> = {
  items?: Resolver<Array<ResolversTypes['OfferListItem']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type OfferPipelineResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['OfferPipeline'] = ResolversParentTypes['OfferPipeline'],
> = {
  acceptedStages?: Resolver<Array<ResolversTypes['OfferStage']>, ParentType, ContextType>;
  createdWithinDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ownerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  owners?: Resolver<Maybe<Array<ResolversTypes['OfferPipelineOwner']>>, ParentType, ContextType>;
  sentStages?: Resolver<Array<ResolversTypes['OfferStage']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['OfferPipelineFigures'], ParentType, ContextType>;
};

export type OfferPipelineFiguresResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['OfferPipelineFigures'] =
    ResolversParentTypes['OfferPipelineFigures'],
> = {
  acceptedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  amountMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  conversionRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['OfferPipelineGroupFigures']>, ParentType, ContextType>;
  medianDaysToAccept?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  offersCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OfferPipelineGroupFiguresResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['OfferPipelineGroupFigures'] =
    ResolversParentTypes['OfferPipelineGroupFigures'],
> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  amountMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  group?: Resolver<ResolversTypes['OfferPipelineGroup'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stages?: Resolver<Array<ResolversTypes['OfferStage']>, ParentType, ContextType>;
};

export type OfferPipelineOwnerResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['OfferPipelineOwner'] = ResolversParentTypes['OfferPipelineOwner'],
> = {
  figures?: Resolver<ResolversTypes['OfferPipelineFigures'], ParentType, ContextType>;
  ownerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ownerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OfferQuoteResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['OfferQuote'] = ResolversParentTypes['OfferQuote'],
> = {
  directBillingFrequency?: Resolver<ResolversTypes['PaymentFrequency'], ParentType, ContextType>;
  directBillingFrequencyLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  directPaymentTerms?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lineItems?: Resolver<Array<ResolversTypes['OfferLineItem']>, ParentType, ContextType>;
  salesPackageName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  term?: Resolver<ResolversTypes['OfferTerm'], ParentType, ContextType>;
  totalContractValueRounded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OfferRecipientResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['OfferRecipient'] = ResolversParentTypes['OfferRecipient'],
> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobilePhoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OfferRenewalResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['OfferRenewal'] = ResolversParentTypes['OfferRenewal'],
> = {
  renewalDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  renewalEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  renewalFreeMonths?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  renewalOfferId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  renewalPaymentFrequency?: Resolver<ResolversTypes['PaymentFrequency'], ParentType, ContextType>;
  renewalState?: Resolver<ResolversTypes['RenewalState'], ParentType, ContextType>;
  renewalTermLength?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  renewedOfferId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type OfferReportResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['OfferReport'] = ResolversParentTypes['OfferReport'],
> = {
  createdDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fileId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type OfferSellerAdvanceResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['OfferSellerAdvance'] = ResolversParentTypes['OfferSellerAdvance'],
> = {
  advanceDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  amount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  amountMoney?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  cashAdvanceId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  expectedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentFrequency?: Resolver<Maybe<ResolversTypes['PaymentFrequency']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OfferSellerAdvanceStatus'], ParentType, ContextType>;
  termLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OfferSummaryResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['OfferSummary'] = ResolversParentTypes['OfferSummary'],
> = {
  canEditExpirationDate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canEditTermStartDate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  customerOfferDirectUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxExpirationDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxTermStartDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  minExpirationDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  minTermStartDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shouldShowTermStartDateWarning?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OfferTermResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['OfferTerm'] = ResolversParentTypes['OfferTerm'],
> = {
  duration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isStandardOfferTerm?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offerTermType?: Resolver<ResolversTypes['OfferTermType'], ParentType, ContextType>;
};

export type OnboardingOptionalStepsResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['OnboardingOptionalSteps'] =
    ResolversParentTypes['OnboardingOptionalSteps'],
> = {
  codatPaymentsConnectionsCreated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  saasMetricsCompleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OnboardingStatusResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['OnboardingStatus'] = ResolversParentTypes['OnboardingStatus'],
> = {
  codatAccountingConnectionsCreated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  codatBankingConnectionsCreated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  filesUploaded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sellerRegistrationCompleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userProfileCompleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OnboardingSubmissionResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['OnboardingSubmission'] =
    ResolversParentTypes['OnboardingSubmission'],
> = {
  decisionExpectedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  submittedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type OpportunityAccountMetadataResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['OpportunityAccountMetadata'] =
    ResolversParentTypes['OpportunityAccountMetadata'],
> = {
  accountContactEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountContactFirstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountContactLastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountContactPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addressLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  addressSuggestions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  suggestedAddresses?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType>;
};

export type OpportunityMetadataResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['OpportunityMetadata'] =
    ResolversParentTypes['OpportunityMetadata'],
> = {
  createAccountMetadata?: Resolver<ResolversTypes['OpportunityAccountMetadata'], ParentType, ContextType>;
  existingAccount?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  externalId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrganizationResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['Organization'] = ResolversParentTypes['Organization'],
> = {
  customerOfferEmailLinkDeliveryEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dashboardLink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isOnboarding?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isUnderwriting?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  offerAddOnsEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sellerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sellerLogoResourceUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sellerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  settings?: Resolver<ResolversTypes['SellerSettings'], ParentType, ContextType>;
  showAdvanceHistory?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OverduePaymentsResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['OverduePayments'] = ResolversParentTypes['OverduePayments'],
> = {
  bucket?: Resolver<ResolversTypes['OverdueBucket'], ParentType, ContextType>;
  failedAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  failedAmountMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  failedPaymentsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lateAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lateAmountMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  latePaymentsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offersCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OwnershipTransferResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['OwnershipTransfer'] = ResolversParentTypes['OwnershipTransfer'],
> = {
  newOwner?: Resolver<ResolversTypes['TeamMember'], ParentType, ContextType>;
  previousOwner?: Resolver<ResolversTypes['TeamMember'], ParentType, ContextType>;
};

export type PageInfoResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo'],
> = {
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalElements?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PaymentResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['Payment'] = ResolversParentTypes['Payment'],
> = {
  details?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasInvoice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoiceId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  paymentAmountMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  paymentDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentMethod?: Resolver<Maybe<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  paymentStatus?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
};

export type PaymentMethodResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['PaymentMethod'] = ResolversParentTypes['PaymentMethod'],
> = {
  institutionName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<Maybe<ResolversTypes['PaymentType']>, ParentType, ContextType>;
  paymentMethodEnding?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentPageResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['PaymentPage'] = ResolversParentTypes['PaymentPage'],
> = {
  items?: Resolver<Array<ResolversTypes['Payment']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type PortfolioSummaryResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['PortfolioSummary'] = ResolversParentTypes['PortfolioSummary'],
> = {
  advances?: Resolver<Array<ResolversTypes['AdvanceMonth']>, ParentType, ContextType>;
  cashToCome?: Resolver<Array<ResolversTypes['CashToComeMonth']>, ParentType, ContextType>;
  lateOrFailed?: Resolver<Array<ResolversTypes['OverduePayments']>, ParentType, ContextType>;
};

export type PricingGroupResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['PricingGroup'] = ResolversParentTypes['PricingGroup'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<Maybe<ResolversTypes['PricingGroupType']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PricingOptionResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['PricingOption'] = ResolversParentTypes['PricingOption'],
> = {
  creditCardSurcharge?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  creditCardSurchargeMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  downpaymentAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  downpaymentAmountMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  modifiedPeriodBasedPaymentAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  modifiedPeriodBasedPaymentAmountMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  modifiedTotalContractValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  modifiedTotalContractValueMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  offerTermLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentFrequency?: Resolver<ResolversTypes['PaymentFrequency'], ParentType, ContextType>;
  paymentFrequencyLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  periodBasedPaymentAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  periodBasedPaymentAmountMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sellerCashAdvance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sellerCashAdvanceMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totalContractValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalContractValueMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type PrimaryAccountContactResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['PrimaryAccountContact'] =
    ResolversParentTypes['PrimaryAccountContact'],
> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProviderFeaturesResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['ProviderFeatures'] = ResolversParentTypes['ProviderFeatures'],
> = {
  apiClients?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  customerEin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dataRoomActivity?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dataRoomFileView?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dataRoomOrganize?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dataRoomRequestedDocuments?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  notifications?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  offerAccountFilter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  offerExpirationWindow?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  offerExpiringSoon?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  offerFileDownload?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  offerLinkSending?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  offerPipeline?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  offerQuotePdf?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  offerReissue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  offerSearch?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  offerSellerAdvance?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  onboardingSubmission?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  portfolioSummary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  webhookEndpoints?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type QueryResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  accountContact?: Resolver<
    ResolversTypes['AccountContact'],
    ParentType,
    ContextType,
    RequireFields<QueryAccountContactArgs, 'accountId' | 'contactId'>
  >;
  accountLinking?: Resolver<
    ResolversTypes['AccountLinking'],
    ParentType,
    ContextType,
    RequireFields<QueryAccountLinkingArgs, 'sessionToken'>
  >;
  accountTypeahead?: Resolver<
    Array<ResolversTypes['AccountName']>,
    ParentType,
    ContextType,
    RequireFields<QueryAccountTypeaheadArgs, 'query'>
  >;
  addressSuggestions?: Resolver<
    Array<ResolversTypes['Address']>,
    ParentType,
    ContextType,
    RequireFields<QueryAddressSuggestionsArgs, 'international' | 'query'>
  >;
  apiClients?: Resolver<Array<ResolversTypes['ApiClient']>, ParentType, ContextType>;
  cashAdvance?: Resolver<
    ResolversTypes['CashAdvance'],
    ParentType,
    ContextType,
    RequireFields<QueryCashAdvanceArgs, 'id'>
  >;
  cashAdvances?: Resolver<Array<ResolversTypes['CashAdvanceSummary']>, ParentType, ContextType>;
  cashAdvancesPage?: Resolver<
    ResolversTypes['CashAdvanceSummaryPage'],
    ParentType,
    ContextType,
    RequireFields<QueryCashAdvancesPageArgs, 'page' | 'size'>
  >;
  companyProfile?: Resolver<ResolversTypes['CompanyProfile'], ParentType, ContextType>;
  customerProfile?: Resolver<
    ResolversTypes['CustomerProfile'],
    ParentType,
    ContextType,
    RequireFields<QueryCustomerProfileArgs, 'id'>
  >;
  customers?: Resolver<
    ResolversTypes['CustomerPage'],
    ParentType,
    ContextType,
    RequireFields<QueryCustomersArgs, 'page' | 'size'>
  >;
  dataRoom?: Resolver<
    ResolversTypes['DataRoomObjectPage'],
    ParentType,
    ContextType,
    RequireFields<QueryDataRoomArgs, 'page' | 'size'>
  >;
  dataRoomActivity?: Resolver<
    ResolversTypes['DataRoomActivityPage'],
    ParentType,
    ContextType,
    RequireFields<QueryDataRoomActivityArgs, 'page' | 'size'>
  >;
  dataRoomExistingFileNames?: Resolver<
    Array<ResolversTypes['String']>,
    ParentType,
    ContextType,
    RequireFields<QueryDataRoomExistingFileNamesArgs, 'folderId' | 'names'>
  >;
  dataRoomFolder?: Resolver<
    ResolversTypes['DataRoomFolder'],
    ParentType,
    ContextType,
    Partial<QueryDataRoomFolderArgs>
  >;
  dataRoomFolderByPath?: Resolver<
    ResolversTypes['DataRoomFolder'],
    ParentType,
    ContextType,
    RequireFields<QueryDataRoomFolderByPathArgs, 'names'>
  >;
  dataRoomFolderPaths?: Resolver<Array<ResolversTypes['DataRoomFolderPath']>, ParentType, ContextType>;
  dataRoomRequestedDocuments?: Resolver<Array<ResolversTypes['RequestedDocument']>, ParentType, ContextType>;
  emailVerificationActiveLink?: Resolver<
    Maybe<ResolversTypes['EmailVerificationLink']>,
    ParentType,
    ContextType
  >;
  exemptionReasons?: Resolver<Array<ResolversTypes['ExemptionReason']>, ParentType, ContextType>;
  health?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  integrationConnections?: Resolver<
    ResolversTypes['IntegrationConnections'],
    ParentType,
    ContextType,
    RequireFields<QueryIntegrationConnectionsArgs, 'sourceType'>
  >;
  lastOfferReport?: Resolver<
    Maybe<ResolversTypes['OfferReport']>,
    ParentType,
    ContextType,
    RequireFields<QueryLastOfferReportArgs, 'exportType'>
  >;
  notifications?: Resolver<
    ResolversTypes['NotificationPage'],
    ParentType,
    ContextType,
    RequireFields<QueryNotificationsArgs, 'page' | 'size'>
  >;
  offer?: Resolver<ResolversTypes['Offer'], ParentType, ContextType, RequireFields<QueryOfferArgs, 'id'>>;
  offerAccountTypeahead?: Resolver<
    Array<ResolversTypes['OfferAccount']>,
    ParentType,
    ContextType,
    RequireFields<QueryOfferAccountTypeaheadArgs, 'query'>
  >;
  offerAddOnMetadata?: Resolver<
    ResolversTypes['OfferAddOnMetadata'],
    ParentType,
    ContextType,
    RequireFields<QueryOfferAddOnMetadataArgs, 'offerId'>
  >;
  offerDuplicationMetadata?: Resolver<
    ResolversTypes['OfferDuplicationMetadata'],
    ParentType,
    ContextType,
    RequireFields<QueryOfferDuplicationMetadataArgs, 'offerId'>
  >;
  offerExpirationWindow?: Resolver<
    ResolversTypes['OfferExpirationWindow'],
    ParentType,
    ContextType,
    RequireFields<QueryOfferExpirationWindowArgs, 'accountId'>
  >;
  offerFilterAccounts?: Resolver<
    Array<ResolversTypes['OfferFilterAccount']>,
    ParentType,
    ContextType,
    RequireFields<QueryOfferFilterAccountsArgs, 'query'>
  >;
  offerHealthReport?: Resolver<
    ResolversTypes['OfferPage'],
    ParentType,
    ContextType,
    RequireFields<QueryOfferHealthReportArgs, 'page' | 'size'>
  >;
  offerOwnerCandidates?: Resolver<
    Array<ResolversTypes['OfferOwnerCandidate']>,
    ParentType,
    ContextType,
    RequireFields<QueryOfferOwnerCandidatesArgs, 'query'>
  >;
  offerPaymentSchedule?: Resolver<
    Array<ResolversTypes['Payment']>,
    ParentType,
    ContextType,
    RequireFields<QueryOfferPaymentScheduleArgs, 'offerId'>
  >;
  offerPaymentSchedulePage?: Resolver<
    ResolversTypes['PaymentPage'],
    ParentType,
    ContextType,
    RequireFields<QueryOfferPaymentSchedulePageArgs, 'offerId' | 'page' | 'size'>
  >;
  offerPipeline?: Resolver<
    ResolversTypes['OfferPipeline'],
    ParentType,
    ContextType,
    Partial<QueryOfferPipelineArgs>
  >;
  offerQuotePreview?: Resolver<
    ResolversTypes['QuotePreview'],
    ParentType,
    ContextType,
    RequireFields<QueryOfferQuotePreviewArgs, 'input'>
  >;
  offerQuotePreviewFromPayment?: Resolver<
    ResolversTypes['QuotePreview'],
    ParentType,
    ContextType,
    RequireFields<QueryOfferQuotePreviewFromPaymentArgs, 'input'>
  >;
  offers?: Resolver<
    ResolversTypes['OfferPage'],
    ParentType,
    ContextType,
    RequireFields<QueryOffersArgs, 'page' | 'size'>
  >;
  onboardingOptionalSteps?: Resolver<ResolversTypes['OnboardingOptionalSteps'], ParentType, ContextType>;
  onboardingStatus?: Resolver<ResolversTypes['OnboardingStatus'], ParentType, ContextType>;
  onboardingSubmission?: Resolver<Maybe<ResolversTypes['OnboardingSubmission']>, ParentType, ContextType>;
  opportunityMetadata?: Resolver<
    ResolversTypes['OpportunityMetadata'],
    ParentType,
    ContextType,
    RequireFields<QueryOpportunityMetadataArgs, 'externalId'>
  >;
  organization?: Resolver<Maybe<ResolversTypes['Organization']>, ParentType, ContextType>;
  pendingJoinRequests?: Resolver<Array<ResolversTypes['JoinRequest']>, ParentType, ContextType>;
  pendingJoinRequestsPage?: Resolver<
    ResolversTypes['JoinRequestPage'],
    ParentType,
    ContextType,
    RequireFields<QueryPendingJoinRequestsPageArgs, 'page' | 'size'>
  >;
  portfolioSummary?: Resolver<ResolversTypes['PortfolioSummary'], ParentType, ContextType>;
  providerFeatures?: Resolver<ResolversTypes['ProviderFeatures'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  saasMetrics?: Resolver<ResolversTypes['SaasMetrics'], ParentType, ContextType>;
  salesPackages?: Resolver<
    Array<ResolversTypes['SalesPackage']>,
    ParentType,
    ContextType,
    Partial<QuerySalesPackagesArgs>
  >;
  session?: Resolver<ResolversTypes['Session'], ParentType, ContextType>;
  team?: Resolver<
    ResolversTypes['TeamMemberPage'],
    ParentType,
    ContextType,
    RequireFields<QueryTeamArgs, 'page' | 'size'>
  >;
  teamMember?: Resolver<
    ResolversTypes['TeamMember'],
    ParentType,
    ContextType,
    RequireFields<QueryTeamMemberArgs, 'id'>
  >;
  topAccounts?: Resolver<Array<ResolversTypes['AccountName']>, ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  webhookDeliveries?: Resolver<
    ResolversTypes['WebhookDeliveryPage'],
    ParentType,
    ContextType,
    RequireFields<QueryWebhookDeliveriesArgs, 'endpointId' | 'page' | 'size'>
  >;
  webhookEndpoint?: Resolver<
    ResolversTypes['WebhookEndpoint'],
    ParentType,
    ContextType,
    RequireFields<QueryWebhookEndpointArgs, 'id'>
  >;
  webhookEndpoints?: Resolver<Array<ResolversTypes['WebhookEndpoint']>, ParentType, ContextType>;
  webhookEventTypes?: Resolver<Array<ResolversTypes['WebhookEventType']>, ParentType, ContextType>;
};

export type QuotePreviewResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['QuotePreview'] = ResolversParentTypes['QuotePreview'],
> = {
  directAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  directAmountMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  directBillingFrequency?: Resolver<ResolversTypes['PaymentFrequency'], ParentType, ContextType>;
  directMonthlyAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  directMonthlyAmountMoney?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  directOption?: Resolver<ResolversTypes['PricingOption'], ParentType, ContextType>;
  financedOptions?: Resolver<Array<ResolversTypes['PricingOption']>, ParentType, ContextType>;
  lineItems?: Resolver<Array<ResolversTypes['QuotePreviewLine']>, ParentType, ContextType>;
  offerTermLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  termComparison?: Resolver<Array<ResolversTypes['TermComparison']>, ParentType, ContextType>;
  totalContractValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalContractValueMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type QuotePreviewLineResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['QuotePreviewLine'] = ResolversParentTypes['QuotePreviewLine'],
> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  amountMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  pricingGroupId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pricingGroupName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReferenceItemResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['ReferenceItem'] = ResolversParentTypes['ReferenceItem'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RegisteredOrganizationResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['RegisteredOrganization'] =
    ResolversParentTypes['RegisteredOrganization'],
> = {
  organizationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sellerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RequestedDocumentResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['RequestedDocument'] = ResolversParentTypes['RequestedDocument'],
> = {
  key?: Resolver<ResolversTypes['RequestedDocumentKey'], ParentType, ContextType>;
  provided?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  providedBy?: Resolver<Maybe<ResolversTypes['RequestedDocumentProof']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RoleResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['Role'] = ResolversParentTypes['Role'],
> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roleName?: Resolver<Maybe<ResolversTypes['RoleName']>, ParentType, ContextType>;
};

export type SaasMetricsResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['SaasMetrics'] = ResolversParentTypes['SaasMetrics'],
> = {
  calendarYearArr?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  calendarYearArrMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  expansionArr?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  expansionArrMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  grossRetention?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  grossRevenueChurn?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  monthlyRecurringRevenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  monthlyRecurringRevenueMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  netRetention?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  previousYearArr?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  previousYearArrMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type SalesPackageResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['SalesPackage'] = ResolversParentTypes['SalesPackage'],
> = {
  availableOfferTerms?: Resolver<Array<ResolversTypes['SalesPackageTerm']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pricingGroups?: Resolver<Array<ResolversTypes['PricingGroup']>, ParentType, ContextType>;
};

export type SalesPackageTermResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['SalesPackageTerm'] = ResolversParentTypes['SalesPackageTerm'],
> = {
  duration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isStandardOfferTerm?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offerTermType?: Resolver<ResolversTypes['OfferTermType'], ParentType, ContextType>;
};

export type SellerSettingsResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['SellerSettings'] = ResolversParentTypes['SellerSettings'],
> = {
  authorizedOfferTypes?: Resolver<Array<ResolversTypes['OfferType']>, ParentType, ContextType>;
  buyerFinancingFeeTooltip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offerForwardingEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  offerSignatureDocumentEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  phoneNumberRequiredForAccountContacts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  renewalsEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reversePaymentCalculatorEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  salesforceEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sellerFinancingFeeTooltip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  useDataRoomV2Page?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SendOfferLinkResultResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['SendOfferLinkResult'] =
    ResolversParentTypes['SendOfferLinkResult'],
> = {
  offer?: Resolver<ResolversTypes['Offer'], ParentType, ContextType>;
  sentAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type SessionResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session'],
> = {
  canCreateNewTenancy?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  currentJoinRequest?: Resolver<Maybe<ResolversTypes['JoinRequestSummary']>, ParentType, ContextType>;
  emailVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasTenancy?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  organizationOwnerEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  organizationOwnerFullName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TeamMemberResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['TeamMember'] = ResolversParentTypes['TeamMember'],
> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitationSentDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  isOrganizationOwner?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastLogin?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TeamMemberStatus'], ParentType, ContextType>;
};

export type TeamMemberPageResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['TeamMemberPage'] = ResolversParentTypes['TeamMemberPage'],
> = {
  items?: Resolver<Array<ResolversTypes['TeamMember']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type TermComparisonResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['TermComparison'] = ResolversParentTypes['TermComparison'],
> = {
  isStandardOfferTerm?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  offerTermId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  offerTermLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentFrequency?: Resolver<ResolversTypes['PaymentFrequency'], ParentType, ContextType>;
  paymentFrequencyLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  periodBasedPaymentAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  periodBasedPaymentAmountMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  sellerCashAdvance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sellerCashAdvanceMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totalContractValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalContractValueMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type ViewerResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer'],
> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isInvitePending?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isOrganizationOwner?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mobilePhoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type WebhookAttemptResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['WebhookAttempt'] = ResolversParentTypes['WebhookAttempt'],
> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  attempt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  durationMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  responseBody?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  statusCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type WebhookDeliveryResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['WebhookDelivery'] = ResolversParentTypes['WebhookDelivery'],
> = {
  attempts?: Resolver<Array<ResolversTypes['WebhookAttempt']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  messageId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nextAttemptAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payload?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WebhookDeliveryStatus'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WebhookDeliveryPageResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['WebhookDeliveryPage'] =
    ResolversParentTypes['WebhookDeliveryPage'],
> = {
  items?: Resolver<Array<ResolversTypes['WebhookDelivery']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type WebhookEndpointResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['WebhookEndpoint'] = ResolversParentTypes['WebhookEndpoint'],
> = {
  consecutiveFailures?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveries?: Resolver<
    ResolversTypes['WebhookDeliveryPage'],
    ParentType,
    ContextType,
    RequireFields<WebhookEndpointDeliveriesArgs, 'page' | 'size'>
  >;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  disabledReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['WebhookEvent']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastDelivery?: Resolver<Maybe<ResolversTypes['WebhookDelivery']>, ParentType, ContextType>;
  previousSecretExpiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WebhookEndpointStatus'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WebhookEndpointSecretResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['WebhookEndpointSecret'] =
    ResolversParentTypes['WebhookEndpointSecret'],
> = {
  endpoint?: Resolver<ResolversTypes['WebhookEndpoint'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WebhookEventTypeResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['WebhookEventType'] = ResolversParentTypes['WebhookEventType'],
> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['WebhookEvent'], ParentType, ContextType>;
  schema?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  AccountAddress?: AccountAddressResolvers<ContextType>;
  AccountContact?: AccountContactResolvers<ContextType>;
  AccountLinkResult?: AccountLinkResultResolvers<ContextType>;
  AccountLinking?: AccountLinkingResolvers<ContextType>;
  AccountName?: AccountNameResolvers<ContextType>;
  AccountValidation?: AccountValidationResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  AdvanceMonth?: AdvanceMonthResolvers<ContextType>;
  ApiClient?: ApiClientResolvers<ContextType>;
  ApiClientCredentials?: ApiClientCredentialsResolvers<ContextType>;
  BusinessMetrics?: BusinessMetricsResolvers<ContextType>;
  CashAdvance?: CashAdvanceResolvers<ContextType>;
  CashAdvanceSummary?: CashAdvanceSummaryResolvers<ContextType>;
  CashAdvanceSummaryPage?: CashAdvanceSummaryPageResolvers<ContextType>;
  CashToComeMonth?: CashToComeMonthResolvers<ContextType>;
  CompanyAddress?: CompanyAddressResolvers<ContextType>;
  CompanyDetails?: CompanyDetailsResolvers<ContextType>;
  CompanyProfile?: CompanyProfileResolvers<ContextType>;
  ConnectionException?: ConnectionExceptionResolvers<ContextType>;
  CreatedOffer?: CreatedOfferResolvers<ContextType>;
  CreditBureauMatch?: CreditBureauMatchResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerPage?: CustomerPageResolvers<ContextType>;
  CustomerProfile?: CustomerProfileResolvers<ContextType>;
  DataRoomActivity?: DataRoomActivityResolvers<ContextType>;
  DataRoomActivityPage?: DataRoomActivityPageResolvers<ContextType>;
  DataRoomFolder?: DataRoomFolderResolvers<ContextType>;
  DataRoomFolderHolds?: DataRoomFolderHoldsResolvers<ContextType>;
  DataRoomFolderPath?: DataRoomFolderPathResolvers<ContextType>;
  DataRoomFolderRef?: DataRoomFolderRefResolvers<ContextType>;
  DataRoomObject?: DataRoomObjectResolvers<ContextType>;
  DataRoomObjectPage?: DataRoomObjectPageResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DuplicatedLineItem?: DuplicatedLineItemResolvers<ContextType>;
  EmailVerificationLink?: EmailVerificationLinkResolvers<ContextType>;
  ExemptionReason?: ExemptionReasonResolvers<ContextType>;
  Integration?: IntegrationResolvers<ContextType>;
  IntegrationConnection?: IntegrationConnectionResolvers<ContextType>;
  IntegrationConnections?: IntegrationConnectionsResolvers<ContextType>;
  JoinRequest?: JoinRequestResolvers<ContextType>;
  JoinRequestPage?: JoinRequestPageResolvers<ContextType>;
  JoinRequestSummary?: JoinRequestSummaryResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationPage?: NotificationPageResolvers<ContextType>;
  Offer?: OfferResolvers<ContextType>;
  OfferAccount?: OfferAccountResolvers<ContextType>;
  OfferActionResult?: OfferActionResultResolvers<ContextType>;
  OfferAddOnMetadata?: OfferAddOnMetadataResolvers<ContextType>;
  OfferCashAdvance?: OfferCashAdvanceResolvers<ContextType>;
  OfferCustomer?: OfferCustomerResolvers<ContextType>;
  OfferDuplicationMetadata?: OfferDuplicationMetadataResolvers<ContextType>;
  OfferEvent?: OfferEventResolvers<ContextType>;
  OfferEventPage?: OfferEventPageResolvers<ContextType>;
  OfferExpirationWindow?: OfferExpirationWindowResolvers<ContextType>;
  OfferFile?: OfferFileResolvers<ContextType>;
  OfferFilterAccount?: OfferFilterAccountResolvers<ContextType>;
  OfferFunnelStep?: OfferFunnelStepResolvers<ContextType>;
  OfferLineItem?: OfferLineItemResolvers<ContextType>;
  OfferListItem?: OfferListItemResolvers<ContextType>;
  OfferOwner?: OfferOwnerResolvers<ContextType>;
  OfferOwnerCandidate?: OfferOwnerCandidateResolvers<ContextType>;
  OfferPage?: OfferPageResolvers<ContextType>;
  OfferPipeline?: OfferPipelineResolvers<ContextType>;
  OfferPipelineFigures?: OfferPipelineFiguresResolvers<ContextType>;
  OfferPipelineGroupFigures?: OfferPipelineGroupFiguresResolvers<ContextType>;
  OfferPipelineOwner?: OfferPipelineOwnerResolvers<ContextType>;
  OfferQuote?: OfferQuoteResolvers<ContextType>;
  OfferRecipient?: OfferRecipientResolvers<ContextType>;
  OfferRenewal?: OfferRenewalResolvers<ContextType>;
  OfferReport?: OfferReportResolvers<ContextType>;
  OfferSellerAdvance?: OfferSellerAdvanceResolvers<ContextType>;
  OfferSummary?: OfferSummaryResolvers<ContextType>;
  OfferTerm?: OfferTermResolvers<ContextType>;
  OnboardingOptionalSteps?: OnboardingOptionalStepsResolvers<ContextType>;
  OnboardingStatus?: OnboardingStatusResolvers<ContextType>;
  OnboardingSubmission?: OnboardingSubmissionResolvers<ContextType>;
  OpportunityAccountMetadata?: OpportunityAccountMetadataResolvers<ContextType>;
  OpportunityMetadata?: OpportunityMetadataResolvers<ContextType>;
  Organization?: OrganizationResolvers<ContextType>;
  OverduePayments?: OverduePaymentsResolvers<ContextType>;
  OwnershipTransfer?: OwnershipTransferResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Payment?: PaymentResolvers<ContextType>;
  PaymentMethod?: PaymentMethodResolvers<ContextType>;
  PaymentPage?: PaymentPageResolvers<ContextType>;
  PortfolioSummary?: PortfolioSummaryResolvers<ContextType>;
  PricingGroup?: PricingGroupResolvers<ContextType>;
  PricingOption?: PricingOptionResolvers<ContextType>;
  PrimaryAccountContact?: PrimaryAccountContactResolvers<ContextType>;
  ProviderFeatures?: ProviderFeaturesResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QuotePreview?: QuotePreviewResolvers<ContextType>;
  QuotePreviewLine?: QuotePreviewLineResolvers<ContextType>;
  ReferenceItem?: ReferenceItemResolvers<ContextType>;
  RegisteredOrganization?: RegisteredOrganizationResolvers<ContextType>;
  RequestedDocument?: RequestedDocumentResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  SaasMetrics?: SaasMetricsResolvers<ContextType>;
  SalesPackage?: SalesPackageResolvers<ContextType>;
  SalesPackageTerm?: SalesPackageTermResolvers<ContextType>;
  SellerSettings?: SellerSettingsResolvers<ContextType>;
  SendOfferLinkResult?: SendOfferLinkResultResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  TeamMember?: TeamMemberResolvers<ContextType>;
  TeamMemberPage?: TeamMemberPageResolvers<ContextType>;
  TermComparison?: TermComparisonResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
  WebhookAttempt?: WebhookAttemptResolvers<ContextType>;
  WebhookDelivery?: WebhookDeliveryResolvers<ContextType>;
  WebhookDeliveryPage?: WebhookDeliveryPageResolvers<ContextType>;
  WebhookEndpoint?: WebhookEndpointResolvers<ContextType>;
  WebhookEndpointSecret?: WebhookEndpointSecretResolvers<ContextType>;
  WebhookEventType?: WebhookEventTypeResolvers<ContextType>;
};
