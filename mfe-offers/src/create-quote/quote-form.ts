import type { ZodForm } from '@seller-portal/platform/forms';
import type { CreateQuoteSettingsQuery as Settings } from '#graphql';
import type { offerCreateSchema, OfferCreateInput } from '@seller-portal/shared/validation';
import type { CreateEntry } from './entry.js';

export type Package = Settings['salesPackages'][number];
export type OfferTerm = Package['availableOfferTerms'][number];
export type QuoteSettings = NonNullable<Settings['organization']>['settings'];
export type FormValues = OfferCreateInput;
export type QuoteForm = ZodForm<ReturnType<typeof offerCreateSchema>>;

/**
 * The form as it starts for an entry: with one sales package, that package and its shortest term (a term that is
 * not standard is paid up front); one empty line item; an opportunity's ID as the external ID; an add-on's parent.
 */
export function defaultValuesOf(packages: readonly Package[], entry: CreateEntry): FormValues {
  const single = packages.length === 1 ? packages[0]! : null;
  const smallest = single
    ? [...single.availableOfferTerms].sort((a, b) => a.duration - b.duration)[0]
    : undefined;
  return {
    accountId: null,
    salesPackageId: single?.id ?? '',
    offerTermId: smallest?.id ?? '',
    directPaymentTerms: 'NET_30',
    directBillingFrequency: smallest && !smallest.isStandardOfferTerm ? 'UPFRONT' : 'ANNUAL',
    lineItems: [{ pricingGroupId: (single ?? packages[0])?.pricingGroups[0]?.id ?? '', amount: null }],
    expiration: null,
    messageToAccount: '',
    externalReferenceId: entry.kind === 'opportunity' ? entry.externalId : '',
    monthlyPayment: null,
    parentOfferId: entry.kind === 'addOn' ? entry.offerParentId : null,
    fileIds: [],
  };
}

/** What a duplicate or an add-on starts from: the old offer's customer, package, term and payment terms. */
export interface StartingOffer {
  account: { id: string };
  salesPackageId?: string | null;
  offerTermId?: string | null;
  directPaymentTerms: string;
  directBillingFrequency: string;
}

/** The form as a duplicate or an add-on starts: the entry's defaults with the old offer's choices. */
export function startingFrom(defaults: FormValues, metadata: StartingOffer): FormValues {
  return {
    ...defaults,
    accountId: metadata.account.id,
    salesPackageId: metadata.salesPackageId ?? '',
    offerTermId: metadata.offerTermId ?? '',
    directPaymentTerms: metadata.directPaymentTerms,
    directBillingFrequency: metadata.directBillingFrequency,
  };
}
