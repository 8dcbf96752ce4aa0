import { graphql } from '@seller-portal/shared/graphql';

export const DeleteDataRoomFileMutation = graphql(`
  mutation DeleteDataRoomFile($id: ID!) {
    deleteDataRoomFile(id: $id)
  }
`);
