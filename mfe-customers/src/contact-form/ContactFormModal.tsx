import { useId, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Checkbox, Stack } from '@carbon/react';
import { navigate, reasonOf, usePageError, useToastMutation } from '@seller-portal/platform';
import { dirtyValues, FormModal, loadedOf, StaleFormNotice, useZodForm } from '@seller-portal/platform/forms';
import type { AccountContactQuery as AccountContactResult } from '#graphql';
import { accountContactSchema, type AccountContactRules } from '@seller-portal/shared/validation';
import { CustomerProfileQuery } from '../customer-page/customer-profile.query.js';
import { useContactRules } from '../contact-rules/use-contact-rules.js';
import { customerPath } from '../routing/customers-routes.js';
import {
  AccountContactQuery,
  CreateAccountContactMutation,
  UpdateAccountContactMutation,
} from './account-contact.query.js';
import { ContactFields } from './ContactFields.js';

// Spec 02 section 8: a contact's failure shows the server's reason when there is one.
const failure = (error: unknown) => reasonOf(error) ?? 'Something went wrong. Please try again later.';

type Contact = AccountContactResult['accountContact'];

/** The contact's fields the form edits, and sends as what it was opened on (docs/adr/013). */
const CONTACT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'mobilePhoneNumber',
  'isPrimary',
] as const satisfies readonly (keyof Contact)[];

/** The form's values for a contact (blank for a new one). */
const valuesOf = (contact: Contact | null) => ({
  firstName: contact?.firstName ?? '',
  lastName: contact?.lastName ?? '',
  email: contact?.email ?? '',
  phoneNumber: contact?.phoneNumber ?? '',
  mobilePhoneNumber: contact?.mobilePhoneNumber ?? '',
  isPrimary: contact?.isPrimary ?? false,
});

export interface ContactFormModalProps {
  customerId: string;
  /** The contact to edit; none creates one. */
  contactId?: string;
}

/**
 * The contact form at /customers/{id}/create-account and /customers/{id}/accounts/{contactId}/edit (spec 02
 * sections 2, 5 and 8); closing returns to the customer. An unknown contact shows the not-found screen.
 */
export function ContactFormModal({ customerId, contactId }: ContactFormModalProps) {
  const rules = useContactRules();
  const existing = useQuery(AccountContactQuery, {
    variables: { accountId: customerId, contactId: contactId ?? '' },
    skip: !contactId,
  });
  usePageError(existing.error);
  const contact = existing.data?.accountContact;
  if (!rules || (contactId && !contact)) return null;
  return (
    <ContactForm
      customerId={customerId}
      contact={contact ?? null}
      rules={rules}
      reload={() =>
        existing.refetch().then(
          (result) => result.data?.accountContact,
          () => undefined,
        )
      }
    />
  );
}

function ContactForm({
  customerId,
  contact,
  rules,
  reload,
}: {
  customerId: string;
  contact: Contact | null;
  rules: AccountContactRules;
  /** Reads the contact again (undefined when it could not be read). */
  reload: () => Promise<Contact | undefined>;
}) {
  const idPrefix = useId();
  const form = useZodForm(accountContactSchema(rules), { defaultValues: valuesOf(contact) });
  // What this form was opened on (or last reloaded): a colleague's save meanwhile is kept, not reverted.
  const [opened, setOpened] = useState(() => contact && loadedOf(contact, CONTACT_FIELDS));
  const { errors, isDirty, dirtyFields } = form.formState;
  const toCustomer = () => navigate(customerPath(customerId));
  const [create, creating] = useToastMutation(CreateAccountContactMutation, {
    success: 'The account has been successfully created.',
    failure,
    refetch: [CustomerProfileQuery],
  });
  const [update, updating] = useToastMutation(UpdateAccountContactMutation, {
    success: 'The account has been successfully updated.',
    failure,
    refetch: [CustomerProfileQuery],
  });

  return (
    <FormModal
      open
      heading={contact ? `Edit Contact: ${contact.fullName}` : 'Create New Contact'}
      submitText="Save"
      submittingText="Saving"
      submitting={creating.loading || updating.loading}
      submitDisabled={!isDirty}
      form={form}
      onSubmit={async (values) => {
        const saved = contact
          ? await update(
              {
                accountId: customerId,
                contactId: contact.id,
                input: dirtyValues(values, dirtyFields),
                loaded: opened,
              },
              { form },
            )
          : await create({ accountId: customerId, input: values }, { form });
        if (saved) toCustomer();
      }}
      onClose={toCustomer}
    >
      <Stack gap={5}>
        {/* First, so it is seen without scrolling the modal. */}
        {contact && (
          <StaleFormNotice
            errors={errors}
            reload={reload}
            firstFieldId={`${idPrefix}-firstName`}
            onReloaded={(fresh) => {
              form.reset(valuesOf(fresh));
              setOpened(loadedOf(fresh, CONTACT_FIELDS));
            }}
          />
        )}
        <ContactFields
          idPrefix={idPrefix}
          fields={{
            firstName: form.register('firstName'),
            lastName: form.register('lastName'),
            email: form.register('email'),
            phoneNumber: form.register('phoneNumber'),
            mobilePhoneNumber: form.register('mobilePhoneNumber'),
          }}
          errors={errors}
          phoneRequired={rules.phoneNumberRequired}
          onPhoneBlur={(field, formatted) => form.setValue(field, formatted)}
        />
        <Checkbox
          id={`${idPrefix}-primary`}
          labelText={contact ? 'Mark as default contact' : 'Create as default contact'}
          disabled={contact?.isPrimary ?? false}
          {...form.register('isPrimary')}
        />
      </Stack>
    </FormModal>
  );
}
