import express, { type Router } from 'express';
import type { Db } from '../db/db.js';
import { badRequest, notFound } from '../http/errors.js';
import { queryParam } from '../http/params.js';
import { emitSessionsRevoked } from '../notifications/events.js';
import { ACCOUNT_FIRST } from '../core/users.js';

/**
 * Sandbox control: POST /sandbox/sessions/revoke?email= ends a user's sign-in sessions, grants and refresh tokens,
 * so the portal's next token renewal fails (as when a refresh token expires), and tells the gateway to end the user's
 * sockets.
 */
export function sessionControlRouter(db: Db): Router {
  const router = express.Router();
  router.post('/sessions/revoke', async (req, res) => {
    const email = queryParam(req, 'email')?.trim().toLowerCase();
    if (!email) throw badRequest('email is required.');
    const { rows } = await db.query<{ id: string }>(
      `SELECT id FROM users WHERE email = $1 ${ACCOUNT_FIRST}`,
      [email],
    );
    if (!rows[0]) throw notFound('No such user');
    const userId = rows[0].id;
    const removed = await db.transaction(async (tx) => {
      const { rows: models } = await tx.query<{ type: string }>(
        `DELETE FROM oidc_models WHERE payload->>'accountId' = $1 RETURNING type`,
        [userId],
      );
      // The gateway ends the user's sockets on every instance (docs/adr/014), in the transaction of the revocation.
      await emitSessionsRevoked(tx, userId);
      return models;
    });
    res.set('cache-control', 'no-store').json({ revoked: removed.length });
  });
  return router;
}
