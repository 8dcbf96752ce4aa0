import { graphql } from '#graphql';

export const DataRoomFolderPathQuery = graphql(`
  query DataRoomFolderPath($names: [String!]!) {
    dataRoomFolderByPath(names: $names) {
      id
      name
      contents {
        ...DataRoomRow
      }
    }
  }
`);
