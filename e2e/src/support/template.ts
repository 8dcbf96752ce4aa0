// Vitest's global setup for the journeys: the system is started once, on folders of its own, and stopped; each
// journey's system then starts on a copy of what that first start left (the sandbox's migrated, seeded database and
// files, and the gateway's releases of this build), as a developer's second `npm start` does on `.data`. The first
// start, with its migrations, demo seed and every release's deploy check, is the newcomer's test
// (scripts/newcomer.mjs, in CI) and first-start.e2e.ts's; a journey need not pay for it again.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startSystem } from '../../../scripts/system.mjs';

export interface SystemTemplate {
  /** The sandbox's data folder (its files are in `<dataDir>-files`). */
  dataDir: string;
  releasesDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    systemTemplate: SystemTemplate;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const root = mkdtempSync(join(tmpdir(), 'e2e-template-'));
  const template: SystemTemplate = { dataDir: join(root, 'sandbox'), releasesDir: join(root, 'releases') };
  const system = await startSystem({
    portalPort: Number(process.env.E2E_PORTAL_PORT ?? 4100),
    providerPort: Number(process.env.E2E_PROVIDER_PORT ?? 4110),
    ...template,
    stdio: process.env.E2E_VERBOSE ? 'inherit' : 'ignore',
  });
  await system.stop();
  project.provide('systemTemplate', template);
  return () => rmSync(root, { recursive: true, force: true });
}
