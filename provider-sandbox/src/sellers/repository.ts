import type { Db } from '../db/db.js';

export interface SellerRow {
  id: string;
  name: string;
  status: 'ONBOARDING' | 'UNDERWRITING' | 'APPROVED';
  emailDomain: string | null;
  logoUrl: string | null;
  dashboardLink: string;
  showAdvanceHistory: boolean;
  offerAddOnsEnabled: boolean;
  customerOfferEmailLinkDeliveryEnabled: boolean;
  ownerUserId: string | null;
}

const COLUMNS = `s.id, s.name, s.status, s.email_domain AS "emailDomain", s.logo_url AS "logoUrl",
  s.dashboard_link AS "dashboardLink", s.show_advance_history AS "showAdvanceHistory",
  s.offer_add_ons_enabled AS "offerAddOnsEnabled",
  s.customer_offer_email_link_delivery_enabled AS "customerOfferEmailLinkDeliveryEnabled",
  s.owner_user_id AS "ownerUserId"`;

export async function findSeller(db: Db, sellerId: string): Promise<SellerRow | undefined> {
  const { rows } = await db.query<SellerRow>(`SELECT ${COLUMNS} FROM sellers s WHERE s.id = $1`, [sellerId]);
  return rows[0];
}

export interface DomainOwner {
  sellerId: string;
  ownerEmail: string | null;
  ownerFullName: string | null;
}

/** The seller that owns an e-mail domain, with its owner's e-mail and name. */
export async function findSellerOwningDomain(db: Db, domain: string): Promise<DomainOwner | undefined> {
  const { rows } = await db.query<DomainOwner>(
    `SELECT s.id AS "sellerId", o.email AS "ownerEmail",
            CASE WHEN o.id IS NULL THEN NULL ELSE trim(o.first_name || ' ' || o.last_name) END AS "ownerFullName"
       FROM sellers s LEFT JOIN users o ON o.id = s.owner_user_id
      WHERE s.email_domain = $1`,
    [domain.toLowerCase()],
  );
  return rows[0];
}
