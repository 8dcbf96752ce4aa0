import * as z from '#zod';
import type { ApiScope } from '../graphql/generated/schema.js';
import { trimmed } from './text.js';

/** The scopes an API client may be given (the GraphQL schema's ApiScope): read or write per area. */
const API_SCOPE_NAMES = [
  'OFFERS_READ',
  'OFFERS_WRITE',
  'CUSTOMERS_READ',
  'CUSTOMERS_WRITE',
  'REPORTS_READ',
  'REPORTS_WRITE',
  'DATAROOM_READ',
  'DATAROOM_WRITE',
  'TEAM_READ',
  'TEAM_WRITE',
  'COMPANY_READ',
  'COMPANY_WRITE',
] as const satisfies readonly ApiScope[];

/** The longest API client name. */
export const API_CLIENT_NAME_MAX = 100;

/** What the API client form and the gateway say of a new client's fields (docs/integrators.md). */
export const API_CLIENT_MESSAGES = {
  nameRequired: 'Enter a name that says which system uses this client.',
  nameTooLong: `Use ${API_CLIENT_NAME_MAX} characters or fewer for the name.`,
  roleRequired: 'Choose the role the client acts as.',
  scopesRequired: 'Choose at least one scope.',
} as const;

/** A new API client; used by the form and the gateway, mirrored by the sandbox. */
export const apiClientSchema = z.object({
  name: trimmed(
    z.minLength(1, API_CLIENT_MESSAGES.nameRequired),
    z.maxLength(API_CLIENT_NAME_MAX, API_CLIENT_MESSAGES.nameTooLong),
  ),
  roleId: trimmed(z.minLength(1, API_CLIENT_MESSAGES.roleRequired)),
  scopes: z.array(z.enum(API_SCOPE_NAMES)).check(z.minLength(1, API_CLIENT_MESSAGES.scopesRequired)),
});

export type ApiClientInput = z.infer<typeof apiClientSchema>;
