import type { z } from 'zod';
import type { currentSeller } from './contract.js';
import express, { type Router } from 'express';
import type { Db } from '../db/db.js';
import { notFound } from '../http/errors.js';
import { callerOf } from '../session/auth.js';
import { findSeller, type SellerRow } from './repository.js';
import { readSellerSettings } from './settings.js';

/** GET /v1/sellers/current answer (spec 01 section 3, organization status flags): its contract's schema. */
type CurrentSeller = z.infer<typeof currentSeller>;

/** Logo paths are stored relative to the sandbox and answered absolute, so a changed PUBLIC_URL keeps working. */
function absoluteUrl(publicUrl: string, value: string | null): string | null {
  if (!value) return null;
  return value.startsWith('/') ? `${publicUrl}${value}` : value;
}

export function toCurrentSeller(seller: SellerRow, publicUrl: string): CurrentSeller {
  return {
    organizationId: seller.id,
    sellerId: seller.id,
    sellerName: seller.name,
    isOnboarding: seller.status === 'ONBOARDING',
    isUnderwriting: seller.status === 'UNDERWRITING',
    isApproved: seller.status === 'APPROVED',
    sellerLogoResourceUrl: absoluteUrl(publicUrl, seller.logoUrl),
    dashboardLink: seller.dashboardLink,
    showAdvanceHistory: seller.showAdvanceHistory,
    offerAddOnsEnabled: seller.offerAddOnsEnabled,
    customerOfferEmailLinkDeliveryEnabled: seller.customerOfferEmailLinkDeliveryEnabled,
  };
}

export function sellersRouter(db: Db, publicUrl: string): Router {
  const router = express.Router();

  router.get('/v1/sellers/current', async (req, res) => {
    const { sellerId } = callerOf(req);
    if (!sellerId) throw notFound('The signed-in user has no company');
    const seller = await findSeller(db, sellerId);
    if (!seller) throw notFound('Company not found');
    res.json(toCurrentSeller(seller, publicUrl));
  });

  router.get('/v1/sellers/current/settings', async (req, res) => {
    const { sellerId } = callerOf(req);
    if (!sellerId) throw notFound('The signed-in user has no company');
    res.set('cache-control', 'no-store').json(await readSellerSettings(db, sellerId));
  });

  return router;
}
