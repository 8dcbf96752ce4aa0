import type { RequestHandler } from 'express';
import { z } from 'zod';
import { notFoundHandler } from '../http/errors.js';
import { PROVIDER_OPERATIONS, type ProviderOperation } from './operations.js';
import { providerSchemas } from './schemas.js';

/** Where the document is served, below /api: the gateway reads it to learn which extensions the provider offers. */
export const OPENAPI_PATH = '/openapi.json';

/** The vendor extension that marks an operation the spec does not have (docs/adr/019). */
const EXTENSION_MARK = 'x-extension';

const pathParametersOf = (path: string) =>
  [...path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));

/** The query an operation reads: one `in: query` parameter a field, its description and mark beside its schema. */
function queryParametersOf(query: z.ZodObject | undefined) {
  return Object.entries(query?.shape ?? {}).map(([name, field]) => {
    const {
      $schema: _dialect,
      description,
      [EXTENSION_MARK]: extension,
      ...schema
    } = z.toJSONSchema(field as z.ZodType, { io: 'input' }) as JsonSchema;
    return {
      name,
      in: 'query',
      ...(description ? { description } : {}),
      required: !(field as z.ZodType).safeParse(undefined).success,
      schema,
      ...(extension ? { [EXTENSION_MARK]: true } : {}),
    };
  });
}

/** The body an operation reads, always required: a reference to a named schema, JSON or multipart. */
function requestBodyOf({ request, form }: ProviderOperation) {
  const [type, schema] = request ? ['application/json', request] : form ? ['multipart/form-data', form] : [];
  return type && schema
    ? { requestBody: { required: true, content: { [type]: { schema: schemaRef(schema) } } } }
    : {};
}

const operationIdOf = ({ method, path }: ProviderOperation) =>
  method.toLowerCase() +
  path
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');

const schemaUri = (id: string) => `#/components/schemas/${id}`;

type JsonSchema = Record<string, unknown>;

/** An operation's answer as the document writes it: a reference to a named schema, or a list of one. */
function schemaRef(schema: z.core.$ZodType): JsonSchema {
  const id = providerSchemas.get(schema)?.id;
  if (id) return { $ref: schemaUri(id) };
  if (schema instanceof z.ZodArray) return { type: 'array', items: schemaRef(schema.element) };
  throw new Error('An operation answers or reads a schema that no contract.ts names');
}

/**
 * Every named schema, rendered by zod (draft 2020-12, OpenAPI 3.1's dialect), referring to each other by name: as
 * an answer is (`output`: an object names all its fields) or as a request is read (`input`: fields it does not name
 * are ignored, as the sandbox ignores them).
 */
function namedSchemas(io: 'input' | 'output'): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(providerSchemas, { uri: schemaUri, io });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, { $schema: _dialect, $id: _id, ...schema }]) => [id, schema]),
  );
}

/** The named schemas the given JSON refers to, and those they refer to in turn, in the order of `all`. */
function referencedSchemas(from: unknown, all: Record<string, JsonSchema>): Record<string, JsonSchema> {
  const used = new Set<string>();
  const pending = [JSON.stringify(from)];
  for (let json = pending.pop(); json !== undefined; json = pending.pop()) {
    for (const [, id = ''] of json.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (used.has(id) || !(id in all)) continue;
      used.add(id);
      pending.push(JSON.stringify(all[id]));
    }
  }
  return Object.fromEntries(Object.entries(all).filter(([id]) => used.has(id)));
}

/** The error answer every operation may give (docs/adr/001). */
const ERROR_ANSWER = { description: 'As docs/spec describes; errors are { status, error, message }' };

const responsesOf = ({ response, status }: ProviderOperation) =>
  response
    ? {
        [status ?? 200]: {
          description: 'Success',
          content: { 'application/json': { schema: schemaRef(response) } },
        },
        default: ERROR_ANSWER,
      }
    : { default: ERROR_ANSWER };

/**
 * The OpenAPI 3.1 document of the sandbox's REST API: every operation it serves (with extensions off, only the
 * spec's), with the JSON answers of those whose domain wrote them (docs/adr/019 says which). `publicUrl` '' gives the
 * committed copy (`provider-sandbox/openapi.json`), whose server is the relative `/api`.
 */
export function openApiDocument(publicUrl: string, extensions: boolean): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of PROVIDER_OPERATIONS) {
    if (operation.extension && !extensions) continue;
    // With extensions off, a query parameter of ours on a spec call is left out too (a spec-only provider's list).
    const query = queryParametersOf(operation.query).filter(
      (parameter) => extensions || !parameter[EXTENSION_MARK],
    );
    const parameters = [...pathParametersOf(operation.path), ...query];
    (paths[operation.path] ??= {})[operation.method.toLowerCase()] = {
      operationId: operationIdOf(operation),
      summary: operation.summary,
      tags: [operation.tag],
      ...(operation.pathNotShown
        ? { description: `The spec names this call without its path (${operation.pathNotShown}).` }
        : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(operation.public ? { security: [] } : {}),
      ...(operation.deprecated ? { deprecated: true } : {}),
      ...requestBodyOf(operation),
      responses: responsesOf(operation),
      ...(operation.extension ? { [EXTENSION_MARK]: true } : {}),
    };
  }
  // The schemas requests refer to are rendered as read; the others as answered.
  const answers = namedSchemas('output');
  const requests = namedSchemas('input');
  const bodies = Object.values(paths).flatMap((methods) =>
    Object.values(methods).map((operation) => (operation as { requestBody?: unknown }).requestBody),
  );
  const schemas = { ...answers, ...referencedSchemas(bodies, requests) };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Seller portal provider (sandbox)',
      version: '1',
      description:
        "The provider's REST API as the sandbox serves it: the spec's calls, and ours marked x-extension: true.",
    },
    servers: [{ url: `${publicUrl}/api` }],
    components: {
      // By name: the order modules happen to load in (a domain added, an import moved) never reorders the document.
      schemas: Object.fromEntries(
        Object.entries(referencedSchemas(paths, schemas)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
      ),
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    security: [{ bearer: [] }],
    paths,
  };
}

/** A path template as a route matches it (Express: any case, an optional trailing slash). */
const templatePattern = (path: string) =>
  new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}/?$`, 'i');

const compiled = PROVIDER_OPERATIONS.map((operation) => ({
  operation,
  pattern: templatePattern(operation.path),
}));

/** The operation a request is for, the spec's before ours when both match, or undefined. */
export function operationOf(method: string, path: string): ProviderOperation | undefined {
  const wanted = method === 'HEAD' ? 'GET' : method;
  const matching = compiled.filter(
    ({ operation, pattern }) => operation.method === wanted && pattern.test(path),
  );
  return (matching.find(({ operation }) => !operation.extension) ?? matching[0])?.operation;
}

/**
 * With extensions off, an extension operation answers 404 as if the sandbox had no such route: a provider with
 * only the spec's calls.
 */
export function extensionSwitch(extensions: boolean): RequestHandler {
  return (req, res, next) => {
    if (extensions || !operationOf(req.method, req.path)?.extension) return next();
    notFoundHandler(req, res);
  };
}
