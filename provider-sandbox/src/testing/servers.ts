import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

// Throwaway servers the tests start: PostgreSQL and Redis, Debian's packages, as CI installs them.

const INSTALL = 'PostgreSQL is missing: apt-get install -y postgresql';

/** Debian's PostgreSQL binaries (the newest installed major version), as CI installs them. */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const bin = versions
    .map((version) => join(root, version, 'bin'))
    .find((dir) => existsSync(join(dir, 'initdb')));
  if (!bin) throw new Error(INSTALL);
  return bin;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A throwaway PostgreSQL server in a temp folder on a free port, trusting local connections, without fsync. PostgreSQL
 * refuses to run as root, so as root (CI) it runs as Debian's `postgres` user.
 */
export async function startPostgres(): Promise<{ url: string; stop(): Promise<void> }> {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-postgres-'));
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]] : [join(bin, command), args];
  if (asRoot) {
    const user = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    if (user.status !== 0) throw new Error(INSTALL);
    chownSync(dir, Number(user.stdout), Number(group.stdout));
  }
  const data = join(dir, 'data');
  const [initCommand, initArgs] = run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const init = spawnSync(initCommand as string, initArgs as string[], { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.error?.message}`);

  const port = await freePort();
  const [command, args] = run('postgres', [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
  ]);
  const server = spawn(command as string, args as string[], { stdio: 'ignore' });
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      break;
    } catch {
      await client.end().catch(() => undefined);
      if (server.exitCode !== null || Date.now() > deadline) throw new Error('PostgreSQL did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        // The server itself (runuser does not pass signals on): SIGINT is PostgreSQL's fast shutdown.
        const pid = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n', 1)[0]);
        process.kill(pid, 'SIGINT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A new empty database on the server, answered as its URL. */
export async function createDatabase(serverUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/** A throwaway Redis server (Debian's redis-server, as CI installs it) on a free port, without persistence. */
export async function startRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const server = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const failed = new Promise<never>((_resolve, reject) =>
    server.once('error', () => reject(new Error('redis-server is missing: apt-get install -y redis-server'))),
  );
  const deadline = Date.now() + 10_000;
  for (;;) {
    const up = await Promise.race([
      failed,
      new Promise<boolean>((resolve) => {
        const probe = createConnection({ port, host: '127.0.0.1' }, () => {
          probe.end();
          resolve(true);
        });
        probe.once('error', () => resolve(false));
      }),
    ]);
    if (up) break;
    if (Date.now() > deadline) throw new Error('redis-server did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (server.exitCode !== null) return resolve();
        server.once('exit', () => resolve());
        server.kill('SIGTERM');
      }),
  };
}
