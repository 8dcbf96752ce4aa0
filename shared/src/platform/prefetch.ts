import { ApolloLink, type ApolloClient, type DocumentNode, type OperationVariables } from '@apollo/client';
import { map, of } from 'rxjs';

/**
 * A query a page asks first, started before the page mounts (docs/adr/003-browser-bytes.md, dated section "the first
 * round trips"): with the same document and variables the page's own `useQuery` uses, so the page finds the answer.
 */
export interface PrefetchedQuery {
  query: DocumentNode;
  variables?: OperationVariables;
}

/** How long a prefetched answer waits for the page's own query before it is dropped. */
const KEPT_MS = 10_000;

/** Variables with their keys in one order, so `{ a, b }` and `{ b, a }` are one query. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  return value;
}

const keyOf = (operation: ApolloLink.Operation) =>
  `${operation.operationName ?? ''}:${JSON.stringify(canonical(operation.variables ?? {}))}`;

/**
 * The link that hands a prefetched answer to the page's own query: a page's `cache-and-network` query shows the
 * prefetched data from the cache at once and asks the network again; that second ask is answered here, once, with the
 * answer the prefetch got moments before, instead of a second request to the gateway. A query still in flight is
 * shared by Apollo's own deduplication. Answers with errors are not kept.
 */
export function createPrefetchLink(): ApolloLink {
  const answers = new Map<string, { result: ApolloLink.Result; until: number }>();
  return new ApolloLink((operation, forward) => {
    const key = keyOf(operation);
    if (operation.getContext().prefetch === true)
      return forward(operation).pipe(
        map((result) => {
          if (!result.errors?.length) answers.set(key, { result, until: Date.now() + KEPT_MS });
          return result;
        }),
      );
    const kept = answers.get(key);
    if (!kept) return forward(operation);
    answers.delete(key);
    return kept.until >= Date.now() ? of(kept.result) : forward(operation);
  });
}

/** Asks the gateway for a page's first queries now; a failure is the page's own to show when it asks. */
export function prefetchQueries(client: ApolloClient, queries: readonly PrefetchedQuery[]): void {
  for (const { query, variables } of queries)
    void client
      .query({ query, variables, fetchPolicy: 'network-only', context: { prefetch: true } })
      .catch(() => undefined);
}
