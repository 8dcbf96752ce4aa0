import { useRef, type ReactNode } from 'react';
import { Modal } from '@carbon/react';
import { useModalFocus } from './modal-focus.js';

export interface ConfirmationModalProps {
  open: boolean;
  /** The question, naming what it acts on: "Disable Grace Hopper?" */
  heading: string;
  /** What will happen, in the seller's words. */
  children: ReactNode;
  /** The action's own name: "Disable", "Transfer Ownership". */
  confirmText: string;
  /** Shown while the action runs. */
  confirmingText: string;
  confirming: boolean;
  /** For actions that take something away (Carbon's danger modal). */
  danger?: boolean;
  onConfirm: () => void;
  /** Cancel, Escape and the close button. */
  onClose: () => void;
  /** Where focus goes when it closes, when not back to what had focus when it opened (a menu item now gone). */
  returnFocusTo?: () => HTMLElement | null | undefined;
}

/**
 * The one confirmation before an action that cannot simply be undone (Disable, Transfer Ownership, Disable Offer):
 * Cancel has focus first, and focus goes back to what opened it.
 */
export function ConfirmationModal({
  open,
  heading,
  children,
  confirmText,
  confirmingText,
  confirming,
  danger = false,
  onConfirm,
  onClose,
  returnFocusTo,
}: ConfirmationModalProps) {
  const body = useRef<HTMLDivElement>(null);
  useModalFocus(
    open,
    body,
    (dialog) => dialog.querySelector<HTMLElement>('.cds--modal-footer .cds--btn--secondary'),
    returnFocusTo,
  );
  // Closed, nothing is rendered: no hidden buttons in the page.
  if (!open) return null;
  return (
    <Modal
      open
      size="sm"
      danger={danger}
      modalHeading={heading}
      primaryButtonText={confirmText}
      secondaryButtonText="Cancel"
      primaryButtonDisabled={confirming}
      loadingStatus={confirming ? 'active' : 'inactive'}
      loadingDescription={confirmingText}
      onRequestClose={onClose}
      onRequestSubmit={() => {
        if (!confirming) onConfirm();
      }}
      preventCloseOnClickOutside
    >
      <div ref={body}>{children}</div>
    </Modal>
  );
}
