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
export {
  accountContactFields,
  accountContactSchema,
  ACCOUNT_CONTACT_MAX_LENGTH,
  ACCOUNT_CONTACT_MESSAGES,
  hasContactNumber,
  type AccountContactForm,
  type AccountContactInput,
  type AccountContactRules,
} from './account-contact.js';
export {
  accountAddressSchema,
  accountSchema,
  ACCOUNT_MAX_LENGTH,
  ACCOUNT_MESSAGES,
  isTimeZone,
  type AccountForm,
  type AccountInput,
} from './account.js';
export { einProblem, EIN_FORMAT, EIN_MESSAGES, hasValidEinPrefix } from './ein.js';
