import DataLoader from 'dataloader';

/** A per-request loader for a call without a key (the caller's session, the role list): made once per request. */
export function callOnce<T>(fetch: () => Promise<T>): () => Promise<T> {
  const loader = new DataLoader<'once', T>((keys) => Promise.all(keys.map(() => fetch().catch(asError))), {
    batch: false,
  });
  return () => loader.load('once');
}

/** A per-request loader for keyed calls the provider cannot batch: identical keys are fetched once. */
export function callOncePerKey<K, T>(fetch: (key: K) => Promise<T>): (key: K) => Promise<T> {
  const loader = new DataLoader<K, T, string>(
    (keys) => Promise.all(keys.map((key) => fetch(key).catch(asError))),
    {
      batch: false,
      cacheKeyFn: (key) => JSON.stringify(key),
    },
  );
  return (key) => loader.load(key);
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
