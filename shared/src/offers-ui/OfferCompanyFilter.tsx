import { OfferAccountTypeaheadDocument } from '../graphql/generated/graphql.js';
import { useTypeaheadQuery } from '../hooks/use-typeahead-query.js';
// The platform's typeahead, bundled with the filter (the offers list and the report need no forms module).
import { Typeahead } from '../platform/forms/Typeahead.js';
import { TYPEAHEAD } from '../validation/typeahead.js';

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
 * The company filter of the offers list and the dashboard's report (spec 01 section 5, Typeaheads): the platform's
 * typeahead over the companies with offers the viewer sees, from 3 characters; each shows how many of its offers the
 * viewer sees. Bundled by each micro-frontend that filters offers.
 */
export function OfferCompanyFilter({ id, className, placeholder, value, onChange }: OfferCompanyFilterProps) {
  const results = useTypeaheadQuery(
    OfferAccountTypeaheadDocument,
    (query) => ({ query }),
    (data): OfferCompanyChoice[] => data.offerAccountTypeahead,
  );
  return (
    <Typeahead
      id={id}
      className={className}
      titleText="Company"
      placeholder={placeholder}
      size="md"
      minLength={TYPEAHEAD.companyMin}
      results={results}
      itemToString={(item) => item.name}
      itemToElement={(item) => (
        <span>
          {item.name}
          {item.offersCount !== undefined ? (
            <span className="offers-muted"> ({item.offersCount})</span>
          ) : null}
        </span>
      )}
      selectedItem={value}
      onChange={onChange}
      nothingFound="No companies found"
    />
  );
}
