import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { OfferCompanyFilter, type OfferCompanyChoice } from './OfferCompanyFilter.js';
import { OfferFilterAccountsQuery } from './company-filter.query.js';

/** The gateway's answer for "aper": Aperture Labs, with or without its count. */
function accountsAnswer(offersCount: number | null): MockLink.MockedResponse {
  return {
    request: { query: OfferFilterAccountsQuery, variables: { query: 'aper' } },
    result: {
      data: {
        offerFilterAccounts: [
          { __typename: 'OfferFilterAccount', id: 'account-1', name: 'Aperture Labs', offersCount },
        ],
      },
    },
  };
}

function renderFilter(offersCount: number | null) {
  const onChange = vi.fn<(company: OfferCompanyChoice | null) => void>();
  render(
    <MockedProvider mocks={[accountsAnswer(offersCount)]}>
      <OfferCompanyFilter id="company" placeholder="Company name" value={null} onChange={onChange} />
    </MockedProvider>,
  );
  fireEvent.change(screen.getByRole('combobox', { name: 'Company' }), { target: { value: 'aper' } });
  return onChange;
}

describe('the offers’ company filter', () => {
  it('shows how many offers each company has when the provider says', async () => {
    const onChange = renderFilter(3);
    fireEvent.click(await screen.findByRole('option', { name: 'Aperture Labs (3)' }));
    expect(onChange).toHaveBeenCalledWith({ id: 'account-1', name: 'Aperture Labs', offersCount: 3 });
  });

  it('offers the customers without a count from a provider that cannot say (docs/adr/019)', async () => {
    const onChange = renderFilter(null);
    fireEvent.click(await screen.findByRole('option', { name: 'Aperture Labs' }));
    expect(onChange).toHaveBeenCalledWith({ id: 'account-1', name: 'Aperture Labs' });
  });
});
