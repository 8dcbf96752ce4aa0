import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { OFFER_CREATE_MESSAGES } from '@seller-portal/shared/validation';
import {
  ChosenCustomerQuery,
  CreateQuoteSettingsQuery,
  CustomerSearchQuery,
  ExpirationWindowQuery,
} from './create-quote.query.js';
import { CreateQuotePage } from './CreateQuotePage.js';
import { PACKAGE } from './quote-test-support.js';

/** The customers domain's parcels, as the page mounts them: their name and props, and a way to finish. */
const parcels = vi.hoisted(() => ({ mounted: [] as { name: string; props: Record<string, unknown> }[] }));
vi.mock('@seller-portal/platform', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@seller-portal/platform')>()),
  RemoteParcel: ({ name, ...props }: { name: string } & Record<string, unknown>) => {
    parcels.mounted.push({ name, props });
    const done = name === 'accountCreationParcel' ? props.onCreated : props.onSaved;
    return (
      <div data-testid={name}>
        <button
          type="button"
          onClick={() => (done as (account: { id: string }) => void)({ id: 'account-2' })}
        >
          Save the customer
        </button>
      </div>
    );
  },
}));

const always = { maxUsageCount: Number.POSITIVE_INFINITY };

const settings = (customerEin: boolean): MockLink.MockedResponse => ({
  ...always,
  request: { query: CreateQuoteSettingsQuery },
  result: {
    data: {
      providerFeatures: { __typename: 'ProviderFeatures', customerEin },
      organization: {
        __typename: 'Organization',
        id: 'org-1',
        settings: {
          __typename: 'OrganizationSettings',
          salesforceEnabled: false,
          reversePaymentCalculatorEnabled: false,
          offerSignatureDocumentEnabled: true,
          authorizedOfferTypes: ['QUOTE'],
        },
      },
      salesPackages: [
        {
          __typename: 'SalesPackage',
          ...PACKAGE,
          availableOfferTerms: PACKAGE.availableOfferTerms.map((term) => ({
            __typename: 'OfferTerm',
            ...term,
          })),
          pricingGroups: PACKAGE.pricingGroups.map((group) => ({ __typename: 'PricingGroup', ...group })),
        },
      ],
    },
  },
});

const ADDRESS = { label: '1 Market Street, San Francisco, CA 94105, USA', country: 'USA', timeZone: 'UTC' };

const chosen = (id: string, name: string, ein: string | null): MockLink.MockedResponse[] => [
  {
    ...always,
    request: { query: ChosenCustomerQuery, variables: { id } },
    result: {
      data: {
        customerProfile: {
          __typename: 'CustomerProfile',
          id,
          customer: {
            __typename: 'Customer',
            id,
            name,
            ein,
            isAccountDelinquent: false,
            address: { __typename: 'AccountAddress', ...ADDRESS },
            accountContact: null,
          },
        },
      },
    },
  },
  {
    ...always,
    request: { query: ExpirationWindowQuery, variables: { accountId: id, parentOfferId: null } },
    result: {
      data: {
        offerExpirationWindow: {
          __typename: 'OfferExpirationWindow',
          timeZone: 'UTC',
          minExpirationDate: '2099-01-10',
          maxExpirationDate: '2099-03-01',
          defaultExpiration: '2099-02-01T23:59:59.000Z',
        },
      },
    },
  },
];

// Whatever the customer field searches (its chosen name's words too).
const search: MockLink.MockedResponse = {
  ...always,
  request: { query: CustomerSearchQuery, variables: () => true },
  result: { data: { accountTypeahead: [{ __typename: 'AccountName', id: 'account-1', name: 'Globex' }] } },
};

/** The create screen with Globex (no EIN) chosen; the customer saved from a parcel is Globex Holdings, with one. */
async function chooseCustomerWithoutEin(customerEin: boolean) {
  parcels.mounted.length = 0;
  render(
    <MockedProvider
      mocks={[
        settings(customerEin),
        search,
        ...chosen('account-1', 'Globex', null),
        ...chosen('account-2', 'Globex Holdings', '12-3456789'),
      ]}
    >
      <CreateQuotePage />
    </MockedProvider>,
  );
  const field = await screen.findByRole('combobox', { name: 'Customer' });
  fireEvent.change(field, { target: { value: 'Glob' } });
  fireEvent.click(await screen.findByRole('option', { name: 'Globex' }));
  await screen.findByText(OFFER_CREATE_MESSAGES.missingInformation);
  fireEvent.click(screen.getByRole('link', { name: 'Click here to enter it.' }));
}

describe('Click here to enter it. (spec 02 section 2)', () => {
  it('opens the add-customer form without the provider’s EIN change, and the customer saved is the offer’s', async () => {
    await chooseCustomerWithoutEin(false);
    expect(await screen.findByRole('heading', { name: 'Add New Customer Account' })).toBeTruthy();
    expect(screen.queryByTestId('customerEinParcel')).toBeNull();
    expect(parcels.mounted.at(-1)).toEqual({
      name: 'accountCreationParcel',
      props: expect.objectContaining({
        prefill: {
          name: 'Globex',
          address: ADDRESS,
          addressLabel: ADDRESS.label,
          accountContact: { firstName: '', lastName: '', email: '', phoneNumber: '' },
        },
      }),
    });

    fireEvent.click(screen.getByRole('button', { name: 'Save the customer' }));
    expect(await screen.findByRole('heading', { name: 'Create Offer' })).toBeTruthy();
    const field = screen.getByRole('combobox', { name: 'Customer' }) as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe('Globex Holdings'));
    expect(screen.queryByText(OFFER_CREATE_MESSAGES.missingInformation)).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('opens the customer’s own EIN step when the provider can change it', async () => {
    await chooseCustomerWithoutEin(true);
    expect(await screen.findByRole('heading', { name: 'Enter Customer EIN' })).toBeTruthy();
    expect(screen.getByTestId('customerEinParcel')).toBeTruthy();
    expect(screen.queryByTestId('accountCreationParcel')).toBeNull();
  });
});
