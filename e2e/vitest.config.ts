import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // The system's first start, once; each journey starts on a copy of what it left (src/support/template.ts).
    globalSetup: ['src/support/template.ts'],
    // One Chromium per journey file, closed after it; every person in it gets a fresh context (src/support/portal.ts).
    setupFiles: ['src/support/browser-setup.ts'],
    // A journey waits for what a person would see (a list after a reload, a stage after an action); on a busy 2-core
    // machine a full page load takes a few seconds, more than expect.poll's default second. Speed is measured by
    // `npm run bench`, never here.
    expect: { poll: { timeout: 10_000 } },
  },
});
