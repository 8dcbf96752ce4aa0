import type { Db } from '../db/db.js';
import { sellerId } from '../core/seed/data.js';
import { saveSellerLogo } from './logos.js';
import { writeSellerSettings, type SellerSettings } from './settings.js';

/** Demo flags: Acme has every feature on, so each screen variant is reachable; Borealis the older data room. */
const DEMO_SETTINGS: Record<string, Partial<SellerSettings>> = {
  acme: {
    renewalsEnabled: true,
    reversePaymentCalculatorEnabled: true,
    salesforceEnabled: true,
    offerForwardingEnabled: true,
    useDataRoomV2Page: true,
    authorizedOfferTypes: ['QUOTE', 'INVOICE'],
  },
  borealis: { useDataRoomV2Page: false },
  nimbus: {},
  quarry: {},
};

/** Settings for the demo sellers this database has (a database seeded before may lack some, or all). */
export async function seedSellerSettings(tx: Db): Promise<void> {
  for (const [key, settings] of Object.entries(DEMO_SETTINGS)) {
    const { rows } = await tx.query('SELECT 1 FROM sellers WHERE id = $1', [sellerId(key)]);
    if (rows.length > 0) await writeSellerSettings(tx, sellerId(key), settings);
  }
}

/** Acme's logo, stored as any seller's logo is. */
const ACME_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40" role="img" aria-label="Acme Software">
<rect width="40" height="40" rx="8" fill="#0f62fe"/>
<path d="M20 8 31 32h-5l-2.3-5.4h-7.4L14 32H9Zm0 8.8-2.4 5.9h4.8Z" fill="#fff"/>
</svg>
`;

/** The demo sellers' logos (Acme's), for a database that has Acme. */
export async function seedSellerLogos(tx: Db): Promise<void> {
  const { rows } = await tx.query('SELECT 1 FROM sellers WHERE id = $1', [sellerId('acme')]);
  if (rows.length > 0) await saveSellerLogo(tx, sellerId('acme'), 'image/svg+xml', Buffer.from(ACME_LOGO));
}
