import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TextInput } from '@carbon/react';
import { inviteTeamMemberSchema } from '../../validation/index.js';
import { FormModal } from './FormModal.js';
import { useZodForm } from './use-zod-form.js';

function InviteForm({ onSubmit }: { onSubmit: () => void }) {
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
        <TextInput id="email" labelText="Email Address" {...form.register('email')} />
        <TextInput
          id="first-name"
          labelText="Recipient First Name"
          invalidText={form.formState.errors.recipientFirstName?.message}
          invalid={Boolean(form.formState.errors.recipientFirstName)}
          {...form.register('recipientFirstName')}
        />
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

  it("keeps what was typed when the form is refused, with the schema's message under the field", async () => {
    const onSubmit = vi.fn();
    render(<InviteForm onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: 'new@acme.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect((screen.getByLabelText('Email Address') as HTMLInputElement).value).toBe('new@acme.example');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
