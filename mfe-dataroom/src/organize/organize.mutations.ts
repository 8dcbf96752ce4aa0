import { graphql } from '#graphql';

// Renaming, moving and deleting folders, renaming, moving and marking files (docs/adr/006-data-room-access.md).

export const RenameDataRoomFolderMutation = graphql(`
  mutation RenameDataRoomFolder($id: ID!, $input: DataRoomFolderInput!) {
    renameDataRoomFolder(id: $id, input: $input) {
      id
      name
    }
  }
`);

export const RenameDataRoomFileMutation = graphql(`
  mutation RenameDataRoomFile($id: ID!, $name: String!) {
    renameDataRoomFile(id: $id, name: $name) {
      id
      name
    }
  }
`);

export const MoveDataRoomFolderMutation = graphql(`
  mutation MoveDataRoomFolder($id: ID!, $parentId: ID!) {
    moveDataRoomFolder(id: $id, parentId: $parentId) {
      id
    }
  }
`);

export const MoveDataRoomFileMutation = graphql(`
  mutation MoveDataRoomFile($id: ID!, $folderId: ID!) {
    moveDataRoomFile(id: $id, folderId: $folderId) {
      id
    }
  }
`);

export const DataRoomFolderPathsQuery = graphql(`
  query DataRoomFolderPaths {
    dataRoomFolderPaths {
      id
      path
    }
  }
`);

export const DataRoomFolderHoldsQuery = graphql(`
  query DataRoomFolderHolds($id: ID!) {
    dataRoomFolder(id: $id) {
      id
      holds {
        files
        folders
      }
    }
  }
`);

export const DeleteDataRoomFolderMutation = graphql(`
  mutation DeleteDataRoomFolder($id: ID!, $holds: DataRoomFolderHoldsInput) {
    deleteDataRoomFolder(id: $id, holds: $holds)
  }
`);

export const SetDataRoomFileRequestedDocumentMutation = graphql(`
  mutation SetDataRoomFileRequestedDocument($id: ID!, $requestedDocument: RequestedDocumentKey) {
    setDataRoomFileRequestedDocument(id: $id, requestedDocument: $requestedDocument) {
      id
      requestedDocument
    }
  }
`);
