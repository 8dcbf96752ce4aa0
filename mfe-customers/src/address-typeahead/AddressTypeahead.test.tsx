import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { AddressTypeahead, type ChosenAddress } from './AddressTypeahead.js';
import { AddressSuggestionsQuery } from './address-suggestions.query.js';

const address = (label: string, timeZone: string) => ({
  __typename: 'Address' as const,
  label,
  country: 'USA',
  timeZone,
});

describe('AddressTypeahead', () => {
  it('starts with a prefill’s words and shows their suggestions once it has focus', async () => {
    const chosen = vi.fn<(address: ChosenAddress | null) => void>();
    render(
      <MockedProvider
        mocks={[
          {
            request: {
              query: AddressSuggestionsQuery,
              variables: { query: 'Market Street', international: false },
            },
            result: {
              data: {
                addressSuggestions: [
                  address('1 Market Street, San Francisco, CA 94105, USA', 'America/Los_Angeles'),
                  address('1500 Market Street, Philadelphia, PA 19102, USA', 'America/New_York'),
                ],
              },
            },
          },
        ]}
      >
        <AddressTypeahead
          id="address"
          labelText="Address"
          value={null}
          onChange={chosen}
          international={false}
          initialText="Market Street"
        />
      </MockedProvider>,
    );
    const field = screen.getByRole('combobox', { name: 'Address' }) as HTMLInputElement;
    expect(field.value).toBe('Market Street');
    expect(screen.queryByRole('option')).toBeNull();

    fireEvent.focus(field);
    fireEvent.click(
      await screen.findByRole('option', { name: '1500 Market Street, Philadelphia, PA 19102, USA' }),
    );
    expect(chosen).toHaveBeenCalledWith({
      label: '1500 Market Street, Philadelphia, PA 19102, USA',
      country: 'USA',
      timeZone: 'America/New_York',
    });
  });
});
