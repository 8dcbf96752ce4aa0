import { graphql } from '#graphql';

export const DataRoomActivityQuery = graphql(`
  query DataRoomActivity($page: Int!, $size: Int!) {
    dataRoomActivity(page: $page, size: $size) {
      items {
        id
        action
        objectType
        fileName
        previous
        actor
        occurredAt
      }
      pageInfo {
        page
        size
        totalElements
      }
    }
  }
`);
