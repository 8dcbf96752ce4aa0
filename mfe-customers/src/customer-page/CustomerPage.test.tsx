import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { CustomerEinStep, CustomerLegalQuery, EIN_NOT_OFFERED } from '../customer-ein/CustomerEinStep.js';
import { CustomerPage } from './CustomerPage.js';
import { CustomerProfileQuery } from './customer-profile.query.js';

const CUSTOMER = {
  __typename: 'Customer' as const,
  id: 'granite',
  name: 'Granite Peak',
  ein: null,
  isAccountDelinquent: false,
  address: { __typename: 'Address' as const, label: '1 Main St, Salt Lake City, UT' },
};

const profile = (customerEin: boolean): MockLink.MockedResponse => ({
  request: { query: CustomerProfileQuery, variables: { id: 'granite' } },
  result: {
    data: {
      providerFeatures: { __typename: 'ProviderFeatures', customerEin },
      customerProfile: {
        __typename: 'CustomerProfile',
        id: 'granite',
        offersCount: 0,
        customer: CUSTOMER,
        contacts: [],
      },
    },
  },
});

describe('a customer without an EIN', () => {
  it('offers the EIN form when the provider can change an EIN', async () => {
    render(
      <MockedProvider mocks={[profile(true)]}>
        <CustomerPage customerId="granite" />
      </MockedProvider>,
    );
    expect(await screen.findByRole('form', { name: "Enter the customer's EIN" })).toBeTruthy();
  });

  it('leaves the form out when the provider cannot (docs/adr/019)', async () => {
    render(
      <MockedProvider mocks={[profile(false)]}>
        <CustomerPage customerId="granite" />
      </MockedProvider>,
    );
    expect(await screen.findByText("Offers need this customer's EIN.")).toBeTruthy();
    expect(screen.queryByRole('form', { name: "Enter the customer's EIN" })).toBeNull();
    expect(screen.queryByText('Loading the EIN form')).toBeNull();
  });
});

describe("offer creation's EIN step", () => {
  it('says the provider cannot change the EIN, and offers only the way back', async () => {
    const legal = {
      request: { query: CustomerLegalQuery, variables: { id: 'granite' } },
      result: {
        data: {
          providerFeatures: { __typename: 'ProviderFeatures', customerEin: false },
          customerProfile: { __typename: 'CustomerProfile', id: 'granite', customer: CUSTOMER },
        },
      },
    };
    let cancelled = false;
    render(
      <MockedProvider mocks={[legal]}>
        <CustomerEinStep accountId="granite" onCancel={() => (cancelled = true)} />
      </MockedProvider>,
    );
    expect(await screen.findByText(EIN_NOT_OFFERED)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Back' }));
    screen.getByRole('button', { name: 'Back' }).click();
    expect(cancelled).toBe(true);
  });
});
