import { fileURLToPath } from 'node:url';
import { carbonInJsdom } from '../shared/build/mfe-vite-config.mjs';

export default {
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: [carbonInJsdom],
    alias: {
      '@seller-portal/platform': fileURLToPath(new URL('../shared/src/platform/index.ts', import.meta.url)),
    },
  },
};
