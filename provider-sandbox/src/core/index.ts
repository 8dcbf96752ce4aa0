import type { SandboxDomain } from '../domain.js';
import { seedCore } from './seed/seed.js';

/** The tables every domain builds on (sellers, users, roles, identity storage) and the demo companies and people. */
export const coreDomain: SandboxDomain = {
  name: 'core',
  migrations: new URL('./migrations/', import.meta.url),
  seeds: [{ name: 'demo', run: seedCore }],
};
