import type { Db } from '../db/db.js';
import { sellerId } from '../core/seed/data.js';
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
