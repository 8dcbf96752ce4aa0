import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { toastStore } from '@seller-portal/platform';
import { GraphQLError } from 'graphql';
import { STALE_FORM_MESSAGES } from '@seller-portal/shared/validation';
import { ContactRulesQuery } from '../contact-rules/contact-rules.query.js';
import {
  AccountContactQuery,
  CreateAccountContactMutation,
  UpdateAccountContactMutation,
} from './account-contact.query.js';
import { ContactFormModal } from './ContactFormModal.js';

type MockedResponse = MockLink.MockedResponse;

const navigate = vi.hoisted(() => vi.fn());
vi.mock('@seller-portal/platform', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@seller-portal/platform')>()),
  navigate,
}));

let toasts: MockInstance<typeof toastStore.show>;

const rulesMock = (phoneNumberRequiredForAccountContacts: boolean): MockedResponse => ({
  request: { query: ContactRulesQuery },
  result: {
    data: {
      organization: {
        __typename: 'Organization',
        id: 'acme',
        settings: { __typename: 'SellerSettings', phoneNumberRequiredForAccountContacts },
      },
    },
  },
});

const IVY = {
  __typename: 'AccountContact' as const,
  id: 'ivy',
  firstName: 'Ivy',
  lastName: 'Chen',
  fullName: 'Ivy Chen',
  email: 'ivy.chen@granitepeak.example',
  phoneNumber: null,
  mobilePhoneNumber: '(801) 555-0161',
  isPrimary: false,
};

/** What the form sends as opened on: the contact's fields as the gateway answered them. */
const opened = (contact: typeof IVY) => ({
  firstName: contact.firstName,
  lastName: contact.lastName,
  email: contact.email,
  phoneNumber: contact.phoneNumber,
  mobilePhoneNumber: contact.mobilePhoneNumber,
  isPrimary: contact.isPrimary,
});

const contactMock: MockedResponse = {
  request: { query: AccountContactQuery, variables: { accountId: 'granite', contactId: 'ivy' } },
  result: { data: { accountContact: IVY } },
};

function renderForm(mocks: MockedResponse[], contactId?: string) {
  return render(
    <MockedProvider mocks={mocks}>
      <ContactFormModal customerId="granite" contactId={contactId} />
    </MockedProvider>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  toasts = vi.spyOn(toastStore, 'show');
});

// The first render loads Carbon and the form code; under a whole `npm test` on two cores that can take seconds.
describe('ContactFormModal', { timeout: 20_000 }, () => {
  it('creates a contact; with the seller setting on it hints and asks for a phone number first', async () => {
    const created = vi.fn(() => ({
      data: { createAccountContact: { __typename: 'AccountContact', id: 'new' } },
    }));
    renderForm([
      rulesMock(true),
      {
        request: {
          query: CreateAccountContactMutation,
          variables: {
            accountId: 'granite',
            input: {
              firstName: 'Paula',
              lastName: 'Pham',
              email: 'paula@granitepeak.example',
              phoneNumber: '(801) 555-0199',
              mobilePhoneNumber: '',
              isPrimary: true,
            },
          },
        },
        result: created,
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Create New Contact' })).toBeTruthy();
    expect(screen.getByText('* At least one phone number is required.')).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('First Name'), { target: { value: 'Paula' } });
    fireEvent.change(screen.getByLabelText('Last Name'), { target: { value: 'Pham' } });
    fireEvent.change(screen.getByLabelText('Business Email Address'), {
      target: { value: 'paula@granitepeak' },
    });
    fireEvent.click(screen.getByLabelText('Create as default contact'));
    fireEvent.click(save);
    expect(await screen.findByText('Please provide at least one contact number.')).toBeTruthy();
    expect(screen.getByText('Invalid Email')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Business Email Address'), {
      target: { value: 'paula@granitepeak.example' },
    });
    const phone = screen.getByLabelText('Phone Number');
    fireEvent.change(phone, { target: { value: '8015550199' } });
    fireEvent.blur(phone);
    expect((phone as HTMLInputElement).value).toBe('(801) 555-0199');
    fireEvent.click(save);
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith({
        kind: 'success',
        title: 'The account has been successfully created.',
      }),
    );
    expect(created).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/customers/granite');
  });

  it('edits a contact, sending only the fields that changed', async () => {
    const updated = vi.fn(() => ({
      data: { updateAccountContact: { ...IVY, lastName: 'Chen-Wu', fullName: 'Ivy Chen-Wu' } },
    }));
    renderForm(
      [
        rulesMock(false),
        contactMock,
        {
          request: {
            query: UpdateAccountContactMutation,
            variables: {
              accountId: 'granite',
              contactId: 'ivy',
              input: { lastName: 'Chen-Wu' },
              loaded: opened(IVY),
            },
          },
          result: updated,
        },
      ],
      'ivy',
    );
    expect(await screen.findByRole('heading', { name: 'Edit Contact: Ivy Chen' })).toBeTruthy();
    expect(screen.queryByText('* At least one phone number is required.')).toBeNull();
    expect((screen.getByLabelText('Mark as default contact') as HTMLInputElement).disabled).toBe(false);
    fireEvent.change(screen.getByLabelText('Last Name'), { target: { value: 'Chen-Wu' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith({
        kind: 'success',
        title: 'The account has been successfully updated.',
      }),
    );
    expect(updated).toHaveBeenCalledTimes(1);
  });

  it("freezes the checkbox for the primary contact and shows the server's reason for a refusal", async () => {
    renderForm(
      [
        rulesMock(false),
        { ...contactMock, result: { data: { accountContact: { ...IVY, isPrimary: true } } } },
        {
          request: {
            query: UpdateAccountContactMutation,
            variables: {
              accountId: 'granite',
              contactId: 'ivy',
              input: { email: 'caleb.young@granitepeak.example' },
              loaded: opened({ ...IVY, isPrimary: true }),
            },
          },
          result: {
            errors: [
              new GraphQLError('A contact with this email already exists for this customer.', {
                extensions: { code: 'CONFLICT' },
              }),
            ],
          },
        },
      ],
      'ivy',
    );
    const checkbox = (await screen.findByLabelText('Mark as default contact')) as HTMLInputElement;
    expect(checkbox.disabled).toBe(true);
    expect(checkbox.checked).toBe(true);
    fireEvent.change(screen.getByLabelText('Business Email Address'), {
      target: { value: 'caleb.young@granitepeak.example' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith({
        kind: 'error',
        title: 'A contact with this email already exists for this customer.',
      }),
    );
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps what was typed when a colleague changed the same field, and Reload brings their value into the form', async () => {
    const theirs = { ...IVY, email: 'ivy@granitepeak.example' };
    renderForm(
      [
        rulesMock(false),
        contactMock,
        {
          request: {
            query: UpdateAccountContactMutation,
            variables: {
              accountId: 'granite',
              contactId: 'ivy',
              input: { email: 'ivy.c@granitepeak.example' },
              loaded: opened(IVY),
            },
          },
          result: {
            errors: [
              new GraphQLError(STALE_FORM_MESSAGES.form, {
                extensions: { code: 'CONFLICT', fieldErrors: { email: STALE_FORM_MESSAGES.field } },
              }),
            ],
          },
        },
        { ...contactMock, result: { data: { accountContact: theirs } } },
      ],
      'ivy',
    );
    const email = (await screen.findByLabelText('Business Email Address')) as HTMLInputElement;
    fireEvent.change(email, { target: { value: 'ivy.c@granitepeak.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(STALE_FORM_MESSAGES.field)).toBeTruthy();
    expect(email.value).toBe('ivy.c@granitepeak.example');
    expect(navigate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(email.value).toBe('ivy@granitepeak.example'));
    expect(screen.queryByText(STALE_FORM_MESSAGES.field)).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('First Name')));
  });
});
