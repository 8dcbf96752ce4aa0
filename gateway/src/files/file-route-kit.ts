import { traceContextOf } from '../observability/tracing.js';
import { pipeline } from 'node:stream/promises';
import { create as contentDisposition, parse as parseContentDisposition } from 'content-disposition';
import type { NextFunction, Request, Response } from 'express';
import type { Agent } from 'undici';
import { cleanFileName, MAX_UPLOAD_FILES, uploadBodyLimit } from '@seller-portal/shared/validation';
import {
  bearerTokenOf,
  IdentityProviderUnavailableError,
  InvalidAccessTokenError,
  type Caller,
} from '../auth/access-token.js';
import { createContext, type GatewayContext } from '../context.js';
import { gatewayError, isGatewayError, type GatewayErrorCode } from '../provider/errors.js';
import { ProviderHttp, type ProviderHttpOptions, type ProviderStream } from '../provider/provider-http.js';
import { UploadRefusal } from './upload-forwarding.js';
import { requestIdOf } from '../observability/log.js';
import { sendError } from '../protection/json-errors.js';

// What every domain's file routes share (docs/adr/006: files do not travel through GraphQL): the token check as
// /graphql does it, streaming relays, and one error answer.

export interface FileRouteDeps {
  verify(token: string): Promise<Caller>;
  /**
   * Holds an API client to its scopes and its rate (docs/integrators.md): refuses one whose scopes do not cover the
   * route's area, or that is over its limit (the RateLimit headers set either way).
   */
  admitApiClient?(caller: Caller, req: Request, res: Response): Promise<void>;
  provider: ProviderHttpOptions;
  agent: Agent;
}

const STATUS: Record<GatewayErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  UPSTREAM_UNAVAILABLE: 503,
};

/**
 * The caller's provider connection once the bearer token is valid and `allowed` (the domain's role check, on the
 * request's context) passes; the caller going away abandons the provider calls still running for them.
 */
export async function signedIn(
  deps: FileRouteDeps,
  req: Request,
  res: Response,
  allowed: (context: GatewayContext) => Promise<unknown>,
): Promise<ProviderHttp> {
  const token = bearerTokenOf(req.headers.authorization);
  if (!token) throw gatewayError('UNAUTHENTICATED', 'Sign-in required.');
  let caller: Caller;
  try {
    caller = await deps.verify(token);
  } catch (error) {
    if (error instanceof InvalidAccessTokenError)
      throw gatewayError('UNAUTHENTICATED', 'The access token is not valid.');
    if (error instanceof IdentityProviderUnavailableError) throw gatewayError('UPSTREAM_UNAVAILABLE');
    throw error;
  }
  if (caller.apiClient) await deps.admitApiClient?.(caller, req, res);
  const gone = new AbortController();
  res.once('close', () => gone.abort());
  const scope = {
    signal: gone.signal,
    requestId: requestIdOf(req),
    log: req.log,
    trace: traceContextOf(req),
  };
  await allowed(createContext(caller, token, deps.provider, deps.agent, scope));
  return new ProviderHttp(deps.provider, deps.agent, token, scope);
}

/** The provider's name for a file (its Content-Disposition), cleaned again: it goes into our header. */
export function fileNameOf(upstream: ProviderStream, fallback: string): string {
  try {
    const { parameters } = parseContentDisposition(String(upstream.headers['content-disposition'] ?? ''));
    return cleanFileName(parameters.filename ?? '') || fallback;
  } catch {
    return fallback;
  }
}

/** Streams the provider's answer on: the file's bytes never sit whole in the gateway. */
export async function relay(
  res: Response,
  upstream: ProviderStream,
  headers: { type: string; disposition: 'attachment' | 'inline'; name: string },
): Promise<void> {
  res.status(200).set({
    'content-type': headers.type,
    'content-disposition': contentDisposition(headers.name, { type: headers.disposition }),
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
  });
  const length = upstream.headers['content-length'];
  if (typeof length === 'string') res.set('content-length', length);
  await pipeline(upstream.body, res);
}

/** The most of a refused upload the gateway reads on so that its client gets to read the answer: the largest body. */
const DRAIN_BYTES = uploadBodyLimit(MAX_UPLOAD_FILES);
const DRAIN_MS = 30_000;

/**
 * Answers once the client has sent its whole body. A refusal found early (the 26th file, a bad part) would otherwise
 * answer and close while the client is still writing, and the client would read a reset (EPIPE) instead of the
 * reason. The rest of the body is read and dropped, up to the largest body a route takes and 30 s; past either (or
 * declared larger), the answer goes out and the connection closes.
 */
function afterTheBody(req: Request, send: () => void): void {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (req.complete || req.destroyed || declared > DRAIN_BYTES) return send();
  let sent = false;
  let read = 0;
  const once = () => {
    if (sent) return;
    sent = true;
    clearTimeout(timer);
    send();
  };
  const timer = setTimeout(once, DRAIN_MS);
  // The parser stopped caring: its pipe would hold the body back once its buffers are full.
  req.unpipe();
  req.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > DRAIN_BYTES) once();
  });
  req.once('end', once);
  req.once('close', once);
  req.once('error', once);
  req.resume();
}

/** Errors of file routes answer `{ code, message, fieldErrors? }` with the status of the code. */
export function fileRouteErrors(error: unknown, req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) {
    // Mid-stream: the browser sees a broken download rather than a file cut short.
    res.destroy();
    return;
  }
  if (error instanceof UploadRefusal) {
    const fieldErrors = error.field ? { [error.field]: error.message } : undefined;
    // The connection closes once answered: what the client sent past the refusal is dropped, not parsed.
    res.set('connection', 'close');
    const answer = () =>
      sendError(res, error.status, { code: 'BAD_USER_INPUT', message: error.message, fieldErrors });
    // A body too large is not read on (413): the client is told at once.
    if (error.status === 413) answer();
    else afterTheBody(req, answer);
    return;
  }
  if (isGatewayError(error)) {
    const code = error.extensions.code as GatewayErrorCode;
    const { fieldErrors } = error.extensions as { fieldErrors?: Record<string, string> };
    sendError(res, STATUS[code], { code, message: error.message, fieldErrors });
    return;
  }
  next(error);
}
