import { z } from 'zod';
import { named, ours } from '../contract/schemas.js';
import { OFFER_TYPES } from './settings.js';

/** The answers of the current seller's operations (spec 01 section 3; spec 02 section 3, Flags and settings). */

export const currentSeller = named(
  'CurrentSeller',
  z
    .object({
      organizationId: ours(z.guid(), "The seller's organization (the seller's id in the sandbox)"),
      sellerId: z.guid(),
      sellerName: z.string(),
      isOnboarding: z.boolean(),
      isUnderwriting: z.boolean(),
      isApproved: z.boolean(),
      sellerLogoResourceUrl: z.string().nullable().describe("An absolute URL of the seller's logo"),
      dashboardLink: z.string(),
      showAdvanceHistory: z.boolean(),
      offerAddOnsEnabled: z.boolean(),
      customerOfferEmailLinkDeliveryEnabled: z.boolean(),
    })
    .describe("The current seller's status flags (spec 01 section 3, Organization status flags)"),
);

export const sellerSettings = named(
  'SellerSettings',
  z
    .object({
      renewalsEnabled: z.boolean(),
      reversePaymentCalculatorEnabled: z.boolean(),
      salesforceEnabled: z.boolean(),
      offerForwardingEnabled: z.boolean(),
      phoneNumberRequiredForAccountContacts: z.boolean(),
      offerSignatureDocumentEnabled: z.boolean(),
      useDataRoomV2Page: z.boolean(),
      authorizedOfferTypes: z.array(z.enum(OFFER_TYPES)).describe('The offer types the seller may create'),
      sellerFinancingFeeTooltip: z.string(),
      buyerFinancingFeeTooltip: z.string(),
    })
    .describe("The seller's feature flags and settings (spec 02 section 3, Flags and settings)"),
);
