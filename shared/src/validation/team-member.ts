import * as z from '#zod';
import { optionalPhoneNumber } from './phone-number.js';
import { requiredText } from './text.js';

/** The team member overview form (spec 02 section 5); the gateway checks updates with the same rules. */
export const teamMemberSchema = z.object({
  email: requiredText('Email is required'),
  firstName: requiredText('First name is required'),
  lastName: requiredText('Last name is required'),
  roleId: requiredText('Role is required'),
  phoneNumber: optionalPhoneNumber,
});

export type TeamMemberInput = z.infer<typeof teamMemberSchema>;
