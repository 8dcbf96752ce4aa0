// Copies each domain's SQL migrations next to its compiled code (tsc only emits .js files), nested domains included.
import { cpSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'src');

function copyMigrations(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const from = join(folder, entry.name);
    if (entry.name !== 'migrations') {
      copyMigrations(from);
      continue;
    }
    const to = join(root, 'dist', relative(src, from));
    mkdirSync(to, { recursive: true });
    for (const name of readdirSync(from).filter((file) => file.endsWith('.sql')))
      cpSync(join(from, name), join(to, name));
  }
}

copyMigrations(src);
