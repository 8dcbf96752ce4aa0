import { STATUS_CODES } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type { GatewayErrorCode } from '../provider/errors.js';

/**
 * How deeply a JSON body may nest (docs/adr/014). The portal's deepest variables (an offer's line items) are 4 levels;
 * a body nested 2,000 levels deep used to exhaust the stack further on and answer 500.
 */
const MAX_JSON_DEPTH = 32;

/** Whether a parsed JSON value nests objects and arrays more than `max` levels, found without recursion. */
function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (depth + 1 > max) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}

/** An error whose status the final handlers answer with, and whose message is meant for the caller. */
class RequestRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'RequestRefusal';
  }
}

const DEEP_BODY = `The request body is nested deeper than ${MAX_JSON_DEPTH} levels.`;

/** Refuses a parsed JSON body nested deeper than MAX_JSON_DEPTH, before anything walks it. */
export function refuseDeepBodies(req: Request, _res: Response, next: NextFunction): void {
  next(nestedDeeperThan(req.body, MAX_JSON_DEPTH) ? new RequestRefusal(400, DEEP_BODY) : undefined);
}

/** The status of an error thrown by Express or a body parser (malformed JSON, too large, a bad percent-encoding). */
function statusOf(error: unknown): number {
  if (typeof error !== 'object' || error === null) return 500;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const value = typeof status === 'number' ? status : statusCode;
  if (typeof value === 'number' && value >= 400 && value < 600) return value;
  return error instanceof URIError ? 400 : 500;
}

/** Words for the caller: the parsers' own messages would describe the gateway's internals. */
function messageOf(error: unknown, status: number): string {
  if (error instanceof RequestRefusal) return error.message;
  const type = (error as { type?: unknown } | null)?.type;
  if (type === 'entity.parse.failed') return 'The request body is not valid JSON.';
  if (type === 'entity.too.large') return 'The request body is too large.';
  if (error instanceof URIError || status === 400) return 'The request is not valid.';
  if (status >= 500) return 'Something went wrong in the gateway. Try again.';
  return STATUS_CODES[status] ?? 'The request is not valid.';
}

/** A code a route outside GraphQL answers: the mapping's (provider/errors.ts), or the gateway's own failure. */
export type RouteErrorCode = GatewayErrorCode | 'INTERNAL_SERVER_ERROR';

/**
 * The one error body of every route outside GraphQL (files, deployments, the webhook, unknown paths), as README's
 * "Errors" and docs/adr/022-integrator-contract.md promise: `fieldErrors` maps a field's name to its message.
 */
export interface RouteErrorBody {
  code: RouteErrorCode;
  message: string;
  fieldErrors?: Record<string, string>;
}

/**
 * Answers `status` with the one error body; `extra` carries a route's older fields kept beside it for its existing
 * clients (the deploy API's `error`). An empty `fieldErrors` is left out.
 */
export function sendError(
  res: Response,
  status: number,
  { code, message, fieldErrors }: RouteErrorBody,
  extra: Record<string, unknown> = {},
): void {
  const fields = fieldErrors && Object.keys(fieldErrors).length > 0 ? { fieldErrors } : {};
  res.status(status).json({ ...extra, code, message, ...fields });
}

const codeOf = (status: number): RouteErrorCode =>
  status === 401
    ? 'UNAUTHENTICATED'
    : status === 403
      ? 'FORBIDDEN'
      : status === 404
        ? 'NOT_FOUND'
        : status >= 500
          ? 'INTERNAL_SERVER_ERROR'
          : 'BAD_USER_INPUT';

function logUnexpected(req: Request, error: unknown, status: number): void {
  // Only the error itself, in the request's line of the log: its headers and body may carry tokens and personal data.
  if (status >= 500) req.log.error({ err: error }, 'unexpected error');
}

/** Errors before Apollo runs (the body parser, the depth check) in GraphQL's own answer shape. */
export function graphqlRequestErrors(error: unknown, req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) return next(error);
  const status = statusOf(error);
  logUnexpected(req, error, status);
  res
    .status(status)
    .json({ errors: [{ message: messageOf(error, status), extensions: { code: codeOf(status) } }] });
}

/** The last handler: whatever a route did not answer leaves as `{ code, message }` JSON, never an HTML page. */
export function jsonErrors(error: unknown, req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) return next(error);
  const status = statusOf(error);
  logUnexpected(req, error, status);
  sendError(res, status, { code: codeOf(status), message: messageOf(error, status) });
}

/** A path no route answers (and not a page of the portal): 404 as JSON. */
export function jsonNotFound(_req: Request, res: Response): void {
  sendError(res, 404, { code: 'NOT_FOUND', message: 'Nothing is served at this address.' });
}
