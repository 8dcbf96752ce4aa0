import { graphql } from '#graphql';

/**
 * An API client's row, spread into the operations below by name (codegen registers it from here).
 * @public
 */
export const ApiClientFields = graphql(`
  fragment ApiClientFields on ApiClient {
    id
    name
    clientId
    role {
      id
      name
      displayName
    }
    scopes
    status
    createdAt
    createdBy
    lastUsedAt
    revokedAt
  }
`);

export const ApiClientsQuery = graphql(`
  query ApiClients {
    apiClients {
      ...ApiClientFields
    }
  }
`);

/** The roles an API client may act as (the team's roles). */
export const ApiClientRolesQuery = graphql(`
  query ApiClientRoles {
    roles {
      id
      name
      displayName
      description
    }
  }
`);

export const CreateApiClientMutation = graphql(`
  mutation CreateApiClient($input: CreateApiClientInput!) {
    createApiClient(input: $input) {
      client {
        ...ApiClientFields
      }
      clientId
      clientSecret
      tokenEndpoint
      audience
    }
  }
`);

export const RotateApiClientSecretMutation = graphql(`
  mutation RotateApiClientSecret($id: ID!) {
    rotateApiClientSecret(id: $id) {
      client {
        ...ApiClientFields
      }
      clientId
      clientSecret
      tokenEndpoint
      audience
    }
  }
`);

export const RevokeApiClientMutation = graphql(`
  mutation RevokeApiClient($id: ID!) {
    revokeApiClient(id: $id) {
      ...ApiClientFields
    }
  }
`);
