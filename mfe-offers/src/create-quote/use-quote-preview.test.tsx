import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useWatch, useZodForm } from '@seller-portal/platform/forms';
import { offerCreateSchema } from '@seller-portal/shared/validation';
import { defaultValuesOf, type FormValues } from './quote-form.js';
import { gatewayAnswering, PACKAGE, pricedAt } from './quote-test-support.js';
import { previewInputOf, useQuotePreview } from './use-quote-preview.js';
import { useSubmitState } from './use-submit-state.js';

/** The create form as the page keeps it, with its live preview and Submit (one package, its 12-month term). */
function useQuoteScreen() {
  const form = useZodForm(offerCreateSchema({ salesforceEnabled: false }), {
    defaultValues: defaultValuesOf([PACKAGE], { kind: 'new' }),
  });
  const values = useWatch({ control: form.control }) as FormValues;
  const term = PACKAGE.availableOfferTerms.find((candidate) => candidate.id === values.offerTermId) ?? null;
  const quote = useQuotePreview(
    previewInputOf({ salesPackage: PACKAGE, term, values, accountId: null, isAddOn: false }),
  );
  const submit = useSubmitState({
    form,
    values,
    quote,
    submitting: false,
    delinquent: false,
    uploading: false,
  });
  return { form, quote, submit };
}

type Screen = { current: ReturnType<typeof useQuoteScreen> };
const enterAmount = (screen: Screen, amount: number | null) =>
  act(() => screen.current.form.setValue('lineItems.0.amount', amount, { shouldDirty: true }));

describe('the live preview and Submit (spec 02 section 2)', () => {
  it('starts on the shortest term with nothing priced, and Submit disabled', () => {
    const { result } = renderHook(useQuoteScreen, { wrapper: gatewayAnswering([]) });
    expect(result.current.form.getValues('offerTermId')).toBe('term-12');
    expect(result.current.quote).toEqual({ preview: null, stale: false, loading: false });
    expect(result.current.submit).toEqual({ disabled: true, blockedBy: 'unchanged' });
  });

  it('after changing the amount the preview is stale and Submit is disabled until it refreshes', async () => {
    const calls: number[] = [];
    const { result } = renderHook(useQuoteScreen, {
      wrapper: gatewayAnswering([pricedAt(5000, calls), pricedAt(7500, calls)]),
    });
    enterAmount(result, 5000);
    // At once: what is entered is not priced yet (the preview still asks for line items until it is asked for).
    expect(result.current.quote).toEqual({ preview: null, stale: true, loading: false });
    expect(result.current.submit.disabled).toBe(true);
    await waitFor(() => expect(result.current.quote.preview?.totalContractValue).toBe(5000));
    expect(result.current.submit).toEqual({ disabled: false, blockedBy: null });

    enterAmount(result, 7500);
    // The old total is gone at once, the preview says it is pricing, and Submit waits for the new total.
    expect(result.current.quote).toEqual({ preview: null, stale: true, loading: true });
    expect(result.current.submit).toEqual({ disabled: true, blockedBy: 'nothingToPay' });
    await waitFor(() => expect(result.current.quote.preview?.totalContractValue).toBe(7500));
    expect(result.current.submit.disabled).toBe(false);
    expect(calls).toEqual([5000, 7500]);
  });

  it('prices only the last of quick changes, 300 ms after it', async () => {
    const calls: number[] = [];
    const { result } = renderHook(useQuoteScreen, { wrapper: gatewayAnswering([pricedAt(7500, calls)]) });
    enterAmount(result, 5);
    enterAmount(result, 75);
    enterAmount(result, 7500);
    await waitFor(() => expect(result.current.quote.preview?.totalContractValue).toBe(7500));
    expect(calls).toEqual([7500]);
  });

  it('prices nothing while an amount is blank or not a number, and Submit stays disabled', async () => {
    const calls: number[] = [];
    const { result } = renderHook(useQuoteScreen, { wrapper: gatewayAnswering([pricedAt(5000, calls)]) });
    enterAmount(result, 5000);
    await waitFor(() => expect(result.current.quote.preview).not.toBeNull());
    enterAmount(result, Number.NaN);
    await waitFor(() => expect(result.current.quote.stale).toBe(false));
    expect(result.current.quote).toEqual({ preview: null, stale: false, loading: false });
    expect(result.current.submit).toEqual({ disabled: true, blockedBy: 'nothingToPay' });
    expect(calls).toEqual([5000]);
  });
});

describe('what the preview prices', () => {
  const values = defaultValuesOf([PACKAGE], { kind: 'new' });
  const term = PACKAGE.availableOfferTerms[1]!;
  const choices = { salesPackage: PACKAGE, term, accountId: 'account-1', isAddOn: true };

  it('asks with the package, term, frequency, payment terms, customer, add-on and every line item', () => {
    const lineItems = [
      { pricingGroupId: 'group-1', amount: 5000 },
      { pricingGroupId: 'group-1', amount: 0.01 },
    ];
    expect(previewInputOf({ ...choices, values: { ...values, lineItems } })).toEqual({
      salesPackageId: 'package-1',
      offerTermId: 'term-12',
      directBillingFrequency: 'ANNUAL',
      directPaymentTerms: 'NET_30',
      accountId: 'account-1',
      isAddOn: true,
      lineItems,
    });
  });

  it('asks nothing without a term, without line items, or while any amount is not priceable', () => {
    const priced = { ...values, lineItems: [{ pricingGroupId: 'group-1', amount: 5000 }] };
    expect(previewInputOf({ ...choices, term: null, values: priced })).toBeNull();
    expect(previewInputOf({ ...choices, values: { ...values, lineItems: [] } })).toBeNull();
    for (const amount of [null, Number.NaN, Number.POSITIVE_INFINITY, 0, 0.001])
      expect(
        previewInputOf({
          ...choices,
          values: { ...values, lineItems: [...priced.lineItems, { pricingGroupId: 'group-1', amount }] },
        }),
      ).toBeNull();
  });
});
