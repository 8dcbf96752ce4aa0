import { graphql } from '#graphql';

export const CreateDataRoomFolderMutation = graphql(`
  mutation CreateDataRoomFolder($parentId: ID!, $input: DataRoomFolderInput!) {
    createDataRoomFolder(parentId: $parentId, input: $input) {
      id
      name
    }
  }
`);
