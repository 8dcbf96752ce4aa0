import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The deploy credential: DEPLOY_TOKEN when set, else a random one kept beside the releases (readable by this
 * machine's user only), which `npm run deploy` on the same machine reads.
 */
export function deployTokenOf(releasesDir: string): string {
  if (process.env.DEPLOY_TOKEN) return process.env.DEPLOY_TOKEN;
  const file = join(releasesDir, 'deploy-token');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}
