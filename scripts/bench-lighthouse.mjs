// `npm run bench:lighthouse` (and the end of `npm run bench`): Lighthouse, with its default mobile preset (simulated
// slow 4G and 4× CPU), on the built system: accessibility of the signed-out sign-in page, then performance, total
// blocking time, largest contentful paint and accessibility of /, /offers and /team signed in as the admin. The
// identity provider's session signs each page in silently (the storage is not reset between pages, docs/adr/003).
// BENCH_LIGHTHOUSE_ROUTES picks the signed-in routes; BENCH_LIGHTHOUSE_DETAILS=1 also prints each page's long tasks
// (what blocks the main thread, by script) and the scripts that cost the most main-thread time.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, launchChromium } from './chromium.mjs';
import { startSystem } from './system.mjs';

const ROUTES = (process.env.BENCH_LIGHTHOUSE_ROUTES ?? '/,/offers,/team').split(',').filter(Boolean);
const DEBUGGING_PORT = Number(process.env.BENCH_LIGHTHOUSE_DEBUGGING_PORT ?? 9333);
const dataDir = mkdtempSync(join(os.tmpdir(), 'bench-lh-sandbox-'));
const releasesDir = mkdtempSync(join(os.tmpdir(), 'bench-lh-releases-'));
const profile = mkdtempSync(join(os.tmpdir(), 'bench-lh-chromium-'));
const system = await startSystem({
  portalPort: Number(process.env.BENCH_PORTAL_PORT ?? 4250),
  providerPort: Number(process.env.BENCH_PROVIDER_PORT ?? 4260),
  dataDir,
  releasesDir,
  stdio: 'ignore',
});
const context = await launchChromium(profile, {
  args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUGGING_PORT}`],
});

/** One Lighthouse run of a URL in the open browser: its scores (0–100) and timings (ms). */
async function audit(url, categories) {
  const { lhr } = await lighthouse(url, {
    port: DEBUGGING_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
    // The identity provider's session cookie must stay: it signs the page in (tokens live in memory only).
    disableStorageReset: true,
  });
  const score = (category) =>
    lhr.categories[category] ? Math.round(lhr.categories[category].score * 100) : '-';
  const ms = (audit) =>
    lhr.audits[audit]?.numericValue === undefined ? '-' : Math.round(lhr.audits[audit].numericValue);
  if (process.env.BENCH_LIGHTHOUSE_DETAILS) {
    const file = (url) => String(url).replace(system.portalUrl, '');
    console.info(`${url}: long tasks (start ms, duration ms, script)`);
    for (const task of lhr.audits['long-tasks']?.details?.items ?? [])
      console.info(`  ${Math.round(task.startTime)}\t${Math.round(task.duration)}\t${file(task.url)}`);
    console.info(`${url}: main-thread time by script (total, scripting, parse ms)`);
    for (const item of (lhr.audits['bootup-time']?.details?.items ?? []).slice(0, 8))
      console.info(
        `  ${Math.round(item.total)}\t${Math.round(item.scripting)}\t${Math.round(item.scriptParseCompile)}\t${file(item.url)}`,
      );
  }
  const failed = Object.values(lhr.audits)
    .filter((a) => a.scoreDisplayMode === 'binary' && a.score === 0)
    .map((a) => a.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    totalBlockingTimeMs: ms('total-blocking-time'),
    largestContentfulPaintMs: ms('largest-contentful-paint'),
    failed,
  };
}

try {
  const results = {};
  console.info(`load average before: ${os.loadavg()[0].toFixed(2)}`);
  results['sign-in page (signed out)'] = await audit(`${system.portalUrl}/`, ['accessibility']);

  const signIn = context.pages()[0] ?? (await context.newPage());
  await signIn.goto(`${system.portalUrl}/`);
  await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
  await signIn.getByRole('button', { name: 'Ada Admin' }).click();
  await signIn.getByRole('navigation', { name: 'Side navigation' }).waitFor();
  for (const route of ROUTES)
    results[route] = await audit(`${system.portalUrl}${route}`, ['performance', 'accessibility']);

  console.info('page                         performance  accessibility  TBT ms  LCP ms  failed audits');
  for (const [page, r] of Object.entries(results))
    console.info(
      [
        page.padEnd(28),
        String(r.performance).padStart(11),
        String(r.accessibility).padStart(14),
        String(r.totalBlockingTimeMs).padStart(7),
        String(r.largestContentfulPaintMs).padStart(7),
        ` ${r.failed.join(', ') || '-'}`,
      ].join(' '),
    );
  console.info(`load average after: ${os.loadavg()[0].toFixed(2)}`);
} finally {
  await context.close();
  await system.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(releasesDir, { recursive: true, force: true });
  rmSync(profile, { recursive: true, force: true });
}
