import { useState } from 'react';
import { BulkOffersModal, type BulkAction } from './BulkOffersModal.js';
import { OffersBatchBar } from './OffersBatchBar.js';

/** What the bulk actions read of each selected row. */
export interface SelectedOffer {
  id: string;
  accountName: string;
  canDisableOffer: boolean;
  canSendLink: boolean;
}

/**
 * The selected rows' actions (a lazy chunk, loaded with the first selection): the bar over the list, and the modal
 * of the action chosen; `onClear` empties the selection (Cancel, or once an action is done).
 */
export function OffersBulkActions({
  offers,
  onClear,
}: {
  offers: readonly SelectedOffer[];
  onClear: () => void;
}) {
  const [action, setAction] = useState<BulkAction | null>(null);
  return (
    <>
      <OffersBatchBar
        count={offers.length}
        canDisable={offers.some((offer) => offer.canDisableOffer)}
        canSendLink={offers.some((offer) => offer.canSendLink)}
        onAction={setAction}
        onCancel={onClear}
      />
      {action ? (
        <BulkOffersModal
          action={action}
          offers={offers}
          onClose={(done) => {
            setAction(null);
            if (done) onClear();
          }}
        />
      ) : null}
    </>
  );
}
