import { ApolloClient, ApolloLink, InMemoryCache, gql } from '@apollo/client';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPrefetchLink, prefetchQueries } from './prefetch.js';

const TeamQuery = gql`
  query Team($page: Int!, $size: Int!, $search: String) {
    team(page: $page, size: $size, search: $search) {
      total
    }
  }
`;

const Touch = gql`
  mutation Touch {
    touch
  }
`;

/**
 * A client over a gateway that counts its requests and answers `total` = how many it has answered; with `held`, each
 * answer waits until the test calls `release()`.
 */
function clientWithGateway(
  answer: (count: number) => object = (count) => ({ data: { team: { total: count } } }),
  { held = false } = {},
) {
  const requests: { operationName: string | undefined; variables: Record<string, unknown> }[] = [];
  const waiting: (() => void)[] = [];
  const gateway = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        requests.push({ operationName: operation.operationName, variables: operation.variables });
        const result =
          operation.operationName === 'Touch' ? { data: { touch: true } } : answer(requests.length);
        const send = () => {
          observer.next(result as ApolloLink.Result);
          observer.complete();
        };
        if (held) waiting.push(send);
        else send();
      }),
  );
  const release = () => waiting.splice(0).forEach((send) => send());
  const client = new ApolloClient({
    link: ApolloLink.from([createPrefetchLink(), gateway]),
    cache: new InMemoryCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
  return { client, requests, release };
}

/** What a page's `useQuery` does on mount: watch the query; the total it shows in the end. */
async function pageAsks(client: ApolloClient, variables: Record<string, unknown>) {
  let total: number | undefined;
  const watching = client.watchQuery({ query: TeamQuery, variables }).subscribe((result) => {
    const data = result.data as { team?: { total: number } } | undefined;
    if (data?.team) total = data.team.total;
  });
  await vi.waitFor(() => expect(total).toBeDefined());
  // Any second answer (the network's, after the cache's) arrives meanwhile.
  await new Promise((resolve) => setTimeout(resolve, 20));
  watching.unsubscribe();
  return total;
}

describe('a page’s first queries, prefetched before it mounts', () => {
  afterEach(() => vi.useRealTimers());

  it('the page shows the prefetched answer and asks the gateway no second time', async () => {
    const { client, requests } = clientWithGateway();
    prefetchQueries(client, [{ query: TeamQuery, variables: { size: 10, page: 0, search: null } }]);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));

    // The same variables in another order are the same query.
    expect(await pageAsks(client, { page: 0, size: 10, search: null })).toBe(1);
    expect(requests).toHaveLength(1);
    // Once only: a later ask of the page (a refresh) goes to the gateway.
    expect(await pageAsks(client, { page: 0, size: 10, search: null })).toBe(2);
    expect(requests).toHaveLength(2);
  });

  it('another page of the list is asked of the gateway', async () => {
    const { client, requests } = clientWithGateway();
    prefetchQueries(client, [{ query: TeamQuery, variables: { page: 0, size: 10, search: null } }]);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(await pageAsks(client, { page: 1, size: 10, search: null })).toBe(2);
    expect(requests).toHaveLength(2);
  });

  it('a refused prefetch is not handed on: the page asks for itself', async () => {
    const { client, requests } = clientWithGateway((count) =>
      count === 1
        ? { errors: [{ message: 'Not allowed.', extensions: { code: 'FORBIDDEN' } }] }
        : { data: { team: { total: count } } },
    );
    prefetchQueries(client, [{ query: TeamQuery, variables: { page: 0, size: 10, search: null } }]);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(await pageAsks(client, { page: 0, size: 10, search: null })).toBe(2);
  });

  it('a page that mounts while the prefetch is in flight shares it, and its later refetch reaches the gateway', async () => {
    const { client, requests, release } = clientWithGateway(undefined, { held: true });
    const variables = { page: 0, size: 10, search: null };
    prefetchQueries(client, [{ query: TeamQuery, variables }]);
    await vi.waitFor(() => expect(requests).toHaveLength(1));

    const totals: number[] = [];
    const page = client.watchQuery({ query: TeamQuery, variables });
    const watching = page.subscribe((result) => {
      const data = result.data as { team?: { total: number } } | undefined;
      if (data?.team) totals.push(data.team.total);
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    await vi.waitFor(() => expect(totals).toContain(1));
    expect(requests).toHaveLength(1);

    // After an action the page asks again: the gateway answers, not the prefetch's earlier answer.
    const refetched = page.refetch();
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    release();
    await refetched;
    await vi.waitFor(() => expect(totals.at(-1)).toBe(2));
    watching.unsubscribe();
  });

  it('a change made meanwhile drops the prefetched answer: the page asks the gateway', async () => {
    const { client, requests } = clientWithGateway();
    prefetchQueries(client, [{ query: TeamQuery, variables: { page: 0, size: 10, search: null } }]);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    await client.mutate({ mutation: Touch });
    expect(await pageAsks(client, { page: 0, size: 10, search: null })).toBe(3);
    expect(requests.map((request) => request.operationName)).toEqual(['Team', 'Touch', 'Team']);
  });

  it('an answer the page did not ask for within 10 s is dropped', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { client, requests } = clientWithGateway();
    prefetchQueries(client, [{ query: TeamQuery, variables: { page: 0, size: 10, search: null } }]);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    vi.setSystemTime(Date.now() + 10_001);
    expect(await pageAsks(client, { page: 0, size: 10, search: null })).toBe(2);
    expect(requests).toHaveLength(2);
  });
});
