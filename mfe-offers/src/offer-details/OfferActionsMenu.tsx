import { Suspense, useState } from 'react';
import { MenuButton, MenuItem } from '@carbon/react';
import {
  copyWithToast,
  downloadGatewayFile,
  lazyComponent,
  navigate,
  showToast,
} from '@seller-portal/platform';
import { COPIED } from '../offer-actions/copy.js';
import { formatDateTime } from '@seller-portal/shared/formatters';
import {
  DisableOfferConfirmation,
  offerActionRules,
  SendLinkModal,
  sendLinkLabel,
  type OfferForActions,
} from '../offer-actions/OfferRowActions.js';
import { addOnState, CREATE_QUOTE_PATH, duplicateState } from '../routing/offers-routes.js';
import type { OffersViewer } from '../viewer/offers-viewer.js';

const CancelOfferModal = lazyComponent(() => import('./CancelOfferModal.js'), 'CancelOfferModal');
const ChangeOwnerModal = lazyComponent(() => import('./ChangeOwnerModal.js'), 'ChangeOwnerModal');

export interface OfferForMenu extends Omit<OfferForActions, 'accountName'> {
  account: { id: string; name: string; timeZone: string };
  canRequestCancellation: boolean;
  externalReferenceId?: string | null;
  recipient: { fullName: string; email: string };
  owner: { id: string; name: string };
}

type Dialog = 'disable' | 'cancel' | 'owner' | 'send' | null;

/** The offer's quote as a PDF (providerFeatures.offerQuotePdf), saved under the name the provider gives it. */
async function downloadQuote(offerId: string): Promise<void> {
  try {
    const name = await downloadGatewayFile(`/offer-files/${encodeURIComponent(offerId)}/quote`, {
      fallbackName: 'quote.pdf',
    });
    showToast({ kind: 'success', title: `Quote ${name} downloaded.` });
  } catch {
    showToast({ kind: 'error', title: 'An error occurred while trying to download the file' });
  }
}

/**
 * The details page's ACTIONS menu (spec 01 section 4, spec 02 section 6): Disable, Cancel, Change Offer Owner for
 * admins, Duplicate, Create Add On, copying the link, sending it by email (ours), and copying the External ID and the
 * recipient's email; ours: the quote as a PDF when the provider makes one (`quotePdf`). When the link was sent last,
 * under it.
 */
export function OfferActionsMenu({
  offer,
  viewer,
  quotePdf = false,
}: {
  offer: OfferForMenu;
  viewer: OffersViewer;
  quotePdf?: boolean;
}) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const rules = offerActionRules({ ...offer, accountName: offer.account.name }, viewer);
  const close = () => setDialog(null);
  return (
    <>
      <MenuButton
        label="Actions"
        kind="primary"
        size="md"
        menuAlignment="bottom-end"
        className="offers-rail__menu"
      >
        {rules.showDisable ? (
          <MenuItem label="Disable" kind="danger" onClick={() => setDialog('disable')} />
        ) : null}
        {viewer.canAct && offer.canRequestCancellation ? (
          <MenuItem label="Cancel" onClick={() => setDialog('cancel')} />
        ) : null}
        {viewer.isAdmin ? <MenuItem label="Change Offer Owner" onClick={() => setDialog('owner')} /> : null}
        {rules.showDuplicate ? (
          <MenuItem
            label="Duplicate"
            disabled={rules.duplicateDisabled}
            onClick={() => navigate(CREATE_QUOTE_PATH, duplicateState(offer.id))}
          />
        ) : null}
        {rules.showCreateAddOn ? (
          <MenuItem
            label="Create Add On"
            disabled={rules.createAddOnDisabled}
            onClick={() => navigate(CREATE_QUOTE_PATH, addOnState(offer.id))}
          />
        ) : null}
        {quotePdf ? (
          <MenuItem label="Download Quote (PDF)" onClick={() => void downloadQuote(offer.id)} />
        ) : null}
        <MenuItem
          label="Copy link"
          onClick={() => void copyWithToast(offer.customerOfferDirectUrl, COPIED.link)}
        />
        {rules.showSendLink ? (
          <MenuItem label={sendLinkLabel(offer)} onClick={() => setDialog('send')} />
        ) : null}
        {offer.externalReferenceId ? (
          <MenuItem
            label="Copy External ID"
            onClick={() => void copyWithToast(offer.externalReferenceId ?? '', COPIED.externalId)}
          />
        ) : null}
        <MenuItem
          label="Copy Email"
          onClick={() => void copyWithToast(offer.recipient.email, COPIED.email)}
        />
      </MenuButton>
      {offer.lastLinkSentDate ? (
        <p className="offers-muted">{`Last sent ${formatDateTime(offer.lastLinkSentDate, offer.account.timeZone)}`}</p>
      ) : null}
      {dialog === 'disable' ? (
        <DisableOfferConfirmation offer={{ id: offer.id, accountName: offer.account.name }} onClose={close} />
      ) : null}
      {dialog === 'cancel' || dialog === 'owner' ? (
        <Suspense fallback={null}>
          {dialog === 'cancel' ? (
            <CancelOfferModal offer={offer} onClose={close} />
          ) : (
            <ChangeOwnerModal offer={offer} onClose={close} />
          )}
        </Suspense>
      ) : null}
      {dialog === 'send' ? (
        <Suspense fallback={null}>
          <SendLinkModal
            offer={{
              id: offer.id,
              accountId: offer.account.id,
              accountName: offer.account.name,
              recipientName: offer.recipient.fullName,
              recipientEmail: offer.recipient.email,
              lastLinkSentDate: offer.lastLinkSentDate,
              timeZone: offer.account.timeZone,
            }}
            forwardingEnabled={viewer.forwardingEnabled}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </>
  );
}
