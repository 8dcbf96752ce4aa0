import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { EditOfferModal, type EditableOffer } from './EditOfferModal.js';
import { UpdateOfferMutation } from './offer.query.js';

type MockedResponse = MockLink.MockedResponse;

const offer: EditableOffer = {
  id: 'offer-1',
  termStartDate: '2026-12-01',
  expiration: '2026-12-20T23:59:59.000Z',
  allowCreditCardPayments: true,
  canModifyAllowCreditCardPayments: true,
  account: { timeZone: 'UTC' },
  summary: {
    minTermStartDate: '2026-11-23',
    maxTermStartDate: '2027-02-23',
    minExpirationDate: '2026-11-23',
    maxExpirationDate: '2027-01-31',
    shouldShowTermStartDateWarning: true,
    canEditExpirationDate: true,
    canEditTermStartDate: true,
  },
};

/** What the form was opened on, sent with each save (docs/adr/013). */
const OPENED = { termStartDate: '2026-12-01', expirationDate: '2026-12-20', allowCreditCardPayments: true };

function updated(input: Record<string, unknown>, sent: { count: number }): MockedResponse {
  return {
    request: { query: UpdateOfferMutation, variables: { id: 'offer-1', input, loaded: OPENED } },
    result: () => {
      sent.count++;
      return {
        data: {
          updateOffer: {
            __typename: 'Offer',
            id: 'offer-1',
            stage: 'ACCEPTED',
            stageLabel: 'Accepted',
            termStartDate: '2026-12-05',
            termEndDate: '2027-12-04',
            expiration: offer.expiration,
            allowCreditCardPayments: true,
            requiredActions: [],
            hasRequiredActions: false,
          },
        },
      };
    },
  };
}

const startField = () => screen.getByLabelText('Term Start Date');

describe('EditOfferModal', () => {
  it('keeps Save off until something changed and shows the spec’s messages for dates out of their window', async () => {
    render(
      <MockedProvider mocks={[]}>
        <EditOfferModal offer={offer} onClose={() => undefined} />
      </MockedProvider>,
    );
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.change(startField(), { target: { value: '2027-06-01' } });
    fireEvent.change(screen.getByLabelText('Expiration'), { target: { value: '2027-05-01' } });
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    fireEvent.click(save);
    await screen.findByText('Term start date must be within three months');
    await screen.findByText('Invalid expiration date');
  });

  it('asks before moving the term start date and then sends only that field', async () => {
    const sent = { count: 0 };
    let closed = false;
    render(
      <MockedProvider mocks={[updated({ termStartDate: '2026-12-05' }, sent)]}>
        <EditOfferModal
          offer={offer}
          onClose={() => {
            closed = true;
          }}
        />
      </MockedProvider>,
    );
    fireEvent.change(await screen.findByLabelText('Term Start Date'), { target: { value: '2026-12-05' } });
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    fireEvent.click(save);
    const confirm = await screen.findByRole('button', { name: 'Change Term Start Date' });
    expect(sent.count).toBe(0);
    fireEvent.click(confirm);
    await waitFor(() => expect(closed).toBe(true));
    expect(sent.count).toBe(1);
  });
});
