// The README's commands as a newcomer runs them (issue: "the README's two commands work on a fresh machine").
//
//   node scripts/newcomer.mjs            runs `npm install && npm start` here, as the README writes it
//   node scripts/newcomer.mjs --clone    first clones this commit into a new folder and works there
//   node scripts/newcomer.mjs --clone --test   …and then runs `npm test` in that clone
//   node scripts/newcomer.mjs --clone --test=servers   …only the server suites that lean on Node.js's own APIs,
//                                       which is what a second Node.js line can break
//
// It takes the commands and the URL from the README's command table (so the two stay in step), runs them on their
// default ports and folders with no variable of ours set, waits for the URL `npm start` prints, and in Chromium:
// the sign-in page's button, a one-click persona, and the dashboard's Offer Health Report with its rows. It checks
// that the data landed in the default folders (`.data/`), stops the portal as Ctrl+C does, and says what failed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './chromium.mjs';
import { takenPorts } from './ports.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const args = new Set(process.argv.slice(2));
const START_TIMEOUT_MS = 15 * 60_000;
const results = [];

function fail(message) {
  console.error(`newcomer: ${message}`);
  console.info(`${results.length} passed, 1 failed`);
  process.exit(1);
}

function passed(what) {
  results.push(what);
  console.info(`newcomer: ✓ ${what}`);
}

// 1. The README's own words.
const readme = readFileSync(join(repo, 'README.md'), 'utf8');
const startRow = readme.split('\n').find((line) => line.startsWith('| `npm install && npm start`'));
if (!startRow) fail('the README has no `npm install && npm start` row in its command table');
const readmeUrl = /\(`(http:\/\/localhost:\d+)`\)/.exec(startRow)?.[1];
if (!readmeUrl) fail('the README’s `npm install && npm start` row names no URL');
if (!readme.split('\n').some((line) => line.startsWith('| `npm test`')))
  fail('the README has no `npm test` row in its command table');
const portalPort = Number(new URL(readmeUrl).port);
const providerPort = Number(/`PROVIDER_PORT` \((\d+)\)/.exec(readme)?.[1] ?? NaN);
if (!Number.isInteger(providerPort)) fail('the README does not say which port the provider sandbox takes');

// The defaults must be free: a test that moved them would not be the README's command.
const taken = await takenPorts([
  { port: portalPort, what: 'the portal', variable: 'PORTAL_PORT' },
  { port: providerPort, what: 'the provider sandbox', variable: 'PROVIDER_PORT' },
]);
if (taken.length > 0) fail(`the README's ports must be free for this test. ${taken.join(' ')}`);

// 2. Where the newcomer stands: this folder, or a clean clone of this commit.
let workDir = repo;
let cloneRoot = null;
if (args.has('--clone')) {
  cloneRoot = mkdtempSync(join(tmpdir(), 'newcomer-'));
  workDir = join(cloneRoot, 'seller-portal');
  const clone = spawnSync('git', ['clone', '--quiet', '--no-local', repo, workDir], { stdio: 'inherit' });
  if (clone.status !== 0) fail('git clone failed');
  const head = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: repo, encoding: 'utf8' }).stdout.trim();
  spawnSync('git', ['checkout', '--quiet', head], { cwd: workDir, stdio: 'inherit' });
  console.info(`newcomer: a clean clone of ${head.slice(0, 12)} in ${workDir}`);
}

// Nothing of ours in the environment: the README's defaults decide ports and folders.
const env = { ...process.env };
for (const name of [
  'PORTAL_PORT',
  'PROVIDER_PORT',
  'DATA_DIR',
  'RELEASES_DIR',
  'SANDBOX_DATA_DIR',
  'SANDBOX_FILES_DIR',
  'DATABASE_URL',
  'PORT',
  'PROVIDER_URL',
  'NODE_ENV',
]) {
  delete env[name];
}

// 3. `npm install && npm start`, verbatim, in its own process group so that Ctrl+C reaches all of it.
console.info(`newcomer: $ npm install && npm start   (Node ${process.version}, in ${workDir})`);
const started = Date.now();
const start = spawn('sh', ['-c', 'npm install && npm start'], {
  cwd: workDir,
  env,
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
const remember = (chunk) => {
  output += chunk.toString();
  if (output.length > 400_000) output = output.slice(-200_000);
};
start.stdout.on('data', remember);
start.stderr.on('data', remember);

const stop = async () => {
  if (start.exitCode !== null || start.signalCode !== null) return;
  const exited = new Promise((resolve) => start.once('exit', resolve));
  try {
    process.kill(-start.pid, 'SIGINT');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-start.pid, 'SIGKILL');
    } catch {
      // gone already
    }
  }, 20_000);
  await exited;
  clearTimeout(timer);
};

const stopAndFail = async (message) => {
  await stop();
  console.error(output.split('\n').slice(-60).join('\n'));
  fail(message);
};

const printedUrl = await new Promise((resolve) => {
  const timer = setTimeout(() => resolve(null), START_TIMEOUT_MS);
  const look = () => {
    const match = /Seller portal:\s+(\S+)/.exec(output);
    if (match) {
      clearTimeout(timer);
      resolve(match[1]);
    }
  };
  start.stdout.on('data', look);
  start.once('exit', () => {
    clearTimeout(timer);
    resolve(null);
  });
});
if (!printedUrl)
  await stopAndFail('`npm install && npm start` printed no portal URL (its last lines are above)');
if (printedUrl !== readmeUrl)
  await stopAndFail(`npm start printed ${printedUrl}, the README says ${readmeUrl}`);
passed(`npm install && npm start printed ${printedUrl} after ${Math.round((Date.now() - started) / 1000)} s`);
const install = output
  .split('\n')
  .filter((line) =>
    /EBADENGINE|Unsupported engine|install scripts not yet covered|Unsupported runtime/.test(line),
  );
if (install.length > 0) await stopAndFail(`the install or start printed warnings:\n${install.join('\n')}`);
passed('no engine, install-script or runtime warning');

// 4. In Chromium, as a person: the sign-in page, a persona, the dashboard's data.
const profile = mkdtempSync(join(tmpdir(), 'newcomer-chromium-'));
const shots = join(repo, 'e2e', 'artifacts');
mkdirSync(shots, { recursive: true });
let context;
try {
  context = await launchChromium(profile, { viewport: { width: 1280, height: 800 } });
  const page = context.pages()[0] ?? (await context.newPage());
  const response = await page.goto(printedUrl);
  if (!response || response.status() !== 200) throw new Error(`${printedUrl} answered ${response?.status()}`);
  await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor({ timeout: 30_000 });
  passed('the portal’s page shows its Sign in button');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: 'Ada Admin' }).click({ timeout: 30_000 });
  await page.waitForURL((url) => url.origin === new URL(printedUrl).origin && url.pathname === '/', {
    timeout: 30_000,
  });
  const rows = page.getByRole('table', { name: 'Offer Health Report' }).locator('tbody tr');
  await rows.first().waitFor({ timeout: 30_000 });
  const count = await rows.count();
  await page.screenshot({
    path: join(shots, `newcomer-dashboard-node${process.versions.node.split('.')[0]}.png`),
  });
  passed(`Ada Admin signed in and sees the dashboard’s Offer Health Report with ${count} rows`);
} catch (error) {
  await context?.close().catch(() => {});
  rmSync(profile, { recursive: true, force: true });
  await stopAndFail(`in Chromium: ${error instanceof Error ? error.message : error}`);
}
await context.close();
rmSync(profile, { recursive: true, force: true });

// 5. The default folders hold the data, and Ctrl+C stops everything.
for (const folder of ['.data/releases', '.data/sandbox', '.data/sandbox-files']) {
  if (!existsSync(join(workDir, folder))) await stopAndFail(`npm start kept nothing in ${folder}`);
}
passed('the data is in .data/releases, .data/sandbox and .data/sandbox-files');
await stop();
const stillTaken = await takenPorts([
  { port: portalPort, what: 'the portal', variable: 'PORTAL_PORT' },
  { port: providerPort, what: 'the provider sandbox', variable: 'PROVIDER_PORT' },
]);
if (stillTaken.length > 0) fail(`after Ctrl+C: ${stillTaken.join(' ')}`);
passed('Ctrl+C stopped the portal and freed its ports');

// 6. `npm test` from the same clone.
// The browser packages' suites run in jsdom on the same Node.js; a second line can break only what runs on Node.js's own
// APIs. `--test=servers` keeps to the server suites that lean on them (CI's second line ran them until 2026-11-29,
// docs/adr/012): the sandbox's
// identity, HTTP, file, outbox and session code (node:crypto keys, streams, zip, fetch), the gateway's tokens, provider
// client, realtime, protection and observability. The domains' resolvers above them are plain JavaScript, tested once
// on the first line. The start above already ran on this line what the sandbox's `db` and the gateway's `releases`
// suites lean on (PGlite's WebAssembly on disk, migrated and seeded; every release checked in a child process under the
// permission model), so those two suites, the longest, run on the first line only.
const servers = ['@seller-portal/provider-sandbox', '@seller-portal/gateway'];
const nodeBound = [
  'src/identity/',
  'src/http/',
  'src/dataroom/',
  'src/outbox/',
  'src/session/',
  'src/auth/',
  'src/provider/',
  'src/realtime/',
  'src/protection/',
  'src/observability/',
];
if (args.has('--test')) {
  console.info('newcomer: $ npm test');
  const test = spawnSync('npm', ['test'], { cwd: workDir, env, stdio: 'inherit' });
  if (test.status !== 0) fail(`npm test failed in ${workDir} (exit ${test.status})`);
  passed('npm test passed');
} else if (args.has('--test=servers')) {
  // Each package's own `npm test` with the folders as vitest filters, the two side by side: arguments passed through
  // turbo would enter every task's hash and build everything `npm start` has just built once more.
  const suites = await Promise.all(
    servers.map((name) => {
      console.info(`newcomer: $ npm test -w ${name} -- ${nodeBound.join(' ')}`);
      const suite = spawn('npm', ['test', '-w', name, '--', ...nodeBound], { cwd: workDir, env });
      const prefix = `${name.replace('@seller-portal/', '')}: `;
      for (const stream of [suite.stdout, suite.stderr])
        createInterface({ input: stream }).on('line', (line) => console.info(prefix + line));
      return new Promise((resolve) => suite.once('close', (status) => resolve({ name, status })));
    }),
  );
  const failed = suites.filter(({ status }) => status !== 0);
  if (failed.length > 0)
    fail(
      `npm test failed in ${workDir}: ${failed.map(({ name, status }) => `${name} (exit ${status})`).join(', ')}`,
    );
  passed('npm test of the server suites passed');
}

if (cloneRoot) rmSync(cloneRoot, { recursive: true, force: true });
console.info(`${results.length} passed, 0 failed`);
