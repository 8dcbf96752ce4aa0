import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBrowser, signInAs, startPortal, type RunningPortal } from '../support/portal.js';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
let portal: RunningPortal;
const folders: string[] = [];

beforeAll(async () => {
  // As npm start runs it: the page may load a developer's micro-frontend server.
  portal = await startPortal({ devServers: true });
});

afterAll(async () => {
  await portal?.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A copy of mfe-team's build with its files edited: a new release of that one domain. */
function teamBuildWith(edit: (code: string) => string): string {
  const folder = mkdtempSync(join(tmpdir(), 'mfe-team-release-'));
  folders.push(folder);
  cpSync(join(repo, 'mfe-team', 'dist'), folder, { recursive: true });
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(join(folder, file), 'utf8');
    const edited = edit(code);
    writeFileSync(join(folder, file), edited);
    // The build's brotli copy of an edited file is no longer that file: the gateway would refuse the release.
    if (edited !== code) rmSync(join(folder, `${file}.br`), { force: true });
  }
  return folder;
}

/** The deploy tool, as `npm run deploy|rollback|releases -- …` runs it, against this portal's gateway. */
function deployTool(...args: string[]) {
  const run = spawnSync(process.execPath, ['gateway/dist/releases/cli.js', ...args], {
    cwd: repo,
    env: { ...process.env, RELEASES_DIR: portal.releasesDir, GATEWAY_URL: portal.portalUrl },
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}`.trim() };
}

/** Stores a build folder as a release through the gateway's deploy API; answers its id. */
async function publish(folder: string): Promise<string> {
  const token = readFileSync(join(portal.releasesDir, 'deploy-token'), 'utf8').trim();
  const files = Object.fromEntries(
    readdirSync(folder).map((file) => [file, readFileSync(join(folder, file)).toString('base64')]),
  );
  const response = await fetch(`${portal.portalUrl}/deployments/mfe-team/releases`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ files }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { release: string }).release;
}

const importMap = async () =>
  ((await (await fetch(`${portal.portalUrl}/importmap.json`)).json()) as { imports: Record<string, string> })
    .imports;

describe('deploying one domain', () => {
  it('a new release of mfe-team shows on the next load, other domains untouched; rollback returns; a broken one is refused', async () => {
    const browser = await newBrowser();
    try {
      const { page } = browser;
      await signInAs(page, portal.portalUrl, 'Ada Admin');
      await page.goto(`${portal.portalUrl}/team`);
      await page.getByRole('button', { name: 'Invite a Team Member' }).waitFor();
      const before = await importMap();

      const visible = await publish(
        teamBuildWith((code) => code.replaceAll('Invite a Team Member', 'Invite a Teammate')),
      );
      const deployed = deployTool('deploy', 'mfe-team', visible);
      expect(deployed.status, deployed.output).toBe(0);
      const after = await importMap();
      expect(after['@seller-portal/mfe-team']).toBe(`/mfe-team/${visible}/mfe-team.js`);
      // The team's parcels module comes from the same release (docs/adr/020); every other domain's stays.
      expect(after['@seller-portal/mfe-team/parcels']).toBe(`/mfe-team/${visible}/mfe-team-parcels.js`);
      for (const [module, url] of Object.entries(before)) {
        if (!module.startsWith('@seller-portal/mfe-team')) expect(after[module], module).toBe(url);
      }
      await page.goto(`${portal.portalUrl}/team`);
      await page.getByRole('button', { name: 'Invite a Teammate' }).waitFor();

      const rolledBack = deployTool('rollback', 'mfe-team');
      expect(rolledBack.status, rolledBack.output).toBe(0);
      expect((await importMap())['@seller-portal/mfe-team']).toBe(before['@seller-portal/mfe-team']);
      await page.goto(`${portal.portalUrl}/team`);
      await page.getByRole('button', { name: 'Invite a Team Member' }).waitFor();

      // A release whose module no longer exports `mount` is refused by the smoke check; the map stays.
      const broken = await publish(teamBuildWith((code) => code.replace(/\bmount:/g, 'mounted:')));
      const refused = deployTool('deploy', 'mfe-team', broken);
      expect(refused.status).toBe(1);
      expect(refused.output).toContain('does not export mount');
      expect(await importMap()).toEqual(before);

      const listed = deployTool('releases', 'mfe-team');
      expect(listed.output).toContain(visible);
      await page.goto(`${portal.portalUrl}/team`);
      await page.getByRole('button', { name: 'Invite a Team Member' }).waitFor();
    } finally {
      await browser.close();
    }
  });
});

describe('working on one domain', () => {
  it('npm run dev -w mfe-team serves it on its dev port and import-map-overrides points the portal at it', async () => {
    const devServer = spawn('npm', ['run', 'dev', '-w', 'mfe-team'], {
      cwd: repo,
      stdio: 'pipe',
      detached: true,
    });
    let said = '';
    const serving = new Promise<void>((resolve) => {
      devServer.stdout.on('data', (chunk: Buffer) => {
        said += chunk.toString();
        if (said.includes('serving http://localhost:4504/mfe-team.js')) resolve();
      });
    });
    const browser = await newBrowser();
    try {
      // What a developer reads is what they can use: once it says "serving", the module and its chunks are there.
      await Promise.race([
        serving,
        new Promise((_, reject) => setTimeout(() => reject(new Error(`no "serving" line: ${said}`)), 90_000)),
      ]);
      expect((await fetch('http://localhost:4504/mfe-team.js')).status).toBe(200);
      const { page } = browser;
      const fromDevServer: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith('http://localhost:4504/')) fromDevServer.push(request.url());
      });
      await signInAs(page, portal.portalUrl, 'Ada Admin');
      await page.evaluate(() => localStorage.setItem('devtools', 'true'));
      await page.goto(`${portal.portalUrl}/team`);
      await page.waitForFunction(() => 'importMapOverrides' in window);
      await page.evaluate(() =>
        (
          window as unknown as { importMapOverrides: { addOverride(m: string, u: string): void } }
        ).importMapOverrides.addOverride('@seller-portal/mfe-team', 'http://localhost:4504/mfe-team.js'),
      );
      await page.goto(`${portal.portalUrl}/team`);
      await page.getByRole('table', { name: 'Team members' }).getByText('admin@acme.example').waitFor();
      expect(fromDevServer).toContain('http://localhost:4504/mfe-team.js');
    } finally {
      await browser.close();
      if (devServer.pid) process.kill(-devServer.pid, 'SIGTERM');
      rmSync(join(repo, 'mfe-team', 'dist-dev'), { recursive: true, force: true });
    }
  }, 150_000);
});
