export { inviteTeamMemberSchema, type InviteTeamMemberInput } from './invite-team-member.js';
export { teamMemberSchema, type TeamMemberInput } from './team-member.js';
export {
  approveJoinRequestSchema,
  declineJoinRequestSchema,
  type ApproveJoinRequestInput,
} from './join-request.js';
export { optionalPhoneNumber } from './phone-number.js';
export {
  registrationSchema,
  REGISTRATION_MAX_LENGTH,
  type Registration,
  type RegistrationInput,
} from './registration.js';
export { firstErrorPerField, type FieldErrors } from './field-errors.js';
