import type { z } from 'zod';
import type { appSettings } from './contract.js';
import type { Db } from '../db/db.js';

/** App-wide settings served before sign-in. */
/** The app-wide settings: its contract's schema. */
export type AppSettings = z.infer<typeof appSettings>;

const DEFAULTS: AppSettings = { sellerAppIsInMaintenanceMode: false };

export async function readAppSettings(db: Db): Promise<AppSettings> {
  const { rows } = await db.query<{ name: string; value: unknown }>('SELECT name, value FROM app_settings');
  const stored = Object.fromEntries(rows.map((row) => [row.name, row.value]));
  return {
    sellerAppIsInMaintenanceMode:
      typeof stored.sellerAppIsInMaintenanceMode === 'boolean'
        ? stored.sellerAppIsInMaintenanceMode
        : DEFAULTS.sellerAppIsInMaintenanceMode,
  };
}

export async function writeAppSettings(db: Db, changes: Partial<AppSettings>): Promise<AppSettings> {
  for (const [name, value] of Object.entries(changes)) {
    await db.query(
      `INSERT INTO app_settings (name, value) VALUES ($1, $2::jsonb)
       ON CONFLICT (name) DO UPDATE SET value = excluded.value, updated_at = now()`,
      [name, JSON.stringify(value)],
    );
  }
  return readAppSettings(db);
}
