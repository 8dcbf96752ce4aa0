import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TextInput } from '@carbon/react';
import { inviteTeamMemberSchema } from '../../validation/index.js';
import { fieldProps } from './field-props.js';
import { FormModal } from './FormModal.js';
import { useZodForm } from './use-zod-form.js';

function InviteForm({
  onSubmit,
  readOnly = false,
  onLookUp,
}: {
  onSubmit: () => void;
  readOnly?: boolean;
  /** A button of the form's own besides its fields (as Reload is). */
  onLookUp?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const form = useZodForm(inviteTeamMemberSchema, {
    defaultValues: { email: '', recipientFirstName: '', recipientLastName: '', roleId: '' },
  });
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Invite
      </button>
      <FormModal
        open={open}
        heading="Invite a Team Member"
        submitText="Send Invitation"
        submittingText="Sending"
        submitting={false}
        form={form}
        onSubmit={onSubmit}
        onClose={() => setOpen(false)}
      >
        <TextInput id="email" labelText="Email Address" disabled={readOnly} {...form.register('email')} />
        <TextInput
          labelText="Recipient First Name"
          disabled={readOnly}
          {...fieldProps(form, 'recipientFirstName', 'first-name')}
        />
        {onLookUp && (
          <button type="button" onClick={onLookUp}>
            Look up
          </button>
        )}
      </FormModal>
    </>
  );
}

describe('FormModal', () => {
  it('focuses the first field when it opens and gives focus back to what opened it when it closes', async () => {
    render(<InviteForm onSubmit={vi.fn()} />);
    const opener = screen.getByRole('button', { name: 'Invite' });
    opener.focus();
    fireEvent.click(opener);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email Address')));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it("submits on Enter in a field, but Enter on one of the form's buttons does only what that button does", async () => {
    render(<InviteForm onSubmit={vi.fn()} onLookUp={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: 'new@acme.example' } });
    const enter = { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 };
    // A submit would show the schema's message under the empty first name.
    fireEvent.keyDown(screen.getByRole('button', { name: 'Look up' }), enter);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('First name is required')).toBeNull();
    fireEvent.keyDown(screen.getByLabelText('Email Address'), enter);
    expect(await screen.findByText('First name is required')).toBeTruthy();
  });

  it("keeps what was typed when the form is refused, with the schema's message under the field", async () => {
    const onSubmit = vi.fn();
    render(<InviteForm onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: 'new@acme.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    // The message is the field's description: a screen reader announces it with the field.
    const field = screen.getByLabelText('Recipient First Name');
    const description = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('First name is required');
    expect((screen.getByLabelText('Email Address') as HTMLInputElement).value).toBe('new@acme.example');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes focus even when the viewer may change no field, so Tab stays in the modal', async () => {
    render(<InviteForm onSubmit={vi.fn()} readOnly />);
    const opener = screen.getByRole('button', { name: 'Invite' });
    opener.focus();
    fireEvent.click(opener);
    await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
