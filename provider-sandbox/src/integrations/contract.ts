import { z } from 'zod';
import type { ProviderOperation } from '../contract/operations.js';
import { named, requiredText, timestamp } from '../contract/schemas.js';
import { API_SCOPES } from './scopes.js';

/** A scope an API client may ask for: a domain and read or write. */
const apiScope = z.enum(API_SCOPES).describe('A domain and read or write, e.g. offers:read');

export const apiClient = named(
  'ApiClient',
  z
    .object({
      id: z.guid().describe("The API client's id: its member id, the user_id of its tokens"),
      name: z.string(),
      clientId: z.string().nullable().describe("The identity provider's client ID, null until registered"),
      role: z
        .object({ roleId: z.guid(), name: z.string(), displayName: z.string() })
        .describe('The role it acts as'),
      scopes: z.array(apiScope),
      status: z.enum(['ACTIVE', 'REVOKED']),
      createdAt: timestamp(),
      createdByName: z.string().nullable().describe('The full name of the member who created it'),
      lastUsedAt: timestamp().nullable().describe('When it last got an access token'),
      revokedAt: timestamp().nullable(),
    })
    .describe("An API client of the caller's seller (docs/integrators.md)"),
);
export type ApiClientAnswer = z.infer<typeof apiClient>;

const newApiClient = named(
  'NewApiClient',
  z
    .object({
      name: requiredText(100),
      roleId: z.guid().describe('The role it acts as, at most the creating member’s'),
      scopes: z.array(apiScope).min(1).max(API_SCOPES.length),
    })
    .describe('An API client to create'),
);

const apiClientRegistration = named(
  'ApiClientRegistration',
  z
    .object({
      clientId: requiredText(255),
      registrationAccessToken: requiredText(2000).describe("RFC 7592's token for the registration"),
    })
    .describe("The identity provider's registration of an API client (RFC 7591)"),
);

const tag = 'integrations';

/** The integrations domain's operations: ours, not the spec's. Admins only. */
export const integrationsOperations: readonly ProviderOperation[] = [
  {
    method: 'GET',
    path: '/v1/api-clients',
    tag,
    summary: "The seller's API clients, newest first (at most 100)",
    extension: true,
    response: z.array(apiClient),
  },
  {
    method: 'POST',
    path: '/v1/api-clients',
    tag,
    summary: 'Creates an API client: a member of kind API_CLIENT with one role',
    extension: true,
    status: 201,
    request: newApiClient,
    response: apiClient,
  },
  {
    method: 'GET',
    path: '/v1/api-clients/{id}/registration',
    tag,
    summary: "An API client's registration at the identity provider",
    extension: true,
    response: apiClientRegistration,
  },
  {
    method: 'PUT',
    path: '/v1/api-clients/{id}/registration',
    tag,
    summary: "Sets an active API client's registration (after it is registered or rotated)",
    extension: true,
    request: apiClientRegistration,
    response: apiClient,
  },
  {
    method: 'DELETE',
    path: '/v1/api-clients/{id}',
    tag,
    summary: 'Revokes an API client: its member is disabled, so its next call is refused',
    extension: true,
    response: apiClient,
  },
];
