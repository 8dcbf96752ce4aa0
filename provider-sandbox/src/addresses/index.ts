import type { SandboxDomain } from '../domain.js';
import { addressesRouter } from './routes.js';

/** The address typeahead the company details and customer account forms use (a built-in directory). */
export const addressesDomain: SandboxDomain = {
  name: 'addresses',
  api: () => addressesRouter(),
};
