/**
 * The spec's generic failure words (spec 01 section 8 and spec 02 section 8), defined once: `tryAgain` where the
 * user can simply try again (a save, a submit, a connection), `failed` where the spec says only that it failed.
 */
export const FAILURE_MESSAGES = {
  tryAgain: 'Something went wrong. Try again.',
  failed: 'Something went wrong.',
} as const;
