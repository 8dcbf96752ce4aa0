// The declaration goes with this file into every package's types that compile it (an import would load a module).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./carbon-extras.d.ts" />
import { useEffect, useRef, useState, type ReactNode } from 'react';
// ComboBox is served by the import map's Carbon extras (root-config/src/carbon-extras.ts).
import { ComboBox } from '@seller-portal/carbon-extras';
import { useDebouncedValue } from '../../hooks/use-debounced-value.js';
import type { TypeaheadResults } from '../../hooks/use-typeahead-query.js';
import { TYPEAHEAD } from '../../validation/typeahead.js';
import { errorProps } from './error-props.js';

/** Carbon's downshift actions, as ComboBox's `downshiftActions` fills them (the parts the typeahead calls). */
interface ComboBoxActions {
  openMenu: () => void;
  setInputValue: (text: string) => void;
}

export interface TypeaheadProps<Item> {
  /** The input's id. */
  id: string;
  /** The field's label (its accessible name). */
  titleText: string;
  placeholder?: string;
  helperText?: string;
  className?: string;
  size?: 'sm' | 'md' | 'lg';
  disabled?: boolean;
  /** Characters the search needs: `TYPEAHEAD.min`, or `TYPEAHEAD.companyMin` for the company search. */
  minLength: number;
  /** The package's search (`useTypeaheadQuery` with its own GraphQL query): the typeahead says what to search. */
  results: TypeaheadResults<Item>;
  /** The item's words in the field and in the list; also how two items are told apart. */
  itemToString: (item: Item) => string;
  /** The item in the list, when more than its words (a count, an email). */
  itemToElement?: (item: Item) => ReactNode;
  /** The chosen item: only a suggestion chosen in the list is a value. */
  selectedItem: Item | null;
  onChange: (item: Item | null) => void;
  onBlur?: () => void;
  /** What a search that finds nothing says, e.g. 'No addresses found'. */
  nothingFound: string;
  /** The field's message (a form's error), tied to the field. */
  invalidText?: string;
  /** The field's words before anything is chosen (a prefill): they are searched, and the list opens on focus. */
  initialText?: string;
}

const SEARCHING = 'Searching…';

/**
 * The one typeahead (spec 01 section 5): Carbon's ComboBox over the package's search. The typed text is searched 300 ms
 * after the last key, once it has `minLength` characters; the field takes at most 200. While the search runs, and
 * when it finds nothing, a status under the field says so (announced); the keyboard is Carbon's ComboBox's (arrows,
 * Enter, Escape, the clear button). The form's message shows the one way (errorProps): Carbon ties it to the input
 * with aria-describedby.
 */
export function Typeahead<Item>({
  id,
  titleText,
  placeholder,
  helperText,
  className,
  size,
  disabled,
  minLength,
  results,
  itemToString,
  itemToElement,
  selectedItem,
  onChange,
  onBlur,
  nothingFound,
  invalidText,
  initialText,
}: TypeaheadProps<Item>) {
  const actions = useRef<ComboBoxActions | undefined>(undefined);
  const [text, setText] = useState(selectedItem ? itemToString(selectedItem) : (initialText ?? ''));
  const typed = text.trim().slice(0, TYPEAHEAD.max);
  const query = useDebouncedValue(typed, TYPEAHEAD.delayMs);
  // Text too short now (cleared, deleted) ends the search at once; the chosen item's own words are not a search.
  const searching =
    query.length >= minLength &&
    typed.length >= minLength &&
    (!selectedItem || query !== itemToString(selectedItem));
  const due = searching ? query : null;
  const { search } = results;
  useEffect(() => search(due), [search, due]);
  const answered = due !== null && results.text === due;
  const found = answered ? results.items : [];
  // Carbon keeps a chosen item only while it is one of the items.
  const items =
    selectedItem && !found.some((item) => itemToString(item) === itemToString(selectedItem))
      ? [selectedItem, ...found]
      : [...found];
  const status =
    due === null ? '' : !answered || results.loading ? SEARCHING : found.length === 0 ? nothingFound : '';

  // A prefill's words go in the field once, as if typed (Carbon keeps the field's text itself).
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || !initialText || selectedItem) return;
    prefilled.current = true;
    actions.current?.setInputValue(initialText);
  }, [initialText, selectedItem]);

  return (
    <div className={className}>
      <ComboBox<Item>
        {...errorProps(id, invalidText)}
        titleText={titleText}
        placeholder={placeholder}
        helperText={helperText}
        size={size}
        disabled={disabled}
        items={items}
        itemToString={(item) => (item ? itemToString(item) : '')}
        itemToElement={itemToElement}
        selectedItem={selectedItem}
        downshiftActions={actions as never}
        // The field itself stops at the typeahead's maximum, typed or pasted.
        inputProps={{
          maxLength: TYPEAHEAD.max,
          onFocus: () => {
            if (!selectedItem && typed.length >= minLength) actions.current?.openMenu();
          },
          onBlur,
        }}
        onInputChange={(typed: string) => setText(typed)}
        onChange={({ selectedItem: chosen }) => {
          // Carbon also reports the item it was given (selectedItem changed from outside): not a choice.
          if (chosen === selectedItem) return;
          // The field's words follow the choice at once (Carbon tells its new text a render later).
          setText(chosen ? itemToString(chosen) : '');
          onChange(chosen ?? null);
        }}
      />
      {/* Always in the page, so that what it comes to say is announced. */}
      <div role="status" className={status ? 'cds--form__helper-text' : undefined}>
        {status}
      </div>
    </div>
  );
}
