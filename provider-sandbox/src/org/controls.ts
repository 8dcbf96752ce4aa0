import express, { type Router } from 'express';
import type { Db } from '../db/db.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { isUuid } from '../http/params.js';
import { bodyOf } from '../http/validation.js';
import { findConnectionById, moveConnection, toIntegrationConnection } from './connections.js';
import { approveSeller, autoApproveDelay } from './onboarding.js';

/**
 * Sandbox controls (demo switch) for the company lifecycle: the provider's underwriting decision, its optional
 * automatic approval, a connection the provider deactivates, and a data room file for onboarding.
 */
export function orgControlRouter(db: Db, publicUrl: string): Router {
  const router = express.Router();

  router.post('/sellers/:id/approve', async (req, res) => {
    const id = String(req.params.id);
    if (!isUuid(id)) throw notFound('No seller with this id');
    if (!(await approveSeller(db, id))) throw conflict('Only a company in underwriting can be approved.');
    res.set('cache-control', 'no-store').json({ sellerId: id, status: 'APPROVED' });
  });

  router.get('/underwriting/auto-approve', async (_req, res) => {
    res.set('cache-control', 'no-store').json({ delaySeconds: await autoApproveDelay(db) });
  });

  // {"delaySeconds": 60} approves each application 60 s after its submission; {"delaySeconds": null} turns it off.
  router.post('/underwriting/auto-approve', express.json({ limit: '1kb' }), async (req, res) => {
    const delay = bodyOf(req).delaySeconds;
    if (delay !== null && (!Number.isInteger(delay) || (delay as number) < 0 || (delay as number) > 604800)) {
      throw badRequest('delaySeconds is a whole number of seconds from 0 to 604800, or null');
    }
    await db.query(
      `INSERT INTO underwriting_auto_approval (singleton, delay_seconds) VALUES (true, $1)
       ON CONFLICT (singleton) DO UPDATE SET delay_seconds = excluded.delay_seconds`,
      [delay],
    );
    res.set('cache-control', 'no-store').json({ delaySeconds: delay });
  });

  router.post('/connections/:id/deactivate', async (req, res) => {
    const id = String(req.params.id);
    const connection = isUuid(id) ? await findConnectionById(db, id) : undefined;
    if (!connection) throw notFound('No connection with this id');
    const moved = await moveConnection(db, connection.sellerId, id, ['Linked', 'PendingAuth'], {
      status: 'Deactivated',
    });
    if (!moved) throw conflict('Only a linked or pending connection can be deactivated.');
    res.set('cache-control', 'no-store').json(toIntegrationConnection(moved, publicUrl));
  });

  // A sandbox control: a file row in the seller's data room, so the onboarding task
  // "upload documents" can be completed by tests and demos without an upload. It has no bytes on disk.
  router.post('/sellers/:id/dataroom/demo-file', async (req, res) => {
    const id = String(req.params.id);
    if (!isUuid(id)) throw notFound('No seller with this id');
    const file = await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO dataroom_folders (seller_id, parent_id, name) SELECT id, NULL, '' FROM sellers WHERE id = $1
         ON CONFLICT (seller_id) WHERE parent_id IS NULL DO NOTHING`,
        [id],
      );
      const { rows } = await tx.query<{ id: string; name: string }>(
        `INSERT INTO dataroom_files (seller_id, folder_id, name, extension, type, size, storage_key)
         SELECT f.seller_id, f.id, 'Financial statements ' || left(k.key, 8) || '.pdf', 'pdf', 'OTHER', 0, k.key
           FROM dataroom_folders f, (SELECT 'sandbox-demo-' || gen_random_uuid() AS key) k
          WHERE f.seller_id = $1 AND f.parent_id IS NULL
         RETURNING id, name`,
        [id],
      );
      return rows[0];
    });
    if (!file) throw notFound('No seller with this id');
    res.status(201).set('cache-control', 'no-store').json(file);
  });

  return router;
}
