import { defineConfig } from 'vitest/config';

/** Journeys that run with nothing beside them: the new domain builds four packages and runs their suites itself. */
const ALONE = ['src/deploys/new-domain.e2e.ts'];

const journeys = {
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // One Chromium per journey file, closed after it; every person in it gets a fresh context (src/support/portal.ts).
  setupFiles: ['src/support/browser-setup.ts'],
  // A journey waits for what a person would see (a list after a reload, a stage after an action); on a busy 2-core
  // machine a full page load takes a few seconds, more than expect.poll's default second. Speed is measured by
  // `npm run bench`, never here.
  expect: { poll: { timeout: 10_000 } },
};

export default defineConfig({
  test: {
    // The system's first start, once; each journey starts on a copy of what it left (src/support/template.ts).
    globalSetup: ['src/support/template.ts'],
    projects: [
      {
        // Two journey files at once, each with its own system on ports of its own (`systemPorts`,
        // src/support/portal.ts): a journey waits on its browser and servers much of the time (25–60 % of
        // both cores idle with one file at a time), and the other file's work fills it.
        test: {
          ...journeys,
          name: 'journeys',
          include: ['src/**/*.e2e.ts'],
          exclude: ALONE,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...journeys,
          name: 'alone',
          include: ALONE,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
