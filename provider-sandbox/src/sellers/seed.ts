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

export async function seedSellerSettings(tx: Db): Promise<void> {
  for (const [key, settings] of Object.entries(DEMO_SETTINGS)) {
    await writeSellerSettings(tx, sellerId(key), settings);
  }
}
