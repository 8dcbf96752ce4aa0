import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BROWSER_TEST_TIMEOUT_MS, browserTestProjects, carbonSubsets } from './build/mfe-vite-config.mjs';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'node', include: ['src/**/*.test.ts'], exclude: ['src/platform/**', 'src/hooks/**'] } },
      // The schemas' tests run on zod/mini too: their behaviour and messages are the same on both.
      ...browserTestProjects(
        fileURLToPath(new URL('.', import.meta.url)),
        [
          'src/platform/**/*.test.{ts,tsx}',
          'src/hooks/**/*.test.ts',
          'src/table/**/*.test.tsx',
          'src/validation/**/*.test.ts',
        ],
        {
          environment: 'jsdom',
          testTimeout: BROWSER_TEST_TIMEOUT_MS,
          // The platform's ComboBox and Form come from the import map's Carbon subsets, as in every browser package's tests.
          alias: carbonSubsets
            .filter((subset) => subset.module !== subset.from)
            .map((subset) => ({ find: subset.module, replacement: subset.source })),
          setupFiles: ['./build/carbon-in-jsdom.ts', './build/browser-test-setup.ts'].map((file) =>
            fileURLToPath(new URL(file, import.meta.url)),
          ),
        },
      ),
    ],
  },
});
