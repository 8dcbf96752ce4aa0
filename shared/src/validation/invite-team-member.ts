import * as z from '#zod';
import { requiredText } from './text.js';

/** Invite a team member (spec 01 section 5); used by the form, the gateway and mirrored by the sandbox. */
export const inviteTeamMemberSchema = z.object({
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, { message: 'Email address is required', abort: true })),
    z.email({ message: 'Invalid email' }),
  ),
  recipientFirstName: requiredText('First name is required'),
  recipientLastName: requiredText('Last name is required'),
  roleId: requiredText('Role is required'),
});

export type InviteTeamMemberInput = z.infer<typeof inviteTeamMemberSchema>;
