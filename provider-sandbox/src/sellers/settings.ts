import type { z } from 'zod';
import type { sellerSettings } from './contract.js';
import type { Db } from '../db/db.js';
import { badRequest, type FieldError } from '../http/errors.js';

/** The offer types a seller may create (spec 02 section 2, the create button). */
export const OFFER_TYPES = ['QUOTE', 'INVOICE'] as const;

/** A seller's feature flags and settings (spec 02 sections 3 and 6); the browser reads them through the gateway. */
export type SellerSettings = z.infer<typeof sellerSettings>;

const SELLER_SETTING_DEFAULTS: SellerSettings = {
  renewalsEnabled: false,
  reversePaymentCalculatorEnabled: false,
  salesforceEnabled: false,
  offerForwardingEnabled: false,
  phoneNumberRequiredForAccountContacts: false,
  offerSignatureDocumentEnabled: false,
  useDataRoomV2Page: true,
  authorizedOfferTypes: ['QUOTE'],
  sellerFinancingFeeTooltip: 'The fee the provider keeps from your cash advance for financing this offer.',
  buyerFinancingFeeTooltip: 'What financing the payment plan adds to the price your customer pays.',
};

type Check = (value: unknown) => boolean;
const isBoolean: Check = (value) => typeof value === 'boolean';
const isText: Check = (value) => typeof value === 'string' && value.length <= 500;
const isOfferTypes: Check = (value) =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.length <= OFFER_TYPES.length &&
  value.every((type) => (OFFER_TYPES as readonly unknown[]).includes(type));

const CHECKS: Record<keyof SellerSettings, Check> = {
  renewalsEnabled: isBoolean,
  reversePaymentCalculatorEnabled: isBoolean,
  salesforceEnabled: isBoolean,
  offerForwardingEnabled: isBoolean,
  phoneNumberRequiredForAccountContacts: isBoolean,
  offerSignatureDocumentEnabled: isBoolean,
  useDataRoomV2Page: isBoolean,
  authorizedOfferTypes: isOfferTypes,
  sellerFinancingFeeTooltip: isText,
  buyerFinancingFeeTooltip: isText,
};

/** The seller's settings: the stored ones over the defaults. */
export async function readSellerSettings(db: Db, sellerId: string): Promise<SellerSettings> {
  const { rows } = await db.query<{ settings: Partial<SellerSettings> }>(
    'SELECT settings FROM seller_settings WHERE seller_id = $1',
    [sellerId],
  );
  return { ...SELLER_SETTING_DEFAULTS, ...rows[0]?.settings };
}

/** The seller's settings and its offerAddOnsEnabled flag in one statement: what every offers answer reads. */
export async function readOfferSettings(
  db: Db,
  sellerId: string,
): Promise<{ settings: SellerSettings; offerAddOnsEnabled: boolean }> {
  const { rows } = await db.query<{ settings: Partial<SellerSettings> | null; enabled: boolean }>(
    `SELECT ss.settings, s.offer_add_ons_enabled AS enabled
       FROM sellers s LEFT JOIN seller_settings ss ON ss.seller_id = s.id WHERE s.id = $1`,
    [sellerId],
  );
  return {
    settings: { ...SELLER_SETTING_DEFAULTS, ...rows[0]?.settings },
    offerAddOnsEnabled: rows[0]?.enabled === true,
  };
}

/** Checks a change of settings: known names, values of the right kind. */
export function checkSettingsChange(body: unknown): Partial<SellerSettings> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('The body must be an object of settings');
  }
  const errors: FieldError[] = [];
  for (const [name, value] of Object.entries(body)) {
    const check = CHECKS[name as keyof SellerSettings];
    if (!check) errors.push({ field: name, message: 'Unknown setting' });
    else if (!check(value)) errors.push({ field: name, message: 'Not a valid value for this setting' });
  }
  if (errors.length > 0) throw badRequest('Validation failed', errors);
  return body as Partial<SellerSettings>;
}

/** Merges changes into the seller's stored settings. */
export async function writeSellerSettings(
  db: Db,
  sellerId: string,
  changes: Partial<SellerSettings>,
): Promise<SellerSettings> {
  await db.query(
    `INSERT INTO seller_settings (seller_id, settings) VALUES ($1, $2::jsonb)
     ON CONFLICT (seller_id) DO UPDATE SET settings = seller_settings.settings || excluded.settings, updated_at = now()`,
    [sellerId, JSON.stringify(changes)],
  );
  return readSellerSettings(db, sellerId);
}
