import express, { type Router } from 'express';
import type { Db } from '../db/db.js';
import { badRequest } from '../http/errors.js';
import { readAppSettings, writeAppSettings } from './settings.js';

/** GET /api/v1/app-settings: public (no token), the portal reads it before anyone signs in. */
export function publicSettingsRouter(db: Db): Router {
  const router = express.Router();
  router.get('/v1/app-settings', async (_req, res) => {
    res.set('cache-control', 'no-store').json(await readAppSettings(db));
  });
  return router;
}

/** Sandbox control: POST /sandbox/settings {"sellerAppIsInMaintenanceMode": true} turns maintenance mode on. */
export function settingsControlRouter(db: Db): Router {
  const router = express.Router();
  router.post('/settings', express.json({ limit: '8kb' }), async (req, res) => {
    const value: unknown = (req.body as Record<string, unknown> | undefined)?.sellerAppIsInMaintenanceMode;
    if (typeof value !== 'boolean') throw badRequest('sellerAppIsInMaintenanceMode must be true or false.');
    res
      .set('cache-control', 'no-store')
      .json(await writeAppSettings(db, { sellerAppIsInMaintenanceMode: value }));
  });
  return router;
}
