/**
 * A Carbon TextInput, TextArea or Select's props for a message that is not a form field's (a field outside
 * react-hook-form, or a rule the form does not hold): its id, invalid, the message, and aria-describedby tied to it.
 * The one way to show a field's message (a lint rule refuses a raw `invalidText` on these fields). Carbon's TextArea
 * sets its own aria-describedby after the props it is given: there the message is its aria-errormessage.
 */
export function errorProps(id: string, message: string | null | undefined) {
  return {
    id,
    invalid: Boolean(message),
    invalidText: message ?? undefined,
    // Only when there is a message: otherwise Carbon's own description (the helper text) stands.
    ...(message ? { 'aria-describedby': `${id}-error-msg` } : {}),
  };
}
