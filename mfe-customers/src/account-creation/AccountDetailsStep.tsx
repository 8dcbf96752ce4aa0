import { useId, useState } from 'react';
import { Button, Checkbox, Stack, TextInput } from '@carbon/react';
import { Controller, type ZodForm } from '@seller-portal/platform/forms';
import type { accountSchema } from '@seller-portal/shared/validation';
import { AddressTypeahead } from '../address-typeahead/AddressTypeahead.js';
import { ContactFields } from '../contact-form/ContactFields.js';
import { einAsTyped } from '../fields/ein-as-typed.js';
import { invalidProps } from '../fields/invalid-props.js';

export type AccountDetailsForm = ZodForm<ReturnType<typeof accountSchema>>;

export interface AccountDetailsStepProps {
  form: AccountDetailsForm;
  phoneRequired: boolean;
  checking: boolean;
  onContinue: () => void;
  onCancel?: () => void;
  /** What the address field starts with when no address is chosen yet (a prefill's address as its source wrote it). */
  addressText?: string;
}

/** Step 1, Add Account Details (spec 02 sections 2 and 5): the company, its address and EIN, the account contact. */
export function AccountDetailsStep({
  form,
  phoneRequired,
  checking,
  onContinue,
  onCancel,
  addressText,
}: AccountDetailsStepProps) {
  const idPrefix = useId();
  // A prefilled address outside the USA comes with International address ticked.
  const [international, setInternational] = useState(() => {
    const address = form.getValues('address');
    return Boolean(address && address.country !== 'USA');
  });
  const { errors } = form.formState;
  const noEin = form.watch('isNoEinSelected');

  return (
    <form
      noValidate
      aria-label="Add Account Details"
      onSubmit={(event) => {
        event.preventDefault();
        onContinue();
      }}
    >
      <Stack gap={6}>
        <fieldset className="customers-fieldset">
          <legend className="customers-fieldset__legend">Account Details</legend>
          <Stack gap={5}>
            <TextInput
              id={`${idPrefix}-name`}
              labelText="Company Name"
              {...invalidProps(`${idPrefix}-name`, errors.name?.message)}
              {...form.register('name')}
            />
            <Controller
              control={form.control}
              name="address"
              render={({ field, fieldState }) => (
                <AddressTypeahead
                  id={`${idPrefix}-address`}
                  labelText="Address"
                  value={field.value ?? null}
                  initialText={addressText}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  international={international}
                  invalidText={fieldState.error?.message ?? errors.address?.label?.message}
                />
              )}
            />
            <Checkbox
              id={`${idPrefix}-international`}
              labelText="International address"
              checked={international}
              onChange={(_event, { checked }) => {
                setInternational(checked);
                form.setValue('address', null, { shouldDirty: true });
              }}
            />
            <Controller
              control={form.control}
              name="ein"
              render={({ field, fieldState }) => (
                <TextInput
                  id={`${idPrefix}-ein`}
                  labelText="EIN"
                  placeholder="XX-XXXXXXX"
                  inputMode="numeric"
                  disabled={noEin}
                  value={field.value ?? ''}
                  ref={field.ref}
                  name={field.name}
                  onBlur={field.onBlur}
                  onChange={(event) => field.onChange(einAsTyped(event.target.value))}
                  {...invalidProps(`${idPrefix}-ein`, noEin ? undefined : fieldState.error?.message)}
                />
              )}
            />
            <Checkbox
              id={`${idPrefix}-no-ein`}
              labelText="I don't have the EIN"
              {...form.register('isNoEinSelected', {
                onChange: (event: { target: { checked: boolean } }) => {
                  if (event.target.checked) {
                    form.setValue('ein', '');
                    form.clearErrors('ein');
                  }
                },
              })}
            />
          </Stack>
        </fieldset>
        <fieldset className="customers-fieldset">
          <legend className="customers-fieldset__legend">Account Contact</legend>
          <Stack gap={5}>
            <ContactFields
              idPrefix={`${idPrefix}-contact`}
              fields={{
                firstName: form.register('accountContact.firstName'),
                lastName: form.register('accountContact.lastName'),
                email: form.register('accountContact.email'),
                phoneNumber: form.register('accountContact.phoneNumber'),
                mobilePhoneNumber: form.register('accountContact.mobilePhoneNumber'),
              }}
              errors={errors.accountContact}
              phoneRequired={phoneRequired}
              onPhoneBlur={(field, formatted) => form.setValue(`accountContact.${field}`, formatted)}
            />
          </Stack>
        </fieldset>
        <div className="customers-actions">
          {onCancel ? (
            <Button kind="secondary" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" disabled={checking}>
            {checking ? 'Checking the credit bureau…' : 'Continue'}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
