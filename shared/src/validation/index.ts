export { inviteTeamMemberSchema, type InviteTeamMemberInput } from './invite-team-member.js';
export {
  apiClientSchema,
  API_CLIENT_MESSAGES,
  API_CLIENT_NAME_MAX,
  type ApiClientInput,
} from './api-client.js';
export {
  webhookEndpointSchema,
  WEBHOOK_ENDPOINT_MESSAGES,
  WEBHOOK_URL_MAX,
  WEBHOOK_DESCRIPTION_MAX,
  type WebhookEndpointFormInput,
} from './webhook-endpoint.js';
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
export { firstErrorPerField, STALE_FORM_MESSAGES, type FieldErrors } from './field-errors.js';
export { TYPEAHEAD } from './typeahead.js';
export {
  BANK_NOT_AVAILABLE_REASON,
  COMPANY_LIMITS,
  COMPANY_SIZES,
  DOMESTIC_COUNTRY_ID,
  US_STATES,
} from './company-constants.js';
export {
  COMPANY_DETAILS_MESSAGES,
  companyAddressSchema,
  companyDetailsSchema,
  type CompanyAddress,
  type CompanyDetails,
  type CompanyDetailsInput,
} from './company-details.js';
export {
  businessMetricsSchema,
  type BusinessMetrics,
  type BusinessMetricsInput,
} from './business-metrics.js';
export { saasMetricsSchema, type SaasMetrics, type SaasMetricsInput } from './saas-metrics.js';
export { userSettingsSchema, type UserSettings, type UserSettingsInput } from './user-settings.js';
export {
  EXCEPTION_SOURCES,
  exceptionRequestSchema,
  type ExceptionRequest,
  type ExceptionRequestInput,
} from './exception-request.js';
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
  customerEinSchema,
  isTimeZone,
  type AccountForm,
  type AccountInput,
  type CustomerEinForm,
} from './account.js';
export { einProblem, EIN_FORMAT, EIN_MESSAGES, hasValidEinPrefix } from './ein.js';
export {
  fileNameSchema,
  fileStemSchema,
  folderNameSchema,
  FOLDER_NAME_MAX_LENGTH,
  type FolderNameInput,
} from './folder-name.js';
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
export {
  changeOfferOwnerSchema,
  OFFER_EDIT_MESSAGES,
  OFFER_SEARCH,
  OFFER_SEARCH_MESSAGE,
  OFFER_TYPEAHEAD,
  offerEditSchema,
  offerRenewalSchema,
  OFFER_CANCEL_AFTER_PAYMENT,
  RENEWAL_FREE_MONTHS,
  type ChangeOfferOwnerInput,
  type OfferEditForm,
  type OfferEditInput,
  type OfferEditRules,
  type OfferRenewalInput,
} from './offer-edit.js';
export {
  advanceReportFileName,
  EXPORT_DATE_RANGE_LABELS,
  EXPORT_DATE_RANGES,
  exportInstantErrors,
  exportRangeErrors,
  exportRangeOf,
  localToday,
  OFFER_EXPORT_MESSAGES,
  OFFER_HEALTH_STAGES,
  invoiceFileName,
  offerExportFileName,
  type ExportDateRange,
} from './offer-export.js';
export {
  contactEmailInUseMessage,
  DIRECT_BILLING_FREQUENCIES,
  DIRECT_PAYMENT_TERMS,
  EXTERNAL_ID,
  isPriceableAmount,
  OFFER_CREATE_LIMITS,
  OFFER_CREATE_MESSAGES,
  offerCreateSchema,
  type OfferCreateForm,
  type OfferCreateInput,
} from './offer-create.js';
export { FAILURE_MESSAGES } from './failure-messages.js';
