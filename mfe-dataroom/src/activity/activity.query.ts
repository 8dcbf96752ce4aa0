import { graphql } from '@seller-portal/shared/graphql';

export const DataRoomActivityQuery = graphql(`
  query DataRoomActivity($page: Int!, $size: Int!) {
    dataRoomActivity(page: $page, size: $size) {
      items {
        id
        action
        fileName
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
