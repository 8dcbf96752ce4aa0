import { useId, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { TextInput } from '@carbon/react';
import { errorProps } from '@seller-portal/platform/forms';
import { useDebouncedValue } from '@seller-portal/shared/hooks';
import { OFFER_TYPEAHEAD } from '@seller-portal/shared/validation';
import { CustomerSearchQuery } from './create-quote.query.js';

export interface CustomerTypeaheadProps {
  /** The chosen customer's name, shown in the field. */
  chosenName: string;
  onChoose: (accountId: string) => void;
  disabled: boolean;
  invalidText?: string;
}

/**
 * The customer search of Offer Details (an ARIA combobox over the customers domain's account typeahead): 2 to 200
 * characters, 300 ms after typing stops; only a chosen suggestion selects a customer.
 */
export function CustomerTypeahead({ chosenName, onChoose, disabled, invalidText }: CustomerTypeaheadProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const shown = text ?? chosenName;
  const query = useDebouncedValue(shown.trim(), OFFER_TYPEAHEAD.delayMs);
  const searching = text !== null && query.length >= OFFER_TYPEAHEAD.userMin && query !== chosenName;
  const { data, loading } = useQuery(CustomerSearchQuery, { variables: { query }, skip: !searching });
  const suggestions = searching ? (data?.accountTypeahead ?? []) : [];
  const expanded = suggestions.length > 0;

  const choose = (index: number) => {
    const suggestion = suggestions[index];
    if (!suggestion) return;
    setText(null);
    setActive(-1);
    onChoose(suggestion.id);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && expanded) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape' && text !== null) {
      setText(null);
    }
  };

  return (
    <div className="offer-create__typeahead">
      <TextInput
        labelText="Customer"
        placeholder="Search customers by name"
        value={shown}
        maxLength={OFFER_TYPEAHEAD.max}
        disabled={disabled}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        // The message describes the field (Carbon's aria-errormessage alone points at a message axe rejects).
        {...errorProps(id, invalidText)}
        helperText={searching && !loading && suggestions.length === 0 ? 'No customers found' : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Customers"
        className="offer-create__suggestions"
        hidden={!expanded}
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className="offer-create__suggestion"
            onMouseDown={(event) => {
              event.preventDefault();
              choose(index);
            }}
          >
            {suggestion.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
