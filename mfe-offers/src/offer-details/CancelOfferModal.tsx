import { useQuery } from '@apollo/client/react';
import { Modal } from '@carbon/react';
import { ConfirmationModal, useToastMutation } from '@seller-portal/platform';
import { OFFER_CANCEL_AFTER_PAYMENT } from '@seller-portal/shared/validation';
import { CancelOfferMutation } from '../offer-actions/offer-actions.mutations.js';
import { OFFER_ACTION_FAILURE } from '../offer-actions/OfferRowActions.js';
import { OffersQuery } from '../offers-list/offers.query.js';
import { OfferCanCancelQuery, OfferEventsQuery, OfferQuery } from './offer.query.js';

/**
 * Cancel (spec 02 section 4): asked first when no payment went through yet; after one, the email-support
 * instruction instead. The check is asked afresh when the dialog opens.
 */
export function CancelOfferModal({
  offer,
  onClose,
}: {
  offer: { id: string; account: { name: string } };
  onClose: () => void;
}) {
  const { data } = useQuery(OfferCanCancelQuery, {
    variables: { id: offer.id },
    fetchPolicy: 'network-only',
  });
  const [cancel, { loading }] = useToastMutation(CancelOfferMutation, {
    success: 'Offer has been successfully canceled.',
    failure: OFFER_ACTION_FAILURE,
    // The menu follows the server's flags afterwards (no Cancel on a canceled offer): the whole offer is read again.
    refetch: [OffersQuery, OfferQuery, OfferEventsQuery],
  });
  if (!data) return null;
  if (!data.offer.canCancelBeforePayment)
    return (
      <Modal
        open
        passiveModal
        size="sm"
        modalHeading="This offer cannot be canceled here"
        onRequestClose={onClose}
      >
        <p>{OFFER_CANCEL_AFTER_PAYMENT}</p>
      </Modal>
    );
  return (
    <ConfirmationModal
      open
      danger
      heading={`Cancel the offer for ${offer.account.name}?`}
      confirmText="Cancel Offer"
      confirmingText="Canceling"
      confirming={loading}
      onConfirm={() => void cancel({ id: offer.id }).finally(onClose)}
      onClose={onClose}
    >
      <p>Your customer can no longer use a canceled offer. This cannot be undone.</p>
    </ConfirmationModal>
  );
}
