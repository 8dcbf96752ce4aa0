// Copies each domain's SQL migrations next to its compiled code (tsc only emits .js files).
import { cpSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
for (const domain of readdirSync(join(root, 'src'))) {
  const from = join(root, 'src', domain, 'migrations');
  if (!existsSync(from)) continue;
  const to = join(root, 'dist', domain, 'migrations');
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from).filter((file) => file.endsWith('.sql'))) {
    cpSync(join(from, name), join(to, name));
  }
}
