import { z } from 'zod';
import { optionalPhoneNumber } from './phone-number.js';

/** The team member overview form (spec 02 section 5); the gateway checks updates with the same rules. */
export const teamMemberSchema = z.object({
  email: z.string().trim().min(1, 'Email is required'),
  firstName: z.string().trim().min(1, 'First name is required'),
  lastName: z.string().trim().min(1, 'Last name is required'),
  roleId: z.string().trim().min(1, 'Role is required'),
  phoneNumber: optionalPhoneNumber,
});

export type TeamMemberInput = z.infer<typeof teamMemberSchema>;
