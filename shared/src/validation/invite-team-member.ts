import { z } from 'zod';

/** Invite a team member (spec 01 section 5); used by the form, the gateway and mirrored by the sandbox. */
export const inviteTeamMemberSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { message: 'Email address is required', abort: true })
    .pipe(z.email({ message: 'Invalid email' })),
  recipientFirstName: z.string().trim().min(1, 'First name is required'),
  recipientLastName: z.string().trim().min(1, 'Last name is required'),
  roleId: z.string().trim().min(1, 'Role is required'),
});

export type InviteTeamMemberInput = z.infer<typeof inviteTeamMemberSchema>;
