import { z } from 'zod';
import {
  DASHBOARD_REPORT_ROLES,
  hasAnyRole,
  OFFER_ACTION_ROLES,
  OFFER_READ_ROLES,
} from '@seller-portal/shared/roles';
import { calendarDateIn, endOfDayIn } from '@seller-portal/shared/formatters';
import { OFFER_CANCEL_AFTER_PAYMENT } from '@seller-portal/shared/validation';
import {
  changeOfferOwnerSchema,
  OFFER_TYPEAHEAD,
  offerEditSchema,
  offerRenewalSchema,
} from '@seller-portal/shared/validation';
import type { GatewayContext } from '../../context.js';
import { offerSearchText } from './offer-search.js';
import type {
  OfferFileType,
  OfferSortField,
  PaymentType,
  PricingGroupType,
  Resolvers,
} from '../../generated/resolvers-types.js';
import { enumValues, knownValue } from '../../provider/known-values.js';
import { requireAdmin, requireMember, requireRole } from '../../auth/authorization.js';
import { gatewayError } from '../../provider/errors.js';
import { pageArgs, pageFields, pageOfWhole } from '../../provider/page.js';
import { replaceOperationsFor, replaceOperationsSince } from '../../provider/replace-operations.js';
import { givenFields, validInput } from '../../validation/valid-input.js';
import { pipelineFilter } from './pipeline/resolvers.js';
import type {
  ProviderOffer,
  ProviderOfferEdit,
  ProviderOfferEvent,
  ProviderOfferRow,
  ProviderPayment,
} from './provider-client.js';

const MAX_FILTER_VALUES = 20;
/** The provider's names for the list's orders (spec 01 section 7: sort=lastModifiedDate,desc). */
const SORT_FIELDS = {
  LAST_MODIFIED: 'lastModifiedDate',
  EXPIRATION: 'expiration',
  TOTAL: 'directOfferTotalContractValue',
} as const satisfies Record<OfferSortField, string>;
const SORT_DIRECTIONS = { ASC: 'asc', DESC: 'desc' } as const;
const offersQuery = pageArgs
  .extend({
    stages: z.array(z.string()).max(MAX_FILTER_VALUES).nullish(),
    accountId: z.string().trim().min(1).max(64).nullish(),
    paymentStatuses: z.array(z.string()).max(MAX_FILTER_VALUES).nullish(),
    expiringSoon: z.boolean().nullish(),
    ...pipelineFilter,
    search: offerSearchText,
    sort: z
      .object({ field: z.enum(['LAST_MODIFIED', 'EXPIRATION', 'TOTAL']), direction: z.enum(['ASC', 'DESC']) })
      .nullish(),
  })
  .transform(({ sort, ...query }) => ({
    ...query,
    sort: sort ? (`${SORT_FIELDS[sort.field]},${SORT_DIRECTIONS[sort.direction]}` as const) : null,
  }));
const typeahead = (min: number) =>
  z.object({
    query: z
      .string()
      .trim()
      .min(min, `Type at least ${min} characters`)
      .max(OFFER_TYPEAHEAD.max, `Maximum of ${OFFER_TYPEAHEAD.max} characters`),
  });

/** Spec 02 section 8 and docs/adr/009: the refusals the gateway answers before any provider call. */
const REFUSALS = {
  disable: 'This offer can no longer be disabled.',
  cancel: OFFER_CANCEL_AFTER_PAYMENT,
  renewalsOff: 'Renewals are not enabled for this seller.',
  renewalLocked: 'The renewal of this offer cannot be changed.',
  reissue: 'Only an expired offer that was not reissued yet can be reissued.',
  termStart: 'The term start date of this offer can no longer change.',
  expiration: 'The expiration of this offer can no longer change.',
  paymentMethod: 'The payment method of this offer can no longer change.',
} as const;

const reader = (context: GatewayContext) => requireRole(context, OFFER_READ_ROLES);
const actor = (context: GatewayContext) => requireRole(context, OFFER_ACTION_ROLES);

/** An offer a member who acts on offers may change: read first, so a refusal needs no second provider call. */
async function offerToChange(context: GatewayContext, id: string): Promise<ProviderOffer> {
  await actor(context);
  return context.offers.offer(id);
}

/** disableOffer, and each offer of disableOffers: the caller acts on offers and the offer can be disabled. */
export async function disableOneOffer(context: GatewayContext, id: string): Promise<ProviderOffer> {
  const offer = await offerToChange(context, id);
  if (!offer.canDisableOffer) throw gatewayError('CONFLICT', REFUSALS.disable);
  return context.offers.disable(id);
}

/**
 * The fields the provider's PATCH replaces, as the offer has them now; no term start date is blank, which
 * `replaceOperationsFor` takes as the same absence as null (the PATCH never clears it: the provider refuses null).
 */
const editableFields = (offer: ProviderOffer): ProviderOfferEdit => ({
  termStartDate: offer.termStartDate ?? '',
  expiration: offer.expiration,
  allowCreditCardPayments: offer.allowCreditCardPayments,
});

const stageFields = {
  stage: (offer: ProviderOfferRow) => offer.stageMetadata.stage,
  stageLabel: (offer: ProviderOfferRow) => offer.stageMetadata.label,
  subType: (offer: ProviderOfferRow) => offer.subTypeMetadata.subType,
  subTypeLabel: (offer: ProviderOfferRow) => offer.subTypeMetadata.label,
};

const PAYMENT_TYPES = enumValues<PaymentType>({ ACH: true, CREDIT_CARD: true });
const OFFER_FILE_TYPES = enumValues<OfferFileType>({
  ORDER_FORM: true,
  MSA: true,
  SOW: true,
  OTHER: true,
  FINANCING_SUMMARY: true,
  PERSONAL_GUARANTY: true,
});
/** Also the offer creation's (PricingGroup.kind). */
export const PRICING_GROUP_TYPES = enumValues<PricingGroupType>({ SUBSCRIPTION: true, SERVICES: true });

export const offersResolvers: Resolvers = {
  Query: {
    offers: async (_parent, args, context) => {
      await reader(context);
      return context.offers.offersPage(validInput(offersQuery, args));
    },
    offer: async (_parent, { id }, context) => {
      await reader(context);
      return context.offers.offer(id);
    },
    offerAccountTypeahead: async (_parent, args, context) => {
      await reader(context);
      return (
        await context.offers.accountTypeahead(validInput(typeahead(OFFER_TYPEAHEAD.companyMin), args).query)
      ).content;
    },
    offerFilterAccounts: async (_parent, args, context) => {
      await reader(context);
      const { query } = validInput(typeahead(OFFER_TYPEAHEAD.companyMin), args);
      if (await context.offers.accountFilterOffered())
        return (await context.offers.accountTypeahead(query)).content;
      // Without the provider's company filter, the spec's account typeahead (docs/adr/019): no counts.
      const { content } = await context.customers.typeahead(query);
      return content.map(({ id, name }) => ({ id, name, offersCount: null }));
    },
    offerOwnerCandidates: async (_parent, args, context) => {
      await requireAdmin(context);
      return (
        await context.offers.ownerCandidates(validInput(typeahead(OFFER_TYPEAHEAD.userMin), args).query)
      ).content;
    },
  },
  Mutation: {
    updateOffer: async (_parent, { id, input, loaded }, context) => {
      const offer = await offerToChange(context, id);
      type EditFields = {
        termStartDate?: string;
        expirationDate?: string;
        allowCreditCardPayments?: boolean;
      };
      const { account } = offer.details;
      const summary = offer.offerSummary;
      const currentDate = calendarDateIn(offer.expiration, account.timeZone);
      const sent = givenFields(input, { nullIsAbsent: true }) as EditFields;
      // Given what the form was opened on, only this person's changes count, and one to a field someone else changed
      // since is refused (CONFLICT under the field, nothing sent; docs/adr/013).
      const stored: EditFields = {
        ...(offer.termStartDate ? { termStartDate: offer.termStartDate } : {}),
        expirationDate: currentDate,
        allowCreditCardPayments: offer.allowCreditCardPayments,
      };
      const mine = loaded
        ? new Set(
            replaceOperationsSince(
              stored,
              { ...stored, ...(givenFields(loaded, { nullIsAbsent: true }) as EditFields) },
              sent,
            ).map((operation) => operation.path.slice(1)),
          )
        : null;
      const given = mine
        ? (Object.fromEntries(Object.entries(sent).filter(([key]) => mine.has(key))) as EditFields)
        : sent;
      // The whole form as it would be is checked with the form's rules; only what changed is sent.
      const form = validInput(
        offerEditSchema({
          termStartRequired: offer.termStartDate !== null,
          minTermStartDate: summary.minTermStartDate,
          maxTermStartDate: summary.maxTermStartDate,
          canEditExpirationDate: summary.canEditExpirationDate,
          minExpirationDate: summary.minExpirationDate,
          maxExpirationDate: summary.maxExpirationDate,
        }),
        {
          termStartDate: given.termStartDate ?? offer.termStartDate,
          expirationDate: given.expirationDate ?? currentDate,
          allowCreditCardPayments: given.allowCreditCardPayments ?? offer.allowCreditCardPayments,
        },
      );
      const changes: Partial<ProviderOfferEdit> = {};
      // A blank date passes the form's rules only for an offer without one, so nothing is replaced then.
      if (given.termStartDate !== undefined && form.termStartDate) changes.termStartDate = form.termStartDate;
      if (given.expirationDate !== undefined && form.expirationDate !== currentDate)
        changes.expiration = endOfDayIn(form.expirationDate!, account.timeZone).toISOString();
      if (given.allowCreditCardPayments !== undefined)
        changes.allowCreditCardPayments = form.allowCreditCardPayments;
      const operations = replaceOperationsFor(editableFields(offer), changes);
      const paths = new Set(operations.map((operation) => operation.path));
      if (paths.has('/termStartDate') && !summary.canEditTermStartDate)
        throw gatewayError('CONFLICT', REFUSALS.termStart);
      if (paths.has('/expiration') && !summary.canEditExpirationDate)
        throw gatewayError('CONFLICT', REFUSALS.expiration);
      if (paths.has('/allowCreditCardPayments') && !offer.canModifyAllowCreditCardPayments)
        throw gatewayError('CONFLICT', REFUSALS.paymentMethod);
      return operations.length > 0 ? context.offers.update(id, operations) : offer;
    },
    disableOffer: (_parent, { id }, context) => disableOneOffer(context, id),
    cancelOffer: async (_parent, { id }, context) => {
      await offerToChange(context, id);
      if (!(await context.offers.canCancelBeforePayment(id)).canCancelBeforePayment)
        throw gatewayError('CONFLICT', REFUSALS.cancel);
      return context.offers.cancel(id);
    },
    changeOfferOwner: async (_parent, args, context) => {
      await requireAdmin(context);
      const { newOwnerId } = validInput(changeOfferOwnerSchema, { newOwnerId: args.newOwnerId });
      return context.offers.changeOwner(args.id, newOwnerId);
    },
    updateOfferRenewal: async (_parent, { id, input }, context) => {
      const freeMonths = input.renewalFreeMonths ?? null;
      const form = validInput(offerRenewalSchema, {
        renewalEnabled: input.renewalEnabled,
        addFreeMonths: freeMonths !== null,
        renewalFreeMonths: freeMonths,
      });
      const offer = await offerToChange(context, id);
      if (!(await context.session.sellerSettings()).renewalsEnabled)
        throw gatewayError('CONFLICT', REFUSALS.renewalsOff);
      if (offer.renewalStatus.renewalState !== 'ALLOW_EDIT')
        throw gatewayError('CONFLICT', REFUSALS.renewalLocked);
      return context.offers.updateRenewal(id, {
        renewalEnabled: form.renewalEnabled,
        renewalFreeMonths: form.renewalEnabled ? (form.renewalFreeMonths ?? null) : null,
      });
    },
    reissueOffer: async (_parent, { id }, context) => {
      const offer = await offerToChange(context, id);
      await context.offers.requireReissue();
      if (offer.stageMetadata.stage !== 'EXPIRED' || offer.reissuedToOfferId)
        throw gatewayError('CONFLICT', REFUSALS.reissue);
      return context.offers.reissue(id);
    },
  },
  OfferPage: pageFields<ProviderOfferRow>(),
  OfferLineItem: {
    pricingGroupKind: (line) => knownValue(PRICING_GROUP_TYPES, line.pricingGroupType),
  },
  OfferFile: {
    fileType: (file) => knownValue(OFFER_FILE_TYPES, file.type),
  },
  // An offer's and a payment's (the provider's payment carries its own).
  PaymentMethod: {
    kind: (method) => knownValue(PAYMENT_TYPES, method.paymentType),
  },
  PaymentPage: pageFields<ProviderPayment>(),
  OfferEventPage: pageFields<ProviderOfferEvent>(),
  OfferListItem: stageFields,
  Offer: {
    ...stageFields,
    account: (offer) => ({
      id: offer.details.account.accountId,
      name: offer.details.account.accountName,
      address: offer.details.account.accountAddress,
      isAccountDelinquent: offer.details.account.isAccountDelinquent,
      timeZone: offer.details.account.timeZone,
    }),
    allowAddOns: async (offer, _args, context) => (await context.offers.allowAddOns(offer.id)).allowAddOns,
    canCancelBeforePayment: async (offer, _args, context) =>
      (await context.offers.canCancelBeforePayment(offer.id)).canCancelBeforePayment,
    recipient: (offer) => ({
      fullName: offer.recipientName,
      email: offer.recipientEmail,
      phoneNumber: offer.recipientPhoneNumber,
      mobilePhoneNumber: offer.recipientMobilePhoneNumber,
    }),
    owner: (offer) => ({ id: offer.ownerId, name: offer.ownerName, email: offer.ownerEmail }),
    // Null for a caller who does not see Advance History (spec 01 section 6), before any provider call.
    sellerAdvance: async (offer, _args, context) => {
      const viewer = await requireMember(context);
      if (!hasAnyRole(viewer.roles, DASHBOARD_REPORT_ROLES)) return null;
      const advance = await context.offers.sellerAdvance(offer.id);
      return (
        advance && {
          status: advance.status,
          amount: advance.sellerCashAdvance,
          termLabel: advance.customerSelectedOfferTermLabel,
          paymentFrequency: advance.paymentFrequency,
          cashAdvanceId: advance.cashAdvanceId,
          advanceDate: advance.advanceDate,
          expectedDate: advance.expectedDate,
        }
      );
    },
    quote: ({ details: { quote } }) => ({
      salesPackageName: quote.salesPackageName,
      directBillingFrequency: quote.paymentFrequency,
      directBillingFrequencyLabel: quote.paymentFrequencyLabel,
      directPaymentTerms: quote.directPaymentTerms,
      totalContractValueRounded: quote.totalContractValueRounded,
      term: quote.contractTerm,
      lineItems: quote.lineItems,
    }),
    paymentMethod: (offer) =>
      offer.paymentMethodType
        ? {
            paymentType: offer.paymentMethodType,
            institutionName: offer.paymentMethodInstitutionName,
            paymentMethodEnding: offer.paymentMethodEnding,
          }
        : null,
    renewal: (offer) => offer.renewalStatus,
    summary: (offer) => offer.offerSummary,
    payments: (offer, _args, context) => context.offers.payments(offer.id),
    paymentsPage: async (offer, args, context) =>
      pageOfWhole(await context.offers.payments(offer.id), validInput(pageArgs, args)),
    addOns: (offer, args, context) => context.offers.addOns({ id: offer.id, ...validInput(pageArgs, args) }),
    events: (offer, { type, ...args }, context) =>
      context.offers.events({ id: offer.id, type, ...validInput(pageArgs, args) }),
    funnel: (offer, _args, context) => context.offers.funnel(offer.id),
  },
};
