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
  '\n  query IdentitySession {\n    session {\n      emailVerified\n      hasTenancy\n      canCreateNewTenancy\n      currentJoinRequest {\n        id\n        status\n      }\n      organizationOwnerEmail\n      organizationOwnerFullName\n    }\n  }\n': typeof types.IdentitySessionDocument;
  '\n  mutation CreateJoinRequest {\n    createJoinRequest {\n      id\n      status\n    }\n  }\n': typeof types.CreateJoinRequestDocument;
  '\n  query EmailVerificationActiveLink {\n    emailVerificationActiveLink {\n      id\n    }\n  }\n': typeof types.EmailVerificationActiveLinkDocument;
  '\n  mutation SendVerificationEmail {\n    sendVerificationEmail {\n      id\n    }\n  }\n': typeof types.SendVerificationEmailDocument;
  '\n  mutation ResendVerificationEmail($code: String!) {\n    resendVerificationEmail(code: $code) {\n      id\n    }\n  }\n': typeof types.ResendVerificationEmailDocument;
  '\n  mutation VerifyEmail($code: String!) {\n    verifyEmail(code: $code)\n  }\n': typeof types.VerifyEmailDocument;
  '\n  mutation RegisterOrganization($input: RegistrationInput!) {\n    registerOrganization(input: $input) {\n      organizationId\n      sellerName\n    }\n  }\n': typeof types.RegisterOrganizationDocument;
  '\n  query AccountLinking($sessionToken: String!) {\n    accountLinking(sessionToken: $sessionToken) {\n      linkingUserEmail\n      linkingUserProvider\n      primaryUserProvider\n    }\n  }\n': typeof types.AccountLinkingDocument;
  '\n  mutation LinkAccounts($sessionToken: String!) {\n    linkAccounts(sessionToken: $sessionToken) {\n      continueUrl\n    }\n  }\n': typeof types.LinkAccountsDocument;
  '\n  query NotificationFeed($size: Int!) {\n    providerFeatures {\n      notifications\n    }\n    notifications(page: 0, size: $size) {\n      items {\n        id\n        type\n        title\n        message\n        offerId\n        createdAt\n        read\n      }\n      unreadCount\n    }\n  }\n': typeof types.NotificationFeedDocument;
  '\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      read\n      readAt\n    }\n  }\n': typeof types.MarkNotificationReadDocument;
  '\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n': typeof types.MarkAllNotificationsReadDocument;
  '\n  query ShellContext {\n    viewer {\n      id\n      email\n      firstName\n      lastName\n      isOrganizationOwner\n      isInvitePending\n      roles {\n        id\n        name\n        displayName\n      }\n    }\n    organization {\n      id\n      sellerName\n      sellerLogoResourceUrl\n      isOnboarding\n      isUnderwriting\n      isApproved\n      dashboardLink\n    }\n  }\n': typeof types.ShellContextDocument;
  '\n  mutation MarkInviteAccepted {\n    markInviteAccepted\n  }\n': typeof types.MarkInviteAcceptedDocument;
};
const documents: Documents = {
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
  '\n  query NotificationFeed($size: Int!) {\n    providerFeatures {\n      notifications\n    }\n    notifications(page: 0, size: $size) {\n      items {\n        id\n        type\n        title\n        message\n        offerId\n        createdAt\n        read\n      }\n      unreadCount\n    }\n  }\n':
    types.NotificationFeedDocument,
  '\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      read\n      readAt\n    }\n  }\n':
    types.MarkNotificationReadDocument,
  '\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n':
    types.MarkAllNotificationsReadDocument,
  '\n  query ShellContext {\n    viewer {\n      id\n      email\n      firstName\n      lastName\n      isOrganizationOwner\n      isInvitePending\n      roles {\n        id\n        name\n        displayName\n      }\n    }\n    organization {\n      id\n      sellerName\n      sellerLogoResourceUrl\n      isOnboarding\n      isUnderwriting\n      isApproved\n      dashboardLink\n    }\n  }\n':
    types.ShellContextDocument,
  '\n  mutation MarkInviteAccepted {\n    markInviteAccepted\n  }\n': types.MarkInviteAcceptedDocument,
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
  source: '\n  query NotificationFeed($size: Int!) {\n    providerFeatures {\n      notifications\n    }\n    notifications(page: 0, size: $size) {\n      items {\n        id\n        type\n        title\n        message\n        offerId\n        createdAt\n        read\n      }\n      unreadCount\n    }\n  }\n',
): (typeof documents)['\n  query NotificationFeed($size: Int!) {\n    providerFeatures {\n      notifications\n    }\n    notifications(page: 0, size: $size) {\n      items {\n        id\n        type\n        title\n        message\n        offerId\n        createdAt\n        read\n      }\n      unreadCount\n    }\n  }\n'];
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

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
