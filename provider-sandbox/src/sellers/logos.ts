import express, { type Router } from 'express';
import type { Db } from '../db/db.js';
import { isUuid } from '../http/params.js';
import { notFound } from '../http/errors.js';

/** Where a seller's stored logo is served (absolute with the sandbox's public URL in `sellerLogoResourceUrl`). */
const logoPath = (sellerId: string) => `/api/v1/sellers/${sellerId}/logo`;

/** Stores a seller's logo and points the seller at it. */
export async function saveSellerLogo(
  tx: Db,
  sellerId: string,
  contentType: string,
  bytes: Buffer,
): Promise<void> {
  await tx.query(
    `INSERT INTO seller_logos (seller_id, content_type, bytes) VALUES ($1, $2, $3)
     ON CONFLICT (seller_id) DO UPDATE SET content_type = excluded.content_type, bytes = excluded.bytes,
       updated_at = now()`,
    [sellerId, contentType, bytes],
  );
  await tx.query('UPDATE sellers SET logo_url = $2 WHERE id = $1', [sellerId, logoPath(sellerId)]);
}

/** Sellers' logos, read before sign-in: an image, never a document (an SVG cannot run script here). */
export function sellerLogosRouter(db: Db): Router {
  const router = express.Router();
  router.get('/v1/sellers/:id/logo', async (req, res) => {
    if (!isUuid(req.params.id)) throw notFound('No such logo');
    const { rows } = await db.query<{ contentType: string; bytes: Buffer }>(
      'SELECT content_type AS "contentType", bytes FROM seller_logos WHERE seller_id = $1',
      [req.params.id],
    );
    const logo = rows[0];
    if (!logo) throw notFound('No such logo');
    res.set({
      'cache-control': 'public, max-age=3600',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      'cross-origin-resource-policy': 'cross-origin',
    });
    res.type(logo.contentType).send(Buffer.from(logo.bytes));
  });
  return router;
}
