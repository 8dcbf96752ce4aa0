import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { ComboBox } from '@carbon/react';
import { useDebouncedValue } from '@seller-portal/shared/hooks';
import { OfferHealthCompaniesQuery } from './reports.query.js';

/** Company search runs once the text is longer than 2 characters, 300 ms after typing stops (spec 01 sections 5, 9). */
const MIN_LENGTH = 3;
const MAX_LENGTH = 200;
const SEARCH_DELAY_MS = 300;

export interface Company {
  id: string;
  name: string;
}

/** The report's company filter: a typeahead over the customers with offers the caller sees. */
export function CompanyFilter({
  value,
  onChange,
}: {
  value: Company | null;
  onChange: (company: Company | null) => void;
}) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim().slice(0, MAX_LENGTH), SEARCH_DELAY_MS);
  const { data } = useQuery(OfferHealthCompaniesQuery, {
    variables: { query },
    skip: query.length < MIN_LENGTH,
  });
  const found: Company[] = (data?.offerAccountTypeahead ?? []).map(({ id, name }) => ({ id, name }));
  const items = value && !found.some((item) => item.id === value.id) ? [value, ...found] : found;
  return (
    <ComboBox<Company>
      id="offer-health-company"
      className="dashboard-filter"
      titleText="Company"
      placeholder="Search companies"
      items={items}
      itemToString={(item) => item?.name ?? ''}
      selectedItem={value}
      onInputChange={(typed: string) => setText(typed.slice(0, MAX_LENGTH))}
      onChange={({ selectedItem }) => onChange(selectedItem ?? null)}
      size="md"
    />
  );
}
