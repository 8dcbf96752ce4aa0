import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { ComboBox } from '@carbon/react';
import { OfferAccountTypeaheadDocument } from '../graphql/generated/graphql.js';
import { useDebouncedValue } from '../hooks/use-debounced-value.js';
import { OFFER_TYPEAHEAD } from '../validation/index.js';

/** A company chosen in an offers filter; `offersCount` is how many of its offers the viewer sees. */
export interface OfferCompanyChoice {
  id: string;
  name: string;
  offersCount?: number;
}

export interface OfferCompanyFilterProps {
  /** The combobox's id (one per page). */
  id: string;
  className?: string;
  placeholder: string;
  value: OfferCompanyChoice | null;
  onChange: (company: OfferCompanyChoice | null) => void;
}

/**
 * The company filter of the offers list and the dashboard's report (spec 01 section 5, Typeaheads): searches the
 * companies with offers the viewer sees from 3 characters, 300 ms after the last key, at most 200; each shows how
 * many of its offers the viewer sees. Bundled by each micro-frontend that filters offers.
 */
export function OfferCompanyFilter({ id, className, placeholder, value, onChange }: OfferCompanyFilterProps) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim().slice(0, OFFER_TYPEAHEAD.max), OFFER_TYPEAHEAD.delayMs);
  const searching = query.length >= OFFER_TYPEAHEAD.companyMin && query !== value?.name;
  const { data } = useQuery(OfferAccountTypeaheadDocument, { variables: { query }, skip: !searching });
  const found = searching ? (data?.offerAccountTypeahead ?? []) : [];
  const items: OfferCompanyChoice[] =
    value && !found.some((item) => item.id === value.id) ? [value, ...found] : found;
  return (
    <ComboBox<OfferCompanyChoice>
      inputProps={{ maxLength: OFFER_TYPEAHEAD.max }}
      id={id}
      className={className}
      titleText="Company"
      placeholder={placeholder}
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
