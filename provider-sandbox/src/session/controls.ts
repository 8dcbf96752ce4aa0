import express, { type Router } from 'express';
import type { Db } from '../db/db.js';
import { badRequest, notFound } from '../http/errors.js';
import { queryParam } from '../http/params.js';

/**
 * Sandbox control: POST /sandbox/sessions/revoke?email= ends a user's sign-in sessions, grants and refresh tokens,
 * so the portal's next token renewal fails (as when a refresh token expires).
 */
export function sessionControlRouter(db: Db): Router {
  const router = express.Router();
  router.post('/sessions/revoke', async (req, res) => {
    const email = queryParam(req, 'email')?.trim().toLowerCase();
    if (!email) throw badRequest('email is required.');
    const { rows } = await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
    if (!rows[0]) throw notFound('No such user');
    const { rows: removed } = await db.query<{ type: string }>(
      `DELETE FROM oidc_models WHERE payload->>'accountId' = $1 RETURNING type`,
      [rows[0].id],
    );
    res.set('cache-control', 'no-store').json({ revoked: removed.length });
  });
  return router;
}
