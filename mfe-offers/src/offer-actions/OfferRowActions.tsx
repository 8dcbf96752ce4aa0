import { Suspense, useRef, useState } from 'react';
import { OverflowMenu, OverflowMenuItem } from '@carbon/react';
import {
  ConfirmationModal,
  copyWithToast,
  lazyComponent,
  navigate,
  useToastMutation,
} from '@seller-portal/platform';
import { OfferEventsQuery, OfferQuery } from '../offer-details/offer.query.js';
import { OffersQuery } from '../offers-list/offers.query.js';
import { addOnState, CREATE_QUOTE_PATH, duplicateState } from '../routing/offers-routes.js';
import type { OffersViewer } from '../viewer/offers-viewer.js';
import { COPIED } from './copy.js';
import { DisableOfferMutation } from './offer-actions.mutations.js';
import { FAILURE_MESSAGES } from '@seller-portal/shared/validation';

/** Spec 02 section 8: offer actions fail with one generic toast. */
export const OFFER_ACTION_FAILURE = FAILURE_MESSAGES.failed;

export const SendLinkModal = lazyComponent(() => import('./SendLinkModal.js'), 'SendLinkModal');

/** Send link or Resend link (ours): the action's label by whether the link went out before. */
export const sendLinkLabel = (offer: { lastLinkSentDate?: string | null }) =>
  offer.lastLinkSentDate ? 'Resend link' : 'Send link';

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
  /** The link may be emailed now (the provider, the seller's flag and the stage allow it). */
  canSendLink: boolean;
  lastLinkSentDate?: string | null;
}

/** Spec 01 section 4: Create Add On shows for a complete offer with add-ons on; Duplicate is off for most add-ons. */
export const offerActionRules = (offer: OfferForActions, viewer: OffersViewer) => ({
  showDuplicate: viewer.canAct,
  duplicateDisabled: offer.isAddOn && !offer.allowDuplicateChildOfferAddOns,
  showCreateAddOn: viewer.canAct && viewer.addOnsEnabled && offer.stage === 'COMPLETE',
  createAddOnDisabled: !offer.allowCreateAddOn,
  showDisable: viewer.canAct && offer.canDisableOffer,
  showSendLink: viewer.canAct && offer.canSendLink,
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

/** A list row's offer: its actions' needs, and whom its link goes to. */
export interface OfferRow extends OfferForActions {
  accountId: string;
  recipientFullName: string;
  recipientEmail: string;
}

/**
 * A row's action menu on the offers list: copy link, send or resend it, Duplicate, Create Add On and Disable, by the
 * rules above.
 */
export function OfferRowActions({ offer, viewer }: { offer: OfferRow; viewer: OffersViewer }) {
  const [confirming, setConfirming] = useState<'disable' | 'send' | null>(null);
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
          {rules.showSendLink ? (
            <OverflowMenuItem itemText={sendLinkLabel(offer)} onClick={() => setConfirming('send')} />
          ) : null}
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
            <OverflowMenuItem itemText="Disable" isDelete onClick={() => setConfirming('disable')} />
          ) : null}
        </OverflowMenu>
      </span>
      {confirming === 'disable' ? (
        <DisableOfferConfirmation
          offer={offer}
          onClose={() => setConfirming(null)}
          returnFocusTo={() => menu.current?.querySelector('button')}
        />
      ) : null}
      {confirming === 'send' ? (
        <Suspense fallback={null}>
          <SendLinkModal
            offer={{ ...offer, recipientName: offer.recipientFullName }}
            forwardingEnabled={viewer.forwardingEnabled}
            onClose={() => setConfirming(null)}
            returnFocusTo={() => menu.current?.querySelector('button')}
          />
        </Suspense>
      ) : null}
    </>
  );
}
