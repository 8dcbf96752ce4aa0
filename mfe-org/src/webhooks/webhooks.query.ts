import { graphql } from '#graphql';

/**
 * A webhook endpoint's row, spread into the operations below by name (codegen registers it from here).
 * @public
 */
export const WebhookEndpointFields = graphql(`
  fragment WebhookEndpointFields on WebhookEndpoint {
    id
    url
    description
    events
    status
    disabledReason
    consecutiveFailures
    createdAt
    createdBy
    previousSecretExpiresAt
    lastDelivery {
      id
      type
      status
      createdAt
    }
  }
`);

/**
 * A delivery's row, with its attempts and payload (shown in its details).
 * @public
 */
export const WebhookDeliveryFields = graphql(`
  fragment WebhookDeliveryFields on WebhookDelivery {
    id
    messageId
    type
    status
    createdAt
    nextAttemptAt
    payload
    attempts {
      attempt
      at
      statusCode
      responseBody
      error
      durationMs
    }
  }
`);

export const WebhookEndpointsQuery = graphql(`
  query WebhookEndpoints {
    webhookEndpoints {
      ...WebhookEndpointFields
    }
  }
`);

/** The events an endpoint can subscribe to, for the form's check boxes. */
export const WebhookEventTypesQuery = graphql(`
  query WebhookEventTypes {
    webhookEventTypes {
      event
      type
      description
    }
  }
`);

/** A page of one endpoint's deliveries, newest first. */
export const WebhookDeliveriesQuery = graphql(`
  query WebhookDeliveries($id: ID!, $page: Int!, $size: Int!) {
    webhookDeliveries(endpointId: $id, page: $page, size: $size) {
      items {
        ...WebhookDeliveryFields
      }
      pageInfo {
        page
        size
        totalPages
        totalElements
        hasNextPage
      }
    }
  }
`);

export const CreateWebhookEndpointMutation = graphql(`
  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      endpoint {
        ...WebhookEndpointFields
      }
      secret
    }
  }
`);

export const UpdateWebhookEndpointMutation = graphql(`
  mutation UpdateWebhookEndpoint($id: ID!, $input: WebhookEndpointInput!, $loaded: WebhookEndpointInput) {
    updateWebhookEndpoint(id: $id, input: $input, loaded: $loaded) {
      ...WebhookEndpointFields
    }
  }
`);

export const EnableWebhookEndpointMutation = graphql(`
  mutation EnableWebhookEndpoint($id: ID!) {
    enableWebhookEndpoint(id: $id) {
      ...WebhookEndpointFields
    }
  }
`);

export const DisableWebhookEndpointMutation = graphql(`
  mutation DisableWebhookEndpoint($id: ID!) {
    disableWebhookEndpoint(id: $id) {
      ...WebhookEndpointFields
    }
  }
`);

export const RotateWebhookEndpointSecretMutation = graphql(`
  mutation RotateWebhookEndpointSecret($id: ID!) {
    rotateWebhookEndpointSecret(id: $id) {
      endpoint {
        ...WebhookEndpointFields
      }
      secret
    }
  }
`);

export const DeleteWebhookEndpointMutation = graphql(`
  mutation DeleteWebhookEndpoint($id: ID!) {
    deleteWebhookEndpoint(id: $id)
  }
`);

export const SendTestWebhookMutation = graphql(`
  mutation SendTestWebhook($endpointId: ID!) {
    sendTestWebhook(endpointId: $endpointId) {
      ...WebhookDeliveryFields
    }
  }
`);

export const RedeliverWebhookMutation = graphql(`
  mutation RedeliverWebhook($endpointId: ID!, $deliveryId: ID!) {
    redeliverWebhook(endpointId: $endpointId, deliveryId: $deliveryId) {
      ...WebhookDeliveryFields
    }
  }
`);
