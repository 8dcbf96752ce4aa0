// The form's rules mirror CreateApiClientInput's (gateway/src/domains/integrations/schema.graphql): a name of 1 to
// 100 characters, a role, at least one scope. Its home is shared/src/validation, beside the other forms' schemas,
// once the gateway's resolvers check the same rules with it.
import * as z from 'zod/mini';
import { API_SCOPES } from './api-scopes.js';

export const API_CLIENT_NAME_MAX_LENGTH = 100;

export const API_CLIENT_MESSAGES = {
  nameRequired: 'Enter a name that says which system uses this client.',
  nameTooLong: `Use ${API_CLIENT_NAME_MAX_LENGTH} characters or fewer for the name.`,
  roleRequired: 'Choose the role the client acts as.',
  scopesRequired: 'Choose at least one scope.',
} as const;

export const apiClientSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, API_CLIENT_MESSAGES.nameRequired),
      z.maxLength(API_CLIENT_NAME_MAX_LENGTH, API_CLIENT_MESSAGES.nameTooLong),
    ),
  roleId: z.string().check(z.trim(), z.minLength(1, API_CLIENT_MESSAGES.roleRequired)),
  scopes: z
    .array(z.enum(API_SCOPES as [ApiScopeValue, ...ApiScopeValue[]]))
    .check(z.minLength(1, API_CLIENT_MESSAGES.scopesRequired)),
});

type ApiScopeValue = (typeof API_SCOPES)[number];
