// Each journey file's Chromium closes with the file (the contexts of it are closed by each journey's `close()`).
// A failed journey prints what its browsers showed when they closed: a journey that failed in CI tells why.
import { afterAll, afterEach } from 'vitest';
import { closeChromium, takeLastSeen } from './portal.js';

afterEach(({ task }) => {
  const seen = takeLastSeen();
  if (task.result?.state === 'fail' && seen.length > 0)
    console.error(`What the journey's browsers showed when they closed:\n${seen.join('\n')}`);
});
afterAll(closeChromium);
