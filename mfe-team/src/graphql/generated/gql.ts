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
};
const documents: Documents = {
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

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
