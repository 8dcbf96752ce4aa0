// `npm test`: every package's suite (README.md, "Commands"), as many packages at once as the machine has cores, the
// server suites first.
//
// Turbo starts whichever suite is ready first, and on 2 cores it often started the sandbox's (four minutes against a
// real database) after the browser packages' had run, so one core sat idle at the end while it ran alone: 514 s where
// the suites' own times add up to 390 s a core. Here every package is built first (turbo's cache), then each suite runs
// as `turbo run test --only` for its package (turbo's cache still skips a suite whose inputs did not change), the
// longest first: the sandbox's and the gateway's, then the rest in the workspaces' order. A failing package does not
// stop the others (as `--continue`); the summary names each one with its failed tests, and the exit code is 1.
//
//   npm test                      every suite
//   npm test -- <turbo options>   `turbo run test` with them (e.g. --filter=@seller-portal/gateway)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const repo = fileURLToPath(new URL('..', import.meta.url));
const given = process.argv.slice(2);

if (given.length > 0) {
  const run = spawnSync('npx', ['turbo', 'run', 'test', '--continue', '--concurrency=100%', ...given], {
    cwd: repo,
    stdio: 'inherit',
  });
  process.exit(run.status ?? 1);
}

/** The suites that start real servers and take minutes; each starts a lane. */
const LONGEST = ['@seller-portal/provider-sandbox', '@seller-portal/gateway'];

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
const withTests = readJson(join(repo, 'package.json'))
  .workspaces.map((folder) => join(repo, folder, 'package.json'))
  .filter((path) => existsSync(path))
  .map(readJson)
  .filter((manifest) => manifest.scripts?.test)
  .map((manifest) => manifest.name);
const queue = [
  ...LONGEST.filter((name) => withTests.includes(name)),
  ...withTests.filter((name) => !LONGEST.includes(name)),
];

const build = spawnSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], {
  cwd: repo,
  stdio: 'inherit',
});
if (build.status !== 0) {
  console.error('npm test: the build failed, so no suite ran');
  process.exit(1);
}

const results = [];
async function lane() {
  for (let name = queue.shift(); name; name = queue.shift()) {
    const started = Date.now();
    const failures = [];
    const status = await new Promise((resolve) => {
      const suite = spawn(
        'npx',
        ['turbo', 'run', 'test', '--only', `--filter=${name}`, '--output-logs=full'],
        {
          cwd: repo,
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      for (const [from, to] of [
        [suite.stdout, process.stdout],
        [suite.stderr, process.stderr],
      ]) {
        from.pipe(to, { end: false });
        // vitest's line for each failed test ("FAIL  file > describe > test"), repeated in the summary: a log's tail
        // then says which test failed, not only which package.
        createInterface({ input: from }).on('line', (line) => {
          if (/\bFAIL\b/.test(stripVTControlCharacters(line))) failures.push(stripVTControlCharacters(line));
        });
      }
      suite.once('close', (code) => resolve(code ?? 1));
    });
    results.push({ name, status, failures, seconds: Math.round((Date.now() - started) / 1000) });
  }
}
const lanes = Math.max(1, Math.min(availableParallelism(), queue.length));
await Promise.all(Array.from({ length: lanes }, lane));

console.info(`\nnpm test: ${lanes} at once`);
for (const { name, status, failures, seconds } of results) {
  console.info(`  ${status === 0 ? 'passed' : 'FAILED'}  ${name}  ${seconds} s`);
  if (status !== 0) for (const line of new Set(failures)) console.info(`      ${line.trim()}`);
}
const failed = results.filter(({ status }) => status !== 0);
if (failed.length > 0) {
  console.error(
    `npm test: ${failed.length} of ${results.length} packages failed: ${failed.map(({ name }) => name).join(', ')}`,
  );
  process.exit(1);
}
