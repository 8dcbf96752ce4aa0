// Debian's Chromium, launched the way that is proven on these machines (no browser download: the network is closed).
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// No sandbox as root; no background networking on a closed network.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** What to do when Chromium is not where the journeys look for it; null when it is there. */
export function chromiumMissingHint() {
  if (existsSync(CHROMIUM_PATH)) return null;
  return `Chromium is not installed at ${CHROMIUM_PATH}: install it with \`sudo apt-get install -y chromium\` (Debian/Ubuntu), or point CHROMIUM_PATH at a Chromium or Chrome binary.`;
}

/**
 * A Chromium to open contexts in: each context is a profile of its own in memory (no cookies, no cache, no storage of
 * another), and opening one costs a fraction of starting a browser (journeys open one per person, many per file).
 */
export function launchBrowser() {
  return chromium.launch(launchOptions());
}

/** A Chromium with its own profile folder: no cookies, no cache, no tokens from another run. */
export function launchChromium(profileDir, options = {}) {
  return chromium.launchPersistentContext(profileDir, { ...launchOptions(), ...options });
}

/** Debian's Chromium, headless with the arguments above; says how to install it when it is missing. */
function launchOptions() {
  const hint = chromiumMissingHint();
  if (hint) throw new Error(hint);
  return { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true };
}
