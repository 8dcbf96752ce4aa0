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
  ProviderFolder,
  ProviderDataRoomObject,
  ProviderDataRoomPage,
  ProviderActivity,
  ProviderActivityPage,
  ProviderRequestedDocument,
} from '../domains/dataroom/provider-client.js';
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

/** What was done to a file. */
export type DataRoomAction =
  /** The file was deleted. */
  | 'DELETED'
  /** The file was downloaded, alone or in a zip. */
  | 'DOWNLOADED'
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
  /** The file's id (a deleted file's too). */
  fileId: Scalars['ID']['output'];
  /** The file's name when it happened. */
  fileName: Scalars['String']['output'];
  /** The line's id. */
  id: Scalars['ID']['output'];
  /** When it happened. */
  occurredAt: Scalars['DateTime']['output'];
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
  /** Everything directly in it, folders first, each group by name (the older page lists a folder whole). */
  contents: Array<DataRoomObject>;
  /** How many files are directly in it. */
  filesCount: Scalars['Int']['output'];
  /** The folder's id. */
  id: Scalars['ID']['output'];
  /** When a file directly in it was last uploaded; null without files. */
  lastUploadDate?: Maybe<Scalars['DateTime']['output']>;
  /** The folder's name; the root's is empty. */
  name: Scalars['String']['output'];
};

/** What Add Folder sends (spec 02 section 5). */
export type DataRoomFolderInput = {
  /** Letters, digits, spaces, _ and -; no leading space; at most 128 characters. */
  name: Scalars['String']['input'];
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
  /** Adds a folder (spec 02 section 5 name rules); a name the parent has already (any case) answers CONFLICT. */
  createDataRoomFolder: DataRoomFolder;
  /** Asks to join the company that owns the user's email domain (when none exists yet). */
  createJoinRequest: JoinRequestSummary;
  /** Deletes a file; an immutable file answers FORBIDDEN, another seller's NOT_FOUND. Answers the deleted file's id. */
  deleteDataRoomFile: Scalars['ID']['output'];
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
  /** Ticks a requested document off as provided, or takes the tick back (a matching file counts whatever the tick). */
  setRequestedDocumentProvided: RequestedDocument;
  /** Makes an active admin the organization owner; the organization owner only. */
  transferOwnership: OwnershipTransfer;
  /** Changes a member's names, phone and role; only the fields that differ reach the provider. Admins only. */
  updateTeamMember: TeamMember;
  /** Consumes a verification code once; a wrong, reused or replaced code is BAD_USER_INPUT. */
  verifyEmail: Scalars['Boolean']['output'];
};

/** Each domain extends Mutation with its own operations. */
export type MutationApproveJoinRequestArgs = {
  input: ApproveJoinRequestInput;
};

/** Each domain extends Mutation with its own operations. */
export type MutationCreateDataRoomFolderArgs = {
  input: DataRoomFolderInput;
  parentId: Scalars['ID']['input'];
};

/** Each domain extends Mutation with its own operations. */
export type MutationDeleteDataRoomFileArgs = {
  id: Scalars['ID']['input'];
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
export type MutationSetRequestedDocumentProvidedArgs = {
  key: RequestedDocumentKey;
  provided: Scalars['Boolean']['input'];
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

export type Query = {
  __typename?: 'Query';
  /** A pending account-linking step, for the user it links to (spec 02 section 3, Account-linking metadata). */
  accountLinking: AccountLinking;
  /** Addresses containing every word typed, for the company details and customer account forms (spec 01 section 5, Typeaheads). */
  addressSuggestions: Array<Address>;
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
  /** The documents the provider asks every seller for, and whether each is provided. */
  dataRoomRequestedDocuments: Array<RequestedDocument>;
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

export type QueryAccountLinkingArgs = {
  sessionToken: Scalars['String']['input'];
};

export type QueryAddressSuggestionsArgs = {
  international?: Scalars['Boolean']['input'];
  query: Scalars['String']['input'];
};

export type QueryDataRoomArgs = {
  folderId?: InputMaybe<Scalars['ID']['input']>;
  page?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  size?: Scalars['Int']['input'];
};

export type QueryDataRoomActivityArgs = {
  page?: Scalars['Int']['input'];
  size?: Scalars['Int']['input'];
};

export type QueryDataRoomExistingFileNamesArgs = {
  folderId: Scalars['ID']['input'];
  names: Array<Scalars['String']['input']>;
};

export type QueryDataRoomFolderArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
};

export type QueryDataRoomFolderByPathArgs = {
  names: Array<Scalars['String']['input']>;
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
  /** A file of a matching type is in the data room. */
  | 'FILE'
  /** A member ticked it off. */
  | 'USER';

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
  AccountLinkResult: ResolverTypeWrapper<AccountLinkResult>;
  AccountLinking: ResolverTypeWrapper<ProviderAccountLinking>;
  Address: ResolverTypeWrapper<ProviderAddress>;
  ApproveJoinRequestInput: ApproveJoinRequestInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  DataRoomAction: DataRoomAction;
  DataRoomActivity: ResolverTypeWrapper<ProviderActivity>;
  DataRoomActivityPage: ResolverTypeWrapper<ProviderActivityPage>;
  DataRoomFileType: DataRoomFileType;
  DataRoomFolder: ResolverTypeWrapper<ProviderFolder>;
  DataRoomFolderInput: DataRoomFolderInput;
  DataRoomFolderRef: ResolverTypeWrapper<DataRoomFolderRef>;
  DataRoomObject: ResolverTypeWrapper<ProviderDataRoomObject>;
  DataRoomObjectPage: ResolverTypeWrapper<ProviderDataRoomPage>;
  DataRoomObjectType: DataRoomObjectType;
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
  RequestedDocument: ResolverTypeWrapper<ProviderRequestedDocument>;
  RequestedDocumentKey: RequestedDocumentKey;
  RequestedDocumentProof: RequestedDocumentProof;
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
  DataRoomActivity: ProviderActivity;
  DataRoomActivityPage: ProviderActivityPage;
  DataRoomFolder: ProviderFolder;
  DataRoomFolderInput: DataRoomFolderInput;
  DataRoomFolderRef: DataRoomFolderRef;
  DataRoomObject: ProviderDataRoomObject;
  DataRoomObjectPage: ProviderDataRoomPage;
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
  RequestedDocument: ProviderRequestedDocument;
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

export type DataRoomActivityResolvers<
  ContextType = GatewayContext,
  ParentType extends ResolversParentTypes['DataRoomActivity'] = ResolversParentTypes['DataRoomActivity'],
> = {
  action?: Resolver<ResolversTypes['DataRoomAction'], ParentType, ContextType>;
  actor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
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
  filesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUploadDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  createDataRoomFolder?: Resolver<
    ResolversTypes['DataRoomFolder'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateDataRoomFolderArgs, 'input' | 'parentId'>
  >;
  createJoinRequest?: Resolver<ResolversTypes['JoinRequestSummary'], ParentType, ContextType>;
  deleteDataRoomFile?: Resolver<
    ResolversTypes['ID'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteDataRoomFileArgs, 'id'>
  >;
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
  setRequestedDocumentProvided?: Resolver<
    ResolversTypes['RequestedDocument'],
    ParentType,
    ContextType,
    RequireFields<MutationSetRequestedDocumentProvidedArgs, 'key' | 'provided'>
  >;
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
  dataRoomRequestedDocuments?: Resolver<Array<ResolversTypes['RequestedDocument']>, ParentType, ContextType>;
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
  DataRoomActivity?: DataRoomActivityResolvers<ContextType>;
  DataRoomActivityPage?: DataRoomActivityPageResolvers<ContextType>;
  DataRoomFolder?: DataRoomFolderResolvers<ContextType>;
  DataRoomFolderRef?: DataRoomFolderRefResolvers<ContextType>;
  DataRoomObject?: DataRoomObjectResolvers<ContextType>;
  DataRoomObjectPage?: DataRoomObjectPageResolvers<ContextType>;
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
  RequestedDocument?: RequestedDocumentResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  SellerSettings?: SellerSettingsResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  TeamMember?: TeamMemberResolvers<ContextType>;
  TeamMemberPage?: TeamMemberPageResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
};
