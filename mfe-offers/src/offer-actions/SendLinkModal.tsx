import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Select, SelectItem, Stack } from '@carbon/react';
import { ConfirmationModal, reasonOf, useToastMutation } from '@seller-portal/platform';
import { formatDateTime } from '@seller-portal/shared/formatters';
import { OfferEventsQuery, OfferQuery } from '../offer-details/offer.query.js';
import { OffersQuery } from '../offers-list/offers.query.js';
import { OFFER_ACTION_FAILURE, sendLinkLabel } from './OfferRowActions.js';
import { SendOfferLinkMutation } from './offer-actions.mutations.js';
import { OfferLinkContactsQuery } from './send-link.query.js';

/** What the send asks about its offer: whom the link goes to, and when it last went. */
export interface OfferToSend {
  id: string;
  accountId: string;
  accountName: string;
  recipientName: string;
  recipientEmail: string;
  lastLinkSentDate?: string | null;
  /** The customer's time zone the details page shows dates in; the browser's when absent (the list's). */
  timeZone?: string;
}

/** The offer's recipient in the contact choice. */
const RECIPIENT = '';

/**
 * Emails the offer's link to its recipient, asked first, naming the customer and the address; with forwarding on, to
 * another contact of the customer instead. The refusal's words are the server's (too soon, forwarding off, …).
 */
export function SendLinkModal({
  offer,
  forwardingEnabled,
  onClose,
  returnFocusTo,
}: {
  offer: OfferToSend;
  forwardingEnabled: boolean;
  onClose: () => void;
  returnFocusTo?: () => HTMLElement | null | undefined;
}) {
  const [contactId, setContactId] = useState(RECIPIENT);
  const { data } = useQuery(OfferLinkContactsQuery, {
    variables: { accountId: offer.accountId },
    skip: !forwardingEnabled,
  });
  const others = (data?.customerProfile.contacts ?? []).filter(
    (contact) => contact.email.toLowerCase() !== offer.recipientEmail.toLowerCase(),
  );
  const chosen = others.find((contact) => contact.id === contactId);
  const to = chosen ? chosen.email : offer.recipientEmail;
  const [send, { loading }] = useToastMutation(SendOfferLinkMutation, {
    success: `Offer link sent to ${to}.`,
    failure: (error) => reasonOf(error) ?? OFFER_ACTION_FAILURE,
    // The list's and the details' Last sent, and the events history's new entry.
    refetch: [OffersQuery, OfferQuery, OfferEventsQuery],
  });
  const label = sendLinkLabel(offer);
  return (
    <ConfirmationModal
      open
      heading={`${label} for ${offer.accountName}?`}
      confirmText={label}
      confirmingText="Sending"
      confirming={loading}
      onConfirm={() =>
        void send({ offerId: offer.id, recipientContactId: chosen ? chosen.id : null }).finally(onClose)
      }
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    >
      <Stack gap={5}>
        <p>{`The customer gets an email with the link to this offer at ${to}.`}</p>
        <p className="offers-muted">
          {offer.lastLinkSentDate
            ? `Last sent ${formatDateTime(offer.lastLinkSentDate, offer.timeZone)}`
            : 'Not sent yet'}
        </p>
        {forwardingEnabled && others.length > 0 ? (
          <Select
            id={`offer-link-recipient-${offer.id}`}
            labelText="Send to"
            value={contactId}
            onChange={(event) => setContactId(event.target.value)}
          >
            <SelectItem value={RECIPIENT} text={`${offer.recipientName} (${offer.recipientEmail})`} />
            {others.map((contact) => (
              <SelectItem
                key={contact.id}
                value={contact.id}
                text={`${contact.fullName} (${contact.email})`}
              />
            ))}
          </Select>
        ) : null}
      </Stack>
    </ConfirmationModal>
  );
}
