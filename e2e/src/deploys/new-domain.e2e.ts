// docs/adding-a-domain.md is true: `npm run new-domain demo` in a clean clone writes the domain's three folders and one
// line per list, and what it wrote builds, passes its tests and lint, and serves a screen whose data came from the
// provider through the gateway, in Chromium.
import { execFile, execFileSync, type ExecFileSyncOptions } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.js';
import { newBrowser, signInAs, systemPorts } from '../support/portal.js';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'new-domain-'));
const clone = join(root, 'seller-portal');

/** What every command here runs with: the clone's folder, its output as text, no colours. */
const EXEC = {
  cwd: clone,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
  env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
} as const;

const run = (command: string, args: string[], options: ExecFileSyncOptions = {}): string =>
  execFileSync(command, args, { ...EXEC, stdio: ['ignore', 'pipe', 'pipe'], ...options }) as string;

/** `run`, without blocking: its output once it exits 0, or its failure with what it printed. */
const runAside = (command: string, args: string[], cwd: string): Promise<string> =>
  new Promise((resolve, reject) => {
    execFile(command, args, { ...EXEC, cwd }, (error, stdout, stderr) =>
      error ? reject(new Error(`${error.message}\n${stdout}${stderr}`)) : resolve(stdout),
    );
  });

/** The clone's installed packages, from this checkout's (hard links: seconds, not an install from the registry). */
function linkInstalledPackages(): void {
  for (const folder of ['.', ...readdirSync(repo)]) {
    const from = join(repo, folder, 'node_modules');
    if (!existsSync(from) || !existsSync(join(clone, folder))) continue;
    execFileSync('cp', ['-al', from, join(clone, folder, 'node_modules')]);
  }
  // Files npm and vitest rewrite in place must be the clone's own, or the checkout's would change with them.
  rmSync(join(clone, 'node_modules', '.vite'), { recursive: true, force: true });
  const hidden = join(clone, 'node_modules', '.package-lock.json');
  if (existsSync(hidden)) {
    cpSync(hidden, `${hidden}.own`);
    rmSync(hidden);
    execFileSync('mv', [`${hidden}.own`, hidden]);
  }
}

/** Each changed path outside the domain's own folders, with the lines it gained and lost. */
function changesOutsideTheDomain(): Record<string, { added: number; removed: number }> {
  const stat = run('git', ['diff', '--numstat', 'HEAD']);
  return Object.fromEntries(
    stat
      .trim()
      .split('\n')
      .map((line) => line.split('\t'))
      .map(([added, removed, path]) => [path, { added: Number(added), removed: Number(removed) }]),
  );
}

beforeAll(() => {
  execFileSync('git', ['clone', '--quiet', '--no-local', repo, clone]);
  execFileSync('git', ['checkout', '--quiet', run('git', ['rev-parse', 'HEAD'], { cwd: repo }).trim()], {
    cwd: clone,
  });
  linkInstalledPackages();
}, 120_000);

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('npm run new-domain demo, in a clean clone', () => {
  it('writes its three folders and one line in each list; nothing else but what npm and codegen write', () => {
    const said = run('npm', ['run', 'new-domain', 'demo']);
    expect(said).toContain('new-domain: Demo is ready');

    const untracked = run('git', ['ls-files', '--others', '--exclude-standard', '--directory'])
      .trim()
      .split('\n');
    expect(untracked.sort()).toEqual([
      'gateway/src/domains/demo/',
      'mfe-demo/',
      'provider-sandbox/src/demo/',
    ]);

    const changed = changesOutsideTheDomain();
    // The lists: an import and an entry, or the one entry.
    expect(changed['provider-sandbox/src/domains.ts']).toEqual({ added: 2, removed: 0 });
    expect(changed['gateway/src/domains/index.ts']).toEqual({ added: 2, removed: 0 });
    expect(changed['shared/src/micro-frontends/micro-frontends.ts']).toEqual({ added: 1, removed: 0 });
    expect(changed['package.json']).toEqual({ added: 1, removed: 0 });
    expect(changed['gateway/Dockerfile']).toEqual({ added: 1, removed: 0 });
    // What tools write: npm's lockfile, the printed schema, and the schema's types for the gateway's resolvers and for
    // shared (the screen's operation is typed inside mfe-demo); the provider's contract with the domain's operation,
    // and the gateway's provider types generated from it.
    expect(Object.keys(changed).sort()).toEqual(
      [
        'gateway/Dockerfile',
        'gateway/schema.graphql',
        'gateway/src/domains/index.ts',
        'gateway/src/generated/provider-api.ts',
        'gateway/src/generated/resolvers-types.ts',
        'package-lock.json',
        'package.json',
        'provider-sandbox/openapi.json',
        'provider-sandbox/src/domains.ts',
        'shared/src/graphql/generated/schema.ts',
        'shared/src/micro-frontends/micro-frontends.ts',
      ].sort(),
    );
    // Adding a query and a type is no breaking change of the integrators' contract.
    expect(run('git', ['diff', 'HEAD', '--', 'gateway/schema.graphql'])).not.toMatch(/^-[^-]/m);
  }, 300_000);

  it('what it wrote passes lint, builds, and its tests pass in each package', async () => {
    const written = ['provider-sandbox/src/demo', 'gateway/src/domains/demo', 'mfe-demo'];
    run('npx', ['eslint', '--max-warnings=0', ...written]);
    run('npx', ['prettier', '--check', ...written]);
    // What the new domain touches, with what each depends on: its screen, the contract it reads (shared), the shell
    // that lists it, the gateway and the provider. The other domains deploy alone and keep their releases (below).
    run('npx', [
      'turbo',
      'run',
      'build',
      '--output-logs=errors-only',
      ...['mfe-demo', 'root-config', 'provider-sandbox'].map((name) => `--filter=@seller-portal/${name}...`),
    ]);
    // The gateway's own build (its code and the domains' schema files); its GraphQL explorer asks the gateway for the
    // schema when it opens, so this checkout's build of it serves the new domain too (building it takes a minute).
    const gateway = { cwd: join(clone, 'gateway') };
    run('node', ['../node_modules/typescript-7/bin/tsc', '-p', 'tsconfig.build.json'], gateway);
    run('node', ['scripts/copy-schema.mjs'], gateway);
    cpSync(join(repo, 'gateway', 'dist', 'explorer'), join(clone, 'gateway', 'dist', 'explorer'), {
      recursive: true,
    });
    run('npm', ['run', 'typecheck', '-w', 'mfe-demo']);
    // The three packages' suites side by side, as turbo runs a workspace's tests.
    const tests = await Promise.all([
      // The contract's own tests too: every route the sandbox serves is an operation of its contract.
      runAside('npx', ['vitest', 'run', 'src/demo', 'src/contract'], join(clone, 'provider-sandbox')),
      runAside(
        'npx',
        ['vitest', 'run', 'src/domains/demo', 'src/domains/registry.test.ts'],
        join(clone, 'gateway'),
      ),
      runAside('npx', ['vitest', 'run'], join(clone, 'mfe-demo')),
    ]);
    for (const output of tests) expect(stripVTControlCharacters(output)).toMatch(/Tests\s+\d+ passed/);
  }, 600_000);

  it('serves its screen at /demo with the company the provider keeps, reached by a signed-in member', async () => {
    const { startSystem } = (await import(pathToFileURL(join(clone, 'scripts', 'system.mjs')).href)) as {
      startSystem(options: object): Promise<{ portalUrl: string; stop(): Promise<void> }>;
    };
    // The other domains' builds are this checkout's own (`npm run test:e2e` builds them first): a new domain changes
    // none of their sources, and each domain deploys alone, so theirs are served as they are.
    for (const mfe of ['org', 'offers', 'customers', 'team', 'dataroom'])
      cpSync(join(repo, `mfe-${mfe}`, 'dist'), join(clone, `mfe-${mfe}`, 'dist'), { recursive: true });
    const system = await startSystem({
      ...systemPorts(),
      dataDir: join(root, 'data'),
      releasesDir: join(root, 'releases'),
      stdio: process.env.E2E_VERBOSE ? 'inherit' : 'ignore',
    });
    const { page, close } = await newBrowser();
    try {
      await signInAs(page, system.portalUrl, 'Ada Admin');
      await page.goto(`${system.portalUrl}/demo`);
      await expect
        .poll(() => page.getByRole('heading', { name: 'Demo', exact: true }).count(), { timeout: 20_000 })
        .toBe(1);
      const welcome = page.getByText('Welcome to Demo, Acme Software.');
      await welcome.waitFor();
      // Its own stylesheet, from its own build, is linked while it is mounted.
      expect(await welcome.evaluate((element) => getComputedStyle(element).marginTop)).toBe('16px');
      await expectAccessible(page, 'the new domain’s screen');
      await page.goto(`${system.portalUrl}/demo/elsewhere`);
      await page.getByRole('heading', { name: 'Oops, page not found' }).waitFor();
    } finally {
      await close();
      await system.stop();
    }
  }, 180_000);
});
