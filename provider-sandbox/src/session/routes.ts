import type { z } from 'zod';
import type { session } from './contract.js';
import express, { type Router } from 'express';
import type { Db } from '../db/db.js';
import { notFound } from '../http/errors.js';
import { findSellerOwningDomain } from '../sellers/repository.js';
import { findUser } from '../core/users.js';
import { callerOf } from './auth.js';

/** GET /api/me answer (spec 02 section 3, Session from the identity call): its contract's schema. */
type SessionAnswer = z.infer<typeof session>;

export function sessionRouter(db: Db): Router {
  const router = express.Router();

  router.get('/me', async (req, res) => {
    res.set('cache-control', 'no-store');
    const user = await findUser(db, callerOf(req).userId);
    if (!user) throw notFound('User not found');
    const domain = user.email.slice(user.email.lastIndexOf('@') + 1);
    const domainOwner = await findSellerOwningDomain(db, domain);
    const { rows } = await db.query<{ id: string; status: 'PENDING' | 'REJECTED' | 'APPROVED' }>(
      'SELECT id, status FROM join_requests WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT 1',
      [user.id],
    );
    const answer: SessionAnswer = {
      emailVerified: user.emailVerified,
      hasTenancy: user.sellerId !== null,
      canCreateNewTenancy: user.sellerId === null && !domainOwner,
      currentJoinRequest: rows[0] ? { id: rows[0].id, status: rows[0].status } : null,
      organizationOwnerEmail: domainOwner?.ownerEmail ?? null,
      organizationOwnerFullName: domainOwner?.ownerFullName ?? null,
    };
    res.json(answer);
  });

  // An invited user becomes active after their first signed-in load (spec 02 section 4).
  router.patch('/v1/users/invite-accepted', async (req, res) => {
    await db.query(`UPDATE users SET status = 'ACTIVE' WHERE id = $1 AND status = 'INVITED'`, [
      callerOf(req).userId,
    ]);
    res.status(204).end();
  });

  return router;
}
