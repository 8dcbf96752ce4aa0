import { Typeahead } from '@seller-portal/platform/forms';
import { useTypeaheadQuery } from '@seller-portal/shared/hooks';
import { TYPEAHEAD } from '@seller-portal/shared/validation';
import { AddressSuggestionsQuery } from './address-suggestions.query.js';

/** The address a form keeps from a suggestion (spec 02 section 3, Account form). */
export interface ChosenAddress {
  label: string;
  country: string;
  timeZone: string;
}

export interface AddressTypeaheadProps {
  id: string;
  labelText: string;
  value: ChosenAddress | null;
  onChange: (address: ChosenAddress | null) => void;
  onBlur?: () => void;
  /** Search addresses outside the USA. */
  international: boolean;
  invalidText?: string;
  /** What the field starts with when no address is chosen (its suggestions show once it has focus). */
  initialText?: string;
}

/**
 * An address field with suggestions from the provider's address typeahead (the platform's typeahead): typing 2
 * characters or more lists matching addresses; only a chosen suggestion is a value.
 */
export function AddressTypeahead({
  id,
  labelText,
  value,
  onChange,
  onBlur,
  international,
  invalidText,
  initialText,
}: AddressTypeaheadProps) {
  const suggestions = useTypeaheadQuery(
    AddressSuggestionsQuery,
    (query) => ({ query, international }),
    (data) => data.addressSuggestions.map(({ label, country, timeZone }) => ({ label, country, timeZone })),
  );
  return (
    <Typeahead
      id={id}
      titleText={labelText}
      placeholder="Start typing an address"
      minLength={TYPEAHEAD.min}
      results={suggestions}
      itemToString={(address) => address.label}
      selectedItem={value}
      onChange={onChange}
      onBlur={onBlur}
      nothingFound="No addresses found"
      invalidText={invalidText}
      initialText={initialText}
    />
  );
}
