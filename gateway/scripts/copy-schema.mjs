// tsc does not copy the domains' SDL files; the built gateway reads them from dist.
import { cpSync } from 'node:fs';

cpSync(new URL('../src', import.meta.url), new URL('../dist', import.meta.url), {
  recursive: true,
  filter: (source) => !/\.(ts|tsx)$/.test(source),
});
