import { useId, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { TextInput } from '@carbon/react';
import { useDebouncedValue } from '@seller-portal/shared/hooks';
import { TYPEAHEAD_MAX_LENGTH } from '@seller-portal/shared/validation';
import { invalidProps } from '../fields/invalid-props.js';
import { AddressSuggestionsQuery } from './address-suggestions.query.js';

/** The address a form keeps from a suggestion (spec 02 section 3, Account form). */
export interface ChosenAddress {
  label: string;
  country: string;
  timeZone: string;
}

// Spec 01 section 5, Typeaheads: at least 2 characters, at most 200; the house's search delay.
const MIN_LENGTH = 2;
const MAX_LENGTH = TYPEAHEAD_MAX_LENGTH;
const DELAY_MS = 300;

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
 * An address field with suggestions from the provider's address typeahead (an ARIA combobox): typing 2 characters
 * or more lists matching addresses; only a chosen suggestion is a value, typing again clears it.
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
  const listId = useId();
  const [text, setText] = useState(value?.label ?? initialText ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(text.trim(), DELAY_MS);
  const searching = open && query.length >= MIN_LENGTH && query !== value?.label;
  const { data, loading } = useQuery(AddressSuggestionsQuery, {
    variables: { query, international },
    skip: !searching,
  });
  const suggestions = searching ? (data?.addressSuggestions ?? []) : [];
  const expanded = searching && suggestions.length > 0;
  const nothingFound = searching && !loading && suggestions.length === 0;

  const choose = (index: number) => {
    const suggestion = suggestions[index];
    if (!suggestion) return;
    const chosen = { label: suggestion.label, country: suggestion.country, timeZone: suggestion.timeZone };
    setText(chosen.label);
    setOpen(false);
    setActive(-1);
    onChange(chosen);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (suggestions.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div className="customers-typeahead">
      <TextInput
        id={id}
        labelText={labelText}
        value={text}
        maxLength={MAX_LENGTH}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        placeholder="Start typing an address"
        {...invalidProps(id, invalidText)}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
          if (value) onChange(null);
        }}
        onKeyDown={onKeyDown}
        // Text that is not a chosen address yet (typed before, or prefilled) shows its suggestions again.
        onFocus={() => {
          if (!value && text.trim().length >= MIN_LENGTH) setOpen(true);
        }}
        onBlur={() => {
          // A click on a suggestion lands before the list closes.
          setTimeout(() => setOpen(false), 150);
          onBlur?.();
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={`${labelText} suggestions`}
        className="customers-typeahead__list"
        hidden={!expanded}
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.label}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className="customers-typeahead__option"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(index)}
          >
            {suggestion.label}
          </li>
        ))}
      </ul>
      {nothingFound ? (
        <p className="customers-typeahead__empty" role="status">
          No addresses found
        </p>
      ) : null}
    </div>
  );
}
