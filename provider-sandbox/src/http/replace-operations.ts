import { badRequest } from './errors.js';

/** One change of a PATCH body (spec 01 and 02, section 7: "array of replace operations on changed fields"). */
export interface ReplaceOperation<Path extends string> {
  op: 'replace';
  path: Path;
  value: unknown;
}

/**
 * The body of a PATCH as replace operations on the named paths only (`/firstName`, …): 1 to `paths.length`
 * operations, no path twice; anything else is a 400 before the database is touched.
 */
export function replaceOperationsOf<Path extends string>(
  body: unknown,
  paths: readonly Path[],
): ReplaceOperation<Path>[] {
  if (!Array.isArray(body) || body.length === 0 || body.length > paths.length) {
    throw badRequest(`The body must be a list of 1 to ${paths.length} replace operations`);
  }
  const seen = new Set<string>();
  return body.map((operation: unknown, index) => {
    const { op, path, value } = (typeof operation === 'object' && operation !== null ? operation : {}) as {
      op?: unknown;
      path?: unknown;
      value?: unknown;
    };
    if (op !== 'replace') throw badRequest(`Operation ${index} is not a replace operation`);
    if (!paths.includes(path as Path)) {
      throw badRequest(`Operation ${index} replaces ${String(path)}, which cannot be changed`);
    }
    if (seen.has(path as string))
      throw badRequest(`Operation ${index} replaces ${String(path)} a second time`);
    seen.add(path as string);
    return { op, path: path as Path, value };
  });
}
