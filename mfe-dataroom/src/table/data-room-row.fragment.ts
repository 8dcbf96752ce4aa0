import { graphql } from '#graphql';

export const DataRoomRowFragment = graphql(`
  fragment DataRoomRow on DataRoomObject {
    id
    name
    objectType
    size
    type
    extension
    immutable
    uploadedBy
    uploadedDate
    requestedDocument
    filesCount
  }
`);
