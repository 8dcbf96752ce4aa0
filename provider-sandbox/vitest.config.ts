import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // One migrated, seeded database per run; each suite copies it (src/testing/template.ts).
    globalSetup: ['src/testing/global-setup.ts'],
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
