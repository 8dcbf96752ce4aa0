import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Lazy modals are transformed on first import; on a busy 2-core machine (CI, or several builds at once) that has
// taken more than five seconds. A test that fails still fails, only later; the test timeout is 20 s.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  // Suites that ask for the node environment (build code) have no document.
  if (typeof window === 'undefined') return;
  cleanup();
  // What a navigation does: the shell's not-found or error screen of one test does not carry into the next.
  window.dispatchEvent(new Event('single-spa:before-routing-event'));
});
