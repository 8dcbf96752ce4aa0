// The platform's typeahead without the forms module: the offers list and the dashboard's report have no form.
import { Typeahead } from '@seller-portal/platform/typeahead';
import { useTypeaheadQuery } from '@seller-portal/shared/hooks';
import { TYPEAHEAD } from '@seller-portal/shared/validation';
import { OfferFilterAccountsQuery } from './company-filter.query.js';

/**
 * A company chosen in an offers filter; `offersCount` is how many of its offers the viewer sees, absent when the
 * provider cannot say.
 */
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
 * viewer sees. From a provider without that list (docs/adr/019) it offers the customers whose name matches, without
 * counts. Other domains mount it as `offerCompanyFilterParcel`.
 */
export function OfferCompanyFilter({ id, className, placeholder, value, onChange }: OfferCompanyFilterProps) {
  const results = useTypeaheadQuery(
    OfferFilterAccountsQuery,
    (query) => ({ query }),
    (data): OfferCompanyChoice[] =>
      data.offerFilterAccounts.map(({ id, name, offersCount }) =>
        offersCount === null || offersCount === undefined ? { id, name } : { id, name, offersCount },
      ),
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
