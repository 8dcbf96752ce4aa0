/** The spec's field messages for team forms (spec 01 section 5, spec 02 section 5), as the shared zod schemas say them. */
export const MESSAGES = {
  emailRequired: 'Email address is required',
  emailInvalid: 'Invalid email',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  roleRequired: 'Role is required',
} as const;
