import express, { type Router } from 'express';
import type { Db } from '../db/db.js';
import { noStore } from '../http/cache.js';
import { badRequest, notFound } from '../http/errors.js';
import { bodyOf } from '../http/validation.js';
import { isUuid } from '../http/params.js';
import { findSeller } from './repository.js';
import { checkSettingsChange, readSellerSettings, writeSellerSettings } from './settings.js';

/**
 * Sandbox controls (demo switch): GET /sandbox/sellers/{id}/settings shows a seller's flags and settings,
 * POST /sandbox/sellers/{id}/settings {"phoneNumberRequiredForAccountContacts": true} changes some of them, and
 * POST /sandbox/sellers/{id}/flags {"customerOfferEmailLinkDeliveryEnabled": true} changes that status flag.
 */
export function sellerControlRouter(db: Db): Router {
  const router = express.Router();

  async function sellerOf(id: string) {
    const seller = isUuid(id) ? await findSeller(db, id) : undefined;
    if (!seller) throw notFound('No seller with this id');
    return seller;
  }

  router.get('/sellers/:id/settings', async (req, res) => {
    const seller = await sellerOf(req.params.id);
    noStore(res).json(await readSellerSettings(db, seller.id));
  });

  router.post('/sellers/:id/settings', express.json({ limit: '8kb' }), async (req, res) => {
    const seller = await sellerOf(req.params.id);
    noStore(res).json(await writeSellerSettings(db, seller.id, checkSettingsChange(req.body)));
  });

  router.post('/sellers/:id/flags', express.json({ limit: '8kb' }), async (req, res) => {
    const seller = await sellerOf(req.params.id);
    const enabled = bodyOf(req).customerOfferEmailLinkDeliveryEnabled;
    if (typeof enabled !== 'boolean')
      throw badRequest('customerOfferEmailLinkDeliveryEnabled must be true or false');
    await db.query('UPDATE sellers SET customer_offer_email_link_delivery_enabled = $2 WHERE id = $1', [
      seller.id,
      enabled,
    ]);
    noStore(res).json({ customerOfferEmailLinkDeliveryEnabled: enabled });
  });

  return router;
}
