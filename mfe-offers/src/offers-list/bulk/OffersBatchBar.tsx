import { Button } from '@carbon/react';
import type { BulkAction } from './BulkOffersModal.js';

/** The bar over the list while rows are selected: how many, Disable, Resend link, and Cancel to clear the choice. */
export function OffersBatchBar({
  count,
  canDisable,
  canSendLink,
  onAction,
  onCancel,
}: {
  count: number;
  canDisable: boolean;
  canSendLink: boolean;
  onAction: (action: BulkAction) => void;
  onCancel: () => void;
}) {
  return (
    <div className="offers-batch-bar" role="toolbar" aria-label="Selected offers">
      <p className="offers-batch-bar__count" aria-live="polite">
        {count === 1 ? '1 offer selected' : `${count} offers selected`}
      </p>
      <div className="offers-batch-bar__actions">
        <Button size="md" disabled={!canDisable} onClick={() => onAction('disable')}>
          Disable
        </Button>
        <Button size="md" disabled={!canSendLink} onClick={() => onAction('sendLink')}>
          Resend link
        </Button>
        <Button size="md" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
