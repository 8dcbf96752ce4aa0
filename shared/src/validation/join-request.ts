import * as z from '#zod';
import { optionalPhoneNumber } from './phone-number.js';
import { requiredText, trimmed } from './text.js';

/** Approving a join request (spec 02 section 5); declining needs nothing but the request. */
export const approveJoinRequestSchema = z.object({
  joinRequestId: trimmed(z.minLength(1)),
  roleId: requiredText('Role is required'),
  firstName: requiredText('First name is required'),
  lastName: requiredText('Last name is required'),
  title: z.nullish(trimmed(z.maxLength(255, 'Maximum of 255 characters'))),
  phoneNumber: optionalPhoneNumber,
  mobilePhoneNumber: optionalPhoneNumber,
});

export type ApproveJoinRequestInput = z.infer<typeof approveJoinRequestSchema>;

/** Declining a join request: the request alone. */
export const declineJoinRequestSchema = z.object({ joinRequestId: trimmed(z.minLength(1)) });
