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
export { folderNameSchema, FOLDER_NAME_MAX_LENGTH, type FolderNameInput } from './folder-name.js';
export {
  ALLOWED_UPLOAD_EXTENSIONS,
  cleanFileName,
  DATA_ROOM_FILE_TYPES,
  extensionOf,
  isAllowedExtension,
  MAX_BULK_DOWNLOAD_FILES,
  MAX_UPLOAD_FILE_BYTES,
  MAX_UPLOAD_FILES,
  UPLOAD_MESSAGES,
  UPLOAD_SIGNATURES,
  uploadBodyLimit,
  uploadProblem,
  VIEWABLE_FILE_TYPES,
  type DataRoomFileTypeName,
} from './data-room-upload.js';
