import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { $ZodType, input, output } from 'zod/v4/core';

/** A react-hook-form form checked by one of shared/validation's zod schemas, with the schema's messages. */
export type ZodForm<Schema extends $ZodType<unknown, FieldValues>> = UseFormReturn<
  input<Schema>,
  unknown,
  output<Schema>
>;

/**
 * The one way to keep a form: react-hook-form with the zod resolver. `formState.isDirty` is "Save disabled until
 * the form has changed"; `dirtyValues` is "send only changed fields".
 */
export function useZodForm<Schema extends $ZodType<unknown, FieldValues>>(
  schema: Schema,
  options: Omit<UseFormProps<input<Schema>, unknown, output<Schema>>, 'resolver'> = {},
): ZodForm<Schema> {
  return useForm<input<Schema>, unknown, output<Schema>>({ ...options, resolver: zodResolver(schema) });
}

/** Of `values` (e.g. what the schema returned), only the fields the user changed. */
export function dirtyValues<Values extends Record<string, unknown>>(
  values: Values,
  dirtyFields: Partial<Record<keyof Values, unknown>>,
): Partial<Values> {
  return Object.fromEntries(
    Object.entries(values).filter(([field]) => isDirty(dirtyFields[field as keyof Values])),
  ) as Partial<Values>;
}

/** react-hook-form marks a changed field `true`, and an object or array field by its changed parts. */
function isDirty(mark: unknown): boolean {
  if (Array.isArray(mark)) return mark.some(isDirty);
  if (mark && typeof mark === 'object') return Object.values(mark).some(isDirty);
  return mark === true;
}
