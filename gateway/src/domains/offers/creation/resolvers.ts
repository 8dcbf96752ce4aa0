import { z } from 'zod';
import { calendarDateIn } from '@seller-portal/shared/formatters';
import { OFFER_ACTION_ROLES } from '@seller-portal/shared/roles';
import {
  EXTERNAL_ID,
  isPriceableAmount,
  OFFER_CREATE_MESSAGES,
  offerCreateSchema,
} from '@seller-portal/shared/validation';
import { requireApprovedCompany, requireRole } from '../../../auth/authorization.js';
import type { GatewayContext } from '../../../context.js';
import type { OfferSubType, PaymentFrequency, Resolvers } from '../../../generated/resolvers-types.js';
import { enumValues, knownValue } from '../../../provider/known-values.js';
import { PRICING_GROUP_TYPES } from '../resolvers.js';
import { gatewayError } from '../../../provider/errors.js';
import { validInput } from '../../../validation/valid-input.js';
import type {
  ProviderCreateOffer,
  ProviderQuotePreviewBody,
  ProviderSalesPackage,
} from './provider-client.js';

type NewOfferQuote = ProviderCreateOffer['quoteRequest'];

const id = z.string().trim().min(1).max(64);
const idempotencyKey = z.object({
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, 'Must be 8 to 100 letters, digits, - or _'),
});
const previewInput = z.object({
  salesPackageId: id,
  offerTermId: id,
  directBillingFrequency: z.string().max(32),
  directPaymentTerms: z.string().max(32),
  accountId: id.nullish(),
  isAddOn: z.boolean(),
});
const lineItemsInput = z.object({
  lineItems: z
    .array(z.object({ pricingGroupId: id, amount: z.number().nullish() }))
    .max(20)
    .refine((lines) => lines.length > 0 && lines.every((line) => isPriceableAmount(line.amount)), {
      message: OFFER_CREATE_MESSAGES.lineItem,
    }),
});
const budgetInput = z.object({
  pricingGroupId: id,
  desiredPaymentAmount: z
    .number()
    .refine((amount) => isPriceableAmount(amount), { message: OFFER_CREATE_MESSAGES.lineItem }),
});

/** What both previews send about the package, term, frequency and customer, checked. */
function previewBody(input: { directBillingFrequency: PaymentFrequency }): ProviderQuotePreviewBody {
  const form = validInput(previewInput, input);
  return {
    salesPackageId: form.salesPackageId,
    directOfferTermId: form.offerTermId,
    directBillingFrequency: input.directBillingFrequency,
    // Checked as text only, as before: the provider refuses a term it does not know.
    paymentTerms: form.directPaymentTerms as ProviderQuotePreviewBody['paymentTerms'],
    accountId: form.accountId ?? null,
    isAddOnOffer: form.isAddOn,
  };
}

/** Who may write offers: the offer roles, in an approved company (an underwriting one has no Offers). */
async function actor(context: GatewayContext): Promise<void> {
  await requireRole(context, OFFER_ACTION_ROLES);
  await requireApprovedCompany(context, 'Offers open once the company is approved.');
}

const termLabel = (term: { offerTermType: string; duration: number }) =>
  term.offerTermType === 'NET_VARIABLE' ? `Net ${term.duration}` : `${term.duration} Months`;

const refuse = (field: string, message: string) =>
  gatewayError('BAD_USER_INPUT', message, { [field]: message });

function termOf(packages: ProviderSalesPackage[], salesPackageId: string, offerTermId: string) {
  const salesPackage = packages.find((pack) => pack.id === salesPackageId);
  if (!salesPackage) throw refuse('salesPackageId', OFFER_CREATE_MESSAGES.salesPackage);
  const term = salesPackage.availableOfferTerms.find((candidate) => candidate.id === offerTermId);
  if (!term) throw refuse('offerTermId', OFFER_CREATE_MESSAGES.offerTerm);
  return term;
}

/**
 * Every rule of spec 02 sections 4 and 5 the gateway can check before the provider: the form's schema (with or
 * without salesforceEnabled), the authorized offer type, a delinquent customer, a non-standard term billed other than
 * upfront, an add-on's locked customer, term and frequency, and the expiration window (docs/adr/010).
 */
async function checkedCreate(
  context: GatewayContext,
  args: { input: unknown; idempotencyKey: string },
): Promise<ProviderCreateOffer> {
  await actor(context);
  validInput(idempotencyKey, { idempotencyKey: args.idempotencyKey });
  const settings = await context.session.sellerSettings();
  const form = validInput(offerCreateSchema({ salesforceEnabled: settings.salesforceEnabled }), args.input);
  const offerType = (args.input as { offerType?: 'QUOTE' | 'INVOICE' }).offerType ?? 'QUOTE';
  if (!settings.authorizedOfferTypes.includes(offerType))
    throw refuse('offerType', OFFER_CREATE_MESSAGES.offerType);
  const accountId = form.accountId!;
  const parentOfferId = form.parentOfferId || null;
  const [customer, packages, window, parent] = await Promise.all([
    context.customers.customer(accountId),
    context.offers.creation.allSalesPackages(),
    context.offers.creation.expirationWindow({ accountId, parentOfferId }),
    parentOfferId ? context.offers.creation.addOnMetadata(parentOfferId) : null,
  ]);
  if (customer.isAccountDelinquent) throw refuse('accountId', OFFER_CREATE_MESSAGES.delinquent);
  const term = termOf(packages, form.salesPackageId!, form.offerTermId!);
  if (!term.isStandardOfferTerm && form.directBillingFrequency !== 'UPFRONT')
    throw refuse('directBillingFrequency', OFFER_CREATE_MESSAGES.nonStandardUpfront);
  if (
    parent &&
    (parent.account.id !== accountId ||
      parent.offerTermId !== form.offerTermId ||
      parent.directBillingFrequency !== form.directBillingFrequency)
  )
    throw refuse('accountId', OFFER_CREATE_MESSAGES.addOnLocked);
  const expiration = new Date(form.expiration!);
  const day = Number.isNaN(expiration.getTime()) ? '' : calendarDateIn(expiration, window.timeZone);
  if (day < window.minExpirationDate || day > window.maxExpirationDate)
    throw refuse('expiration', OFFER_CREATE_MESSAGES.expirationInvalid);
  return {
    accountId,
    expiration: expiration.toISOString(),
    messageToAccount: form.messageToAccount?.trim() || null,
    offerType,
    termStartDate: form.termStartDate || null,
    externalReferenceId: form.externalReferenceId?.trim() || null,
    parentOfferId,
    offerSubType: parentOfferId ? 'ADDON' : 'INITIAL',
    quoteRequest: {
      salesPackageId: form.salesPackageId!,
      offerTermId: form.offerTermId!,
      // Checked as present only, as before: the provider refuses a frequency or term it does not know.
      directBillingFrequency: form.directBillingFrequency as NewOfferQuote['directBillingFrequency'],
      directPaymentTerms: form.directPaymentTerms as NewOfferQuote['directPaymentTerms'],
      lineItems: form.lineItems.map((line) => ({
        amount: line.amount!,
        pricingGroupId: line.pricingGroupId,
      })),
      monthlyPayment: form.monthlyPayment ?? null,
      fileIds: form.fileIds ?? [],
    },
  };
}

const OFFER_SUB_TYPES = enumValues<OfferSubType>({ INITIAL: true, ADDON: true, RENEWAL: true });

export const offerCreationResolvers: Resolvers = {
  Query: {
    salesPackages: async (_parent, { offerTermId }, context) => {
      await actor(context);
      return context.offers.creation.salesPackages(offerTermId ? validInput(id, offerTermId) : '');
    },
    offerQuotePreview: async (_parent, { input }, context) => {
      await actor(context);
      const { lineItems } = validInput(lineItemsInput, input);
      return context.offers.creation.quotePreview({
        ...previewBody(input),
        previewablePricingGroups: lineItems.map((line) => ({
          amount: line.amount!,
          pricingGroupId: line.pricingGroupId,
        })),
      });
    },
    offerQuotePreviewFromPayment: async (_parent, { input }, context) => {
      await actor(context);
      const budget = validInput(budgetInput, input);
      return context.offers.creation.quotePreviewFromPayment({
        ...previewBody(input),
        pricingGroupId: budget.pricingGroupId,
        desiredPaymentAmount: budget.desiredPaymentAmount,
      });
    },
    offerExpirationWindow: async (_parent, { accountId, parentOfferId }, context) => {
      await actor(context);
      return context.offers.creation.expirationWindow({
        accountId: validInput(id, accountId),
        parentOfferId: parentOfferId ? validInput(id, parentOfferId) : null,
      });
    },
    offerDuplicationMetadata: async (_parent, { offerId }, context) => {
      await actor(context);
      return context.offers.creation.duplicationMetadata(validInput(id, offerId));
    },
    offerAddOnMetadata: async (_parent, { offerId }, context) => {
      await actor(context);
      return context.offers.creation.addOnMetadata(validInput(id, offerId));
    },
    opportunityMetadata: async (_parent, { externalId }, context) => {
      await actor(context);
      const checked = validInput(
        z.object({
          externalId: z.string().trim().regex(EXTERNAL_ID, OFFER_CREATE_MESSAGES.externalIdInvalid),
        }),
        { externalId },
      );
      const metadata = await context.offers.creation.opportunityMetadata(checked.externalId);
      return {
        externalId: metadata.opportunityId,
        existingAccount: metadata.existingAccount,
        createAccountMetadata: {
          ...metadata.createAccountMetadata,
          addressSuggestions: metadata.createAccountMetadata.addressSuggestions.map(
            (address) => address.label,
          ),
          suggestedAddresses: metadata.createAccountMetadata.addressSuggestions,
        },
      };
    },
  },
  Mutation: {
    createOffer: async (_parent, args, context) =>
      context.offers.creation.createOffer(await checkedCreate(context, args), args.idempotencyKey),
  },
  SalesPackageTerm: {
    label: (term) => termLabel(term),
  },
  PricingGroup: {
    kind: (group) => knownValue(PRICING_GROUP_TYPES, group.type),
  },
  OfferDuplicationMetadata: {
    subType: (metadata) => knownValue(OFFER_SUB_TYPES, metadata.offerSubType),
  },
  QuotePreview: {
    lineItems: (preview) => preview.previewResponse.lineItems,
    totalContractValue: (preview) => preview.previewResponse.totalContractValue,
    offerTermLabel: (preview) => preview.previewResponse.offerTermLabel,
    directBillingFrequency: (preview) => preview.previewResponse.directBillingFrequency,
    financedOptions: (preview) => preview.previewResponse.financedOptions,
    directOption: (preview) => preview.previewResponse.directOption,
  },
};
