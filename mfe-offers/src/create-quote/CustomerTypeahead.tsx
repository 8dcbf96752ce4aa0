import { useMemo } from 'react';
import { Typeahead } from '@seller-portal/platform/forms';
import { useTypeaheadQuery } from '@seller-portal/shared/hooks';
import { TYPEAHEAD } from '@seller-portal/shared/validation';
import { CustomerSearchQuery } from './create-quote.query.js';

export interface CustomerTypeaheadProps {
  /** The chosen customer's name, shown in the field. */
  chosenName: string;
  onChoose: (accountId: string) => void;
  disabled: boolean;
  invalidText?: string;
}

interface Customer {
  id: string;
  name: string;
}

/**
 * The customer search of Offer Details (the platform's typeahead over the customers domain's account typeahead): 2 to
 * 200 characters; only a chosen suggestion selects a customer.
 */
export function CustomerTypeahead({ chosenName, onChoose, disabled, invalidText }: CustomerTypeaheadProps) {
  // The form holds the customer's id; the field shows its name (one object while the name stays, as Carbon compares).
  const chosen = useMemo<Customer | null>(
    () => (chosenName ? { id: '', name: chosenName } : null),
    [chosenName],
  );
  const customers = useTypeaheadQuery(
    CustomerSearchQuery,
    (query) => ({ query }),
    (data): Customer[] => data.accountTypeahead,
  );
  return (
    <Typeahead
      id="offer-customer"
      className="offer-create__typeahead"
      titleText="Customer"
      placeholder="Search customers by name"
      disabled={disabled}
      minLength={TYPEAHEAD.min}
      results={customers}
      itemToString={(customer) => customer.name}
      selectedItem={chosen}
      // Cleared, no customer is chosen ('': the form's required message says so on submit).
      onChange={(customer) => onChoose(customer?.id ?? '')}
      nothingFound="No customers found"
      invalidText={invalidText}
    />
  );
}
