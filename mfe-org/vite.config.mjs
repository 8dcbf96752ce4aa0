import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vite';
import { defineMicroFrontendConfig } from '../shared/build/mfe-vite-config.mjs';

// Carbon Charts' package exports only its whole stylesheet; the dashboard's charts take a few of its SCSS modules
// (src/dashboard/portfolio-charts.scss).
const chartsScss = fileURLToPath(new URL('scss/', import.meta.resolve('@carbon/charts/package.json')));

export default mergeConfig(
  defineMicroFrontendConfig({ name: 'org', root: fileURLToPath(new URL('.', import.meta.url)) }),
  {
    resolve: { alias: [{ find: /^@carbon\/charts\/scss\/(.+)$/, replacement: `${chartsScss}$1` }] },
  },
);
