import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // One migrated, seeded sandbox database per run; each suite's sandbox starts from a copy of it.
    globalSetup: ['@seller-portal/provider-sandbox/testing/global-setup'],
    testTimeout: 20_000,
    // Test files share their worker's loaded modules instead of loading every module again for each file: each suite
    // starts its own sandbox, server and stores, so nothing a test sees is left by another file, and loading the
    // modules again cost as much time as the tests themselves (half of the suite's run on CI's two cores).
    isolate: false,
    hookTimeout: 60_000,
  },
});
