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

/** Spec 02 section 3, Email-verification active link. */
export type EmailVerificationLink = {
  __typename?: 'EmailVerificationLink';
  /** The link's id: its code, and what resendVerificationEmail replaces. */
  id: Scalars['ID']['output'];
};

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

/** Each domain extends Mutation with its own operations. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Admits the requester to the caller's seller with the chosen role; the organization owner only. */
  approveJoinRequest: JoinRequest;
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
  /** Changes a member's names, phone and role: only the fields sent, and of those only the ones that differ, reach the provider. Admins only. */
  updateTeamMember: TeamMember;
  /** Consumes a verification code once; a wrong, reused or replaced code is BAD_USER_INPUT. */
  verifyEmail: Scalars['Boolean']['output'];
};

/** Each domain extends Mutation with its own operations. */
export type MutationApproveJoinRequestArgs = {
  input: ApproveJoinRequestInput;
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
export type MutationUpdateTeamMemberArgs = {
  id: Scalars['ID']['input'];
  input: UpdateTeamMemberInput;
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
  /** This page's number, from 0. */
  page: Scalars['Int']['output'];
  /** The most rows a page holds. */
  size: Scalars['Int']['output'];
  /** How many rows there are in all pages. */
  totalElements: Scalars['Int']['output'];
  /** How many pages there are. */
  totalPages: Scalars['Int']['output'];
};

/** What can be read: each domain adds its queries. */
export type Query = {
  __typename?: 'Query';
  /** A pending account-linking step, for the user it links to (spec 02 section 3, Account-linking metadata). */
  accountLinking: AccountLinking;
  /** Addresses containing every word typed, for the company details and customer account forms (spec 01 section 5, Typeaheads). */
  addressSuggestions: Array<Address>;
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
  /** The signed-in user. */
  viewer: Viewer;
};

/** What can be read: each domain adds its queries. */
export type QueryAccountLinkingArgs = {
  sessionToken: Scalars['String']['input'];
};

/** What can be read: each domain adds its queries. */
export type QueryAddressSuggestionsArgs = {
  international?: Scalars['Boolean']['input'];
  query: Scalars['String']['input'];
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

/** A role a member holds (spec 02 section 3); the name admin is special. */
export type Role = {
  __typename?: 'Role';
  /** What the role may do, shown in the invite form. */
  description?: Maybe<Scalars['String']['output']>;
  /** The role's name as people read it. */
  displayName: Scalars['String']['output'];
  /** The role's id. */
  id: Scalars['ID']['output'];
  /** The role's name: ADMIN, EXEC, SALES_MANAGER, FINANCE_MANAGER or ACCOUNT_EXEC. */
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
  AccountLinkResult: ResolverTypeWrapper<AccountLinkResult>;
  AccountLinking: ResolverTypeWrapper<ProviderAccountLinking>;
  Address: ResolverTypeWrapper<ProviderAddress>;
  ApproveJoinRequestInput: ApproveJoinRequestInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
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
  UpdateTeamMemberInput: UpdateTeamMemberInput;
  Viewer: ResolverTypeWrapper<ProviderCurrentUser>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccountLinkResult: AccountLinkResult;
  AccountLinking: ProviderAccountLinking;
  Address: ProviderAddress;
  ApproveJoinRequestInput: ApproveJoinRequestInput;
  Boolean: Scalars['Boolean']['output'];
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
  Query: Record<PropertyKey, never>;
  RegisteredOrganization: RegisteredOrganization;
  RegistrationInput: RegistrationInput;
  Role: ProviderRole;
  SellerSettings: ProviderSellerSettings;
  Session: ProviderSession;
  String: Scalars['String']['output'];
  TeamMember: ProviderTeamUser;
  TeamMemberPage: ProviderTeamPage;
  UpdateTeamMemberInput: UpdateTeamMemberInput;
  Viewer: ProviderCurrentUser;
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
  updateTeamMember?: Resolver<
    ResolversTypes['TeamMember'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateTeamMemberArgs, 'id' | 'input'>
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

export type QueryResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  accountLinking?: Resolver<
    ResolversTypes['AccountLinking'],
    ParentType,
    ContextType,
    RequireFields<QueryAccountLinkingArgs, 'sessionToken'>
  >;
  addressSuggestions?: Resolver<
    Array<ResolversTypes['Address']>,
    ParentType,
    ContextType,
    RequireFields<QueryAddressSuggestionsArgs, 'international' | 'query'>
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
  AccountLinkResult?: AccountLinkResultResolvers<ContextType>;
  AccountLinking?: AccountLinkingResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  EmailVerificationLink?: EmailVerificationLinkResolvers<ContextType>;
  JoinRequest?: JoinRequestResolvers<ContextType>;
  JoinRequestSummary?: JoinRequestSummaryResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Organization?: OrganizationResolvers<ContextType>;
  OwnershipTransfer?: OwnershipTransferResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RegisteredOrganization?: RegisteredOrganizationResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  SellerSettings?: SellerSettingsResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  TeamMember?: TeamMemberResolvers<ContextType>;
  TeamMemberPage?: TeamMemberPageResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
};
