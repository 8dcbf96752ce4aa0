import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { PortalConfig } from './config.js';
import type { PortalSession } from './session.js';
import { createPrefetchLink } from './prefetch.js';
import { traceparent } from './trace.js';

/**
 * Apollo Client for the gateway's GraphQL API: bearer token and a new trace on every call; UNAUTHENTICATED means
 * sign in again.
 */
export function createApolloClient(config: PortalConfig, session: PortalSession): ApolloClient {
  const auth = new SetContextLink(async (context) => {
    const token = await session.accessToken();
    return {
      headers: {
        ...context.headers,
        traceparent: traceparent(),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    };
  });
  const signInAgain = new ErrorLink(({ error }) => {
    if (
      CombinedGraphQLErrors.is(error) &&
      error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')
    ) {
      void session.expire();
    }
  });
  return new ApolloClient({
    link: ApolloLink.from([
      signInAgain,
      createPrefetchLink(),
      auth,
      new HttpLink({ uri: config.graphqlPath }),
    ]),
    // providerFeatures is one object many queries select parts of: each answer merges into it, never replaces it.
    cache: new InMemoryCache({ typePolicies: { ProviderFeatures: { merge: true } } }),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}
