// `npm run bench`: cold loads in Chromium against the built system (run `npm run build` first).
// For each route: the JavaScript, CSS and font bytes transferred (compressed, as on the wire), and the JavaScript the
// build output says a cold load needs (scripts/cold-load.mjs, what CI's budget checks). For /team, / and /offers also the
// time until their data shows (the team table's admin; the Offer Health Report's first row; the offers list's first
// row) and the largest contentful paint, at each CPU slowdown of BENCH_CPU (default "1,4": none, and Chromium's 4×
// throttling, as Lighthouse's mobile preset). BENCH_ROUTES (comma-separated) picks the routes; BENCH_RUNS the loads
// per route and slowdown. Last, a repeat visit of /team: what it still fetches, and when its data shows at the largest
// slowdown.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { launchChromium } from './chromium.mjs';
import { coldLoad } from './cold-load.mjs';
import { startSystem } from './system.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CPU_RATES = (process.env.BENCH_CPU ?? '1,4')
  .split(',')
  .map(Number)
  .filter((rate) => rate >= 1);
// One route per screen that exists today; /team first.
const ROUTES = (process.env.BENCH_ROUTES ?? '/team,/team/requests,/,/offers,/customers,/files,/org/settings')
  .split(',')
  .filter(Boolean);
const dataDir = mkdtempSync(join(os.tmpdir(), 'bench-sandbox-'));
const releasesDir = mkdtempSync(join(os.tmpdir(), 'bench-releases-'));
const profile = mkdtempSync(join(os.tmpdir(), 'bench-chromium-'));
const system = await startSystem({
  portalPort: Number(process.env.BENCH_PORTAL_PORT ?? 4200),
  providerPort: Number(process.env.BENCH_PROVIDER_PORT ?? 4210),
  dataDir,
  releasesDir,
  stdio: 'ignore',
});
const context = await launchChromium(profile);

/** What shows that a route's data arrived, for the routes whose time is measured. */
const SHOWN = {
  '/team': (page) => page.getByRole('table', { name: 'Team members' }).getByText('admin@acme.example'),
  '/': (page) => page.getByRole('table', { name: 'Offer Health Report' }).locator('tbody tr').first(),
  '/offers': (page) => page.getByRole('table', { name: 'Financing offers' }).locator('tbody tr').first(),
};

/** The page's largest contentful paint so far, in ms from navigation start (null before any). */
const largestContentfulPaint = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries.length ? Math.round(entries[entries.length - 1].startTime) : null);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(null), 1000);
      }),
  );

/** One cold load at a CPU slowdown: bytes by resource type, when the data showed and the largest paint. */
async function load(route, cpuRate = 1) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  // An empty cache (the identity provider's session cookie stays), without disabling the cache: preloads count once.
  await cdp.send('Network.clearBrowserCache');
  const types = new Map();
  const urls = new Map();
  const bytes = { Script: 0, Stylesheet: 0, Font: 0, other: 0 };
  let started = performance.now();
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
  await page.goto(`${system.portalUrl}${route}`, { waitUntil: 'commit' });
  if (SHOWN[route]) {
    await SHOWN[route](page).waitFor();
  } else {
    await page.getByRole('navigation', { name: 'Side navigation' }).waitFor();
    await page.waitForLoadState('networkidle');
  }
  const shownMs = performance.now() - started;
  const lcpMs = SHOWN[route] ? await largestContentfulPaint(page) : null;
  await page.close();
  return { shownMs, lcpMs, ...bytes };
}

/**
 * A repeat visit of /team with the browser's cache as the first visit left it: what still crosses the network
 * (releases are immutable, so only index.html, the import map and the data should), and when its data shows at the
 * slowest CPU slowdown measured. The first visit stays until the notification socket has connected, as a person's
 * would: the socket's client is a file the page fetches once it is idle.
 */
async function repeatVisit(cpuRate) {
  const page = await context.newPage();
  const socketConnected = page.waitForRequest(/\/socket\.io\//);
  await page.goto(`${system.portalUrl}/team`);
  await page.getByRole('table', { name: 'Team members' }).getByText('admin@acme.example').waitFor();
  await socketConnected;
  await page.waitForLoadState('networkidle');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  const fetched = new Map();
  cdp.on('Network.responseReceived', (event) => {
    const cached =
      event.response.fromDiskCache || event.response.fromMemoryCache || event.response.fromPrefetchCache;
    if (!cached) fetched.set(event.requestId, { url: event.response.url, type: event.type, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const entry = fetched.get(event.requestId);
    if (entry) entry.bytes = event.encodedDataLength;
  });
  const started = performance.now();
  await page.goto(`${system.portalUrl}/team`, { waitUntil: 'commit' });
  await page.getByRole('table', { name: 'Team members' }).getByText('admin@acme.example').waitFor();
  const shownMs = Math.round(performance.now() - started);
  await page.waitForLoadState('networkidle');
  await page.close();
  return { shownMs, fetched: [...fetched.values()] };
}

try {
  // Sign in once so the identity provider has a session; every measured load starts with no token and no cache.
  const signIn = context.pages()[0] ?? (await context.newPage());
  await signIn.goto(`${system.portalUrl}/`);
  await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
  await signIn.getByRole('button', { name: 'Ada Admin' }).click();
  await signIn.getByRole('navigation', { name: 'Side navigation' }).waitFor();
  await signIn.close();

  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const kib = (value) => Math.round((value / 1024) * 10) / 10;
  const routes = {};
  const loadAverage = () => os.loadavg()[0].toFixed(2);
  console.info(`load average before: ${loadAverage()}`);
  for (const route of ROUTES) {
    const results = [];
    for (let run = 0; run < RUNS; run++) results.push(await load(route));
    const timed = {};
    if (SHOWN[route]) {
      for (const rate of CPU_RATES) {
        const runs = rate === 1 ? results : [];
        while (runs.length < RUNS) runs.push(await load(route, rate));
        timed[`cpu${rate}x`] = {
          dataShownMs: Math.round(median(runs.map((r) => r.shownMs))),
          lcpMs: median(runs.map((r) => r.lcpMs ?? Infinity)),
        };
      }
    }
    routes[route] = {
      javascriptKiB: kib(median(results.map((r) => r.Script))),
      buildJavascriptKiB: kib(coldLoad(route).bytes),
      cssKiB: kib(median(results.map((r) => r.Stylesheet))),
      fontKiB: kib(median(results.map((r) => r.Font))),
      ...(SHOWN[route] ? { timed } : {}),
    };
  }
  const timedHeaders = CPU_RATES.flatMap((rate) => [`data ${rate}× ms`, `LCP ${rate}× ms`]);
  console.info(
    [
      'route'.padEnd(20),
      ...['JS KiB (wire)', 'JS KiB (build)', 'CSS KiB', 'font KiB', ...timedHeaders].map((h) =>
        h.padStart(15),
      ),
    ].join(''),
  );
  for (const [route, r] of Object.entries(routes)) {
    const times = CPU_RATES.flatMap((rate) => {
      const t = r.timed?.[`cpu${rate}x`];
      return t ? [t.dataShownMs, t.lcpMs] : ['-', '-'];
    });
    const cells = [r.javascriptKiB, r.buildJavascriptKiB, r.cssKiB, r.fontKiB, ...times].map((v) =>
      String(v).padStart(15),
    );
    console.info(`${route.padEnd(20)}${cells.join('')}`);
  }
  console.info(`load average after: ${loadAverage()}`);
  console.info(JSON.stringify({ runs: RUNS, cpuRates: CPU_RATES, routes }, null, 2));

  const repeatRate = Math.max(...CPU_RATES);
  const { shownMs: repeatShownMs, fetched: repeat } = await repeatVisit(repeatRate);
  const total = repeat.reduce((sum, entry) => sum + entry.bytes, 0);
  console.info(
    `repeat visit of /team: ${kib(total)} KiB from the network, ${repeat.length} responses; ` +
      `data shown after ${repeatShownMs} ms at ${repeatRate}× CPU`,
  );
  for (const entry of repeat) {
    console.info(
      `  ${entry.type.padEnd(10)} ${String(entry.bytes).padStart(8)} B  ${new URL(entry.url).pathname}`,
    );
  }
} finally {
  await context.close();
  await system.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(releasesDir, { recursive: true, force: true });
  rmSync(profile, { recursive: true, force: true });
}
