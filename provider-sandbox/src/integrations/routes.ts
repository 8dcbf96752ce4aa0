import { randomUUID } from 'node:crypto';
import express, { type Router } from 'express';
import type { Db } from '../db/db.js';
import { noStore } from '../http/cache.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { isUuid } from '../http/params.js';
import { bodyOf, FieldChecks } from '../http/validation.js';
import { requireAdmin, type SellerMember } from '../session/membership.js';
import type { ApiClientAnswer } from './contract.js';
import { API_SCOPES, type ApiScope } from './scopes.js';

/** A seller keeps at most this many API clients, revoked ones included (the list is one page). */
const API_CLIENTS_MAX = 100;

interface ApiClientRow {
  id: string;
  name: string;
  clientId: string | null;
  scopes: ApiScope[];
  status: 'ACTIVE' | 'REVOKED';
  createdAt: Date;
  createdByName: string | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  roleId: string;
  roleName: string;
  roleDisplayName: string;
}

const SELECT_CLIENTS = `
  SELECT a.user_id AS id, a.name, a.client_id AS "clientId", a.scopes,
         CASE WHEN a.revoked_at IS NULL THEN 'ACTIVE' ELSE 'REVOKED' END AS status,
         a.created_at AS "createdAt", nullif(trim(c.first_name || ' ' || c.last_name), '') AS "createdByName",
         a.last_used_at AS "lastUsedAt", a.revoked_at AS "revokedAt",
         r.id AS "roleId", r.name AS "roleName", r.display_name AS "roleDisplayName"
    FROM api_clients a
    LEFT JOIN users c ON c.id = a.created_by
    JOIN LATERAL (SELECT r.id, r.name, r.display_name FROM user_roles ur JOIN roles r ON r.id = ur.role_id
                   WHERE ur.user_id = a.user_id ORDER BY r.position, r.name LIMIT 1) r ON true`;

const toAnswer = (row: ApiClientRow): ApiClientAnswer => ({
  id: row.id,
  name: row.name,
  clientId: row.clientId,
  role: { roleId: row.roleId, name: row.roleName, displayName: row.roleDisplayName },
  scopes: row.scopes,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  createdByName: row.createdByName,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

async function clientOf(db: Db, member: SellerMember, id: unknown): Promise<ApiClientRow> {
  const { rows } =
    typeof id === 'string' && isUuid(id)
      ? await db.query<ApiClientRow>(`${SELECT_CLIENTS} WHERE a.seller_id = $1 AND a.user_id = $2`, [
          member.sellerId,
          id,
        ])
      : { rows: [] };
  const row = rows[0];
  if (!row) throw notFound('API client not found');
  return row;
}

/** The API clients of a seller (docs/integrators.md): admins only, each a member of kind API_CLIENT. */
export function integrationsRouter(db: Db): Router {
  const router = express.Router();

  router.get('/v1/api-clients', async (req, res) => {
    const member = requireAdmin(req);
    const { rows } = await db.query<ApiClientRow>(
      `${SELECT_CLIENTS} WHERE a.seller_id = $1 ORDER BY a.created_at DESC, a.user_id LIMIT ${API_CLIENTS_MAX}`,
      [member.sellerId],
    );
    noStore(res).json(rows.map(toAnswer));
  });

  router.post('/v1/api-clients', async (req, res) => {
    const member = requireAdmin(req);
    const body = bodyOf(req);
    const checks = new FieldChecks();
    const name = checks.required(
      body.name,
      'name',
      'Enter a name that says which system uses this client.',
      100,
    );
    const roleId = typeof body.roleId === 'string' && isUuid(body.roleId) ? body.roleId : null;
    if (!roleId) checks.fail('roleId', 'Choose the role the client acts as.');
    const scopes = checks.stringList(body.scopes, 'scopes', 'Choose at least one scope.', API_SCOPES.length);
    if (scopes.some((scope) => !(API_SCOPES as readonly string[]).includes(scope)))
      checks.fail('scopes', `Scopes are among ${API_SCOPES.join(', ')}`);
    checks.done();
    const { rows: roles } = await db.query<{ name: string }>('SELECT name FROM roles WHERE id = $1', [
      roleId,
    ]);
    // Only admins create clients, and an admin may give any role: never more than its creator's.
    if (!roles[0])
      throw badRequest('Validation failed', [
        { field: 'roleId', message: 'Choose the role the client acts as.' },
      ]);

    const id = randomUUID();
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM api_clients WHERE seller_id = $1',
        [member.sellerId],
      );
      if ((rows[0]?.count ?? 0) >= API_CLIENTS_MAX)
        throw conflict(`A company may have at most ${API_CLIENTS_MAX} API clients`);
      // Its member: never signs in (no password), reached only by its tokens; its e-mail names it and goes nowhere.
      await tx.query(
        `INSERT INTO users (id, email, first_name, last_name, email_verified, seller_id, status, kind)
         VALUES ($1, $2, $3, 'API client', true, $4, 'ACTIVE', 'API_CLIENT')`,
        [id, `api-client-${id}@api-clients.invalid`, name, member.sellerId],
      );
      await tx.query('INSERT INTO user_roles (user_id, role_id) VALUES ($1, $2)', [id, roleId]);
      await tx.query(
        'INSERT INTO api_clients (user_id, seller_id, name, scopes, created_by) VALUES ($1, $2, $3, $4, $5)',
        [id, member.sellerId, name, [...new Set(scopes)], member.userId],
      );
    });
    noStore(res)
      .status(201)
      .json(toAnswer(await clientOf(db, member, id)));
  });

  router.get('/v1/api-clients/:id/registration', async (req, res) => {
    const member = requireAdmin(req);
    const client = await clientOf(db, member, req.params.id);
    const { rows } = await db.query<{ clientId: string | null; registrationAccessToken: string | null }>(
      `SELECT client_id AS "clientId", registration_access_token AS "registrationAccessToken"
         FROM api_clients WHERE user_id = $1`,
      [client.id],
    );
    const registration = rows[0];
    if (!registration?.clientId || !registration.registrationAccessToken)
      throw notFound('The API client is not registered');
    noStore(res).json(registration);
  });

  router.put('/v1/api-clients/:id/registration', async (req, res) => {
    const member = requireAdmin(req);
    const client = await clientOf(db, member, req.params.id);
    const body = bodyOf(req);
    const checks = new FieldChecks();
    const clientId = checks.required(body.clientId, 'clientId', 'Give the client ID', 255);
    const token = checks.required(
      body.registrationAccessToken,
      'registrationAccessToken',
      'Give the registration access token',
      2000,
    );
    checks.done();
    // One statement, scoped by the seller: a client revoked meanwhile is never bound again.
    const { rows: bound } = await db.query(
      `UPDATE api_clients SET client_id = $3, registration_access_token = $4
        WHERE user_id = $1 AND seller_id = $2 AND revoked_at IS NULL RETURNING user_id`,
      [client.id, member.sellerId, clientId, token],
    );
    if (bound.length === 0) throw conflict('This API client was revoked');
    noStore(res).json(toAnswer(await clientOf(db, member, client.id)));
  });

  router.delete('/v1/api-clients/:id', async (req, res) => {
    const member = requireAdmin(req);
    const client = await clientOf(db, member, req.params.id);
    if (client.status === 'ACTIVE') {
      await db.transaction(async (tx) => {
        await tx.query(
          'UPDATE api_clients SET revoked_at = now() WHERE user_id = $1 AND seller_id = $2 AND revoked_at IS NULL',
          [client.id, member.sellerId],
        );
        await tx.query(
          `UPDATE users SET status = 'DISABLED' WHERE id = $1 AND seller_id = $2 AND kind = 'API_CLIENT'`,
          [client.id, member.sellerId],
        );
      });
    }
    noStore(res).json(toAnswer(await clientOf(db, member, client.id)));
  });

  return router;
}
