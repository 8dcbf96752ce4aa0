// Copies the SQL migrations next to the compiled migrator (tsc only emits .js files).
import { cpSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const from = join(root, 'src', 'db', 'migrations');
const to = join(root, 'dist', 'db', 'migrations');
mkdirSync(to, { recursive: true });
for (const name of readdirSync(from).filter((file) => file.endsWith('.sql'))) {
  cpSync(join(from, name), join(to, name));
}
