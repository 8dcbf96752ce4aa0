import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stableUuid } from '../core/seed/ids.js';
import { errorHandler } from '../http/errors.js';
import { startSandbox, type RunningSandbox } from '../testing/harness.js';

let sandbox: RunningSandbox;
let ada: string;

const post = (path: string, body: object) =>
  request(sandbox.url).post(`/api${path}`).set('authorization', `Bearer ${ada}`).send(body);

beforeAll(async () => {
  sandbox = await startSandbox();
  ada = await sandbox.tokenFor('admin@acme.example');
});

afterAll(async () => {
  await sandbox?.close();
});

describe('writes that span several rows', () => {
  it('two identical invitations at once: one is created, the other answers 409, one email is sent', async () => {
    const invitation = {
      email: 'twice@acme.example',
      recipientFirstName: 'Twice',
      recipientLastName: 'Invited',
      roleId: stableUuid('role:EXEC'),
    };
    const answers = await Promise.all([
      post('/v1/invitations', invitation),
      post('/v1/invitations', invitation),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const { rows } = await sandbox.sandbox.db.query<{ users: number; emails: number }>(
      `SELECT (SELECT count(*) FROM users WHERE email = 'twice@acme.example')::int AS users,
              (SELECT count(*) FROM outbox_emails WHERE recipient = 'twice@acme.example')::int AS emails`,
    );
    expect(rows[0]).toEqual({ users: 1, emails: 1 });
  });

  it('a failure half-way through approving a join request leaves the requester and the request untouched', async () => {
    const db = sandbox.sandbox.db;
    const jordan = stableUuid('user:jordan@acme.example');
    // The database refuses the request's status change, the last write of the approval.
    await db.exec(`CREATE FUNCTION refuse_approval() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'injected failure'; END $$;
      CREATE TRIGGER refuse_approval BEFORE UPDATE ON join_requests FOR EACH ROW EXECUTE FUNCTION refuse_approval();`);
    try {
      const answer = await post('/teams/pending-join-request/approve', {
        joinRequestId: stableUuid('join-request:jordan@acme.example'),
        roleId: stableUuid('role:SALES_MANAGER'),
        firstName: 'Jordan',
        lastName: 'Joiner',
      });
      expect(answer.status).toBe(500);
    } finally {
      await db.exec('DROP TRIGGER refuse_approval ON join_requests; DROP FUNCTION refuse_approval();');
    }
    const { rows } = await db.query<{
      sellerId: string | null;
      status: string;
      roles: number;
      request: string;
    }>(
      `SELECT u.seller_id AS "sellerId", u.status,
              (SELECT count(*) FROM user_roles WHERE user_id = u.id)::int AS roles,
              (SELECT status FROM join_requests WHERE user_id = u.id) AS request
         FROM users u WHERE u.id = $1`,
      [jordan],
    );
    expect(rows[0]).toEqual({ sellerId: null, status: 'ACTIVE', roles: 0, request: 'PENDING' });
  });

  it('the approval then succeeds once nothing refuses it', async () => {
    const answer = await post('/teams/pending-join-request/approve', {
      joinRequestId: stableUuid('join-request:jordan@acme.example'),
      roleId: stableUuid('role:SALES_MANAGER'),
      firstName: 'Jordan',
      lastName: 'Joiner',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'APPROVED' });
  });
});

describe('a database refusal', () => {
  it('is a 409 for a unique violation and a 400 for bad data, never a 500', async () => {
    const db = sandbox.sandbox.db;
    await db.exec('CREATE TEMPORARY TABLE uniques (name text UNIQUE)');
    const app = express();
    app.get('/twice', async () => {
      await db.query(`INSERT INTO uniques VALUES ('a'), ('a')`);
    });
    app.get('/bad', async () => {
      await db.query(`SELECT 'not a uuid'::uuid`);
    });
    app.use(errorHandler);
    const twice = await request(app).get('/twice');
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ status: 409, error: 'Conflict' });
    expect((await request(app).get('/bad')).status).toBe(400);
  });
});
