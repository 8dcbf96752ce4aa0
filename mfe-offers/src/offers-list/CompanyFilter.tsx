import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { ComboBox } from '@carbon/react';
import { useDebouncedValue } from '@seller-portal/shared/hooks';
import { OFFER_TYPEAHEAD } from '@seller-portal/shared/validation';
import { OfferAccountTypeaheadQuery } from './offers.query.js';

export interface CompanyChoice {
  id: string;
  name: string;
  offersCount?: number;
}

/**
 * The offers list's company filter (spec 01 section 5, Typeaheads): searches from 3 characters, 300 ms after the
 * last key, at most 200; each company shows how many of its offers the viewer sees.
 */
export function CompanyFilter({
  value,
  onChange,
}: {
  value: CompanyChoice | null;
  onChange: (company: CompanyChoice | null) => void;
}) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim().slice(0, OFFER_TYPEAHEAD.max), OFFER_TYPEAHEAD.delayMs);
  const searching = query.length >= OFFER_TYPEAHEAD.companyMin && query !== value?.name;
  const { data } = useQuery(OfferAccountTypeaheadQuery, { variables: { query }, skip: !searching });
  const found = searching ? (data?.offerAccountTypeahead ?? []) : [];
  const items: CompanyChoice[] =
    value && !found.some((item) => item.id === value.id) ? [value, ...found] : found;
  return (
    <ComboBox<CompanyChoice>
      id="offers-company-filter"
      className="offers-filter offers-filter--company"
      titleText="Company"
      placeholder="Company name"
      items={items}
      selectedItem={value}
      itemToString={(item) => item?.name ?? ''}
      itemToElement={(item) => (
        <span>
          {item.name}
          {item.offersCount !== undefined ? (
            <span className="offers-muted"> ({item.offersCount})</span>
          ) : null}
        </span>
      )}
      onInputChange={(input) => setText(input.slice(0, OFFER_TYPEAHEAD.max))}
      onChange={({ selectedItem }) => onChange(selectedItem ?? null)}
      size="md"
    />
  );
}
