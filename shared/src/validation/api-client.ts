import * as z from '#zod';
import { requiredText } from './text.js';

/** The longest API client name. */
export const API_CLIENT_NAME_MAX = 100;

/** A new API client (docs/integrators.md); used by the form and the gateway, mirrored by the sandbox. */
export const apiClientSchema = z.object({
  name: requiredText(
    'Name is required',
    z.maxLength(API_CLIENT_NAME_MAX, `Maximum of ${API_CLIENT_NAME_MAX} characters`),
  ),
  roleId: requiredText('Role is required'),
  scopes: z.array(z.string()).check(z.minLength(1, 'Choose at least one scope')),
});

export type ApiClientInput = z.infer<typeof apiClientSchema>;
