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
    "\n  query TeamMembers($page: Int!, $size: Int!, $search: String) {\n    team(page: $page, size: $size, search: $search) {\n      items {\n        id\n        fullName\n        email\n        status\n        isOrganizationOwner\n        roles {\n          id\n          displayName\n        }\n      }\n      pageInfo {\n        page\n        size\n        totalPages\n        totalElements\n      }\n    }\n  }\n": typeof types.TeamMembersDocument,
    "\n  query ShellContext {\n    viewer {\n      id\n      email\n      firstName\n      lastName\n      isOrganizationOwner\n      roles {\n        id\n        name\n        displayName\n      }\n    }\n    organization {\n      id\n      sellerName\n      sellerLogoResourceUrl\n      isOnboarding\n      isUnderwriting\n      isApproved\n      dashboardLink\n    }\n  }\n": typeof types.ShellContextDocument,
};
const documents: Documents = {
    "\n  query TeamMembers($page: Int!, $size: Int!, $search: String) {\n    team(page: $page, size: $size, search: $search) {\n      items {\n        id\n        fullName\n        email\n        status\n        isOrganizationOwner\n        roles {\n          id\n          displayName\n        }\n      }\n      pageInfo {\n        page\n        size\n        totalPages\n        totalElements\n      }\n    }\n  }\n": types.TeamMembersDocument,
    "\n  query ShellContext {\n    viewer {\n      id\n      email\n      firstName\n      lastName\n      isOrganizationOwner\n      roles {\n        id\n        name\n        displayName\n      }\n    }\n    organization {\n      id\n      sellerName\n      sellerLogoResourceUrl\n      isOnboarding\n      isUnderwriting\n      isApproved\n      dashboardLink\n    }\n  }\n": types.ShellContextDocument,
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
export function graphql(source: "\n  query TeamMembers($page: Int!, $size: Int!, $search: String) {\n    team(page: $page, size: $size, search: $search) {\n      items {\n        id\n        fullName\n        email\n        status\n        isOrganizationOwner\n        roles {\n          id\n          displayName\n        }\n      }\n      pageInfo {\n        page\n        size\n        totalPages\n        totalElements\n      }\n    }\n  }\n"): (typeof documents)["\n  query TeamMembers($page: Int!, $size: Int!, $search: String) {\n    team(page: $page, size: $size, search: $search) {\n      items {\n        id\n        fullName\n        email\n        status\n        isOrganizationOwner\n        roles {\n          id\n          displayName\n        }\n      }\n      pageInfo {\n        page\n        size\n        totalPages\n        totalElements\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShellContext {\n    viewer {\n      id\n      email\n      firstName\n      lastName\n      isOrganizationOwner\n      roles {\n        id\n        name\n        displayName\n      }\n    }\n    organization {\n      id\n      sellerName\n      sellerLogoResourceUrl\n      isOnboarding\n      isUnderwriting\n      isApproved\n      dashboardLink\n    }\n  }\n"): (typeof documents)["\n  query ShellContext {\n    viewer {\n      id\n      email\n      firstName\n      lastName\n      isOrganizationOwner\n      roles {\n        id\n        name\n        displayName\n      }\n    }\n    organization {\n      id\n      sellerName\n      sellerLogoResourceUrl\n      isOnboarding\n      isUnderwriting\n      isApproved\n      dashboardLink\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;