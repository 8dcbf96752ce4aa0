import { z } from 'zod';
import { optionalPhoneNumber } from './phone-number.js';

/** Approving a join request (spec 02 section 5); declining needs nothing but the request. */
export const approveJoinRequestSchema = z.object({
  joinRequestId: z.string().trim().min(1),
  roleId: z.string().trim().min(1, 'Role is required'),
  firstName: z.string().trim().min(1, 'First name is required'),
  lastName: z.string().trim().min(1, 'Last name is required'),
  title: z.string().trim().max(255, 'Maximum of 255 characters').nullish(),
  phoneNumber: optionalPhoneNumber,
  mobilePhoneNumber: optionalPhoneNumber,
});

export type ApproveJoinRequestInput = z.infer<typeof approveJoinRequestSchema>;
