import { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
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
import { GatewayContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
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

export type AccountLinkResult = {
  __typename?: 'AccountLinkResult';
  /** The identity provider's URL that finishes the pending sign-in, with its state. */
  continueUrl: Scalars['String']['output'];
};

export type AccountLinking = {
  __typename?: 'AccountLinking';
  linkingUserEmail: Scalars['String']['output'];
  linkingUserProvider: Scalars['String']['output'];
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

export type ApproveJoinRequestInput = {
  firstName: Scalars['String']['input'];
  joinRequestId: Scalars['ID']['input'];
  lastName: Scalars['String']['input'];
  mobilePhoneNumber?: InputMaybe<Scalars['String']['input']>;
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  roleId: Scalars['ID']['input'];
  title?: InputMaybe<Scalars['String']['input']>;
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

/** Spec 02 section 3, Email-verification active link. */
export type EmailVerificationLink = {
  __typename?: 'EmailVerificationLink';
  id: Scalars['ID']['output'];
};

export type InviteTeamMemberInput = {
  email: Scalars['String']['input'];
  recipientFirstName: Scalars['String']['input'];
  recipientLastName: Scalars['String']['input'];
  roleId: Scalars['ID']['input'];
};

/** A user's request to join the caller's seller (spec 02 section 3). */
export type JoinRequest = {
  __typename?: 'JoinRequest';
  email: Scalars['String']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  status: JoinRequestStatus;
};

export type JoinRequestStatus = 'APPROVED' | 'PENDING' | 'REJECTED';

export type JoinRequestSummary = {
  __typename?: 'JoinRequestSummary';
  id: Scalars['ID']['output'];
  status: JoinRequestStatus;
};

/** Each domain extends Mutation with its own operations. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Admits the requester to the caller's seller with the chosen role; the organization owner only. */
  approveJoinRequest: JoinRequest;
  /** Creates the customer with its contact as primary contact, with the credit-bureau match chosen in step 2 (none when none was found). */
  createAccount: Customer;
  /** Adds a contact to a customer; with isPrimary (or as its first contact) it becomes the primary one. The seller's phoneNumberRequiredForAccountContacts asks for a phone or a mobile number. */
  createAccountContact: AccountContact;
  /** Asks to join the company that owns the user's email domain (when none exists yet). */
  createJoinRequest: JoinRequestSummary;
  /** ACTIVE to DISABLED; admins only, never oneself or the organization owner. */
  disableTeamMember: TeamMember;
  /** DISABLED to ACTIVE; admins only, never oneself or the organization owner. */
  enableTeamMember: TeamMember;
  /** Invites a new member by email with one role; admins only. An email already in use answers CONFLICT. */
  inviteTeamMember: TeamMember;
  /** Links the pending second identity to the signed-in user; answers where the identity provider continues. */
  linkAccounts: AccountLinkResult;
  /** Makes a contact the customer's primary (default) contact; the previous one stops being primary in the same change. */
  makePrimaryAccountContact: AccountContact;
  /** Marks an invited user as having accepted the invitation (after their first signed-in load). */
  markInviteAccepted: Scalars['Boolean']['output'];
  /** Creates the signed-in user's company: they become its owner and admin; the company starts onboarding. */
  registerOrganization: RegisteredOrganization;
  /** Declines a PENDING join request; the organization owner only. */
  rejectJoinRequest: JoinRequest;
  /** Sends an INVITED member's invitation again; admins only. */
  resendInvitation: TeamMember;
  /** Replaces the active verification link (its id) with a new one and emails it. */
  resendVerificationEmail: EmailVerificationLink;
  /** Emails a new verification link to the signed-in user. */
  sendVerificationEmail: EmailVerificationLink;
  /** Makes an active admin the organization owner; the organization owner only. */
  transferOwnership: OwnershipTransfer;
  /** Changes a contact: only the fields given, and of those only the ones that differ, reach the provider. A primary contact cannot be unset. */
  updateAccountContact: AccountContact;
  /** Changes a member's names, phone and role; only the fields that differ reach the provider. Admins only. */
  updateTeamMember: TeamMember;
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
export type MutationDisableTeamMemberArgs = {
  id: Scalars['ID']['input'];
};

/** Each domain extends Mutation with its own operations. */
export type MutationEnableTeamMemberArgs = {
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
export type MutationRegisterOrganizationArgs = {
  input: RegistrationInput;
};

/** Each domain extends Mutation with its own operations. */
export type MutationRejectJoinRequestArgs = {
  id: Scalars['ID']['input'];
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
export type MutationTransferOwnershipArgs = {
  userId: Scalars['ID']['input'];
};

/** Each domain extends Mutation with its own operations. */
export type MutationUpdateAccountContactArgs = {
  accountId: Scalars['ID']['input'];
  contactId: Scalars['ID']['input'];
  input: UpdateAccountContactInput;
};

/** Each domain extends Mutation with its own operations. */
export type MutationUpdateTeamMemberArgs = {
  id: Scalars['ID']['input'];
  input: UpdateTeamMemberInput;
};

/** Each domain extends Mutation with its own operations. */
export type MutationValidateAccountArgs = {
  input: AccountInput;
};

/** Each domain extends Mutation with its own operations. */
export type MutationVerifyEmailArgs = {
  code: Scalars['String']['input'];
};

/** A kind of offer a seller creates (spec 02 section 2). */
export type OfferType =
  /** An invoice (Create Invoice). */
  | 'INVOICE'
  /** A financing quote (Create Offer). */
  | 'QUOTE';

/** Organization status flags (spec 01 section 3). */
export type Organization = {
  __typename?: 'Organization';
  customerOfferEmailLinkDeliveryEnabled: Scalars['Boolean']['output'];
  dashboardLink: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isApproved: Scalars['Boolean']['output'];
  isOnboarding: Scalars['Boolean']['output'];
  isUnderwriting: Scalars['Boolean']['output'];
  offerAddOnsEnabled: Scalars['Boolean']['output'];
  sellerId: Scalars['ID']['output'];
  sellerLogoResourceUrl?: Maybe<Scalars['String']['output']>;
  sellerName: Scalars['String']['output'];
  /** The seller's feature flags and settings (spec 02 sections 3 and 6). */
  settings: SellerSettings;
  showAdvanceHistory: Scalars['Boolean']['output'];
};

/** Both members whose ownership changed, so clients update both rows. */
export type OwnershipTransfer = {
  __typename?: 'OwnershipTransfer';
  newOwner: TeamMember;
  previousOwner: TeamMember;
};

/** One pagination shape for every paged list: 0-based page numbers. */
export type PageInfo = {
  __typename?: 'PageInfo';
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  totalElements: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
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
  /** One customer's page: the account, the caller's offers for it and its contacts; another seller's id answers NOT_FOUND. */
  customerProfile: CustomerProfile;
  /** The caller's customers by name, 0-based pages (spec 02 section 2, Customers list). Not for finance managers. */
  customers: CustomerPage;
  /** The signed-in user's active email-verification link; null when there is none. */
  emailVerificationActiveLink?: Maybe<EmailVerificationLink>;
  /** Answers ok when the gateway is up; needs no provider call. */
  health: Scalars['String']['output'];
  /** The signed-in user's seller company and its status flags; null when the user has no company. */
  organization?: Maybe<Organization>;
  /** Join requests waiting for the organization owner (PENDING and REJECTED); owner only. */
  pendingJoinRequests: Array<JoinRequest>;
  /** The roles a member can hold. */
  roles: Array<Role>;
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
};

export type QueryAccountContactArgs = {
  accountId: Scalars['ID']['input'];
  contactId: Scalars['ID']['input'];
};

export type QueryAccountLinkingArgs = {
  sessionToken: Scalars['String']['input'];
};

export type QueryAccountTypeaheadArgs = {
  query: Scalars['String']['input'];
};

export type QueryAddressSuggestionsArgs = {
  international?: Scalars['Boolean']['input'];
  query: Scalars['String']['input'];
};

export type QueryCustomerProfileArgs = {
  id: Scalars['ID']['input'];
};

export type QueryCustomersArgs = {
  page?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  size?: Scalars['Int']['input'];
};

export type QueryTeamArgs = {
  page?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  size?: Scalars['Int']['input'];
};

export type QueryTeamMemberArgs = {
  id: Scalars['ID']['input'];
};

export type RegisteredOrganization = {
  __typename?: 'RegisteredOrganization';
  organizationId: Scalars['ID']['output'];
  sellerName: Scalars['String']['output'];
};

/** Spec 02 section 3, Registration payload. */
export type RegistrationInput = {
  sellerName: Scalars['String']['input'];
  userFirstName: Scalars['String']['input'];
  userLastName: Scalars['String']['input'];
  userTitle?: InputMaybe<Scalars['String']['input']>;
};

export type Role = {
  __typename?: 'Role';
  description?: Maybe<Scalars['String']['output']>;
  displayName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
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

export type Session = {
  __typename?: 'Session';
  canCreateNewTenancy: Scalars['Boolean']['output'];
  currentJoinRequest?: Maybe<JoinRequestSummary>;
  emailVerified: Scalars['Boolean']['output'];
  hasTenancy: Scalars['Boolean']['output'];
  organizationOwnerEmail?: Maybe<Scalars['String']['output']>;
  organizationOwnerFullName?: Maybe<Scalars['String']['output']>;
};

export type TeamMember = {
  __typename?: 'TeamMember';
  email: Scalars['String']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  invitationSentDate?: Maybe<Scalars['DateTime']['output']>;
  isOrganizationOwner: Scalars['Boolean']['output'];
  lastLogin?: Maybe<Scalars['DateTime']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  phoneNumber?: Maybe<Scalars['String']['output']>;
  roles: Array<Role>;
  status: TeamMemberStatus;
};

export type TeamMemberPage = {
  __typename?: 'TeamMemberPage';
  items: Array<TeamMember>;
  pageInfo: PageInfo;
};

export type TeamMemberStatus = 'ACTIVE' | 'DISABLED' | 'INVITED' | 'UNKNOWN';

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

export type UpdateTeamMemberInput = {
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  roleId: Scalars['ID']['input'];
};

export type Viewer = {
  __typename?: 'Viewer';
  email: Scalars['String']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** True while the user's status is invited (the portal then marks the invitation accepted). */
  isInvitePending: Scalars['Boolean']['output'];
  isOrganizationOwner: Scalars['Boolean']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  mobilePhoneNumber?: Maybe<Scalars['String']['output']>;
  phoneNumber?: Maybe<Scalars['String']['output']>;
  roles: Array<Role>;
  title?: Maybe<Scalars['String']['output']>;
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
  ApproveJoinRequestInput: ApproveJoinRequestInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CreditBureauMatch: ResolverTypeWrapper<CreditBureauMatch>;
  Customer: ResolverTypeWrapper<ProviderAccount>;
  CustomerPage: ResolverTypeWrapper<ProviderAccountPage>;
  CustomerProfile: ResolverTypeWrapper<ProviderCustomer>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  EmailVerificationLink: ResolverTypeWrapper<ProviderEmailVerificationLink>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InviteTeamMemberInput: InviteTeamMemberInput;
  JoinRequest: ResolverTypeWrapper<ProviderJoinRequest>;
  JoinRequestStatus: JoinRequestStatus;
  JoinRequestSummary: ResolverTypeWrapper<JoinRequestSummary>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OfferType: OfferType;
  Organization: ResolverTypeWrapper<ProviderSeller>;
  OwnershipTransfer: ResolverTypeWrapper<ProviderOwnershipTransfer>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PrimaryAccountContact: ResolverTypeWrapper<PrimaryAccountContact>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegisteredOrganization: ResolverTypeWrapper<RegisteredOrganization>;
  RegistrationInput: RegistrationInput;
  Role: ResolverTypeWrapper<ProviderRole>;
  SellerSettings: ResolverTypeWrapper<ProviderSellerSettings>;
  Session: ResolverTypeWrapper<ProviderSession>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TeamMember: ResolverTypeWrapper<ProviderTeamUser>;
  TeamMemberPage: ResolverTypeWrapper<ProviderTeamPage>;
  TeamMemberStatus: TeamMemberStatus;
  UpdateAccountContactInput: UpdateAccountContactInput;
  UpdateTeamMemberInput: UpdateTeamMemberInput;
  Viewer: ResolverTypeWrapper<ProviderCurrentUser>;
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
  ApproveJoinRequestInput: ApproveJoinRequestInput;
  Boolean: Scalars['Boolean']['output'];
  CreditBureauMatch: CreditBureauMatch;
  Customer: ProviderAccount;
  CustomerPage: ProviderAccountPage;
  CustomerProfile: ProviderCustomer;
  DateTime: Scalars['DateTime']['output'];
  EmailVerificationLink: ProviderEmailVerificationLink;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  InviteTeamMemberInput: InviteTeamMemberInput;
  JoinRequest: ProviderJoinRequest;
  JoinRequestSummary: JoinRequestSummary;
  Mutation: Record<PropertyKey, never>;
  Organization: ProviderSeller;
  OwnershipTransfer: ProviderOwnershipTransfer;
  PageInfo: PageInfo;
  PrimaryAccountContact: PrimaryAccountContact;
  Query: Record<PropertyKey, never>;
  RegisteredOrganization: RegisteredOrganization;
  RegistrationInput: RegistrationInput;
  Role: ProviderRole;
  SellerSettings: ProviderSellerSettings;
  Session: ProviderSession;
  String: Scalars['String']['output'];
  TeamMember: ProviderTeamUser;
  TeamMemberPage: ProviderTeamPage;
  UpdateAccountContactInput: UpdateAccountContactInput;
  UpdateTeamMemberInput: UpdateTeamMemberInput;
  Viewer: ProviderCurrentUser;
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

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type EmailVerificationLinkResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['EmailVerificationLink'] =
    ResolversParentTypes['EmailVerificationLink'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
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

export type JoinRequestSummaryResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['JoinRequestSummary'] = ResolversParentTypes['JoinRequestSummary'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['JoinRequestStatus'], ParentType, ContextType>;
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
  createJoinRequest?: Resolver<ResolversTypes['JoinRequestSummary'], ParentType, ContextType>;
  disableTeamMember?: Resolver<
    ResolversTypes['TeamMember'],
    ParentType,
    ContextType,
    RequireFields<MutationDisableTeamMemberArgs, 'id'>
  >;
  enableTeamMember?: Resolver<
    ResolversTypes['TeamMember'],
    ParentType,
    ContextType,
    RequireFields<MutationEnableTeamMemberArgs, 'id'>
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
  markInviteAccepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  registerOrganization?: Resolver<
    ResolversTypes['RegisteredOrganization'],
    ParentType,
    ContextType,
    RequireFields<MutationRegisterOrganizationArgs, 'input'>
  >;
  rejectJoinRequest?: Resolver<
    ResolversTypes['JoinRequest'],
    ParentType,
    ContextType,
    RequireFields<MutationRejectJoinRequestArgs, 'id'>
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
  sendVerificationEmail?: Resolver<ResolversTypes['EmailVerificationLink'], ParentType, ContextType>;
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
  updateTeamMember?: Resolver<
    ResolversTypes['TeamMember'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateTeamMemberArgs, 'id' | 'input'>
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
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalElements?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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
  emailVerificationActiveLink?: Resolver<
    Maybe<ResolversTypes['EmailVerificationLink']>,
    ParentType,
    ContextType
  >;
  health?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organization?: Resolver<Maybe<ResolversTypes['Organization']>, ParentType, ContextType>;
  pendingJoinRequests?: Resolver<Array<ResolversTypes['JoinRequest']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
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
};

export type RegisteredOrganizationResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['RegisteredOrganization'] =
    ResolversParentTypes['RegisteredOrganization'],
> = {
  organizationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sellerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RoleResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['Role'] = ResolversParentTypes['Role'],
> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type Resolvers<ContextType = GatewayContext> = {
  AccountAddress?: AccountAddressResolvers<ContextType>;
  AccountContact?: AccountContactResolvers<ContextType>;
  AccountLinkResult?: AccountLinkResultResolvers<ContextType>;
  AccountLinking?: AccountLinkingResolvers<ContextType>;
  AccountName?: AccountNameResolvers<ContextType>;
  AccountValidation?: AccountValidationResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  CreditBureauMatch?: CreditBureauMatchResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerPage?: CustomerPageResolvers<ContextType>;
  CustomerProfile?: CustomerProfileResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  EmailVerificationLink?: EmailVerificationLinkResolvers<ContextType>;
  JoinRequest?: JoinRequestResolvers<ContextType>;
  JoinRequestSummary?: JoinRequestSummaryResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Organization?: OrganizationResolvers<ContextType>;
  OwnershipTransfer?: OwnershipTransferResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PrimaryAccountContact?: PrimaryAccountContactResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RegisteredOrganization?: RegisteredOrganizationResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  SellerSettings?: SellerSettingsResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  TeamMember?: TeamMemberResolvers<ContextType>;
  TeamMemberPage?: TeamMemberPageResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
};
