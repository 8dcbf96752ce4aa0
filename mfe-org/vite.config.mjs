import { fileURLToPath } from 'node:url';
import { defineMicroFrontendConfig } from '../shared/build/mfe-vite-config.mjs';

export default defineMicroFrontendConfig({
  name: 'org',
  root: fileURLToPath(new URL('.', import.meta.url)),
});
