import type { z } from 'zod';
import { firstErrorPerField } from '@seller-portal/shared/validation';
import { gatewayError } from '../provider/errors.js';

/** The input checked with the form's own zod schema; BAD_USER_INPUT with the form's messages otherwise. */
export function validInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) throw gatewayError('BAD_USER_INPUT', undefined, firstErrorPerField(result.error));
  return result.data;
}
