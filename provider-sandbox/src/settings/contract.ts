import { z } from 'zod';
import { named } from '../contract/schemas.js';

/** The answer of GET /v1/app-settings (spec 02 section 3, Flags and settings: the maintenance flag). */
export const appSettings = named(
  'AppSettings',
  z.object({ sellerAppIsInMaintenanceMode: z.boolean() }).describe('App-wide settings read before sign-in'),
);
