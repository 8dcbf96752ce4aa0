import { STATUS_CODES } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { UnexpectedRowCountError } from '../db/db.js';

export interface FieldError {
  field: string;
  message: string;
}

/** The provider error body (docs/adr/001): `{ status, error, message, fieldErrors? }`. */
export interface ErrorBody {
  status: number;
  error: string;
  message: string;
  fieldErrors?: FieldError[];
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: FieldError[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string, fieldErrors?: FieldError[]) =>
  new ApiError(400, message, fieldErrors);
export const unauthorized = (message: string) => new ApiError(401, message);
export const forbidden = (message: string) => new ApiError(403, message);
export const notFound = (message: string) => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);

function errorBody(status: number, message: string, fieldErrors?: FieldError[]): ErrorBody {
  return {
    status,
    error: STATUS_CODES[status] ?? 'Error',
    message,
    ...(fieldErrors && fieldErrors.length > 0 ? { fieldErrors } : {}),
  };
}

export function sendError(res: Response, status: number, message: string, fieldErrors?: FieldError[]): void {
  if (status === 401) res.set('www-authenticate', 'Bearer error="invalid_token"');
  res.status(status).json(errorBody(status, message, fieldErrors));
}

/** Unknown routes: 404 in the error shape. */
export function notFoundHandler(req: Request, res: Response): void {
  sendError(res, 404, `No route for ${req.method} ${req.path}`);
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const value = typeof status === 'number' ? status : statusCode;
  return typeof value === 'number' && value >= 400 && value < 600 ? value : undefined;
}

/**
 * What a database refusal means to the caller (PostgreSQL SQLSTATE, the same from PGlite and `pg`): a unique or
 * foreign-key violation is a conflict with what is stored, a data exception is bad input. Never a 500.
 */
function databaseRefusal(error: unknown): ApiError | undefined {
  if (error instanceof UnexpectedRowCountError) {
    return conflict('The data changed while it was being written. Try again.');
  }
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return undefined;
  if (code === '23505') return conflict('This already exists.');
  if (code === '23503') return conflict('This refers to something that does not exist or is still in use.');
  if (code.startsWith('22')) return badRequest('A value is not valid.');
  return undefined;
}

/** Every error leaves in the one error shape; unexpected ones are logged (without request data) and answer 500. */
export function errorHandler(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) return next(error);
  if (error instanceof ApiError) return sendError(res, error.status, error.message, error.fieldErrors);
  const refusal = databaseRefusal(error);
  if (refusal) return sendError(res, refusal.status, refusal.message);
  const status = statusOf(error);
  if (status !== undefined && status < 500) {
    // body-parser and friends: malformed JSON, payload too large, ...
    return sendError(res, status, error instanceof Error ? error.message : 'Bad request');
  }
  console.error(
    'provider sandbox: unexpected error:',
    error instanceof Error ? (error.stack ?? error.message) : error,
  );
  sendError(res, 500, 'Something failed in the provider sandbox.');
}
