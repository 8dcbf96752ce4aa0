import { useState, type ChangeEvent } from 'react';
import {
  useController,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { amountInputText, amountOfText, formatAmountInput } from '../../formatters/money.js';
import { errorProps } from './error-props.js';
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
  return {
    ...errorProps(id, form.getFieldState(name, form.formState).error?.message),
    ...form.register(name),
  };
}

/**
 * Formats an input's text as it is typed, keeping the caret after the character it followed: the characters `kept`
 * matches are counted up to the caret, and the caret goes after as many of them in the formatted text.
 */
function reformat(input: HTMLInputElement, format: (value: string) => string, kept: RegExp): void {
  const caret = input.selectionStart ?? input.value.length;
  const before = [...input.value.slice(0, caret)].filter((character) => kept.test(character)).length;
  input.value = format(input.value);
  let position = 0;
  for (let seen = 0; position < input.value.length && seen < before; position++) {
    if (kept.test(input.value[position]!)) seen++;
  }
  if (document.activeElement === input) input.setSelectionRange(position, position);
}

/** fieldProps for a field whose text is formatted as it is typed (see reformat). */
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
      reformat(event.target, format, kept);
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

const sameAmount = (a: number | null | undefined, b: number | null | undefined) =>
  (a ?? null) === (b ?? null) || (Number.isNaN(a) && Number.isNaN(b));

/**
 * amountFieldProps for a field the form holds as a number (an offer's line item): the text is shown with thousands
 * separators as it is typed, and the form gets its number (null when blank, NaN when it is not one, for the schema's
 * message). A number set from outside (a reset, a calculated amount) is shown formatted too.
 */
export function useAmountNumberField<Values extends FieldValues, Submitted>(
  form: UseFormReturn<Values, unknown, Submitted>,
  name: FieldPath<Values>,
  id: string,
) {
  const { field, fieldState } = useController({ control: form.control, name });
  const value = field.value as number | null | undefined;
  const [text, setText] = useState(() => amountInputText(value));
  // The typed text while it still reads as the form's number; otherwise the number, formatted.
  const shown = sameAmount(amountOfText(text), value) ? text : amountInputText(value);
  const message = fieldState.error?.message;
  return {
    id,
    name: field.name,
    ref: field.ref,
    value: shown,
    inputMode: 'decimal' as const,
    invalid: Boolean(message),
    invalidText: message,
    ...(message ? { 'aria-describedby': `${id}-error-msg` } : {}),
    onBlur: field.onBlur,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      reformat(event.target, formatAmountInput, /[0-9.-]/);
      setText(event.target.value);
      field.onChange(amountOfText(event.target.value) as FieldPathValue<Values, typeof name>);
    },
  };
}
