import { TextInput } from '@carbon/react';
import { formatPhoneInput, formatPhoneNumber } from '@seller-portal/shared/formatters';
import type { ZodForm } from '@seller-portal/platform/forms';
import type { accountContactSchema } from '@seller-portal/shared/validation';
import { PHONE_REQUIRED_HINT } from '../contact-rules/use-contact-rules.js';
import { invalidProps } from '../fields/invalid-props.js';

/** What `form.register(…)` gives for one text field, whatever the form (the contact form, or a nested contact). */
type FieldBinding = Omit<ReturnType<ZodForm<ReturnType<typeof accountContactSchema>>['register']>, 'name'> & {
  name: string;
};

/** The contact's fields as a form registers them (`form.register('…')`), with their errors. */
export interface ContactFieldBindings {
  firstName: FieldBinding;
  lastName: FieldBinding;
  email: FieldBinding;
  phoneNumber: FieldBinding;
  mobilePhoneNumber: FieldBinding;
}

export interface ContactFieldsProps {
  idPrefix: string;
  fields: ContactFieldBindings;
  errors: Partial<Record<keyof ContactFieldBindings, { message?: string }>> | undefined;
  phoneRequired: boolean;
  /** Shows a typed phone as (###) ###-#### once the field is left. */
  onPhoneBlur: (field: 'phoneNumber' | 'mobilePhoneNumber', formatted: string) => void;
}

const LABELS: Record<keyof ContactFieldBindings, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Business Email Address',
  phoneNumber: 'Phone Number',
  mobilePhoneNumber: 'Mobile Number',
};

/** First Name, Last Name, Business Email Address, Phone Number, Mobile Number (spec 02 section 2, Contact form). */
export function ContactFields({ idPrefix, fields, errors, phoneRequired, onPhoneBlur }: ContactFieldsProps) {
  return (
    <>
      {(Object.keys(LABELS) as (keyof ContactFieldBindings)[]).map((name) => {
        const phone = name === 'phoneNumber' || name === 'mobilePhoneNumber';
        const binding = fields[name];
        return (
          <TextInput
            key={name}
            id={`${idPrefix}-${name}`}
            labelText={LABELS[name]}
            type={name === 'email' ? 'email' : phone ? 'tel' : 'text'}
            placeholder={phone ? '(555) 555-5555' : undefined}
            helperText={phone && phoneRequired && name === 'phoneNumber' ? PHONE_REQUIRED_HINT : undefined}
            {...invalidProps(`${idPrefix}-${name}`, errors?.[name]?.message)}
            {...binding}
            onChange={(event) => {
              // (###) ###-#### as it is typed, letters never in (the platform's phoneFieldProps does the same).
              if (phone) event.target.value = formatPhoneInput(event.target.value);
              return binding.onChange(event);
            }}
            onBlur={(event) => {
              if (phone) onPhoneBlur(name, formatPhoneNumber(event.target.value.trim()));
              void binding.onBlur(event);
            }}
          />
        );
      })}
    </>
  );
}
