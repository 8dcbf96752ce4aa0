import { graphql } from '#graphql';

export const ExistingFileNamesQuery = graphql(`
  query ExistingFileNames($folderId: ID!, $names: [String!]!) {
    dataRoomExistingFileNames(folderId: $folderId, names: $names)
  }
`);
