import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Modal } from '@carbon/react';
import { installModalBehaviour } from './modal-behaviour.js';

/** A passive modal as the domains render them: it opens with focus on its close button. */
function HelpPage() {
  const [open, setOpen] = useState(false);
  return (
    <main tabIndex={-1}>
      <button type="button" onClick={() => setOpen(true)}>
        Offer Statuses
      </button>
      {open ? (
        <Modal open passiveModal modalHeading="Offer Statuses" onRequestClose={() => setOpen(false)}>
          <p>What each status means.</p>
        </Modal>
      ) : null}
    </main>
  );
}

let uninstall: () => void;
beforeEach(() => {
  uninstall = installModalBehaviour();
});
afterEach(() => uninstall());

describe('every modal', () => {
  it('takes focus when it opens without placing it, closes on Escape pressed on its close button, and gives focus back to what opened it', async () => {
    render(<HelpPage />);
    const opener = screen.getByRole('button', { name: 'Offer Statuses' });
    opener.focus();
    fireEvent.click(opener);
    const close = await screen.findByRole('button', { name: 'Close' });
    // Focus moves into the modal.
    await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
    close.focus();
    // Carbon's tooltip on the close button stops the key before the document sees it.
    close.addEventListener('keydown', (event) => event.stopPropagation());
    fireEvent.keyDown(close, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
