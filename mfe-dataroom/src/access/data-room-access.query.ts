import { graphql } from '#graphql';

export const DataRoomAccessQuery = graphql(`
  query DataRoomAccess {
    viewer {
      id
      roles {
        id
        name
      }
    }
    organization {
      id
      isOnboarding
      isUnderwriting
      isApproved
      settings {
        useDataRoomV2Page
      }
    }
    providerFeatures {
      dataRoomOrganize
      dataRoomFileView
      dataRoomActivity
      dataRoomRequestedDocuments
    }
  }
`);
