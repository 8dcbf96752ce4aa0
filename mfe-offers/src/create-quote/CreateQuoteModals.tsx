import { Modal } from '@carbon/react';
import { navigate } from '@seller-portal/platform';
import { OFFER_CREATE_MESSAGES } from '@seller-portal/shared/validation';
import { OFFERS_PATH } from '../routing/offers-routes.js';

/**
 * The create screen's modals: what Original Payment Terms are, the underwriting wait while the offer is created, and
 * the word that a created offer needs a manual review (spec 02 section 2).
 */
export function CreateQuoteModals({
  helpOpen,
  closeHelp,
  underwriting,
  manualReview,
}: {
  helpOpen: boolean;
  closeHelp: () => void;
  underwriting: boolean;
  manualReview: boolean;
}) {
  return (
    <>
      <Modal open={helpOpen} passiveModal modalHeading="Original Payment Terms" onRequestClose={closeHelp}>
        <p>
          The payment terms and billing frequency you would offer the customer without financing. The customer
          sees them beside the financed plans and may choose to pay directly on these terms.
        </p>
      </Modal>
      <Modal
        open={underwriting}
        passiveModal
        modalHeading={OFFER_CREATE_MESSAGES.underwriting}
        preventCloseOnClickOutside
      >
        <p>{OFFER_CREATE_MESSAGES.underwritingDetail}</p>
      </Modal>
      <Modal
        open={manualReview}
        modalHeading="Your offer needs a manual review"
        primaryButtonText="Go to offers"
        onRequestSubmit={() => navigate(OFFERS_PATH)}
        onRequestClose={() => navigate(OFFERS_PATH)}
      >
        <p>
          {OFFER_CREATE_MESSAGES.submitted}. The provider reviews this offer by hand; offers are reviewed
          within 24-48 hours, and you will see it move from Pending Review in your offers.
        </p>
      </Modal>
    </>
  );
}
