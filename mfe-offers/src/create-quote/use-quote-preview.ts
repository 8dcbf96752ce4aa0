import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '@seller-portal/shared/hooks';
import type { PaymentFrequency, QuotePreviewFieldsFragment, QuotePreviewInput } from '#graphql';
import { isPriceableAmount, OFFER_CREATE_LIMITS } from '@seller-portal/shared/validation';
import { QuotePreviewQuery } from './create-quote.query.js';
import type { FormValues, OfferTerm, Package } from './quote-form.js';

/** What the form has chosen that any price of it depends on. */
export interface PricingChoices {
  salesPackage: Package | null;
  term: OfferTerm | null;
  values: Partial<FormValues>;
  accountId: string | null;
  isAddOn: boolean;
}

/** The package, term, frequency, payment terms, customer and add-on every pricing asks with; null without a term. */
export function pricingBasisOf({ salesPackage, term, values, accountId, isAddOn }: PricingChoices) {
  if (!salesPackage || !term) return null;
  return {
    salesPackageId: salesPackage.id,
    offerTermId: term.id,
    directBillingFrequency: (values.directBillingFrequency ?? 'ANNUAL') as PaymentFrequency,
    directPaymentTerms: values.directPaymentTerms ?? 'NET_30',
    accountId,
    isAddOn,
  };
}

/** What the live preview prices: only when every line item's amount is a finite number. */
export function previewInputOf(choices: PricingChoices): QuotePreviewInput | null {
  const lineItems = choices.values.lineItems ?? [];
  const basis = pricingBasisOf(choices);
  if (!basis || lineItems.length === 0 || !lineItems.every((line) => isPriceableAmount(line?.amount)))
    return null;
  return {
    ...basis,
    lineItems: lineItems.map((line) => ({
      pricingGroupId: line?.pricingGroupId ?? '',
      amount: line?.amount ?? null,
    })),
  };
}

export interface QuotePreview {
  /** The priced offer for what is entered now; null while it is stale (being priced) or nothing can be priced. */
  preview: QuotePreviewFieldsFragment | null;
  /** The entered values differ from those last priced, or their pricing has not come back yet. */
  stale: boolean;
  /** Something is being priced: the preview says so. */
  loading: boolean;
}

/**
 * The live preview: priced 300 ms after the last change; Apollo answers for the latest variables only, so an older
 * answer never shows over a newer one. Until the entered values are priced, the preview is stale and shows none.
 */
export function useQuotePreview(input: QuotePreviewInput | null): QuotePreview {
  const key = JSON.stringify(input);
  const debouncedKey = useDebouncedValue(key, OFFER_CREATE_LIMITS.previewDebounceMs);
  const debounced = useMemo(() => JSON.parse(debouncedKey) as QuotePreviewInput | null, [debouncedKey]);
  const answer = useQuery(QuotePreviewQuery, { variables: { input: debounced! }, skip: !debounced });
  const stale = key !== debouncedKey || answer.loading;
  return {
    preview: debounced && !stale ? (answer.data?.offerQuotePreview ?? null) : null,
    stale,
    loading: Boolean(debounced) && stale,
  };
}
