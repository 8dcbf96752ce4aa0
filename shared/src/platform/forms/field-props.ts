import type { ChangeEvent } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { formatPhoneInput } from '../../formatters/phone.js';

/**
 * A Carbon text field's props for one form field: its id, react-hook-form's registration, and the schema's message
 * under it, tied to the field with aria-describedby (Carbon sets only aria-errormessage, which screen readers do
 * not announce).
 */
export function fieldProps<Values extends FieldValues, Submitted>(
  form: UseFormReturn<Values, unknown, Submitted>,
  name: FieldPath<Values>,
  id: string,
) {
  const message = form.getFieldState(name, form.formState).error?.message;
  return {
    id,
    invalid: Boolean(message),
    invalidText: message,
    // Only when there is a message: otherwise Carbon's own description (the helper text) stands.
    ...(message ? { 'aria-describedby': `${id}-error-msg` } : {}),
    ...form.register(name),
  };
}

/**
 * A phone field's props: fieldProps, the phone keyboard, and the number shown as (###) ###-#### as it is typed (or
 * + and its digits for another country); letters never get in. The schema then keeps one form of it.
 */
export function phoneFieldProps<Values extends FieldValues, Submitted>(
  form: UseFormReturn<Values, unknown, Submitted>,
  name: FieldPath<Values>,
  id: string,
) {
  const props = fieldProps(form, name, id);
  return {
    ...props,
    type: 'tel',
    inputMode: 'tel' as const,
    placeholder: '(###) ###-####',
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = formatPhoneInput(event.target.value);
      return props.onChange(event);
    },
  };
}
