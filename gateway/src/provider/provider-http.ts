import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { Agent, errors as undiciErrors, request } from 'undici';
import { gatewayError, isGatewayError, providerStatusError, type ProviderErrorBody } from './errors.js';

export interface ProviderHttpOptions {
  baseUrl: string;
  /** Whole-call deadline in milliseconds, retries included. */
  timeoutMs: number;
}

type Query = Record<string, string | number | boolean | undefined | null>;

/** A provider answer whose body is read as it arrives (files), never held whole. */
export interface ProviderStream {
  headers: IncomingHttpHeaders;
  body: Readable;
}

/** How long a file call may wait for the provider's answer to begin (an upload is answered once received). */
const STREAM_HEADERS_TIMEOUT_MS = 10 * 60_000;

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
    /** Aborted once the GraphQL request is answered: calls still running then are abandoned. */
    private readonly requestSignal?: AbortSignal,
  ) {}

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
    try {
      const response = await request(this.urlOf(path, init.query), {
        method,
        dispatcher: this.agent,
        signal: this.requestSignal,
        headersTimeout: STREAM_HEADERS_TIMEOUT_MS,
        headers: { authorization: `Bearer ${this.accessToken}`, ...init.headers },
        body: init.body,
      });
      if (response.statusCode >= 200 && response.statusCode < 300) {
        return { headers: response.headers as IncomingHttpHeaders, body: response.body };
      }
      throw providerStatusError(response.statusCode, parseErrorBody(await response.body.text()));
    } catch (error) {
      if (isGatewayError(error)) throw error;
      if (this.requestSignal?.aborted)
        throw gatewayError('UPSTREAM_UNAVAILABLE', 'The request was answered already.');
      if (isConnectionFailure(error) || error instanceof undiciErrors.HeadersTimeoutError)
        throw gatewayError('UPSTREAM_UNAVAILABLE');
      throw error;
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
    const deadline = AbortSignal.timeout(this.options.timeoutMs);
    const signal = this.requestSignal ? AbortSignal.any([deadline, this.requestSignal]) : deadline;
    // A call with an Idempotency-Key is as safe to repeat as a GET: the provider answers the first one's result.
    const attempts = method === 'GET' || init.headers?.['idempotency-key'] ? 2 : 1;
    for (let attempt = 1; ; attempt++) {
      try {
        const response = await request(url, {
          method: method as 'GET',
          dispatcher: this.agent,
          signal,
          headers: {
            authorization: `Bearer ${this.accessToken}`,
            accept: 'application/json',
            ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
            ...init.headers,
          },
          body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
        });
        const text = await response.body.text();
        if (response.statusCode >= 200 && response.statusCode < 300) {
          return (text ? JSON.parse(text) : undefined) as T;
        }
        if (attempt < attempts && RETRYABLE_STATUS.has(response.statusCode) && !signal.aborted) {
          await delay(RETRY_DELAY_MS);
          continue;
        }
        throw providerStatusError(response.statusCode, parseErrorBody(text));
      } catch (error) {
        if (this.requestSignal?.aborted)
          throw gatewayError('UPSTREAM_UNAVAILABLE', 'The request was answered already.');
        if (deadline.aborted || error instanceof undiciErrors.HeadersTimeoutError) {
          throw gatewayError('UPSTREAM_UNAVAILABLE');
        }
        if (isConnectionFailure(error)) {
          if (attempt < attempts) {
            await delay(RETRY_DELAY_MS);
            continue;
          }
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
