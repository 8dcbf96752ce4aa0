import { sandboxDomains } from '../domains.js';
import { planMigrations } from './migrate.js';
import { decodeJwt } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { PORTAL_ORIGIN, startSandbox, tempDataDir, type RunningSandbox } from '../testing/harness.js';
import { signInAsPersona, tokenRequest } from '../testing/oidc.js';

const MIGRATION_COUNT = (await planMigrations(sandboxDomains)).length;

let running: RunningSandbox | undefined;

afterAll(async () => {
  await running?.close();
});

const counts = async (sandbox: RunningSandbox) =>
  (
    await sandbox.sandbox.db.query<{ users: number; sellers: number; roles: number; migrations: number }>(
      `SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM sellers)::int AS sellers,
              (SELECT count(*) FROM roles)::int AS roles, (SELECT count(*) FROM schema_migrations)::int AS migrations`,
    )
  ).rows[0];

describe('data on disk', () => {
  it('survives a restart on the same folder: no second seed, same signing key, sessions and refresh tokens', async () => {
    const dataDir = tempDataDir();
    running = await startSandbox({ dataDir });
    const { port } = new URL(running.url);
    const kid = running.sandbox.signingKey.kid;
    const first = await counts(running);
    expect(first).toEqual({ users: 20, sellers: 4, roles: 5, migrations: MIGRATION_COUNT });
    await running.sandbox.db.query(`UPDATE users SET title = 'Restarted' WHERE email = 'admin@acme.example'`);
    const { tokens } = await signInAsPersona(running, 'admin@acme.example');
    expect(tokens.refresh_token).toBeTruthy();
    await running.close({ keepData: true });

    running = await startSandbox({ dataDir, port: Number(port) });
    expect(await counts(running)).toEqual(first);
    expect(running.sandbox.signingKey.kid).toBe(kid);
    const title = await running.sandbox.db.query<{ title: string }>(
      `SELECT title FROM users WHERE email = 'admin@acme.example'`,
    );
    expect(title.rows[0]?.title).toBe('Restarted');

    // The access token issued before the restart still verifies, and the refresh token still works.
    const me = await running.api<{ email: string }>('/api/v1/users/current', { token: tokens.access_token });
    expect(me.status).toBe(200);
    const refreshed = await tokenRequest(
      running.issuer,
      { grant_type: 'refresh_token', refresh_token: tokens.refresh_token ?? '', client_id: 'seller-portal' },
      PORTAL_ORIGIN,
    );
    expect(refreshed.response.status).toBe(200);
    expect(decodeJwt(refreshed.body.access_token).email_verified).toBe(true);
  }, 90_000); // two cold starts on disk, the first seeding every domain (offers with their PDFs)

  it('starts empty when seeding is off', async () => {
    const empty = await startSandbox({ seed: false });
    try {
      const { rows } = await empty.sandbox.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
      expect(rows[0]?.n).toBe(0);
    } finally {
      await empty.close();
    }
  });
});
