import { GraphQLError } from 'graphql';

export type GatewayErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'UPSTREAM_UNAVAILABLE';

/** The provider's error body (docs/adr/001). */
export interface ProviderErrorBody {
  status?: number;
  error?: string;
  message?: string;
  fieldErrors?: { field: string; message: string }[];
}

const BY_STATUS: Record<number, GatewayErrorCode> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  // A file the provider will not take or show (too large, not viewable) is bad input too.
  413: 'BAD_USER_INPUT',
  415: 'BAD_USER_INPUT',
};

const DEFAULT_MESSAGES: Record<GatewayErrorCode, string> = {
  BAD_USER_INPUT: 'The request is not valid.',
  UNAUTHENTICATED: 'Sign-in required.',
  FORBIDDEN: 'You are not allowed to do this.',
  NOT_FOUND: 'Not found.',
  CONFLICT: 'The request conflicts with the current state.',
  RATE_LIMITED: 'Too many requests. Try again later.',
  UPSTREAM_UNAVAILABLE: 'The provider is unavailable. Try again.',
};

/** The single error mapping of the house: every failure the browser or an integrator sees is built here. */
export function gatewayError(
  code: GatewayErrorCode,
  message?: string,
  fieldErrors?: Record<string, string>,
): GraphQLError {
  return new GraphQLError(message || DEFAULT_MESSAGES[code], {
    extensions: { code, ...(fieldErrors && Object.keys(fieldErrors).length > 0 ? { fieldErrors } : {}) },
  });
}

/** The provider's status behind an error built from its answer; never sent to the caller. */
const PROVIDER_STATUS = new WeakMap<GraphQLError, number>();

/** The HTTP status of the provider answer an error was built from (a 405 says a call is not offered); else null. */
export const providerStatusOf = (error: unknown): number | null =>
  (error instanceof GraphQLError && PROVIDER_STATUS.get(error)) || null;

/** Maps a provider HTTP answer that is not 2xx. 5xx and anything unexpected mean the provider is unavailable. */
export function providerStatusError(status: number, body: ProviderErrorBody | null): GraphQLError {
  const error = errorOfStatus(status, body);
  PROVIDER_STATUS.set(error, status);
  return error;
}

function errorOfStatus(status: number, body: ProviderErrorBody | null): GraphQLError {
  const code = BY_STATUS[status];
  if (!code) return gatewayError('UPSTREAM_UNAVAILABLE');
  const fieldErrors = body?.fieldErrors
    ? Object.fromEntries(body.fieldErrors.map((e) => [e.field, e.message]))
    : undefined;
  // A refusal's reason is the provider's words for the person (spec 02 section 8: "the server's detail text").
  const reason = code === 'BAD_USER_INPUT' || code === 'CONFLICT' ? body?.message : undefined;
  return gatewayError(code, reason, fieldErrors);
}

/** A call beyond the spec's that this provider does not offer (its OpenAPI document, docs/adr/019), in words. */
export const notOffered = (what: string) => gatewayError('CONFLICT', `The provider cannot ${what} yet.`);

export function isGatewayError(error: unknown): error is GraphQLError {
  return error instanceof GraphQLError && typeof error.extensions?.code === 'string';
}
