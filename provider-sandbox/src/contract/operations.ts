/**
 * The provider's REST contract (docs/adr/019): every operation the sandbox serves under /api, as the OpenAPI
 * document at GET /api/openapi.json lists it. An operation is the spec's (docs/spec/01 and 02, section 7) unless it
 * says `extension`: one of ours, which a real provider may not offer and which the extension switch turns off.
 * A test checks this list against the routers (nothing served is missing) and against the spec's calls.
 */

import { z } from 'zod';
import { sandboxDomains } from '../domains.js';
import {
  accountLinked,
  accountLinking,
  accountLinkingQuery,
  accountLinkRequest,
} from '../account-linking/contract.js';
import { address, addressTypeaheadQuery } from '../addresses/contract.js';
import {
  account,
  accountChanges,
  accountContact,
  accountContactChanges,
  accountNames,
  accountPage,
  accountsQuery,
  accountTypeaheadQuery,
  accountValidation,
  accountValidationRequest,
  customer,
  newAccount,
  newAccountContact,
  primaryContactChoice,
} from '../customers/contract.js';
import {
  bulkDownloadRequest,
  dataRoomActivityPage,
  dataRoomActivityQuery,
  dataRoomFile,
  dataRoomFolder,
  dataRoomFolderWithContents,
  dataRoomPage,
  dataRoomQuery,
  dataRoomUpload,
  fileChanges,
  filesUpload,
  fileUpload,
  folderChanges,
  folderDeleteQuery,
  newFolder,
  requestedDocument,
  requestedDocumentAnswer,
  uploadQuery,
} from '../dataroom/contract.js';
import { emailVerificationLink, verificationCode } from '../email-verification/contract.js';
import {
  notification,
  notificationPage,
  notificationsMarkedRead,
  notificationsQuery,
} from '../notifications/contract.js';
import {
  addOnMetadata,
  createdOffer,
  duplicationMetadata,
  expirationWindow,
  expirationWindowQuery,
  funnelStep,
  newOffer,
  offerAccounts,
  offerAccountTypeaheadQuery,
  offerAddOnFlags,
  offerAddOnsQuery,
  offerCancelFlag,
  offerChanges,
  offerContractUpload,
  offerDetails,
  offerEventPage,
  offerEventsQuery,
  offerFileAttachment,
  offerFileUpload,
  offerOwnerChange,
  offerPage,
  offerPayment,
  offerLinkSend,
  offerSellerAdvance,
  offerPipeline,
  offerPipelineQuery,
  offerRenewalChange,
  offersQuery,
  offerUpload,
  offerUsers,
  offerUsersQuery,
  opportunityMetadata,
  opportunityMetadataQuery,
  quotePreview,
  quotePreviewFromPaymentRequest,
  quotePreviewRequest,
  salesPackage,
  salesPackagesQuery,
} from '../offers/contract.js';
import { createdJoinRequest, registeredOrganization, registrationRequest } from '../registration/contract.js';
import {
  businessMetrics,
  businessMetricsChanges,
  companyDetails,
  companyDetailsChanges,
  companyProfile,
  connectionRequest,
  connectionsQuery,
  exemption,
  exemptionReason,
  exemptionRequest,
  integrationConnection,
  integrationConnections,
  onboardingStatus,
  onboardingSubmission,
  optionalSteps,
  saasMetrics,
  saasMetricsChanges,
  userSettingsChanges,
} from '../org/contract.js';
import {
  cashAdvance,
  cashAdvances,
  offerExportRequest,
  offerReport,
  offerReportQuery,
  portfolioSummary,
  portfolioSummaryQuery,
} from '../reports/contract.js';
import { currentSeller, sellerSettings } from '../sellers/contract.js';
import { session } from '../session/contract.js';
import { appSettings } from '../settings/contract.js';
import {
  currentUser,
  invitationRequest,
  joinRequest,
  joinRequestApproval,
  joinRequestChoice,
  memberChoice,
  ownershipTransfer,
  roleDefinition,
  teamQuery,
  teamUser,
  teamUserChanges,
  teamUserPage,
} from '../team/contract.js';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ProviderOperation {
  method: HttpMethod;
  /** The path below /api, OpenAPI style (`/v1/offers/{id}`). */
  path: string;
  summary: string;
  /** The OpenAPI tag: the sandbox domain that serves it. */
  tag: string;
  /** Ours, not the spec's: marked `x-extension: true` in the document and answered 404 when extensions are off. */
  extension?: true;
  /** Needs no bearer token (read before sign-in). */
  public?: true;
  /** A call the spec names without showing its path; the sandbox's path stands in for the provider's. */
  pathNotShown?: string;
  /** Still served, no longer used: OpenAPI's `deprecated: true`. */
  deprecated?: true;
  /**
   * The JSON body of its success answer: a schema the domain's `contract.ts` names (or a list of one). A test checks
   * the sandbox's real answers against it (`answers.test.ts`); without one the document says only "as docs/spec".
   */
  response?: z.ZodType;
  /** The success answer's status when it is not 200. */
  status?: 201 | 202;
  /**
   * The JSON body it reads (`requestBody`, required): a schema the domain's `contract.ts` names. A test sends the
   * sandbox bodies the schema takes and some it refuses (`requests.test.ts`); without one the document says nothing.
   */
  request?: z.ZodType;
  /** A `multipart/form-data` body instead (an upload): a named schema of its parts. */
  form?: z.ZodType;
  /** The query parameters it reads, each with its schema, description and whether it is required. */
  query?: z.ZodObject;
}

const op = (
  method: HttpMethod,
  path: string,
  tag: string,
  summary: string,
  more: Partial<
    Pick<
      ProviderOperation,
      | 'extension'
      | 'public'
      | 'pathNotShown'
      | 'deprecated'
      | 'response'
      | 'status'
      | 'request'
      | 'form'
      | 'query'
    >
  > = {},
): ProviderOperation => ({ method, path, tag, summary, ...more });
const ours = { extension: true } as const;

/** The operations listed here; a domain may declare its own instead (`SandboxDomain.operations`). */
const LISTED: readonly ProviderOperation[] = [
  // Session, settings and sign-in (spec 02 section 7, Sign-in and onboarding)
  op('GET', '/v1/app-settings', 'settings', 'App-wide settings read before sign-in (maintenance mode)', {
    public: true,
    pathNotShown: 'spec 02: sellerAppIsInMaintenanceMode, read from the feature-flag service',
    response: appSettings,
  }),
  op('GET', '/me', 'session', 'The signed-in user, their seller and the identity workflow', {
    response: session,
  }),
  op('GET', '/v1/users/current', 'session', 'The current user', {
    pathNotShown: 'spec 02 section 7: "a current-user call"',
    response: currentUser,
  }),
  op('GET', '/v1/sellers/current', 'sellers', 'The current seller and its status flags', {
    pathNotShown: 'spec 02 section 7: "a current-seller call"',
    response: currentSeller,
  }),
  op('GET', '/v1/sellers/current/settings', 'settings', "The seller's feature flags and settings", {
    pathNotShown: 'spec 02 section 7: "a feature-flag service is also used"',
    response: sellerSettings,
  }),
  op('GET', '/v1/sellers/{id}/logo', 'sellers', "A seller's logo image", { ...ours, public: true }),
  op('GET', '/reference/integrations/{key}/logo.svg', 'org', "An integration platform's logo", {
    ...ours,
    public: true,
  }),
  op('PATCH', '/v1/users/invite-accepted', 'session', 'Marks the invitation of the signed-in user accepted'),
  op(
    'GET',
    '/v1/email-verification/active-link',
    'email-verification',
    'The active email verification link',
    {
      response: emailVerificationLink,
    },
  ),
  op('POST', '/v1/email-verification/send', 'email-verification', 'Sends a verification email', {
    response: emailVerificationLink,
    status: 201,
  }),
  op('POST', '/v1/email-verification/resend', 'email-verification', 'Sends the verification email again', {
    request: verificationCode,
    response: emailVerificationLink,
    status: 201,
  }),
  op('POST', '/v1/email-verification/verify', 'email-verification', 'Verifies the email with its code', {
    request: verificationCode,
  }),
  op('POST', '/v1/organizations', 'registration', 'Registers a company', {
    request: registrationRequest,
    response: registeredOrganization,
    status: 201,
  }),
  op('POST', '/v1/join-requests', 'registration', 'Asks to join the company of the email domain', {
    response: createdJoinRequest,
    status: 201,
  }),
  op('GET', '/account-linking', 'account-linking', 'The account linking session', {
    query: accountLinkingQuery,
    response: accountLinking,
  }),
  op('POST', '/account-linking/link', 'account-linking', 'Links the signed-in account to the session', {
    query: accountLinkingQuery,
    request: accountLinkRequest,
    response: accountLinked,
  }),

  // Team (spec 02 section 7, Team; spec 01 section 7)
  op('GET', '/v1/teams/current', 'team', "The seller's team, paged and searched", {
    query: teamQuery,
    response: teamUserPage,
  }),
  op('GET', '/v1/roles', 'team', 'The roles a member may have', { response: z.array(roleDefinition) }),
  op('GET', '/v1/users/{id}', 'team', 'One team member', { response: teamUser }),
  op('PATCH', '/v1/users/{id}', 'team', "Replaces a member's fields and roles", {
    request: teamUserChanges,
    response: teamUser,
  }),
  op('PATCH', '/v1/users/{id}/disable', 'team', 'Disables a member', { response: teamUser }),
  op('PATCH', '/v1/users/{id}/enable', 'team', 'Enables a member', { response: teamUser }),
  op('POST', '/v1/teams/transfer-ownership', 'team', 'Transfers ownership to another member', {
    request: memberChoice,
    response: ownershipTransfer,
  }),
  op('POST', '/v1/invitations', 'team', 'Invites a team member', {
    request: invitationRequest,
    response: teamUser,
    status: 201,
  }),
  op('POST', '/v1/invitations/resend', 'team', 'Sends an invitation again', {
    request: memberChoice,
    response: teamUser,
  }),
  op('GET', '/v1/teams/pending-join-requests', 'team', 'Pending join requests (owner only)', {
    response: z.array(joinRequest),
  }),
  op('POST', '/teams/pending-join-request/approve', 'team', 'Approves a join request', {
    request: joinRequestApproval,
    response: joinRequest,
  }),
  op('POST', '/teams/pending-join-request/reject', 'team', 'Rejects a join request', {
    request: joinRequestChoice,
    response: joinRequest,
  }),

  // Addresses
  op('GET', '/v1/addresses/typeahead', 'addresses', 'Address suggestions', {
    query: addressTypeaheadQuery,
    response: z.array(address),
  }),

  // Customers and accounts (spec 02 section 7)
  op('GET', '/v1/accounts', 'customers', "The seller's customer accounts, paged and searched", {
    query: accountsQuery,
    response: accountPage,
  }),
  op('GET', '/v1/accounts/typeahead', 'customers', 'Accounts whose name matches', {
    query: accountTypeaheadQuery,
    response: accountNames,
  }),
  op('GET', '/v1/accounts/typeaheadTopTen', 'customers', 'The first ten accounts', {
    response: accountNames,
  }),
  op('GET', '/v1/accounts/{id}', 'customers', 'One account', { response: account }),
  op('PATCH', '/v1/accounts/{id}', 'customers', "Replaces an account's EIN", {
    ...ours,
    request: accountChanges,
    response: account,
  }),
  op('GET', '/v1/customers/{id}', 'customers', 'One customer', { response: customer }),
  op('GET', '/v1/accounts/{id}/account-contacts', 'customers', "An account's contacts", {
    response: z.array(accountContact),
  }),
  op('POST', '/v1/accounts/{id}/account-contacts', 'customers', 'Adds a contact', {
    request: newAccountContact,
    response: accountContact,
    status: 201,
  }),
  op('POST', '/v1/accounts/{id}/account-contacts/primary', 'customers', 'Makes a contact the primary one', {
    request: primaryContactChoice,
    response: accountContact,
  }),
  op('GET', '/v1/accounts/{id}/account-contacts/{contactId}', 'customers', 'One contact', {
    response: accountContact,
  }),
  op('PATCH', '/v1/accounts/{id}/account-contacts/{contactId}', 'customers', "Replaces a contact's fields", {
    request: accountContactChanges,
    response: accountContact,
  }),
  op('POST', '/v3/accounts/validations', 'customers', 'Matches a new account against the credit bureau', {
    request: accountValidationRequest,
    response: accountValidation,
  }),
  op('POST', '/v5/accounts', 'customers', 'Creates an account', {
    request: newAccount,
    response: account,
    status: 201,
  }),

  // Offers (spec 01 and 02 section 7)
  op('GET', '/v1/offers', 'offers', 'Offers, paged and filtered by stage, account and payment status', {
    query: offersQuery,
    response: offerPage,
  }),
  op('GET', '/v1/offers/pipeline', 'offers', "The caller's offers by where they stand, over a period", {
    ...ours,
    query: offerPipelineQuery,
    response: offerPipeline,
  }),
  op('GET', '/v1/offers/account-typeahead', 'offers', 'Accounts that have offers (the list filters)', {
    ...ours,
    query: offerAccountTypeaheadQuery,
    response: offerAccounts,
  }),
  op('GET', '/v2/offers/{id}', 'offers', 'One offer with its action flags', { response: offerDetails }),
  op('PATCH', '/v1/offers/{id}', 'offers', "Replaces an offer's term start, expiration or card payments", {
    request: offerChanges,
    response: offerDetails,
  }),
  op('GET', '/v1/offers/{id}/allow-addons', 'offers', 'Whether the offer allows add-ons', {
    response: offerAddOnFlags,
  }),
  op('GET', '/v1/offers/{id}/addons', 'offers', "The offer's add-ons, paged", {
    query: offerAddOnsQuery,
    response: offerPage,
  }),
  op('GET', '/v1/users/typeahead', 'offers', 'Members who may own an offer', {
    query: offerUsersQuery,
    response: offerUsers,
  }),
  op('POST', '/v1/offers/{id}/change-offer-owner', 'offers', "Changes the offer's owner", {
    request: offerOwnerChange,
    response: offerDetails,
  }),
  op('POST', '/v1/offers/{id}/renewal-status', 'offers', "Sets the offer's renewal", {
    request: offerRenewalChange,
    response: offerDetails,
  }),
  op('GET', '/v1/offers/{id}/can-cancel-before-payment', 'offers', 'Whether the offer can be cancelled now', {
    response: offerCancelFlag,
  }),
  op('POST', '/v1/offers/{id}/cancel', 'offers', 'Cancels the offer', { response: offerDetails }),
  op('POST', '/v1/offers/{id}/disable', 'offers', 'Disables the offer', { response: offerDetails }),
  op('POST', '/v1/offers/{id}/reissue', 'offers', 'Reissues an expired or cancelled offer as a new one', {
    ...ours,
    response: offerDetails,
    status: 201,
  }),
  op(
    'POST',
    '/v1/offers/{id}/send-link',
    'offers',
    "Emails the offer's link to its recipient or another contact",
    {
      ...ours,
      request: offerLinkSend,
      response: offerDetails,
    },
  ),
  op('GET', '/v1/offers/{id}/events', 'offers', "The offer's events, paged", {
    query: offerEventsQuery,
    response: offerEventPage,
  }),
  op('GET', '/v1/offers/{id}/events/funnel', 'offers', "The offer's funnel", {
    response: z.array(funnelStep),
  }),
  op('POST', '/offers/{id}/files', 'offers', 'Attaches a file to the offer', {
    form: offerFileAttachment,
    response: offerFileUpload,
    status: 201,
  }),
  op('GET', '/offers/{id}/files/{fileId}/download', 'offers', 'Downloads a file of the offer', ours),
  op('GET', '/v1/offers/{id}/payments', 'offers', "The offer's payment schedule", {
    response: z.array(offerPayment),
  }),
  op(
    'GET',
    '/v1/offers/{id}/seller-advance',
    'offers',
    'What the seller receives for the offer: its cash advance',
    {
      ...ours,
      response: offerSellerAdvance,
    },
  ),
  op('GET', '/v1/offers/{id}/quote', 'offers', "The offer's quote (PDF) for the seller's CRM", ours),
  op('GET', '/v1/payments/{id}/invoice', 'offers', "A payment's invoice (PDF)"),

  // Offer creation (spec 02 section 7, Offers)
  op('POST', '/v1/sales-packages', 'offer-creation', 'The sales packages an offer may use', {
    query: salesPackagesQuery,
    response: z.array(salesPackage),
  }),
  op('POST', '/v2/pricing-options/quote-preview', 'offer-creation', 'Prices a quote', {
    request: quotePreviewRequest,
    response: quotePreview,
  }),
  op(
    'POST',
    '/v1/pricing-options/quote-preview-from-payment',
    'offer-creation',
    'Prices a quote from a desired payment',
    { request: quotePreviewFromPaymentRequest, response: quotePreview },
  ),
  op(
    'GET',
    '/v1/offers/expiration-window',
    'offer-creation',
    "The window a new offer's expiration falls in",
    { ...ours, query: expirationWindowQuery, response: expirationWindow },
  ),
  op(
    'GET',
    '/v1/offers/salesforce-opportunity-metadata',
    'offer-creation',
    'A Salesforce opportunity as an offer',
    { query: opportunityMetadataQuery, response: opportunityMetadata },
  ),
  op(
    'GET',
    '/v1/offers/{id}/offer-duplication-metadata',
    'offer-creation',
    'An offer as the start of a copy',
    { response: duplicationMetadata },
  ),
  op('GET', '/v1/offers/{id}/addon-metadata', 'offer-creation', 'An offer as the base of an add-on', {
    response: addOnMetadata,
  }),
  op('POST', '/v1/offers', 'offer-creation', 'Creates an offer', {
    request: newOffer,
    response: createdOffer,
    status: 201,
  }),
  op('POST', '/offers/files', 'offer-creation', 'Uploads a file for an offer being created', {
    form: offerContractUpload,
    response: offerUpload,
    status: 201,
  }),

  // Data room (spec 02 section 7, Data room)
  op('GET', '/folders/{id}', 'dataroom', 'A folder (or root) with its contents', {
    response: dataRoomFolderWithContents,
  }),
  op('GET', '/v2/folders/{id}', 'dataroom', 'A folder (or root), version 2', { response: dataRoomFolder }),
  op('GET', '/folders/{parentId}/folders/name/{name}', 'dataroom', 'A subfolder by name', {
    response: dataRoomFolderWithContents,
  }),
  op('POST', '/folders/{id}/folders', 'dataroom', 'Creates a subfolder', {
    request: newFolder,
    response: dataRoomFolder,
    status: 201,
  }),
  op('GET', '/data-room', 'dataroom', 'The data room listing, paged and searched', {
    query: dataRoomQuery,
    response: dataRoomPage,
  }),
  op('GET', '/data-room/activity', 'dataroom', "The data room's recent activity", {
    ...ours,
    query: dataRoomActivityQuery,
    response: dataRoomActivityPage,
  }),
  op('GET', '/data-room/requested-documents', 'dataroom', 'The documents the provider asks for', {
    ...ours,
    response: z.array(requestedDocument),
  }),
  op('PUT', '/data-room/requested-documents/{key}', 'dataroom', 'Answers a requested document', {
    ...ours,
    request: requestedDocumentAnswer,
    response: requestedDocument,
  }),
  op('POST', '/folders/{id}/files', 'dataroom', 'Uploads a file', {
    form: fileUpload,
    query: uploadQuery,
    response: dataRoomUpload,
  }),
  op('POST', '/folders/{id}/files/bulk', 'dataroom', 'Uploads several files', {
    form: filesUpload,
    query: uploadQuery,
    response: dataRoomUpload,
  }),
  op('DELETE', '/files/{id}', 'dataroom', 'Deletes a file'),
  op('PATCH', '/folders/{id}', 'dataroom', 'Renames or moves a folder', {
    ...ours,
    request: folderChanges,
    response: dataRoomFolder,
  }),
  op('DELETE', '/folders/{id}', 'dataroom', 'Deletes a folder', { ...ours, query: folderDeleteQuery }),
  op('PATCH', '/files/{id}', 'dataroom', 'Renames or moves a file', {
    ...ours,
    request: fileChanges,
    response: dataRoomFile,
  }),
  op(
    'GET',
    '/files/{id}/download',
    'dataroom',
    "A file's bytes, as an attachment: a data room file, or an offer report's CSV (spec 01 and 02)",
  ),
  op('GET', '/files/{id}/view', 'dataroom', "A file's bytes, shown inline", ours),
  op('POST', '/files/bulk-download', 'dataroom', 'Several files as one zip', {
    request: bulkDownloadRequest,
  }),

  // Notifications (ours: the spec's socket carries only the export's events)
  op('GET', '/v1/notifications', 'notifications', "The user's notification feed", {
    ...ours,
    query: notificationsQuery,
    response: notificationPage,
  }),
  op('POST', '/v1/notifications/read', 'notifications', 'Marks every notification read', {
    ...ours,
    response: notificationsMarkedRead,
  }),
  op('POST', '/v1/notifications/{id}/read', 'notifications', 'Marks one notification read', {
    ...ours,
    response: notification,
  }),

  // Reports (spec 01 section 7)
  op('POST', '/v2/offers/export', 'reports', 'Starts the offer health report', {
    request: offerExportRequest,
  }),
  op('GET', '/v2/offers/export', 'reports', 'The last report of a type', {
    query: offerReportQuery,
    response: offerReport,
  }),
  // A report's CSV is the spec's GET /files/{id}/download (Data room above), which serves report files too.
  op(
    'GET',
    '/v2/offers/export/files/{fileId}/download',
    'reports',
    "A report's CSV at the sandbox's former path",
    {
      ...ours,
      deprecated: true,
    },
  ),
  op('GET', '/v1/reports/portfolio-summary', 'reports', "The dashboard's portfolio summary", {
    ...ours,
    query: portfolioSummaryQuery,
    response: portfolioSummary,
  }),
  op('GET', '/v1/cash-advances', 'reports', 'The advance history', { response: cashAdvances }),
  op('GET', '/v1/cash-advances/{id}', 'reports', 'One cash advance', { response: cashAdvance }),
  op('GET', '/v1/cash-advances/{id}/export-cash-advance-details', 'reports', "A cash advance's CSV"),

  // Company lifecycle, details and connections (spec 01 section 7)
  op('GET', '/v1/sellers/{sellerId}/onboarding', 'org', 'The seller with its reference lists', {
    response: companyProfile,
  }),
  op('PATCH', '/v1/sellers/{sellerId}/details', 'org', "Replaces the company's details", {
    request: companyDetailsChanges,
    response: companyDetails,
  }),
  op('PATCH', '/v1/sellers/{sellerId}/business-metrics', 'org', "Replaces the company's business metrics", {
    request: businessMetricsChanges,
    response: businessMetrics,
  }),
  op('GET', '/v1/sellers/{sellerId}/saas-metrics', 'org', "The company's SaaS metrics", {
    response: saasMetrics,
  }),
  op('PATCH', '/v1/sellers/{sellerId}/saas-metrics', 'org', "Replaces the company's SaaS metrics", {
    request: saasMetricsChanges,
    response: saasMetrics,
  }),
  op('PATCH', '/v1/users/current', 'org', "Replaces the current user's fields", {
    request: userSettingsChanges,
    response: currentUser,
  }),
  op('GET', '/onboarding/status', 'org', 'The five onboarding flags', { response: onboardingStatus }),
  op('GET', '/onboarding/status/optional-steps', 'org', 'The optional onboarding steps', {
    response: optionalSteps,
  }),
  op('GET', '/v1/onboarding/submission', 'org', 'When and by whom onboarding was submitted', {
    ...ours,
    response: onboardingSubmission,
  }),
  op('POST', '/v1/onboarding/submit', 'org', 'Submits onboarding (the company moves to underwriting)', {
    response: currentSeller,
  }),
  op('GET', '/sellers/current/integration-connections', 'org', "The seller's connections of a source type", {
    query: connectionsQuery,
    response: integrationConnections,
  }),
  op('POST', '/v1/connections', 'org', 'Starts a connection (answers the link URL)', {
    request: connectionRequest,
    response: integrationConnection,
    status: 201,
  }),
  op('POST', '/v1/connections/{id}/disconnect', 'org', 'Disconnects a connection', {
    response: integrationConnection,
  }),
  op('GET', '/reference/exemption-reasons', 'org', 'The reasons an exception may be requested for', {
    response: z.array(exemptionReason),
  }),
  op('POST', '/exemptions', 'org', 'Requests an exception', {
    request: exemptionRequest,
    response: exemption,
    status: 201,
  }),
];

/**
 * Every operation of the contract: the list above and those each domain declares itself (`SandboxDomain.operations`,
 * in its own `contract.ts`; `npm run new-domain` writes one that way).
 */
export const PROVIDER_OPERATIONS: readonly ProviderOperation[] = [
  ...LISTED,
  ...sandboxDomains.flatMap((domain) => domain.operations ?? []),
];
