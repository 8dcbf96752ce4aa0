import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfirmationModal } from './ConfirmationModal.js';

function DisableButton({
  onConfirm,
  removeOpener = false,
}: {
  onConfirm: () => void;
  removeOpener?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [gone, setGone] = useState(false);
  return (
    <main tabIndex={-1}>
      {gone ? null : (
        <button type="button" onClick={() => setOpen(true)}>
          Disable
        </button>
      )}
      <ConfirmationModal
        open={open}
        heading="Disable Grace Hopper?"
        confirmText="Disable"
        confirmingText="Disabling"
        confirming={false}
        danger
        onConfirm={() => {
          onConfirm();
          if (removeOpener) setGone(true);
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      >
        Grace Hopper will no longer be able to sign in.
      </ConfirmationModal>
    </main>
  );
}

describe('ConfirmationModal', () => {
  it('asks first, naming the person; Cancel has focus and does nothing; focus goes back to the opener', async () => {
    const onConfirm = vi.fn();
    render(<DisableButton onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Disable' });
    opener.focus();
    fireEvent.click(opener);
    expect(screen.getByText('Disable Grace Hopper?')).toBeTruthy();
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    fireEvent.click(cancel);
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('acts on confirm, then focuses the main content when the opener is gone', async () => {
    const onConfirm = vi.fn();
    render(<DisableButton onConfirm={onConfirm} removeOpener />);
    fireEvent.click(screen.getByRole('button', { name: 'Disable' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(
      [...dialog.querySelectorAll('button')].find((button) => button.textContent === 'Disable')!,
    );
    expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });
});
