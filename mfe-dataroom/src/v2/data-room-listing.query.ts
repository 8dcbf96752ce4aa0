import { graphql } from '#graphql';

export const DataRoomListingQuery = graphql(`
  query DataRoomListing($folderId: ID, $page: Int!, $size: Int!, $search: String) {
    dataRoomFolder(id: $folderId) {
      id
      name
      ancestors {
        id
        name
      }
    }
    dataRoom(folderId: $folderId, page: $page, size: $size, search: $search) {
      items {
        ...DataRoomRow
      }
      pageInfo {
        page
        size
        totalElements
      }
    }
  }
`);
