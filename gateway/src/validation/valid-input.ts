import type { z } from 'zod';
import { firstErrorPerField } from '@seller-portal/shared/validation';
import { gatewayError } from '../provider/errors.js';

/** The input checked with the form's own zod schema; BAD_USER_INPUT with the form's messages otherwise. */
export function validInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) throw gatewayError('BAD_USER_INPUT', undefined, firstErrorPerField(result.error));
  return result.data;
}

/**
 * The values a form was opened on (a mutation's `loaded`), in the shape its schema gives the form's values, so the
 * two compare field by field; values the schema refuses (a company not yet complete) are compared as sent.
 */
export function loadedValues<Schema extends z.ZodType>(
  schema: Schema,
  loaded: unknown,
): Partial<z.output<Schema>> | null {
  if (!loaded || typeof loaded !== 'object') return null;
  const result = schema.safeParse(loaded);
  return (result.success ? result.data : loaded) as Partial<z.output<Schema>>;
}

/**
 * The fields a mutation's input gave: GraphQL leaves out what the caller did not send, and where `nullIsAbsent` a
 * field sent as null is one not sent either.
 */
export function givenFields<Input extends object>(
  input: Input,
  { nullIsAbsent = false } = {},
): Partial<Input> {
  return Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined && !(nullIsAbsent && value === null)),
  ) as Partial<Input>;
}
