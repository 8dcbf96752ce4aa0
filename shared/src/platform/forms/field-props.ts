import type { ChangeEvent } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { formatAmountInput } from '../../formatters/money.js';
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
 * Formats a field's text as it is typed, keeping the caret after the character it followed: the characters `kept`
 * matches are counted up to the caret, and the caret goes after as many of them in the formatted text.
 */
function formatted<Values extends FieldValues, Submitted>(
  form: UseFormReturn<Values, unknown, Submitted>,
  name: FieldPath<Values>,
  id: string,
  format: (value: string) => string,
  kept: RegExp,
) {
  const props = fieldProps(form, name, id);
  return {
    ...props,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const input = event.target;
      const caret = input.selectionStart ?? input.value.length;
      const before = [...input.value.slice(0, caret)].filter((character) => kept.test(character)).length;
      input.value = format(input.value);
      let position = 0;
      for (let seen = 0; position < input.value.length && seen < before; position++) {
        if (kept.test(input.value[position]!)) seen++;
      }
      if (document.activeElement === input) input.setSelectionRange(position, position);
      return props.onChange(event);
    },
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
  return {
    ...formatted(form, name, id, formatPhoneInput, /[0-9+]/),
    type: 'tel',
    inputMode: 'tel' as const,
    placeholder: '(###) ###-####',
  };
}

/**
 * An amount field's props: fieldProps, the decimal keyboard, and the amount shown with thousands separators as it is
 * typed (5400000 reads 5,400,000); letters never get in. The schema reads the separators back.
 */
export function amountFieldProps<Values extends FieldValues, Submitted>(
  form: UseFormReturn<Values, unknown, Submitted>,
  name: FieldPath<Values>,
  id: string,
) {
  return { ...formatted(form, name, id, formatAmountInput, /[0-9.-]/), inputMode: 'decimal' as const };
}
