import { graphql } from '#graphql';

export const RequestedDocumentsQuery = graphql(`
  query RequestedDocuments {
    dataRoomRequestedDocuments {
      key
      title
      provided
      providedBy
    }
  }
`);

export const SetRequestedDocumentProvidedMutation = graphql(`
  mutation SetRequestedDocumentProvided($key: RequestedDocumentKey!, $provided: Boolean!) {
    setRequestedDocumentProvided(key: $key, provided: $provided) {
      key
      provided
      providedBy
    }
  }
`);
