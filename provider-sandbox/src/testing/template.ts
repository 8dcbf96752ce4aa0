import { cpSync } from 'node:fs';
import { openDb } from '../db/db.js';
import { prepareDatabase } from '../db/migrate.js';
import { sandboxDomains } from '../domains.js';
import { loadSecrets } from '../identity/secrets.js';

/** Where the test run's migrated and seeded database lives; each suite starts from a copy of it. */
export const TEMPLATE_ENV = 'SANDBOX_TEMPLATE_DATA_DIR';

/** Migrates and seeds a database once (with its signing key), so suites copy it instead of building their own. */
export async function createTemplateDatabase(dataDir: string): Promise<void> {
  const db = await openDb({ dataDir });
  try {
    await prepareDatabase(db, sandboxDomains, { seed: true });
    await loadSecrets(db);
  } finally {
    await db.close();
  }
}

/** A copy of the run's template database in `dataDir`; false when the run has none (the sandbox then builds one). */
export function copyTemplateDatabase(dataDir: string): boolean {
  const template = process.env[TEMPLATE_ENV];
  if (!template) return false;
  cpSync(template, dataDir, { recursive: true });
  return true;
}
