import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { amountOfText } from '@seller-portal/shared/formatters';
import { isPriceableAmount } from '@seller-portal/shared/validation';
import { QuotePreviewFromPaymentQuery } from './create-quote.query.js';
import type { QuoteForm } from './quote-form.js';
import { pricingBasisOf, type PricingChoices } from './use-quote-preview.js';

/**
 * The reverse payment calculator (with the setting, for an offer of one line item): the seller types what the
 * customer can pay each month, and the line item's amount is worked out from it. The budget's text outlives the
 * field, as when a second line item hides it for a while.
 */
export function useMonthlyBudget(form: QuoteForm, enabled: boolean, choices: PricingChoices) {
  const client = useApolloClient();
  const [budget, setBudget] = useState('');
  const shown = enabled && (choices.values.lineItems?.length ?? 0) === 1;
  const apply = async () => {
    const desired = amountOfText(budget);
    const basis = pricingBasisOf(choices);
    if (!basis || !isPriceableAmount(desired)) return;
    const { data } = await client.query({
      query: QuotePreviewFromPaymentQuery,
      variables: {
        input: {
          ...basis,
          pricingGroupId: choices.values.lineItems?.[0]?.pricingGroupId ?? '',
          desiredPaymentAmount: desired,
        },
      },
    });
    const amount = data?.offerQuotePreviewFromPayment.lineItems[0]?.amount;
    if (amount === undefined) return;
    form.setValue('lineItems.0.amount', amount, { shouldDirty: true });
    form.setValue('monthlyPayment', desired, { shouldDirty: true });
  };
  return { shown, budget, setBudget, apply };
}
