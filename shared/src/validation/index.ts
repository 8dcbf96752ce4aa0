export { inviteTeamMemberSchema, type InviteTeamMemberInput } from './invite-team-member.js';
export { firstErrorPerField, type FieldErrors } from './field-errors.js';
