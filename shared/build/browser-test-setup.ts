import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Lazy modals are transformed on first import; on a busy 2-core machine (CI, or several builds at once) that has
// taken more than 15 seconds (a lazy modal's dialog not found in 15 s in CI while every package's suite ran). A test
// that fails still fails, only later; the test timeout is BROWSER_TEST_TIMEOUT_MS (30 s, mfe-vite-config.mjs).
configure({ asyncUtilTimeout: 25_000 });

afterEach(() => {
  // Suites that ask for the node environment (build code) have no document.
  if (typeof window === 'undefined') return;
  cleanup();
  // What a navigation does: the shell's not-found or error screen of one test does not carry into the next.
  window.dispatchEvent(new Event('single-spa:before-routing-event'));
});
