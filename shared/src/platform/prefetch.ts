import { ApolloLink, type ApolloClient, type DocumentNode, type OperationVariables } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { catchError, mergeMap, of, shareReplay, type Observable } from 'rxjs';

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
 * answer the prefetch got moments before (or is getting: a page that mounts while the prefetch is in flight shares
 * its request), instead of a second request to the gateway. An answer with errors is not handed on, and any mutation
 * drops every kept answer, since it may have changed what they say.
 */
export function createPrefetchLink(): ApolloLink {
  const kept = new Map<string, { answer: Observable<ApolloLink.Result>; until: number }>();
  return new ApolloLink((operation, forward) => {
    if (operation.operationType === OperationTypeNode.MUTATION) {
      kept.clear();
      return forward(operation);
    }
    const key = keyOf(operation);
    if (operation.getContext().prefetch === true) {
      const answer = forward(operation).pipe(shareReplay(1));
      kept.set(key, { answer, until: Date.now() + KEPT_MS });
      return answer;
    }
    const entry = kept.get(key);
    if (!entry) return forward(operation);
    kept.delete(key);
    if (entry.until < Date.now()) return forward(operation);
    // An answer with errors, or none, is not handed on: the page asks for itself.
    return entry.answer.pipe(
      mergeMap((result) => (result.errors?.length ? forward(operation) : of(result))),
      catchError(() => forward(operation)),
    );
  });
}

/**
 * Asks the gateway for a page's first queries now; a failure is the page's own to show when it asks. Apollo's own
 * deduplication is off for the prefetch, so a page that mounts meanwhile sends its ask through the link above, which
 * shares the prefetch's request with it exactly once.
 */
export function prefetchQueries(client: ApolloClient, queries: readonly PrefetchedQuery[]): void {
  for (const { query, variables } of queries)
    void client
      .query({
        query,
        variables,
        fetchPolicy: 'network-only',
        context: { prefetch: true, queryDeduplication: false },
      })
      .catch(() => undefined);
}
