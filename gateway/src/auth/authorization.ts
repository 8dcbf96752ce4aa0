import type { Caller } from './access-token.js';
import { gatewayError } from '../provider/errors.js';

/** The caller's seller; refuses callers without a company before any provider call. */
export function requireTenant(caller: Caller): string {
  if (!caller.organizationId || !caller.userId) {
    throw gatewayError('FORBIDDEN', 'This needs a seller company.');
  }
  return caller.organizationId;
}
