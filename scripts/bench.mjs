// `npm run bench`: cold load of /team in Chromium against the built system (run `npm run build` first).
// Reports the JavaScript and CSS bytes transferred (compressed, as on the wire) and the time until the table shows.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from './chromium.mjs';
import { startSystem } from './system.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const dataDir = mkdtempSync(join(tmpdir(), 'bench-sandbox-'));
const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
const system = await startSystem({
  portalPort: Number(process.env.BENCH_PORTAL_PORT ?? 4200),
  providerPort: Number(process.env.BENCH_PROVIDER_PORT ?? 4210),
  dataDir,
  stdio: 'ignore',
});
const context = await launchChromium(profile);

try {
  // Sign in once so the identity provider has a session; every measured load starts with no token and no cache.
  const signIn = context.pages()[0] ?? (await context.newPage());
  await signIn.goto(`${system.portalUrl}/`);
  await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
  await signIn.getByRole('button', { name: 'Ada Admin' }).click();
  await signIn.getByRole('navigation', { name: 'Side navigation' }).waitFor();
  await signIn.close();

  const results = [];
  for (let run = 0; run < RUNS; run++) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // An empty cache (the identity provider's session cookie stays), without disabling the cache: preloads count once.
    await cdp.send('Network.clearBrowserCache');
    const types = new Map();
    let started = performance.now();
    const bytes = { Script: 0, Stylesheet: 0, Font: 0, other: 0 };
    const urls = new Map();
    cdp.on('Network.responseReceived', (event) => {
      types.set(event.requestId, event.type);
      urls.set(event.requestId, event.response.url);
    });
    cdp.on('Network.loadingFinished', (event) => {
      const type = types.get(event.requestId);
      bytes[type in bytes ? type : 'other'] += event.encodedDataLength;
      if (process.env.BENCH_VERBOSE) {
        const at = Math.round(performance.now() - started);
        console.info(
          `${String(at).padStart(5)} ms ${type} ${event.encodedDataLength} ${urls.get(event.requestId)}`,
        );
      }
    });
    started = performance.now();
    await page.goto(`${system.portalUrl}/team`, { waitUntil: 'commit' });
    await page.getByRole('table', { name: 'Team members' }).getByText('admin@acme.example').waitFor();
    const tableShownMs = performance.now() - started;
    results.push({ tableShownMs, ...bytes });
    await page.close();
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const kib = (value) => Math.round((value / 1024) * 10) / 10;
  const summary = {
    runs: RUNS,
    tableShownMsMedian: Math.round(median(results.map((r) => r.tableShownMs))),
    javascriptKiB: kib(median(results.map((r) => r.Script))),
    cssKiB: kib(median(results.map((r) => r.Stylesheet))),
    fontKiB: kib(median(results.map((r) => r.Font))),
  };
  console.info(JSON.stringify(summary, null, 2));
} finally {
  await context.close();
  await system.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profile, { recursive: true, force: true });
}
