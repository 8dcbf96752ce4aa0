import { graphql } from '#graphql';

export const DeleteDataRoomFileMutation = graphql(`
  mutation DeleteDataRoomFile($id: ID!) {
    deleteDataRoomFile(id: $id)
  }
`);
