import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // One migrated, seeded sandbox database per run; each suite's sandbox starts from a copy of it.
    globalSetup: ['@seller-portal/provider-sandbox/testing/global-setup'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
