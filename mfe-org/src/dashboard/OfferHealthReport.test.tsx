import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { OfferHealthReport } from './OfferHealthReport.js';
import { OfferHealthReportQuery, PaymentScheduleQuery } from './reports.query.js';

type MockedResponse = MockLink.MockedResponse;

const offer = (n: number) => ({
  __typename: 'OfferListItem' as const,
  id: `offer-${n}`,
  accountName: `Customer ${n}`,
  stage: 'COMPLETE' as const,
  stageLabel: 'Complete',
  directOfferTermLabel: '12 Months',
  paymentFrequency: 'MONTHLY' as const,
  obligorSelectedOfferTotalContractValue: 12_240,
  directOfferTotalContractValue: 12_000,
  obligorSelectedOfferPaymentAmount: 1020,
  reconciledPaidPaymentsCount: 2,
  paymentsCount: 12,
  paidPaymentsAmount: 2040,
  lastPaymentDate: '2026-10-01',
  offerPaymentStatus: 'succeeded' as const,
});

function reportPage(
  page: number,
  paymentStatuses: string[] | null,
  count: number,
  total: number,
): MockedResponse {
  return {
    request: {
      query: OfferHealthReportQuery,
      variables: { page, size: 10, accountId: null, paymentStatuses },
    },
    result: {
      data: {
        offerHealthReport: {
          __typename: 'OfferPage',
          items: Array.from({ length: count }, (_, i) => offer(page * 10 + i + 1)),
          pageInfo: { __typename: 'PageInfo', page, size: 10, totalPages: 2, totalElements: total },
        },
      },
    },
  };
}

const schedule = (payments: object[]): MockedResponse => ({
  request: { query: PaymentScheduleQuery, variables: { offerId: 'offer-1' } },
  result: { data: { offerPaymentSchedule: payments } },
});

describe('OfferHealthReport', () => {
  // The company filter and the export are the offers domain's parcels (docs/adr/020), tested in mfe-offers and in the
  // dashboard journey: here the import map answers with parcels that show nothing.
  beforeAll(() => {
    const nothing = {
      bootstrap: async () => undefined,
      mount: async () => undefined,
      unmount: async () => undefined,
    };
    vi.stubGlobal('System', {
      import: async () => ({ offerCompanyFilterParcel: nothing, offersExportParcel: nothing }),
    });
  });

  it('goes back to the first page when the status filter changes, and says when no offer matches', async () => {
    render(
      <MockedProvider
        mocks={[reportPage(0, null, 10, 15), reportPage(1, null, 5, 15), reportPage(0, ['failed'], 0, 0)]}
      >
        <OfferHealthReport sellerName="Acme Software" />
      </MockedProvider>,
    );
    await screen.findByText('Customer 1');
    screen.getAllByText('$1,020.00');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Customer 11');

    fireEvent.click(screen.getByRole('combobox', { name: /Payment status/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Failed' }));
    await screen.findByText('Currently No Offers For Offer Health Report');
    expect(screen.queryByText('Customer 11')).toBeNull();
  });

  it('opens a row’s payment schedule: a failed payment’s details, Unknown without any, invoices only where there is one', async () => {
    render(
      <MockedProvider
        mocks={[
          reportPage(0, null, 1, 1),
          schedule([
            {
              __typename: 'Payment',
              id: 'p1',
              invoiceDate: '2026-09-16',
              paymentDate: '2026-10-01',
              paymentStatus: 'failed',
              details: 'Insufficient funds',
              paymentAmount: 1020,
              paymentMethod: {
                __typename: 'PaymentMethod',
                paymentType: 'ACH',
                institutionName: 'Chase',
                paymentMethodEnding: '6789',
              },
              hasInvoice: true,
              invoiceId: 'INV-1',
            },
            {
              __typename: 'Payment',
              id: 'p2',
              invoiceDate: '2026-10-16',
              paymentDate: '2026-11-01',
              paymentStatus: 'disputed',
              details: null,
              paymentAmount: 1020,
              paymentMethod: null,
              hasInvoice: false,
              invoiceId: 'INV-2',
            },
          ]),
        ]}
      >
        <OfferHealthReport sellerName="Acme Software" />
      </MockedProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: /^Payment schedule of Customer 1/ }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    await within(dialog).findByText('Insufficient funds');
    within(dialog).getByText('Unknown');
    within(dialog).getByText('ACH Chase ending 6789');
    within(dialog).getByRole('button', { name: 'INV-1' });
    expect(within(dialog).queryByRole('button', { name: 'INV-2' })).toBeNull();
  });
});
