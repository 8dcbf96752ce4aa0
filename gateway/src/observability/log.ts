import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import type { RequestHandler, Response } from 'express';
import { Kind } from 'graphql';
import { pino, type DestinationStream, type Level, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';

export type { Logger };

/** The levels LOG_LEVEL may name; `silent` writes nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = Level | 'silent';

/** The header that carries a request's id: taken from the caller when it is a sane one, else made here. */
export const REQUEST_ID_HEADER = 'x-request-id';
const SANE_REQUEST_ID = /^[\w.:-]{1,128}$/;
/** A GraphQL operation name (the spec's Name), so a log line never carries what a caller typed elsewhere. */
const OPERATION_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,127}$/;

/** Requests a load balancer repeats every few seconds: they would drown the lines that matter. */
const QUIET_PATHS = new Set(['/healthz', '/readyz']);

/**
 * The gateway's logger: one JSON object per line on standard output (docs/adr/015). Nothing it writes holds a token,
 * a secret or personal data: requests are logged by method, path (never the query) and status only.
 */
export function createLogger(level: LogLevel = 'info', destination?: DestinationStream): Logger {
  return pino({ level, base: { service: 'gateway' } }, destination);
}

/** A logger that writes nothing (tests, and a gateway created without one). */
export const silentLogger = (): Logger => pino({ level: 'silent' });

/** What one request's log line says of the GraphQL operation it ran, set once it is known. */
interface OperationNote {
  operationName?: string;
  errorCodes?: string[];
}

/** The note of the GraphQL operation of this response, for its log line. */
export function operationNote(res: Response | ServerResponse): OperationNote {
  const locals = (res as Response).locals as { operation?: OperationNote } | undefined;
  if (!locals) return {};
  locals.operation ??= {};
  return locals.operation;
}

/** Where a request's context keeps its response (a symbol key: Apollo copies the context's own properties). */
const RESPONSE = Symbol('response');

/**
 * Puts each GraphQL operation's name and error codes on its request's log line: `track` links a request's context to
 * its response, and the Apollo plugin writes what it learns of the operation there.
 */
export function operationLogging<Context extends BaseContext>() {
  const noteOf = (context: Context) => {
    const res = (context as { [RESPONSE]?: ServerResponse })[RESPONSE];
    return res ? operationNote(res) : undefined;
  };
  const plugin: ApolloServerPlugin<Context> = {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, operationName }) {
          const note = noteOf(contextValue);
          if (note && operationName && OPERATION_NAME.test(operationName)) note.operationName = operationName;
        },
        async didEncounterErrors({ contextValue, errors, request, document }) {
          const note = noteOf(contextValue);
          if (!note) return;
          // An operation refused before it was resolved (validation) is named as sent, or as its document names it.
          const named = document?.definitions.find(
            (definition) => definition.kind === Kind.OPERATION_DEFINITION,
          );
          const name = request.operationName ?? named?.name?.value;
          if (!note.operationName && name && OPERATION_NAME.test(name)) note.operationName = name;
          const codes = errors.map((error) => String(error.extensions.code ?? 'INTERNAL_SERVER_ERROR'));
          note.errorCodes = [...new Set([...(note.errorCodes ?? []), ...codes])];
        },
      };
    },
  };
  return {
    plugin,
    track(context: Context, res: ServerResponse): Context {
      return Object.assign(context, { [RESPONSE]: res });
    },
  };
}

/** The request's id, as the request log line and the provider calls carry it. */
export function requestIdOf(req: IncomingMessage): string {
  return String((req as IncomingMessage & { id?: unknown }).id ?? '');
}

const pathOf = (url: string | undefined) => (url ?? '/').split('?', 1)[0] ?? '/';

/**
 * One line per request: its id (the caller's `x-request-id`, else a new one, echoed in the answer), method, path,
 * status, duration and, for GraphQL, the operation's name and error codes.
 */
export function requestLogging(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const given = req.headers[REQUEST_ID_HEADER];
      const id = typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    autoLogging: { ignore: (req) => QUIET_PATHS.has(pathOf(req.url)) },
    quietReqLogger: true,
    wrapSerializers: false,
    serializers: {
      req: (req: IncomingMessage & { id?: unknown }) => ({
        id: req.id,
        method: req.method,
        path: pathOf(req.url),
      }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
      err: pino.stdSerializers.err,
    },
    customProps: (_req, res) => ({ ...operationNote(res) }),
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: () => 'request completed',
    customErrorMessage: () => 'request failed',
  });
}
