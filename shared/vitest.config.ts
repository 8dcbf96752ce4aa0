import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BROWSER_TEST_TIMEOUT_MS, carbonSubsets } from './build/mfe-vite-config.mjs';

const browser = {
  // What the browser build resolves: shared's `#zod` is zod/mini there.
  resolve: { conditions: ['browser', 'module', 'development|production'] },
};

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'node', include: ['src/**/*.test.ts'], exclude: ['src/platform/**', 'src/hooks/**'] } },
      {
        ...browser,
        test: {
          name: 'browser',
          environment: 'jsdom',
          testTimeout: BROWSER_TEST_TIMEOUT_MS,
          // The platform's ComboBox comes from the import map's Carbon extras, as in every browser package's tests.
          alias: carbonSubsets
            .filter((subset) => subset.module !== subset.from)
            .map((subset) => ({ find: subset.module, replacement: subset.source })),
          setupFiles: ['./build/carbon-in-jsdom.ts', './build/browser-test-setup.ts'].map((file) =>
            fileURLToPath(new URL(file, import.meta.url)),
          ),
          // The schemas' tests run on zod/mini too: their behaviour and messages are the same on both.
          include: [
            'src/platform/**/*.test.{ts,tsx}',
            'src/hooks/**/*.test.ts',
            'src/table/**/*.test.tsx',
            'src/validation/**/*.test.ts',
          ],
        },
      },
    ],
  },
});
