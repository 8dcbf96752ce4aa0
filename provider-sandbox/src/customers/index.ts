import type { SandboxDomain } from '../domain.js';
import { customerControlRouter } from './controls.js';
import { customersRouter } from './routes.js';
import { seedCustomers } from './seed.js';

/** Customer accounts, their contacts and account creation with a credit-bureau match (spec 02 section 7). */
export const customersDomain: SandboxDomain = {
  name: 'customers',
  migrations: new URL('./migrations/', import.meta.url),
  seeds: [{ name: 'demo', run: seedCustomers }],
  api: ({ db }) => customersRouter(db),
  controls: ({ db }) => customerControlRouter(db),
};
