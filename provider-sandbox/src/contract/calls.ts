import { PROVIDER_OPERATIONS, type ProviderOperation } from './operations.js';

/** One call of an operation of the contract, as the contract's tests make it (answers.test.ts, requests.test.ts). */
export interface OperationCall {
  token: string;
  params?: Record<string, string>;
  /** The query parameters; numbers and booleans are sent as text. */
  query?: Record<string, unknown>;
  body?: unknown;
  /** A multipart body (an upload), sent as fetch builds it. */
  form?: FormData;
}

/** The operation of the contract at a method and path template, or an error naming it. */
export function operationAt(method: ProviderOperation['method'], path: string): ProviderOperation {
  const operation = PROVIDER_OPERATIONS.find(
    (candidate) => candidate.method === method && candidate.path === path,
  );
  if (!operation) throw new Error(`${method} ${path} is not an operation`);
  return operation;
}

/** Calls the operation on a running sandbox: its path filled in, the query, and a JSON or multipart body. */
export function callOperation(
  sandboxUrl: string,
  operation: ProviderOperation,
  { token, params = {}, query, body, form }: OperationCall,
): Promise<Response> {
  const url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
  const search = query
    ? `?${new URLSearchParams(
        Object.entries(query).map(([name, value]): [string, string] => [name, String(value)]),
      ).toString()}`
    : '';
  return fetch(`${sandboxUrl}/api${url}${search}`, {
    method: operation.method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
}
