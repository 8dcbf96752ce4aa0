import { useState } from 'react';
import { Modal } from '@carbon/react';
import { useNavigationState } from '@seller-portal/platform';
import { OFFER_CREATE_MESSAGES } from '@seller-portal/shared/validation';

/**
 * "Your Offer Was Submitted Successfully" (spec 02 section 2): the modal the list opens with after a submission.
 * Closed (OK, Escape, the close button), it is gone for good: the history entry forgets it, so a reload or Back does
 * not show it again, and the keyboard goes to the list.
 */
export function OfferSubmittedModal() {
  const state = useNavigationState() as { offerSubmitted?: boolean } | null;
  const [closed, setClosed] = useState(false);
  if (state?.offerSubmitted !== true || closed) return null;
  const close = () => {
    setClosed(true);
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    setTimeout(() => document.querySelector<HTMLElement>('main:not([hidden])')?.focus());
  };
  return (
    <Modal
      open
      size="sm"
      modalHeading={OFFER_CREATE_MESSAGES.submitted}
      primaryButtonText="OK"
      onRequestSubmit={close}
      onRequestClose={close}
    >
      <p>
        Offers are reviewed within 24-48 hours. You will see this one move from Pending Review in your offers.
      </p>
    </Modal>
  );
}
