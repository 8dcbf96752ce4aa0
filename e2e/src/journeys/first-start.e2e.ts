import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
let blocker: Server;
let takenPort: number;

beforeAll(async () => {
  blocker = createServer();
  await new Promise<void>((resolve) => blocker.listen(0, resolve));
  takenPort = (blocker.address() as { port: number }).port;
});

afterAll(() => {
  blocker.close();
});

describe('a newcomer’s first npm start', () => {
  it('says in one line which port is taken and how to choose another, before building anything', () => {
    const started = Date.now();
    const run = spawnSync(process.execPath, ['scripts/start.mjs'], {
      cwd: repo,
      env: { ...process.env, PORTAL_PORT: String(takenPort), PROVIDER_PORT: '0' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      `Port ${takenPort} (the portal) is already in use, perhaps by another \`npm start\`. ` +
        `Stop it, or choose another port: PORTAL_PORT=${takenPort + 1} npm start`,
    );
    expect(run.stdout).not.toContain('turbo');
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it('says which Node.js is needed on an older one, instead of a syntax error', () => {
    const run = spawnSync(
      process.execPath,
      [
        '-e',
        "Object.defineProperty(process.versions, 'node', { value: '20.20.2' }); require('./scripts/check-node.cjs')",
      ],
      { cwd: repo, encoding: 'utf8' },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /^Seller Portal needs Node\.js 22\.15 or newer; this is v20\.20\.2\. Install Node\.js 22 or 24/,
    );
  });

  it('gives the Chromium install command when the browser is missing', () => {
    const run = spawnSync(process.execPath, ['scripts/check-chromium.mjs'], {
      cwd: repo,
      env: { ...process.env, CHROMIUM_PATH: '/nowhere/chromium' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain('apt-get install -y chromium');
  });
});
