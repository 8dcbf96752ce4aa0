import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { GraphQLError, parse } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { TextInput } from '@carbon/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import type { InviteTeamMemberInput, TeamMember } from '../graphql/index.js';
import { inviteTeamMemberSchema } from '../validation/index.js';
import { fieldProps } from './forms/field-props.js';
import { useZodForm } from './forms/use-zod-form.js';
import { reasonOf } from './graphql-errors.js';
import { pageStatus } from './page-status.js';
import { toastStore } from './toasts.js';
import { useToastMutation, type ToastMutationOptions } from './use-toast-mutation.js';

const INPUT = {
  email: 'new@acme.example',
  recipientFirstName: 'New',
  recipientLastName: 'Member',
  roleId: 'r1',
};

// A mutation of a screen (the team's invite): the platform types no screen's operations itself.
const InviteTeamMemberDocument: TypedDocumentNode<
  { inviteTeamMember: Pick<TeamMember, 'id' | 'fullName' | 'email' | 'status'> },
  { input: InviteTeamMemberInput }
> = parse(`
  mutation InviteTeamMember($input: InviteTeamMemberInput!) {
    inviteTeamMember(input: $input) {
      id
      fullName
      email
      status
    }
  }
`);

const refresh = { label: 'Refresh', onClick: () => undefined };

function InviteForm({ options = {} }: { options?: Partial<ToastMutationOptions> }) {
  const form = useZodForm(inviteTeamMemberSchema, { defaultValues: INPUT });
  const [invite] = useToastMutation(InviteTeamMemberDocument, {
    success: 'Invitation sent successfully.',
    failure: 'Something went wrong.',
    ...options,
  });
  return (
    <form onSubmit={form.handleSubmit((input) => invite({ input }, { form }))}>
      <TextInput labelText="Email Address" {...fieldProps(form, 'email', 'email')} />
      <button type="submit">Send Invitation</button>
    </form>
  );
}

function answer(result: MockLink.MockedResponse['result'], options?: Partial<ToastMutationOptions>) {
  render(
    <MockedProvider
      mocks={[{ request: { query: InviteTeamMemberDocument, variables: { input: INPUT } }, result }]}
    >
      <InviteForm options={options} />
    </MockedProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
}

const failing = (extensions: Record<string, unknown>) => ({
  errors: [new GraphQLError('refused', { extensions })],
});

let toasts: MockInstance<typeof toastStore.show>;
beforeEach(() => {
  toasts = vi.spyOn(toastStore, 'show');
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('useToastMutation', () => {
  it('shows the success toast', async () => {
    answer({
      data: {
        inviteTeamMember: {
          __typename: 'TeamMember',
          id: 'm1',
          fullName: 'New Member',
          email: INPUT.email,
          status: 'INVITED',
        },
      },
    });
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith({ kind: 'success', title: 'Invitation sent successfully.' }),
    );
  });

  it("puts BAD_USER_INPUT's field messages under the form's fields, without a toast", async () => {
    answer(failing({ code: 'BAD_USER_INPUT', fieldErrors: { email: 'Already on the team' } }));
    expect(await screen.findByText('Already on the team')).toBeTruthy();
    expect(toasts).not.toHaveBeenCalled();
  });

  it('shows the not-found screen for NOT_FOUND', async () => {
    answer(failing({ code: 'NOT_FOUND' }));
    await waitFor(() => expect(pageStatus.current).toBe('not-found'));
    expect(toasts).not.toHaveBeenCalled();
  });

  it("shows the action's failure toast for anything else, and for a field the form does not have", async () => {
    answer(failing({ code: 'BAD_USER_INPUT', fieldErrors: { organization: 'Not allowed' } }));
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith({ kind: 'error', title: 'Something went wrong.' }),
    );
    expect(pageStatus.current).toBe('shown');
  });

  it("shows a CONFLICT's reason where the action's failure names it, else its own words", async () => {
    const failure = (error: unknown) => reasonOf(error) ?? 'Something went wrong. Please try again later.';
    answer(failing({ code: 'CONFLICT' }), { failure });
    await waitFor(() => expect(toasts).toHaveBeenCalledWith({ kind: 'error', title: 'refused' }));
  });

  it('falls back to its own words for an error without a reason', async () => {
    const failure = (error: unknown) => reasonOf(error) ?? 'Something went wrong. Please try again later.';
    answer(failing({ code: 'UPSTREAM_UNAVAILABLE' }), { failure });
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith({
        kind: 'error',
        title: 'Something went wrong. Please try again later.',
      }),
    );
  });

  it('answers CONFLICT with the info toast when the action has one, and adds the failure link', async () => {
    answer(failing({ code: 'CONFLICT' }), { conflict: 'This folder name already exists.' });
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith({ kind: 'info', title: 'This folder name already exists.' }),
    );
    cleanup();
    answer(failing({ code: 'UPSTREAM_UNAVAILABLE' }), { failureAction: refresh });
    await waitFor(() =>
      expect(toasts).toHaveBeenLastCalledWith({
        kind: 'error',
        title: 'Something went wrong.',
        action: refresh,
      }),
    );
  });
});
