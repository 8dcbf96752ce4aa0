import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { SendOfferLinksMutation } from './bulk.mutations.js';
import { BulkOffersModal } from './BulkOffersModal.js';

const OFFERS = [
  { id: 'aaaaaaaa-0000-4000-8000-000000000001', accountName: 'Beacon Health Partners' },
  { id: 'bbbbbbbb-0000-4000-8000-000000000002', accountName: 'Oakridge Law Group' },
];

const sent: MockLink.MockedResponse = {
  request: { query: SendOfferLinksMutation, variables: { ids: OFFERS.map((offer) => offer.id) } },
  result: {
    data: {
      sendOfferLinks: [
        {
          __typename: 'OfferActionResult',
          offerId: OFFERS[0]!.id,
          ok: true,
          message: 'Link sent',
          offer: { __typename: 'Offer', id: OFFERS[0]!.id, lastLinkSentDate: '2026-11-27T16:00:00.000Z' },
        },
        {
          __typename: 'OfferActionResult',
          offerId: OFFERS[1]!.id,
          ok: false,
          message:
            'The link of this offer was sent less than a minute ago. It can be sent again in 42 seconds.',
          offer: null,
        },
      ],
    },
  },
};

describe('the bulk actions', () => {
  it('asks once, naming how many offers and which, then says what became of each', async () => {
    const onClose = vi.fn();
    render(
      <MockedProvider mocks={[sent]}>
        <BulkOffersModal action="sendLink" offers={OFFERS} onClose={onClose} />
      </MockedProvider>,
    );
    await screen.findByText('Resend the links of 2 offers?');
    screen.getByText('Beacon Health Partners · ID aaaaaaaa');
    screen.getByText('Oakridge Law Group · ID bbbbbbbb');
    fireEvent.click(screen.getByRole('button', { name: 'Resend link (2)' }));
    await screen.findByText('Links sent: 1 of 2 offers');
    const results = within(screen.getByRole('list', { name: 'Result for each offer' })).getAllByRole(
      'listitem',
    );
    expect(results.map((item) => item.textContent)).toEqual([
      'Beacon Health Partners · ID aaaaaaaa: Link sent',
      'Oakridge Law Group · ID bbbbbbbb: The link of this offer was sent less than a minute ago. It can be sent again in 42 seconds.',
    ]);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it('closes without acting on Cancel', async () => {
    const onClose = vi.fn();
    render(
      <MockedProvider mocks={[]}>
        <BulkOffersModal action="disable" offers={OFFERS.slice(0, 1)} onClose={onClose} />
      </MockedProvider>,
    );
    await screen.findByText('Disable 1 offer?');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledWith(false);
  });
});
