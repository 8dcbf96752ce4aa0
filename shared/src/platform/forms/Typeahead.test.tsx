import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { parse } from 'graphql';
import { Observable, of } from 'rxjs';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { useTypeaheadQuery } from '../../hooks/use-typeahead-query.js';
import { TYPEAHEAD } from '../../validation/typeahead.js';
import { Typeahead } from './Typeahead.js';

interface Place {
  __typename: 'Place';
  id: string;
  label: string;
}

// A screen's search (the platform types no screen's operations itself).
const PlacesQuery: TypedDocumentNode<{ places: Place[] }, { query: string }> = parse(`
  query Places($query: String!) {
    places(query: $query) {
      id
      label
    }
  }
`);

const PLACES = ['1 Market Street', '1500 Market Street', '9 Pine Street'].map((label, index): Place => ({
  __typename: 'Place',
  id: String(index),
  label,
}));

/** What each search asked for; `hold` keeps the answers back until `release`. */
function placesClient({ hold = false } = {}) {
  const searched: string[] = [];
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const link = new ApolloLink((operation) => {
    const query = String(operation.variables.query);
    searched.push(query);
    const places = PLACES.filter((place) => place.label.toLowerCase().includes(query.toLowerCase()));
    return hold
      ? new Observable<ApolloLink.Result>((observer) => {
          void held.then(() => {
            observer.next({ data: { places } });
            observer.complete();
          });
        })
      : of({ data: { places } });
  });
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), searched, release };
}

function PlaceField({
  client,
  onChange = () => undefined,
  chosen = null,
  invalidText,
  initialText,
}: {
  client: ApolloClient;
  onChange?: (place: Place | null) => void;
  chosen?: Place | null;
  invalidText?: string;
  initialText?: string;
}) {
  return (
    <ApolloProvider client={client}>
      <Places onChange={onChange} chosen={chosen} invalidText={invalidText} initialText={initialText} />
    </ApolloProvider>
  );
}

function Places({
  onChange,
  chosen,
  invalidText,
  initialText,
}: {
  onChange: (place: Place | null) => void;
  chosen: Place | null;
  invalidText?: string;
  initialText?: string;
}) {
  const [place, setPlace] = useState<Place | null>(chosen);
  const results = useTypeaheadQuery(
    PlacesQuery,
    (query) => ({ query }),
    (data) => data.places,
  );
  return (
    <Typeahead
      id="place"
      titleText="Place"
      minLength={TYPEAHEAD.min}
      results={results}
      itemToString={(item) => item.label}
      selectedItem={place}
      onChange={(next) => {
        setPlace(next);
        onChange(next);
      }}
      nothingFound="No places found"
      invalidText={invalidText}
      initialText={initialText}
    />
  );
}

const field = () => screen.getByRole('combobox', { name: 'Place' }) as HTMLInputElement;
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });
const status = () => screen.getByRole('status');
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

beforeAll(() => {
  // Carbon scrolls the highlighted option into view; jsdom lays nothing out.
  Element.prototype.scrollIntoView ??= () => undefined;
});
afterEach(cleanup);

describe('Typeahead', () => {
  it('searches once the text has the minimum length, 300 ms after the last key', async () => {
    const { client, searched } = placesClient();
    render(<PlaceField client={client} />);

    type('M');
    await wait(TYPEAHEAD.delayMs + 100);
    expect(searched).toEqual([]);
    expect(screen.queryByRole('option')).toBeNull();

    type('Ma');
    type('Mar');
    type('Market');
    await wait(TYPEAHEAD.delayMs - 100);
    expect(searched).toEqual([]);
    expect(await screen.findByRole('option', { name: '1500 Market Street' })).toBeTruthy();
    expect(searched).toEqual(['Market']);
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('takes at most 200 characters, in the field and in the search', async () => {
    const { client, searched } = placesClient();
    render(<PlaceField client={client} />);
    expect(field().maxLength).toBe(TYPEAHEAD.max);

    // A value set past the field's own limit (a script's) is still searched by its first 200 characters.
    type(`  ${'s'.repeat(250)}`);
    await waitFor(() => expect(searched).toHaveLength(1));
    expect(searched[0]).toBe('s'.repeat(TYPEAHEAD.max));
  });

  it('says when the search runs, and when it finds nothing', async () => {
    const { client, release } = placesClient({ hold: true });
    render(<PlaceField client={client} />);
    expect(status().textContent).toBe('');

    type('Nowhere');
    await waitFor(() => expect(status().textContent).toBe('Searching…'));
    release();
    await waitFor(() => expect(status().textContent).toBe('No places found'));
    expect(screen.queryByRole('option')).toBeNull();

    // Shorter than the minimum: no search, nothing to say.
    type('N');
    await waitFor(() => expect(status().textContent).toBe(''));
  });

  it('chooses an option by a click, and by the keyboard', async () => {
    const onChange = vi.fn<(place: Place | null) => void>();
    const { client } = placesClient();
    render(<PlaceField client={client} onChange={onChange} />);

    type('Market');
    fireEvent.click(await screen.findByRole('option', { name: '1 Market Street' }));
    expect(onChange).toHaveBeenLastCalledWith(PLACES[0]);
    expect(field().value).toBe('1 Market Street');

    type('Pine');
    await screen.findByRole('option', { name: '9 Pine Street' });
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(PLACES[2]);
    expect(field().value).toBe('9 Pine Street');
  });

  it('clears the chosen item with the clear button', () => {
    const onChange = vi.fn<(place: Place | null) => void>();
    const { client, searched } = placesClient();
    render(<PlaceField client={client} chosen={PLACES[1]} onChange={onChange} />);
    expect(field().value).toBe('1500 Market Street');

    fireEvent.click(screen.getByRole('button', { name: 'Clear selected item' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(field().value).toBe('');
    // The chosen item's own words were never searched.
    expect(searched).toEqual([]);
  });

  it('ties the form’s message to the field', () => {
    const { client } = placesClient();
    render(<PlaceField client={client} invalidText="Place is required" />);
    const described = field().getAttribute('aria-describedby');
    expect(described).toBeTruthy();
    expect(document.getElementById(described!)?.textContent).toBe('Place is required');
  });

  it('starts with a prefill’s words and shows their suggestions once it has focus', async () => {
    const { client, searched } = placesClient();
    render(<PlaceField client={client} initialText="Street" />);
    expect(field().value).toBe('Street');
    await waitFor(() => expect(searched).toEqual(['Street']));
    expect(screen.queryByRole('option')).toBeNull();

    fireEvent.focus(field());
    expect(await screen.findAllByRole('option')).toHaveLength(3);
    expect(within(screen.getByRole('listbox')).getByRole('option', { name: '9 Pine Street' })).toBeTruthy();
  });
});
