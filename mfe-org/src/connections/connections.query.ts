import { graphql } from '#graphql';

export const IntegrationConnectionsQuery = graphql(`
  query IntegrationConnections($sourceType: IntegrationSourceType!) {
    integrationConnections(sourceType: $sourceType) {
      sourceType
      multipleConnectionsForTheSameIntegrationAllowed
      existingConnections {
        id
        status
        linkUrl
        companyName
        integration {
          key
          name
          logoUrl
        }
      }
      availableIntegrations {
        key
        name
        logoUrl
        isDesktopAccounting
      }
    }
  }
`);

export const StartConnectionMutation = graphql(`
  mutation StartConnection($platformKey: String!, $returnPath: String!) {
    startConnection(platformKey: $platformKey, returnPath: $returnPath) {
      id
      status
      linkUrl
    }
  }
`);

export const DisconnectConnectionMutation = graphql(`
  mutation DisconnectConnection($id: ID!) {
    disconnectConnection(id: $id) {
      id
      status
    }
  }
`);

export const ExemptionReasonsQuery = graphql(`
  query ExemptionReasons {
    exemptionReasons {
      id
      type
      text
    }
  }
`);

export const RequestConnectionExceptionMutation = graphql(`
  mutation RequestConnectionException($input: ConnectionExceptionInput!) {
    requestConnectionException(input: $input) {
      id
      source
    }
  }
`);
