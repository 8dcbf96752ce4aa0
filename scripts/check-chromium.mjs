// Before the browser journeys: a one-line hint when Chromium is missing, instead of a launch error per test.
import { chromiumMissingHint } from './chromium.mjs';

const hint = chromiumMissingHint();
if (hint) {
  console.error(hint);
  process.exit(1);
}
