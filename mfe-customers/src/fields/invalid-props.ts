/**
 * Carbon's invalid state for a field, with its message also in `aria-describedby`: Carbon 1.117 points
 * `aria-errormessage` at a message that is neither live nor describing the field, which axe-core rejects. Without a
 * message the key is left out, so Carbon's own helper-text description stays.
 */
export function invalidProps(id: string, message: string | undefined) {
  return message
    ? { invalid: true, invalidText: message, 'aria-describedby': `${id}-error-msg` }
    : { invalid: false };
}
