import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../app.js';
import { sandboxDomains } from '../domains.js';
import { requestDemoToken } from '../identity/demo-token.js';
import { PORTAL_ORIGIN } from '../testing/harness.js';
import { SIGN_IN_LIMITS } from '../identity/throttle.js';
import { tokenRequest } from '../testing/oidc.js';
import { createDatabase, startPostgres, startRedis } from '../testing/servers.js';
import { planMigrations } from './migrate.js';

let postgres: Awaited<ReturnType<typeof startPostgres>>;

beforeAll(async () => {
  postgres = await startPostgres();
}, 60_000);

afterAll(async () => {
  await postgres?.stop();
});

/** A sandbox on DATABASE_URL, as `DATABASE_URL=… npm run start:sandbox` runs it, on an ephemeral port. */
async function sandboxOn(databaseUrl: string, redisUrl?: string) {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const sandbox = await createSandbox({
    publicUrl: url,
    portalOrigin: PORTAL_ORIGIN,
    databaseUrl,
    redisUrl,
    demo: true,
  });
  server.on('request', sandbox.app);
  const call = async (path: string, token: string, body?: unknown) => {
    const response = await fetch(`${url}/api${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  return {
    token: (email: string) => requestDemoToken({ issuer: sandbox.issuer, email }),
    /** The password grant's answer status for these credentials. */
    signIn: async (username: string, password: string) =>
      (
        await tokenRequest(sandbox.issuer, {
          grant_type: 'password',
          client_id: 'seller-portal-cli',
          username,
          password,
        })
      ).response.status,
    call,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await sandbox.close();
    },
  };
}

async function count(databaseUrl: string, sql: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return Number((await client.query<{ n: string }>(sql)).rows[0]?.n);
  } finally {
    await client.end();
  }
}

describe('the sandbox on a real PostgreSQL server (DATABASE_URL)', () => {
  it('starts twice at once on one database, signs in, and keeps what was written across a restart', async () => {
    const databaseUrl = await createDatabase(postgres.url, 'sandbox_twice');
    const [first, second] = await Promise.all([sandboxOn(databaseUrl), sandboxOn(databaseUrl)]);
    try {
      const planned = (await planMigrations(sandboxDomains)).length;
      expect(await count(databaseUrl, 'SELECT count(*) AS n FROM schema_migrations')).toBe(planned);
      expect(await count(databaseUrl, `SELECT count(*) AS n FROM sellers WHERE name = 'Acme Software'`)).toBe(
        1,
      );

      const ada = await second.token('admin@acme.example');
      const roles = (await second.call('/v1/roles', ada)).body as { roleId: string; name: string }[];
      const invited = await second.call('/v1/invitations', ada, {
        email: 'kept.on.postgres@acme.example',
        recipientFirstName: 'Kept',
        recipientLastName: 'Postgres',
        roleId: roles.find((role) => role.name === 'EXEC')!.roleId,
      });
      expect(invited.status).toBe(201);
      expect((await first.call('/v1/users/current', await first.token('exec@acme.example'))).status).toBe(
        200,
      );
    } finally {
      await first.close();
      await second.close();
    }

    const again = await sandboxOn(databaseUrl);
    try {
      const ada = await again.token('admin@acme.example');
      const team = await again.call('/v1/teams/current?search=kept.on.postgres', ada);
      expect(JSON.stringify(team.body)).toContain('kept.on.postgres@acme.example');
      expect(await count(databaseUrl, `SELECT count(*) AS n FROM sellers WHERE name = 'Acme Software'`)).toBe(
        1,
      );
    } finally {
      await again.close();
    }
  });

  it('counts failed sign-ins in the shared Redis: a second instance does not grant fresh attempts', async () => {
    const redis = await startRedis();
    const databaseUrl = await createDatabase(postgres.url, 'sandbox_throttle');
    const [first, second] = await Promise.all([
      sandboxOn(databaseUrl, redis.url),
      sandboxOn(databaseUrl, redis.url),
    ]);
    try {
      for (let attempt = 0; attempt < SIGN_IN_LIMITS.freeFailures; attempt++) {
        expect(await first.signIn('exec@acme.example', 'wrong')).toBe(400);
      }
      // The same address at the other instance waits, the right password included.
      expect(await second.signIn('exec@acme.example', 'demo')).toBe(429);
      expect(await second.signIn('sales@acme.example', 'demo')).toBe(200);
    } finally {
      await first.close();
      await second.close();
      await redis.stop();
    }
  });
});
