import type { FormValues, Package, QuoteForm } from './quote-form.js';

/**
 * The sales package and term the form has chosen, and choosing them: a new package leaves the term to choose again;
 * a term sets the billing frequency it goes with (annual for a standard term, up front for another), except on an
 * add-on, whose frequency is its parent's. The frequency is locked for an add-on, a term that is not standard and
 * a delinquent customer.
 */
export function useQuoteTerms({
  form,
  packages,
  values,
  isAddOn,
  delinquent,
}: {
  form: QuoteForm;
  packages: readonly Package[];
  values: Partial<FormValues>;
  isAddOn: boolean;
  delinquent: boolean;
}) {
  const salesPackage = packages.find((pack) => pack.id === values.salesPackageId) ?? null;
  const term =
    salesPackage?.availableOfferTerms.find((candidate) => candidate.id === values.offerTermId) ?? null;
  const chooseTerm = (offerTermId: string) => {
    const chosen = salesPackage?.availableOfferTerms.find((candidate) => candidate.id === offerTermId);
    form.setValue('offerTermId', offerTermId, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
    if (chosen && !isAddOn)
      form.setValue('directBillingFrequency', chosen.isStandardOfferTerm ? 'ANNUAL' : 'UPFRONT', {
        shouldDirty: true,
      });
  };
  const choosePackage = (salesPackageId: string) => {
    form.setValue('salesPackageId', salesPackageId, { shouldDirty: true });
    form.setValue('offerTermId', '', { shouldDirty: true });
  };
  return {
    salesPackage,
    term,
    frequencyLocked: isAddOn || (term !== null && !term.isStandardOfferTerm) || delinquent,
    chooseTerm,
    choosePackage,
  };
}
