import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Each test file starts one sandbox (PGlite initdb, seed, RSA key): allow for a slow first start.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
