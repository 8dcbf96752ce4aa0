import type { CompanyAddressInput } from '#graphql';
import { Typeahead } from '@seller-portal/platform/forms';
import { useTypeaheadQuery } from '@seller-portal/shared/hooks';
import { TYPEAHEAD } from '@seller-portal/shared/validation';
import { AddressSuggestionsQuery } from './company.query.js';

/** What the form keeps of a suggestion: the input's fields, without Apollo's type names. */
export function addressInputOf(address: CompanyAddressInput | null | undefined): CompanyAddressInput | null {
  if (!address) return null;
  return {
    label: address.label ?? null,
    addressNumber: address.addressNumber ?? null,
    street: address.street ?? null,
    neighborhood: address.neighborhood ?? null,
    municipality: address.municipality ?? null,
    subRegion: address.subRegion ?? null,
    region: address.region ?? null,
    postalCode: address.postalCode ?? null,
    country: address.country ?? null,
    isInternational: address.isInternational === true,
  };
}

export interface AddressTypeaheadProps {
  value: CompanyAddressInput | null;
  /** Searches addresses outside the USA. */
  international: boolean;
  onChange: (address: CompanyAddressInput | null) => void;
  invalidText?: string;
}

/**
 * The company address, chosen among the provider's suggestions (the gateway's addressSuggestions) with the platform's
 * typeahead: from 2 characters (spec 01 section 5).
 */
export function AddressTypeahead({ value, international, onChange, invalidText }: AddressTypeaheadProps) {
  const suggestions = useTypeaheadQuery(
    AddressSuggestionsQuery,
    (query) => ({ query, international }),
    (data) => data.addressSuggestions.map((address) => addressInputOf(address)!),
  );
  return (
    <Typeahead
      id="company-address"
      titleText="Address"
      placeholder="Type at least 2 characters of the address"
      helperText={international ? 'Addresses outside the USA' : 'Addresses in the USA'}
      minLength={TYPEAHEAD.min}
      results={suggestions}
      itemToString={(item) => item.label ?? ''}
      selectedItem={value}
      onChange={(address) => onChange(addressInputOf(address))}
      nothingFound="No addresses found"
      invalidText={invalidText}
    />
  );
}
