/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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

/** What a folder holds at any depth, as a folder's delete confirms it. */
export type DataRoomFolderHoldsInput = {
  /** How many files, in it and in the folders inside it. */
  files: number;
  /** How many folders inside it, at any depth. */
  folders: number;
};

/** What Add Folder sends (spec 02 section 5). */
export type DataRoomFolderInput = {
  /** Letters, digits, spaces, _ and -; no leading space; at most 128 characters. */
  name: string;
};

/** Whether a data room entry is a file or a folder (spec 02 section 3). */
export type DataRoomObjectType =
  /** A file. */
  | 'FILE'
  /** A folder. */
  | 'FOLDER';

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

export type DataRoomAccessQueryVariables = Exact<{ [key: string]: never }>;

export type DataRoomAccessQuery = {
  viewer: { id: string; roles: Array<{ id: string; name: string }> };
  organization: {
    id: string;
    isOnboarding: boolean;
    isUnderwriting: boolean;
    isApproved: boolean;
    settings: { useDataRoomV2Page: boolean };
  } | null;
  providerFeatures: {
    dataRoomOrganize: boolean;
    dataRoomFileView: boolean;
    dataRoomActivity: boolean;
    dataRoomRequestedDocuments: boolean;
  };
};

export type DataRoomActivityQueryVariables = Exact<{
  page: number;
  size: number;
}>;

export type DataRoomActivityQuery = {
  dataRoomActivity: {
    items: Array<{
      id: string;
      action: DataRoomAction;
      objectType: DataRoomObjectType;
      fileName: string;
      previous: string | null;
      actor: string | null;
      occurredAt: string;
    }>;
    pageInfo: { page: number; size: number; totalElements: number };
  };
};

export type DeleteDataRoomFileMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteDataRoomFileMutation = { deleteDataRoomFile: string };

export type CreateDataRoomFolderMutationVariables = Exact<{
  parentId: string | number;
  input: DataRoomFolderInput;
}>;

export type CreateDataRoomFolderMutation = { createDataRoomFolder: { id: string; name: string } };

export type RenameDataRoomFolderMutationVariables = Exact<{
  id: string | number;
  input: DataRoomFolderInput;
}>;

export type RenameDataRoomFolderMutation = { renameDataRoomFolder: { id: string; name: string } };

export type RenameDataRoomFileMutationVariables = Exact<{
  id: string | number;
  name: string;
}>;

export type RenameDataRoomFileMutation = { renameDataRoomFile: { id: string; name: string } };

export type MoveDataRoomFolderMutationVariables = Exact<{
  id: string | number;
  parentId: string | number;
}>;

export type MoveDataRoomFolderMutation = { moveDataRoomFolder: { id: string } };

export type MoveDataRoomFileMutationVariables = Exact<{
  id: string | number;
  folderId: string | number;
}>;

export type MoveDataRoomFileMutation = { moveDataRoomFile: { id: string } };

export type DataRoomFolderPathsQueryVariables = Exact<{ [key: string]: never }>;

export type DataRoomFolderPathsQuery = { dataRoomFolderPaths: Array<{ id: string; path: string }> };

export type DataRoomFolderHoldsQueryVariables = Exact<{
  id: string | number;
}>;

export type DataRoomFolderHoldsQuery = {
  dataRoomFolder: { id: string; holds: { files: number; folders: number } | null };
};

export type DeleteDataRoomFolderMutationVariables = Exact<{
  id: string | number;
  holds?: DataRoomFolderHoldsInput | null | undefined;
}>;

export type DeleteDataRoomFolderMutation = { deleteDataRoomFolder: string };

export type SetDataRoomFileRequestedDocumentMutationVariables = Exact<{
  id: string | number;
  requestedDocument?: RequestedDocumentKey | null | undefined;
}>;

export type SetDataRoomFileRequestedDocumentMutation = {
  setDataRoomFileRequestedDocument: { id: string; requestedDocument: RequestedDocumentKey | null };
};

export type RequestedDocumentsQueryVariables = Exact<{ [key: string]: never }>;

export type RequestedDocumentsQuery = {
  dataRoomRequestedDocuments: Array<{
    key: RequestedDocumentKey;
    title: string;
    provided: boolean;
    providedBy: RequestedDocumentProof | null;
  }>;
};

export type SetRequestedDocumentProvidedMutationVariables = Exact<{
  key: RequestedDocumentKey;
  provided: boolean;
}>;

export type SetRequestedDocumentProvidedMutation = {
  setRequestedDocumentProvided: {
    key: RequestedDocumentKey;
    provided: boolean;
    providedBy: RequestedDocumentProof | null;
  };
};

export type DataRoomRowFragment = {
  id: string;
  name: string;
  objectType: DataRoomObjectType;
  size: number | null;
  type: DataRoomFileType | null;
  extension: string | null;
  immutable: boolean;
  uploadedBy: string | null;
  uploadedDate: string | null;
  requestedDocument: RequestedDocumentKey | null;
  filesCount: number | null;
};

export type ExistingFileNamesQueryVariables = Exact<{
  folderId: string | number;
  names: Array<string> | string;
}>;

export type ExistingFileNamesQuery = { dataRoomExistingFileNames: Array<string> };

export type DataRoomFolderPathQueryVariables = Exact<{
  names: Array<string> | string;
}>;

export type DataRoomFolderPathQuery = {
  dataRoomFolderByPath: {
    id: string;
    name: string;
    contents: Array<{
      id: string;
      name: string;
      objectType: DataRoomObjectType;
      size: number | null;
      type: DataRoomFileType | null;
      extension: string | null;
      immutable: boolean;
      uploadedBy: string | null;
      uploadedDate: string | null;
      requestedDocument: RequestedDocumentKey | null;
      filesCount: number | null;
    }>;
  };
};

export type DataRoomListingQueryVariables = Exact<{
  folderId?: string | number | null | undefined;
  page: number;
  size: number;
  search?: string | null | undefined;
}>;

export type DataRoomListingQuery = {
  dataRoomFolder: { id: string; name: string; ancestors: Array<{ id: string; name: string }> };
  dataRoom: {
    items: Array<{
      id: string;
      name: string;
      objectType: DataRoomObjectType;
      size: number | null;
      type: DataRoomFileType | null;
      extension: string | null;
      immutable: boolean;
      uploadedBy: string | null;
      uploadedDate: string | null;
      requestedDocument: RequestedDocumentKey | null;
      filesCount: number | null;
    }>;
    pageInfo: { page: number; size: number; totalElements: number };
  };
};

export const DataRoomRowFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DataRoomRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DataRoomObject' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'objectType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'size' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'extension' } },
          { kind: 'Field', name: { kind: 'Name', value: 'immutable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uploadedBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uploadedDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestedDocument' } },
          { kind: 'Field', name: { kind: 'Name', value: 'filesCount' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DataRoomRowFragment, unknown>;
export const DataRoomAccessDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DataRoomAccess' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'isOnboarding' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isUnderwriting' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isApproved' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'settings' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'useDataRoomV2Page' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'providerFeatures' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'dataRoomOrganize' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dataRoomFileView' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dataRoomActivity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dataRoomRequestedDocuments' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DataRoomAccessQuery, DataRoomAccessQueryVariables>;
export const DataRoomActivityDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DataRoomActivity' },
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
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dataRoomActivity' },
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
                      { kind: 'Field', name: { kind: 'Name', value: 'action' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'objectType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'fileName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'previous' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'actor' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'occurredAt' } },
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
} as unknown as DocumentNode<DataRoomActivityQuery, DataRoomActivityQueryVariables>;
export const DeleteDataRoomFileDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteDataRoomFile' },
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
            name: { kind: 'Name', value: 'deleteDataRoomFile' },
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
} as unknown as DocumentNode<DeleteDataRoomFileMutation, DeleteDataRoomFileMutationVariables>;
export const CreateDataRoomFolderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateDataRoomFolder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'parentId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'DataRoomFolderInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createDataRoomFolder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'parentId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'parentId' } },
              },
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
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateDataRoomFolderMutation, CreateDataRoomFolderMutationVariables>;
export const RenameDataRoomFolderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RenameDataRoomFolder' },
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
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'DataRoomFolderInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'renameDataRoomFolder' },
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
            ],
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
} as unknown as DocumentNode<RenameDataRoomFolderMutation, RenameDataRoomFolderMutationVariables>;
export const RenameDataRoomFileDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RenameDataRoomFile' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'renameDataRoomFile' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'name' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
              },
            ],
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
} as unknown as DocumentNode<RenameDataRoomFileMutation, RenameDataRoomFileMutationVariables>;
export const MoveDataRoomFolderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MoveDataRoomFolder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'parentId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'moveDataRoomFolder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'parentId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'parentId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MoveDataRoomFolderMutation, MoveDataRoomFolderMutationVariables>;
export const MoveDataRoomFileDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MoveDataRoomFile' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'folderId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'moveDataRoomFile' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'folderId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'folderId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MoveDataRoomFileMutation, MoveDataRoomFileMutationVariables>;
export const DataRoomFolderPathsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DataRoomFolderPaths' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dataRoomFolderPaths' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'path' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DataRoomFolderPathsQuery, DataRoomFolderPathsQueryVariables>;
export const DataRoomFolderHoldsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DataRoomFolderHolds' },
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
            name: { kind: 'Name', value: 'dataRoomFolder' },
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
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'holds' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'files' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'folders' } },
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
} as unknown as DocumentNode<DataRoomFolderHoldsQuery, DataRoomFolderHoldsQueryVariables>;
export const DeleteDataRoomFolderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteDataRoomFolder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'holds' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'DataRoomFolderHoldsInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteDataRoomFolder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'holds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'holds' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteDataRoomFolderMutation, DeleteDataRoomFolderMutationVariables>;
export const SetDataRoomFileRequestedDocumentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetDataRoomFileRequestedDocument' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'requestedDocument' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'RequestedDocumentKey' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setDataRoomFileRequestedDocument' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'requestedDocument' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'requestedDocument' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'requestedDocument' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  SetDataRoomFileRequestedDocumentMutation,
  SetDataRoomFileRequestedDocumentMutationVariables
>;
export const RequestedDocumentsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'RequestedDocuments' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dataRoomRequestedDocuments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'provided' } },
                { kind: 'Field', name: { kind: 'Name', value: 'providedBy' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RequestedDocumentsQuery, RequestedDocumentsQueryVariables>;
export const SetRequestedDocumentProvidedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetRequestedDocumentProvided' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'key' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'RequestedDocumentKey' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'provided' } },
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
            name: { kind: 'Name', value: 'setRequestedDocumentProvided' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'key' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'key' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'provided' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'provided' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'provided' } },
                { kind: 'Field', name: { kind: 'Name', value: 'providedBy' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  SetRequestedDocumentProvidedMutation,
  SetRequestedDocumentProvidedMutationVariables
>;
export const ExistingFileNamesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ExistingFileNames' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'folderId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'names' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dataRoomExistingFileNames' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'folderId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'folderId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'names' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'names' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExistingFileNamesQuery, ExistingFileNamesQueryVariables>;
export const DataRoomFolderPathDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DataRoomFolderPath' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'names' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dataRoomFolderByPath' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'names' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'names' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'contents' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'DataRoomRow' } }],
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
      name: { kind: 'Name', value: 'DataRoomRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DataRoomObject' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'objectType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'size' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'extension' } },
          { kind: 'Field', name: { kind: 'Name', value: 'immutable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uploadedBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uploadedDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestedDocument' } },
          { kind: 'Field', name: { kind: 'Name', value: 'filesCount' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DataRoomFolderPathQuery, DataRoomFolderPathQueryVariables>;
export const DataRoomListingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DataRoomListing' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'folderId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
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
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dataRoomFolder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'folderId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'ancestors' },
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
            name: { kind: 'Name', value: 'dataRoom' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'folderId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'folderId' } },
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
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
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
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'DataRoomRow' } }],
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
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DataRoomRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DataRoomObject' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'objectType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'size' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'extension' } },
          { kind: 'Field', name: { kind: 'Name', value: 'immutable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uploadedBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uploadedDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestedDocument' } },
          { kind: 'Field', name: { kind: 'Name', value: 'filesCount' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DataRoomListingQuery, DataRoomListingQueryVariables>;
