import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTemplateDatabase, TEMPLATE_ENV } from './template.js';

/**
 * Vitest global setup (`globalSetup` in a package's vitest config): builds the run's template database before
 * any suite starts; the worker processes inherit its path through the environment.
 */
export async function setup(): Promise<() => void> {
  const folder = mkdtempSync(join(tmpdir(), 'sandbox-template-'));
  const dataDir = join(folder, 'db');
  await createTemplateDatabase(dataDir);
  process.env[TEMPLATE_ENV] = dataDir;
  return () => rmSync(folder, { recursive: true, force: true });
}
