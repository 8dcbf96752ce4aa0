import type { IncomingHttpHeaders } from 'node:http';
import type { Context } from '@opentelemetry/api';
import type { Readable } from 'node:stream';
import { Agent, errors as undiciErrors, request } from 'undici';
import type { Logger } from '../observability/log.js';
import { REQUEST_ID_HEADER } from '../observability/log.js';
import type { ProviderCallObserver, ProviderOutcome } from '../observability/metrics.js';
import { startProviderSpan } from '../observability/tracing.js';
import {
  EVERY_FEATURE,
  type ProviderContract,
  type ProviderFeature,
  type ProviderFeatures,
} from './contract.js';
import type { CallerCache } from '../auth/caller-cache.js';
import type { ClientRegistrar } from '../auth/client-registration.js';
import type { ProviderCurrentUser, ProviderSeller } from '../domains/session/provider-client.js';
import { gatewayError, isGatewayError, providerStatusError, type ProviderErrorBody } from './errors.js';

export interface ProviderHttpOptions {
  baseUrl: string;
  /** Whole-call deadline in milliseconds, retries included. */
  timeoutMs: number;
  /** Told of every call's route, outcome and duration (the gateway's metrics). */
  observe?: ProviderCallObserver;
  /** What the provider offers beyond the spec's calls (its OpenAPI document); without it, everything is assumed. */
  contract?: ProviderContract;
  /** What the gateway remembers of a token between requests: its member answer (docs/adr/021). */
  callers?: CallerCache;
  /** Registers API clients at the identity provider (docs/integrators.md); absent, there are none to create. */
  registrar?: ClientRegistrar;
}

/** The request a provider call is made for: its end abandons the call, its id and logger go with the call. */
export interface CallScope {
  /** Aborted once the request is answered (or its caller went away): calls still running then are abandoned. */
  signal?: AbortSignal;
  /** Sent to the provider as `x-request-id`, so one id follows the request through both. */
  requestId?: string;
  /** The request's logger: a failed call is one line in it. */
  log?: Logger;
  /** The request's trace: each call is a span in it, and the provider is told its `traceparent`. */
  trace?: Context;
  /** Asks the provider for the token's member even when its answer is remembered (the socket's standing check). */
  freshMember?: boolean;
}

type CallSpan = ReturnType<typeof startProviderSpan>;

type Query = Record<string, string | number | boolean | undefined | null>;

/** A provider answer whose body is read as it arrives (files), never held whole. */
export interface ProviderStream {
  headers: IncomingHttpHeaders;
  body: Readable;
}

/** How long a file call may wait for the provider's answer to begin (an upload is answered once received). */
const STREAM_HEADERS_TIMEOUT_MS = 10 * 60_000;

/** Why a provider call was abandoned at its deadline. */
const DEADLINE_PASSED = new DOMException('The provider call took longer than its deadline.', 'TimeoutError');

const RETRYABLE_STATUS = new Set([502, 503, 504]);
const RETRY_DELAY_MS = 100;

/** The keep-alive connection pool to the provider, shared by every request of one gateway. */
export function createProviderAgent(): Agent {
  return new Agent({ keepAliveTimeout: 10_000, keepAliveMaxTimeout: 60_000, connections: 64 });
}

/**
 * HTTP to the provider on behalf of one signed-in caller: sets the bearer token in one place, applies the
 * deadline, retries idempotent GETs once on connection failures and gateway errors, maps failures once.
 */
export class ProviderHttp {
  constructor(
    private readonly options: ProviderHttpOptions,
    private readonly agent: Agent,
    private readonly accessToken: string,
    private readonly scope: CallScope = {},
  ) {}

  private get requestSignal(): AbortSignal | undefined {
    return this.scope.signal;
  }

  private headersOf(extra?: Record<string, string>): Record<string, string> {
    return {
      authorization: `Bearer ${this.accessToken}`,
      ...(this.scope.requestId ? { [REQUEST_ID_HEADER]: this.scope.requestId } : {}),
      ...extra,
    };
  }

  /**
   * A call has ended: its metrics are observed, and one log line is written when it failed for the provider's reasons
   * (never for a 4xx, which is the provider's answer to the caller).
   */
  private ended(
    span: CallSpan,
    method: string,
    path: string,
    started: number,
    outcome: ProviderOutcome,
    status?: number,
  ) {
    span.end(outcome, status);
    const seconds = (performance.now() - started) / 1000;
    this.options.observe?.({ method, path: `/api${path}`, outcome, seconds });
    if (outcome === 'ok' || outcome === 'client_error' || outcome === 'abandoned') return;
    this.scope.log?.warn(
      { provider: { method, path: `/api${path}`, outcome, status, durationMs: Math.round(seconds * 1000) } },
      'provider call failed',
    );
  }

  /** A non-2xx answer: ended as the caller's error or the provider's. */
  private endedWith(span: CallSpan, method: string, path: string, started: number, status: number) {
    this.ended(span, method, path, started, status >= 500 ? 'server_error' : 'client_error', status);
  }

  /** The identity provider's client registration, when this gateway may register API clients. */
  get registrar(): ClientRegistrar | undefined {
    return this.options.registrar;
  }

  /** Whether the provider offers an extension the gateway uses (docs/adr/019). */
  async offers(feature: ProviderFeature): Promise<boolean> {
    return (await this.features())[feature];
  }

  /** Every extension the gateway uses, and whether the provider offers it. */
  features(): Promise<ProviderFeatures> {
    return this.options.contract?.offered() ?? Promise.resolve(EVERY_FEATURE);
  }

  /**
   * The token's member answer (the current user), remembered between requests for a while (docs/adr/021); `fetch`
   * asks the provider when it is not.
   */
  member(fetch: () => Promise<ProviderCurrentUser>): Promise<ProviderCurrentUser> {
    const callers = this.options.callers;
    if (!callers) return fetch();
    return callers.member(this.accessToken, fetch, { fresh: this.scope.freshMember === true });
  }

  /** The token's seller (the current seller), remembered as the member is once it is approved (docs/adr/021). */
  seller(fetch: () => Promise<ProviderSeller>): Promise<ProviderSeller> {
    const callers = this.options.callers;
    if (!callers) return fetch();
    return callers.seller(this.accessToken, fetch, { fresh: this.scope.freshMember === true });
  }

  get<T>(path: string, query?: Query, headers?: Record<string, string>): Promise<T> {
    return this.call<T>('GET', path, { query, headers });
  }

  send<T>(
    method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<T> {
    return this.call<T>(method, path, { body, headers });
  }

  /**
   * A file call: the request body is streamed (a multipart upload, or JSON text) and so is the answer. No retries
   * and no whole-call deadline (files take as long as they take); the caller going away abandons it. A non-2xx
   * answer is mapped like any other call's.
   */
  async stream(
    method: 'GET' | 'POST',
    path: string,
    init: { query?: Query; headers?: Record<string, string>; body?: string | Readable } = {},
  ): Promise<ProviderStream> {
    const started = performance.now();
    const headers = this.headersOf(init.headers);
    const span = startProviderSpan(this.scope.trace, method, path, headers);
    try {
      const response = await request(this.urlOf(path, init.query), {
        method,
        dispatcher: this.agent,
        signal: this.requestSignal,
        headersTimeout: STREAM_HEADERS_TIMEOUT_MS,
        headers,
        body: init.body,
      });
      if (response.statusCode >= 200 && response.statusCode < 300) {
        this.ended(span, method, path, started, 'ok');
        return { headers: response.headers as IncomingHttpHeaders, body: response.body };
      }
      this.endedWith(span, method, path, started, response.statusCode);
      throw providerStatusError(response.statusCode, parseErrorBody(await response.body.text()));
    } catch (error) {
      if (isGatewayError(error)) throw error;
      if (this.requestSignal?.aborted) {
        this.ended(span, method, path, started, 'abandoned');
        throw gatewayError('UPSTREAM_UNAVAILABLE', 'The request was answered already.');
      }
      if (isConnectionFailure(error) || error instanceof undiciErrors.HeadersTimeoutError) {
        this.ended(span, method, path, started, 'unreachable');
        throw gatewayError('UPSTREAM_UNAVAILABLE');
      }
      throw error;
    } finally {
      span.end('server_error');
    }
  }

  private urlOf(path: string, query: Query = {}): URL {
    const url = new URL(`/api${path}`, this.options.baseUrl);
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
    }
    return url;
  }

  private async call<T>(
    method: string,
    path: string,
    init: { query?: Query; body?: unknown; headers?: Record<string, string> },
  ): Promise<T> {
    const url = this.urlOf(path, init.query);
    // One signal per call, ended by its deadline or by its request's end: a timer and a listener, where
    // AbortSignal.timeout and AbortSignal.any cost a signal each, a DOMException and a weakly held dependent per call.
    const call = new AbortController();
    const deadline = setTimeout(() => call.abort(DEADLINE_PASSED), this.options.timeoutMs).unref();
    const answered = this.requestSignal;
    const abandon = () => call.abort(answered?.reason);
    if (answered?.aborted) abandon();
    else answered?.addEventListener('abort', abandon, { once: true });
    // A call with an Idempotency-Key is as safe to repeat as a GET: the provider answers the first one's result.
    const attempts = method === 'GET' || init.headers?.['idempotency-key'] ? 2 : 1;
    const started = performance.now();
    const headers = this.headersOf({
      accept: 'application/json',
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    });
    const span = startProviderSpan(this.scope.trace, method, path, headers);
    try {
      return await this.attempts<T>(
        span,
        method,
        path,
        url,
        call.signal,
        attempts,
        started,
        headers,
        init.body,
      );
    } finally {
      clearTimeout(deadline);
      answered?.removeEventListener('abort', abandon);
      // A call that ended in an unexpected error (an answer that is not JSON) is the provider's failure.
      span.end('server_error');
    }
  }

  private async attempts<T>(
    span: CallSpan,
    method: string,
    path: string,
    url: URL,
    /** Aborted by the call's deadline or by its request's end. */
    signal: AbortSignal,
    attempts: number,
    started: number,
    headers: Record<string, string>,
    body: unknown,
  ): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        const response = await request(url, {
          method: method as 'GET',
          dispatcher: this.agent,
          signal,
          headers,
          body: body !== undefined ? JSON.stringify(body) : undefined,
        });
        const text = await response.body.text();
        if (response.statusCode >= 200 && response.statusCode < 300) {
          this.ended(span, method, path, started, 'ok');
          return (text ? JSON.parse(text) : undefined) as T;
        }
        if (attempt < attempts && RETRYABLE_STATUS.has(response.statusCode) && !signal.aborted) {
          await delay(RETRY_DELAY_MS);
          continue;
        }
        this.endedWith(span, method, path, started, response.statusCode);
        throw providerStatusError(response.statusCode, parseErrorBody(text));
      } catch (error) {
        if (isGatewayError(error)) throw error;
        if (this.requestSignal?.aborted) {
          this.ended(span, method, path, started, 'abandoned');
          throw gatewayError('UPSTREAM_UNAVAILABLE', 'The request was answered already.');
        }
        // Not the request's end (above): the call's deadline.
        if (signal.aborted || error instanceof undiciErrors.HeadersTimeoutError) {
          this.ended(span, method, path, started, 'timeout');
          throw gatewayError('UPSTREAM_UNAVAILABLE');
        }
        if (isConnectionFailure(error)) {
          if (attempt < attempts) {
            await delay(RETRY_DELAY_MS);
            continue;
          }
          this.ended(span, method, path, started, 'unreachable');
          throw gatewayError('UPSTREAM_UNAVAILABLE');
        }
        throw error;
      }
    }
  }
}

function parseErrorBody(text: string): ProviderErrorBody | null {
  try {
    return JSON.parse(text) as ProviderErrorBody;
  } catch {
    return null;
  }
}

function isConnectionFailure(error: unknown): boolean {
  if (error instanceof undiciErrors.UndiciError) return true;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return (
    typeof code === 'string' && /^(ECONNREFUSED|ECONNRESET|EPIPE|ENOTFOUND|EAI_AGAIN|UND_ERR)/.test(code)
  );
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
