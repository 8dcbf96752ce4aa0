import { useEffect, useRef } from 'react';
import { useQuery } from '@apollo/client/react';
import { einProblem } from '@seller-portal/shared/validation';
import { ChosenCustomerQuery } from './create-quote.query.js';
import type { FormValues, QuoteForm } from './quote-form.js';

/**
 * The customer the form has chosen, and what follows from it: a delinquent customer resets the form (spec 02
 * section 4), once per customer, dropping its contracts, and locks it; a customer without a valid EIN is missing it.
 */
export function useChosenCustomer({
  form,
  accountId,
  defaults,
  clearContracts,
}: {
  form: QuoteForm;
  accountId: string | null;
  /** The form's defaults, which a delinquent customer's form goes back to. */
  defaults: FormValues;
  clearContracts: () => void;
}) {
  const answer = useQuery(ChosenCustomerQuery, { variables: { id: accountId ?? '' }, skip: !accountId });
  const customer = accountId ? (answer.data?.customerProfile.customer ?? null) : null;
  const delinquent = customer?.isAccountDelinquent === true;

  const delinquentFor = useRef<string | null>(null);
  useEffect(() => {
    if (!customer || !delinquent || delinquentFor.current === customer.id) return;
    delinquentFor.current = customer.id;
    form.reset({ ...defaults, accountId: customer.id });
    clearContracts();
  }, [customer, delinquent, form, defaults, clearContracts]);

  return {
    customer,
    delinquent,
    missingEin: customer !== null && einProblem(customer.ein ?? '') !== null,
    /** Asks again, as when the customer's EIN was entered. */
    refetch: () => void answer.refetch(),
  };
}
