import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { ComboBox } from '@carbon/react';
import type { CompanyAddressInput } from '#graphql';
import { useDebouncedValue } from '@seller-portal/shared/hooks';
import { TYPEAHEAD_MAX_LENGTH } from '@seller-portal/shared/validation';
import { AddressSuggestionsQuery } from './company.query.js';

/** Address search needs 2 to 200 characters (spec 01 sections 5 and 9). */
const MIN_LENGTH = 2;
const MAX_LENGTH = 200;
const SEARCH_DELAY_MS = 300;

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

/** The company address, chosen among the provider's suggestions (the gateway's addressSuggestions). */
export function AddressTypeahead({ value, international, onChange, invalidText }: AddressTypeaheadProps) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim().slice(0, MAX_LENGTH), SEARCH_DELAY_MS);
  const { data } = useQuery(AddressSuggestionsQuery, {
    variables: { query, international },
    skip: query.length < MIN_LENGTH,
  });
  const suggestions = (data?.addressSuggestions ?? []).map(addressInputOf) as CompanyAddressInput[];
  const items =
    value && !suggestions.some((item) => item.label === value.label) ? [value, ...suggestions] : suggestions;
  return (
    <ComboBox<CompanyAddressInput>
      // The field itself stops at the typeahead's 200 characters.
      inputProps={{ maxLength: TYPEAHEAD_MAX_LENGTH }}
      id="company-address"
      titleText="Address"
      placeholder="Type at least 2 characters of the address"
      items={items}
      itemToString={(item) => item?.label ?? ''}
      selectedItem={value}
      onInputChange={(typed: string) => setText(typed)}
      onChange={({ selectedItem }) => onChange(addressInputOf(selectedItem))}
      invalid={Boolean(invalidText)}
      invalidText={invalidText}
      helperText={international ? 'Addresses outside the USA' : 'Addresses in the USA'}
    />
  );
}
