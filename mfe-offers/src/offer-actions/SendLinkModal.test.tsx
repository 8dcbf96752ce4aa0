import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { toastStore } from '@seller-portal/platform';
import { SendOfferLinkMutation } from './offer-actions.mutations.js';
import { OfferLinkContactsQuery } from './send-link.query.js';
import { SendLinkModal, type OfferToSend } from './SendLinkModal.js';

type MockedResponse = MockLink.MockedResponse;

let toasts: MockInstance<typeof toastStore.show>;

const offer: OfferToSend = {
  id: 'offer-1',
  accountId: 'account-1',
  accountName: 'Beacon Health Partners',
  recipientName: 'Dana Doctor',
  recipientEmail: 'dana@beacon.example',
  lastLinkSentDate: null,
};

const sent = (recipientContactId: string | null): MockedResponse => ({
  request: { query: SendOfferLinkMutation, variables: { offerId: 'offer-1', recipientContactId } },
  result: {
    data: {
      sendOfferLink: {
        __typename: 'SendOfferLinkResult',
        sentAt: '2026-11-27T16:00:00.000Z',
        offer: {
          __typename: 'Offer',
          id: 'offer-1',
          lastLinkSentDate: '2026-11-27T16:00:00.000Z',
          canSendLink: true,
        },
      },
    },
  },
});

const contacts: MockedResponse = {
  request: { query: OfferLinkContactsQuery, variables: { accountId: 'account-1' } },
  result: {
    data: {
      customerProfile: {
        __typename: 'CustomerProfile',
        id: 'account-1',
        contacts: [
          { __typename: 'AccountContact', id: 'c-1', fullName: 'Dana Doctor', email: 'dana@beacon.example' },
          { __typename: 'AccountContact', id: 'c-2', fullName: 'Pat Partner', email: 'pat@beacon.example' },
        ],
      },
    },
  },
};

beforeEach(() => {
  toasts = vi.spyOn(toastStore, 'show');
});

afterEach(() => {
  toasts.mockRestore();
});

describe('SendLinkModal', () => {
  it('names the customer and the recipient, sends to the recipient and says so', async () => {
    let closed = false;
    render(
      <MockedProvider mocks={[sent(null)]}>
        <SendLinkModal offer={offer} forwardingEnabled={false} onClose={() => (closed = true)} />
      </MockedProvider>,
    );
    await screen.findByText('Send link for Beacon Health Partners?');
    screen.getByText('The customer gets an email with the link to this offer at dana@beacon.example.');
    screen.getByText('Not sent yet');
    expect(screen.queryByLabelText('Send to')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
    await waitFor(() => expect(closed).toBe(true));
    expect(toasts).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'success', title: 'Offer link sent to dana@beacon.example.' }),
    );
  });

  it('offers Resend with when it was last sent, and forwards to another contact when forwarding is on', async () => {
    render(
      <MockedProvider mocks={[contacts, sent('c-2')]}>
        <SendLinkModal
          offer={{ ...offer, lastLinkSentDate: '2026-11-20T15:00:00.000Z' }}
          forwardingEnabled
          onClose={() => undefined}
        />
      </MockedProvider>,
    );
    await screen.findByText('Resend link for Beacon Health Partners?');
    screen.getByText(/^Last sent 11\/20\/2026/);
    const choice = await screen.findByLabelText('Send to');
    // The recipient is the first choice, once: their own contact is not listed again.
    expect([...choice.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Dana Doctor (dana@beacon.example)',
      'Pat Partner (pat@beacon.example)',
    ]);
    fireEvent.change(choice, { target: { value: 'c-2' } });
    screen.getByText('The customer gets an email with the link to this offer at pat@beacon.example.');
    fireEvent.click(screen.getByRole('button', { name: 'Resend link' }));
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(
        expect.objectContaining({ kind: 'success', title: 'Offer link sent to pat@beacon.example.' }),
      ),
    );
  });

  it('shows the server’s refusal in words', async () => {
    const refusal =
      'The link of this offer was sent less than a minute ago. It can be sent again in 42 seconds.';
    render(
      <MockedProvider
        mocks={[
          {
            request: {
              query: SendOfferLinkMutation,
              variables: { offerId: 'offer-1', recipientContactId: null },
            },
            result: { errors: [new GraphQLError(refusal, { extensions: { code: 'CONFLICT' } })] },
          },
        ]}
      >
        <SendLinkModal offer={offer} forwardingEnabled={false} onClose={() => undefined} />
      </MockedProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Send link' }));
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ kind: 'error', title: refusal })),
    );
  });
});
