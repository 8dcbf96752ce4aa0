import { useRef, useState } from 'react';
import { OverflowMenu, OverflowMenuItem } from '@carbon/react';
import { ConfirmationModal, navigate, useToastMutation } from '@seller-portal/platform';
import { OfferEventsQuery, OfferQuery } from '../offer-details/offer.query.js';
import { OffersQuery } from '../offers-list/offers.query.js';
import { addOnState, CREATE_QUOTE_PATH, duplicateState } from '../routing/offers-routes.js';
import type { OffersViewer } from '../viewer/offers-viewer.js';
import { COPIED, copyWithToast } from './copy.js';
import { DisableOfferMutation } from './offer-actions.mutations.js';
import { FAILURE_MESSAGES } from '@seller-portal/shared/validation';

/** Spec 02 section 8: offer actions fail with one generic toast. */
export const OFFER_ACTION_FAILURE = FAILURE_MESSAGES.failed;

/** What a row's actions need to know of its offer (spec 01 sections 3 and 4). */
export interface OfferForActions {
  id: string;
  accountName: string;
  stage: string;
  isAddOn: boolean;
  allowCreateAddOn: boolean;
  allowDuplicateChildOfferAddOns: boolean;
  canDisableOffer: boolean;
  customerOfferDirectUrl: string;
}

/** Spec 01 section 4: Create Add On shows for a complete offer with add-ons on; Duplicate is off for most add-ons. */
export const offerActionRules = (offer: OfferForActions, viewer: OffersViewer) => ({
  showDuplicate: viewer.canAct,
  duplicateDisabled: offer.isAddOn && !offer.allowDuplicateChildOfferAddOns,
  showCreateAddOn: viewer.canAct && viewer.addOnsEnabled && offer.stage === 'COMPLETE',
  createAddOnDisabled: !offer.allowCreateAddOn,
  showDisable: viewer.canAct && offer.canDisableOffer,
});

/** The Disable Offer confirmation (spec 01 section 2), naming the customer. */
export function DisableOfferConfirmation({
  offer,
  onClose,
  returnFocusTo,
}: {
  offer: Pick<OfferForActions, 'id' | 'accountName'>;
  onClose: () => void;
  returnFocusTo?: () => HTMLElement | null | undefined;
}) {
  const [disable, { loading }] = useToastMutation(DisableOfferMutation, {
    success: 'Successfully disabled offer.',
    failure: OFFER_ACTION_FAILURE,
    // What the action changed, wherever it shows: the list, and on the details page its stage, menu and events.
    refetch: [OffersQuery, OfferQuery, OfferEventsQuery],
  });
  return (
    <ConfirmationModal
      open
      danger
      heading={`Disable the offer for ${offer.accountName}?`}
      confirmText="Disable"
      confirmingText="Disabling"
      confirming={loading}
      onConfirm={() => void disable({ id: offer.id }).finally(onClose)}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    >
      <p>Disabled offers cannot be used by the buyer. This cannot be undone.</p>
    </ConfirmationModal>
  );
}

/** A row's action menu on the offers list: copy link, Duplicate, Create Add On and Disable, by the rules above. */
export function OfferRowActions({ offer, viewer }: { offer: OfferForActions; viewer: OffersViewer }) {
  const [confirming, setConfirming] = useState(false);
  const menu = useRef<HTMLSpanElement>(null);
  const rules = offerActionRules(offer, viewer);
  return (
    <>
      <span ref={menu}>
        <OverflowMenu
          aria-label={`Actions for the offer for ${offer.accountName}`}
          iconDescription={`Actions for the offer for ${offer.accountName}`}
          flipped
          size="sm"
        >
          <OverflowMenuItem
            itemText="Copy link"
            onClick={() => void copyWithToast(offer.customerOfferDirectUrl, COPIED.link)}
          />
          {rules.showDuplicate ? (
            <OverflowMenuItem
              itemText="Duplicate"
              disabled={rules.duplicateDisabled}
              onClick={() => navigate(CREATE_QUOTE_PATH, duplicateState(offer.id))}
            />
          ) : null}
          {rules.showCreateAddOn ? (
            <OverflowMenuItem
              itemText="Create Add On"
              disabled={rules.createAddOnDisabled}
              onClick={() => navigate(CREATE_QUOTE_PATH, addOnState(offer.id))}
            />
          ) : null}
          {rules.showDisable ? (
            <OverflowMenuItem itemText="Disable" isDelete onClick={() => setConfirming(true)} />
          ) : null}
        </OverflowMenu>
      </span>
      {confirming ? (
        <DisableOfferConfirmation
          offer={offer}
          onClose={() => setConfirming(false)}
          returnFocusTo={() => menu.current?.querySelector('button')}
        />
      ) : null}
    </>
  );
}
