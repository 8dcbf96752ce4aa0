import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useWatch, useZodForm } from '@seller-portal/platform/forms';
import { offerCreateSchema } from '@seller-portal/shared/validation';
import { defaultValuesOf, type FormValues, type Package } from './quote-form.js';
import { PACKAGE } from './quote-test-support.js';
import { useQuoteTerms } from './use-quote-terms.js';

const NET: Package = {
  id: 'package-net',
  name: 'Net Terms',
  availableOfferTerms: [
    {
      id: 'net-60',
      duration: 60,
      offerTermType: 'NET_VARIABLE',
      isStandardOfferTerm: false,
      label: 'Net 60',
    },
  ],
  pricingGroups: [{ id: 'group-2', name: 'Services' }],
};

function useTerms({ isAddOn = false, delinquent = false }: { isAddOn?: boolean; delinquent?: boolean }) {
  const form = useZodForm(offerCreateSchema({ salesforceEnabled: false }), {
    defaultValues: defaultValuesOf([PACKAGE, NET], { kind: 'new' }),
  });
  const values = useWatch({ control: form.control }) as FormValues;
  return { form, ...useQuoteTerms({ form, packages: [PACKAGE, NET], values, isAddOn, delinquent }) };
}

describe('choosing the package and term (spec 02 section 2)', () => {
  it('leaves the term to choose again after a new package, and a Net term is billed up front and locked', () => {
    const { result } = renderHook(useTerms, { initialProps: {} });
    expect(result.current).toMatchObject({ salesPackage: null, term: null, frequencyLocked: false });
    act(() => result.current.choosePackage('package-net'));
    expect(result.current.salesPackage?.name).toBe('Net Terms');
    expect(result.current.term).toBeNull();
    act(() => result.current.chooseTerm('net-60'));
    expect(result.current.term?.label).toBe('Net 60');
    expect(result.current.form.getValues('directBillingFrequency')).toBe('UPFRONT');
    expect(result.current.frequencyLocked).toBe(true);

    act(() => result.current.choosePackage('package-1'));
    expect(result.current.form.getValues('offerTermId')).toBe('');
    act(() => result.current.chooseTerm('term-24'));
    expect(result.current.form.getValues('directBillingFrequency')).toBe('ANNUAL');
    expect(result.current.frequencyLocked).toBe(false);
    expect(result.current.form.getValues('offerTermId')).toBe('term-24');
  });

  it('keeps an add-on’s frequency, and locks it for an add-on and a delinquent customer', () => {
    const addOn = renderHook(useTerms, { initialProps: { isAddOn: true } });
    act(() => addOn.result.current.choosePackage('package-net'));
    act(() => addOn.result.current.chooseTerm('net-60'));
    expect(addOn.result.current.form.getValues('directBillingFrequency')).toBe('ANNUAL');
    expect(addOn.result.current.frequencyLocked).toBe(true);
    expect(renderHook(useTerms, { initialProps: { delinquent: true } }).result.current.frequencyLocked).toBe(
      true,
    );
  });
});
