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
  '\n  query DataRoomAccess {\n    viewer {\n      id\n      roles {\n        id\n        name\n      }\n    }\n    organization {\n      id\n      isOnboarding\n      isUnderwriting\n      isApproved\n      settings {\n        useDataRoomV2Page\n      }\n    }\n    providerFeatures {\n      dataRoomOrganize\n      dataRoomFileView\n      dataRoomActivity\n      dataRoomRequestedDocuments\n    }\n  }\n': typeof types.DataRoomAccessDocument;
  '\n  query DataRoomActivity($page: Int!, $size: Int!) {\n    dataRoomActivity(page: $page, size: $size) {\n      items {\n        id\n        action\n        objectType\n        fileName\n        previous\n        actor\n        occurredAt\n      }\n      pageInfo {\n        page\n        size\n        totalElements\n      }\n    }\n  }\n': typeof types.DataRoomActivityDocument;
  '\n  mutation DeleteDataRoomFile($id: ID!) {\n    deleteDataRoomFile(id: $id)\n  }\n': typeof types.DeleteDataRoomFileDocument;
  '\n  mutation CreateDataRoomFolder($parentId: ID!, $input: DataRoomFolderInput!) {\n    createDataRoomFolder(parentId: $parentId, input: $input) {\n      id\n      name\n    }\n  }\n': typeof types.CreateDataRoomFolderDocument;
  '\n  mutation RenameDataRoomFolder($id: ID!, $input: DataRoomFolderInput!) {\n    renameDataRoomFolder(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n': typeof types.RenameDataRoomFolderDocument;
  '\n  mutation RenameDataRoomFile($id: ID!, $name: String!) {\n    renameDataRoomFile(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n': typeof types.RenameDataRoomFileDocument;
  '\n  mutation MoveDataRoomFolder($id: ID!, $parentId: ID!) {\n    moveDataRoomFolder(id: $id, parentId: $parentId) {\n      id\n    }\n  }\n': typeof types.MoveDataRoomFolderDocument;
  '\n  mutation MoveDataRoomFile($id: ID!, $folderId: ID!) {\n    moveDataRoomFile(id: $id, folderId: $folderId) {\n      id\n    }\n  }\n': typeof types.MoveDataRoomFileDocument;
  '\n  query DataRoomFolderPaths {\n    dataRoomFolderPaths {\n      id\n      path\n    }\n  }\n': typeof types.DataRoomFolderPathsDocument;
  '\n  query DataRoomFolderHolds($id: ID!) {\n    dataRoomFolder(id: $id) {\n      id\n      holds {\n        files\n        folders\n      }\n    }\n  }\n': typeof types.DataRoomFolderHoldsDocument;
  '\n  mutation DeleteDataRoomFolder($id: ID!, $holds: DataRoomFolderHoldsInput) {\n    deleteDataRoomFolder(id: $id, holds: $holds)\n  }\n': typeof types.DeleteDataRoomFolderDocument;
  '\n  mutation SetDataRoomFileRequestedDocument($id: ID!, $requestedDocument: RequestedDocumentKey) {\n    setDataRoomFileRequestedDocument(id: $id, requestedDocument: $requestedDocument) {\n      id\n      requestedDocument\n    }\n  }\n': typeof types.SetDataRoomFileRequestedDocumentDocument;
  '\n  query RequestedDocuments {\n    dataRoomRequestedDocuments {\n      key\n      title\n      provided\n      providedBy\n    }\n  }\n': typeof types.RequestedDocumentsDocument;
  '\n  mutation SetRequestedDocumentProvided($key: RequestedDocumentKey!, $provided: Boolean!) {\n    setRequestedDocumentProvided(key: $key, provided: $provided) {\n      key\n      provided\n      providedBy\n    }\n  }\n': typeof types.SetRequestedDocumentProvidedDocument;
  '\n  fragment DataRoomRow on DataRoomObject {\n    id\n    name\n    objectType\n    size\n    type\n    extension\n    immutable\n    uploadedBy\n    uploadedDate\n    requestedDocument\n    filesCount\n  }\n': typeof types.DataRoomRowFragmentDoc;
  '\n  query ExistingFileNames($folderId: ID!, $names: [String!]!) {\n    dataRoomExistingFileNames(folderId: $folderId, names: $names)\n  }\n': typeof types.ExistingFileNamesDocument;
  '\n  query DataRoomFolderPath($names: [String!]!) {\n    dataRoomFolderByPath(names: $names) {\n      id\n      name\n      contents {\n        ...DataRoomRow\n      }\n    }\n  }\n': typeof types.DataRoomFolderPathDocument;
  '\n  query DataRoomListing($folderId: ID, $page: Int!, $size: Int!, $search: String) {\n    dataRoomFolder(id: $folderId) {\n      id\n      name\n      ancestors {\n        id\n        name\n      }\n    }\n    dataRoom(folderId: $folderId, page: $page, size: $size, search: $search) {\n      items {\n        ...DataRoomRow\n      }\n      pageInfo {\n        page\n        size\n        totalElements\n      }\n    }\n  }\n': typeof types.DataRoomListingDocument;
};
const documents: Documents = {
  '\n  query DataRoomAccess {\n    viewer {\n      id\n      roles {\n        id\n        name\n      }\n    }\n    organization {\n      id\n      isOnboarding\n      isUnderwriting\n      isApproved\n      settings {\n        useDataRoomV2Page\n      }\n    }\n    providerFeatures {\n      dataRoomOrganize\n      dataRoomFileView\n      dataRoomActivity\n      dataRoomRequestedDocuments\n    }\n  }\n':
    types.DataRoomAccessDocument,
  '\n  query DataRoomActivity($page: Int!, $size: Int!) {\n    dataRoomActivity(page: $page, size: $size) {\n      items {\n        id\n        action\n        objectType\n        fileName\n        previous\n        actor\n        occurredAt\n      }\n      pageInfo {\n        page\n        size\n        totalElements\n      }\n    }\n  }\n':
    types.DataRoomActivityDocument,
  '\n  mutation DeleteDataRoomFile($id: ID!) {\n    deleteDataRoomFile(id: $id)\n  }\n':
    types.DeleteDataRoomFileDocument,
  '\n  mutation CreateDataRoomFolder($parentId: ID!, $input: DataRoomFolderInput!) {\n    createDataRoomFolder(parentId: $parentId, input: $input) {\n      id\n      name\n    }\n  }\n':
    types.CreateDataRoomFolderDocument,
  '\n  mutation RenameDataRoomFolder($id: ID!, $input: DataRoomFolderInput!) {\n    renameDataRoomFolder(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n':
    types.RenameDataRoomFolderDocument,
  '\n  mutation RenameDataRoomFile($id: ID!, $name: String!) {\n    renameDataRoomFile(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n':
    types.RenameDataRoomFileDocument,
  '\n  mutation MoveDataRoomFolder($id: ID!, $parentId: ID!) {\n    moveDataRoomFolder(id: $id, parentId: $parentId) {\n      id\n    }\n  }\n':
    types.MoveDataRoomFolderDocument,
  '\n  mutation MoveDataRoomFile($id: ID!, $folderId: ID!) {\n    moveDataRoomFile(id: $id, folderId: $folderId) {\n      id\n    }\n  }\n':
    types.MoveDataRoomFileDocument,
  '\n  query DataRoomFolderPaths {\n    dataRoomFolderPaths {\n      id\n      path\n    }\n  }\n':
    types.DataRoomFolderPathsDocument,
  '\n  query DataRoomFolderHolds($id: ID!) {\n    dataRoomFolder(id: $id) {\n      id\n      holds {\n        files\n        folders\n      }\n    }\n  }\n':
    types.DataRoomFolderHoldsDocument,
  '\n  mutation DeleteDataRoomFolder($id: ID!, $holds: DataRoomFolderHoldsInput) {\n    deleteDataRoomFolder(id: $id, holds: $holds)\n  }\n':
    types.DeleteDataRoomFolderDocument,
  '\n  mutation SetDataRoomFileRequestedDocument($id: ID!, $requestedDocument: RequestedDocumentKey) {\n    setDataRoomFileRequestedDocument(id: $id, requestedDocument: $requestedDocument) {\n      id\n      requestedDocument\n    }\n  }\n':
    types.SetDataRoomFileRequestedDocumentDocument,
  '\n  query RequestedDocuments {\n    dataRoomRequestedDocuments {\n      key\n      title\n      provided\n      providedBy\n    }\n  }\n':
    types.RequestedDocumentsDocument,
  '\n  mutation SetRequestedDocumentProvided($key: RequestedDocumentKey!, $provided: Boolean!) {\n    setRequestedDocumentProvided(key: $key, provided: $provided) {\n      key\n      provided\n      providedBy\n    }\n  }\n':
    types.SetRequestedDocumentProvidedDocument,
  '\n  fragment DataRoomRow on DataRoomObject {\n    id\n    name\n    objectType\n    size\n    type\n    extension\n    immutable\n    uploadedBy\n    uploadedDate\n    requestedDocument\n    filesCount\n  }\n':
    types.DataRoomRowFragmentDoc,
  '\n  query ExistingFileNames($folderId: ID!, $names: [String!]!) {\n    dataRoomExistingFileNames(folderId: $folderId, names: $names)\n  }\n':
    types.ExistingFileNamesDocument,
  '\n  query DataRoomFolderPath($names: [String!]!) {\n    dataRoomFolderByPath(names: $names) {\n      id\n      name\n      contents {\n        ...DataRoomRow\n      }\n    }\n  }\n':
    types.DataRoomFolderPathDocument,
  '\n  query DataRoomListing($folderId: ID, $page: Int!, $size: Int!, $search: String) {\n    dataRoomFolder(id: $folderId) {\n      id\n      name\n      ancestors {\n        id\n        name\n      }\n    }\n    dataRoom(folderId: $folderId, page: $page, size: $size, search: $search) {\n      items {\n        ...DataRoomRow\n      }\n      pageInfo {\n        page\n        size\n        totalElements\n      }\n    }\n  }\n':
    types.DataRoomListingDocument,
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
  source: '\n  query DataRoomAccess {\n    viewer {\n      id\n      roles {\n        id\n        name\n      }\n    }\n    organization {\n      id\n      isOnboarding\n      isUnderwriting\n      isApproved\n      settings {\n        useDataRoomV2Page\n      }\n    }\n    providerFeatures {\n      dataRoomOrganize\n      dataRoomFileView\n      dataRoomActivity\n      dataRoomRequestedDocuments\n    }\n  }\n',
): (typeof documents)['\n  query DataRoomAccess {\n    viewer {\n      id\n      roles {\n        id\n        name\n      }\n    }\n    organization {\n      id\n      isOnboarding\n      isUnderwriting\n      isApproved\n      settings {\n        useDataRoomV2Page\n      }\n    }\n    providerFeatures {\n      dataRoomOrganize\n      dataRoomFileView\n      dataRoomActivity\n      dataRoomRequestedDocuments\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DataRoomActivity($page: Int!, $size: Int!) {\n    dataRoomActivity(page: $page, size: $size) {\n      items {\n        id\n        action\n        objectType\n        fileName\n        previous\n        actor\n        occurredAt\n      }\n      pageInfo {\n        page\n        size\n        totalElements\n      }\n    }\n  }\n',
): (typeof documents)['\n  query DataRoomActivity($page: Int!, $size: Int!) {\n    dataRoomActivity(page: $page, size: $size) {\n      items {\n        id\n        action\n        objectType\n        fileName\n        previous\n        actor\n        occurredAt\n      }\n      pageInfo {\n        page\n        size\n        totalElements\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteDataRoomFile($id: ID!) {\n    deleteDataRoomFile(id: $id)\n  }\n',
): (typeof documents)['\n  mutation DeleteDataRoomFile($id: ID!) {\n    deleteDataRoomFile(id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateDataRoomFolder($parentId: ID!, $input: DataRoomFolderInput!) {\n    createDataRoomFolder(parentId: $parentId, input: $input) {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateDataRoomFolder($parentId: ID!, $input: DataRoomFolderInput!) {\n    createDataRoomFolder(parentId: $parentId, input: $input) {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RenameDataRoomFolder($id: ID!, $input: DataRoomFolderInput!) {\n    renameDataRoomFolder(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  mutation RenameDataRoomFolder($id: ID!, $input: DataRoomFolderInput!) {\n    renameDataRoomFolder(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RenameDataRoomFile($id: ID!, $name: String!) {\n    renameDataRoomFile(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n',
): (typeof documents)['\n  mutation RenameDataRoomFile($id: ID!, $name: String!) {\n    renameDataRoomFile(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MoveDataRoomFolder($id: ID!, $parentId: ID!) {\n    moveDataRoomFolder(id: $id, parentId: $parentId) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation MoveDataRoomFolder($id: ID!, $parentId: ID!) {\n    moveDataRoomFolder(id: $id, parentId: $parentId) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MoveDataRoomFile($id: ID!, $folderId: ID!) {\n    moveDataRoomFile(id: $id, folderId: $folderId) {\n      id\n    }\n  }\n',
): (typeof documents)['\n  mutation MoveDataRoomFile($id: ID!, $folderId: ID!) {\n    moveDataRoomFile(id: $id, folderId: $folderId) {\n      id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DataRoomFolderPaths {\n    dataRoomFolderPaths {\n      id\n      path\n    }\n  }\n',
): (typeof documents)['\n  query DataRoomFolderPaths {\n    dataRoomFolderPaths {\n      id\n      path\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DataRoomFolderHolds($id: ID!) {\n    dataRoomFolder(id: $id) {\n      id\n      holds {\n        files\n        folders\n      }\n    }\n  }\n',
): (typeof documents)['\n  query DataRoomFolderHolds($id: ID!) {\n    dataRoomFolder(id: $id) {\n      id\n      holds {\n        files\n        folders\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteDataRoomFolder($id: ID!, $holds: DataRoomFolderHoldsInput) {\n    deleteDataRoomFolder(id: $id, holds: $holds)\n  }\n',
): (typeof documents)['\n  mutation DeleteDataRoomFolder($id: ID!, $holds: DataRoomFolderHoldsInput) {\n    deleteDataRoomFolder(id: $id, holds: $holds)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetDataRoomFileRequestedDocument($id: ID!, $requestedDocument: RequestedDocumentKey) {\n    setDataRoomFileRequestedDocument(id: $id, requestedDocument: $requestedDocument) {\n      id\n      requestedDocument\n    }\n  }\n',
): (typeof documents)['\n  mutation SetDataRoomFileRequestedDocument($id: ID!, $requestedDocument: RequestedDocumentKey) {\n    setDataRoomFileRequestedDocument(id: $id, requestedDocument: $requestedDocument) {\n      id\n      requestedDocument\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query RequestedDocuments {\n    dataRoomRequestedDocuments {\n      key\n      title\n      provided\n      providedBy\n    }\n  }\n',
): (typeof documents)['\n  query RequestedDocuments {\n    dataRoomRequestedDocuments {\n      key\n      title\n      provided\n      providedBy\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetRequestedDocumentProvided($key: RequestedDocumentKey!, $provided: Boolean!) {\n    setRequestedDocumentProvided(key: $key, provided: $provided) {\n      key\n      provided\n      providedBy\n    }\n  }\n',
): (typeof documents)['\n  mutation SetRequestedDocumentProvided($key: RequestedDocumentKey!, $provided: Boolean!) {\n    setRequestedDocumentProvided(key: $key, provided: $provided) {\n      key\n      provided\n      providedBy\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment DataRoomRow on DataRoomObject {\n    id\n    name\n    objectType\n    size\n    type\n    extension\n    immutable\n    uploadedBy\n    uploadedDate\n    requestedDocument\n    filesCount\n  }\n',
): (typeof documents)['\n  fragment DataRoomRow on DataRoomObject {\n    id\n    name\n    objectType\n    size\n    type\n    extension\n    immutable\n    uploadedBy\n    uploadedDate\n    requestedDocument\n    filesCount\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ExistingFileNames($folderId: ID!, $names: [String!]!) {\n    dataRoomExistingFileNames(folderId: $folderId, names: $names)\n  }\n',
): (typeof documents)['\n  query ExistingFileNames($folderId: ID!, $names: [String!]!) {\n    dataRoomExistingFileNames(folderId: $folderId, names: $names)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DataRoomFolderPath($names: [String!]!) {\n    dataRoomFolderByPath(names: $names) {\n      id\n      name\n      contents {\n        ...DataRoomRow\n      }\n    }\n  }\n',
): (typeof documents)['\n  query DataRoomFolderPath($names: [String!]!) {\n    dataRoomFolderByPath(names: $names) {\n      id\n      name\n      contents {\n        ...DataRoomRow\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DataRoomListing($folderId: ID, $page: Int!, $size: Int!, $search: String) {\n    dataRoomFolder(id: $folderId) {\n      id\n      name\n      ancestors {\n        id\n        name\n      }\n    }\n    dataRoom(folderId: $folderId, page: $page, size: $size, search: $search) {\n      items {\n        ...DataRoomRow\n      }\n      pageInfo {\n        page\n        size\n        totalElements\n      }\n    }\n  }\n',
): (typeof documents)['\n  query DataRoomListing($folderId: ID, $page: Int!, $size: Int!, $search: String) {\n    dataRoomFolder(id: $folderId) {\n      id\n      name\n      ancestors {\n        id\n        name\n      }\n    }\n    dataRoom(folderId: $folderId, page: $page, size: $size, search: $search) {\n      items {\n        ...DataRoomRow\n      }\n      pageInfo {\n        page\n        size\n        totalElements\n      }\n    }\n  }\n'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
