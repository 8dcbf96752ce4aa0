import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useEffect } from 'react';
import { useLeaving } from './application-context.js';
import { showErrorScreen, showNotFound } from './page-status.js';

/** The one code each gateway error carries in `extensions.code` (README, "Querying the GraphQL API"). */
export type GraphQLErrorCode =
  'BAD_USER_INPUT' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'UPSTREAM_UNAVAILABLE';

/** The code of the first gateway error in an Apollo error; null for network and other errors. */
export function errorCodeOf(error: unknown): GraphQLErrorCode | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const code = error.errors.find((e) => typeof e.extensions?.code === 'string')?.extensions?.code;
  return (code as GraphQLErrorCode | undefined) ?? null;
}

/** A CONFLICT's reason, in the provider's words for the person (spec 02 section 8: "the server's detail text"). */
export function reasonOf(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  return error.errors.find((e) => e.extensions?.code === 'CONFLICT')?.message ?? null;
}

/** BAD_USER_INPUT's (or a stale form's CONFLICT's) messages per field (`extensions.fieldErrors`); null when none. */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  // Bad input, or a field someone else changed since the form was opened (CONFLICT, docs/adr/013).
  const input = error.errors.find((e) => ['BAD_USER_INPUT', 'CONFLICT'].includes(String(e.extensions?.code)));
  const fieldErrors = input?.extensions?.fieldErrors;
  if (!fieldErrors || typeof fieldErrors !== 'object') return null;
  const entries = Object.entries(fieldErrors).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/**
 * For the query a page stands on: NOT_FOUND shows the not-found screen (spec 01 section 2, Error screens), and so does
 * FORBIDDEN: a page the navigation does not offer this person does not exist for them (docs/adr/006; a finance
 * manager's deep link to a customer is not found, not an error). Any other error shows the generic error screen.
 */
export function usePageError(error: unknown): void {
  const code = error ? (errorCodeOf(error) ?? 'OTHER') : null;
  const leaving = useLeaving();
  useEffect(() => {
    // A query of a page the person left (aborted as its application unmounts) says nothing of the page they are on.
    if (!code || leaving()) return;
    if (code === 'NOT_FOUND' || code === 'FORBIDDEN') showNotFound();
    else if (code !== 'UNAUTHENTICATED') showErrorScreen();
  }, [code, leaving]);
}
