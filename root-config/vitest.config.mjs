import { fileURLToPath } from 'node:url';

export default {
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    alias: {
      '@seller-portal/platform': fileURLToPath(new URL('../shared/src/platform/index.ts', import.meta.url)),
    },
  },
};
