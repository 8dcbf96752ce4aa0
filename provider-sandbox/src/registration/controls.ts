import express, { type Router } from 'express';
import type { Db } from '../db/db.js';
import { notFound } from '../http/errors.js';
import { isUuid, queryParam } from '../http/params.js';

/** Sandbox controls for join requests: list them by requester and decline one (as its owner would). */
export function joinRequestControlRouter(db: Db): Router {
  const router = express.Router();

  router.get('/join-requests.json', async (req, res) => {
    const email = queryParam(req, 'email')?.trim().toLowerCase() ?? null;
    const { rows } = await db.query(
      `SELECT j.id, j.status, u.email, j.seller_id AS "sellerId", j.created_at AS "createdAt"
         FROM join_requests j JOIN users u ON u.id = j.user_id
        WHERE ($1::text IS NULL OR u.email = $1) ORDER BY j.created_at DESC`,
      [email],
    );
    res.set('cache-control', 'no-store').json(rows);
  });

  router.post('/join-requests/:id/decline', async (req, res) => {
    const id = String(req.params.id);
    const { rows } = isUuid(id)
      ? await db.query<{ id: string; status: string }>(
          `UPDATE join_requests SET status = 'REJECTED' WHERE id = $1 AND status = 'PENDING' RETURNING id, status`,
          [id],
        )
      : { rows: [] };
    if (!rows[0]) throw notFound('No pending join request with this id');
    res.set('cache-control', 'no-store').json(rows[0]);
  });

  return router;
}
