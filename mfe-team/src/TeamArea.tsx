import { ApolloProvider } from '@apollo/client/react';
import { getApolloClient } from '@seller-portal/platform';
import { TeamRoutes } from './TeamRoutes.js';

/** Everything under /team. */
export function TeamArea() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <section className="portal-page" aria-labelledby="team-heading">
        <h1 id="team-heading" className="portal-page__title">
          Team
        </h1>
        <TeamRoutes />
      </section>
    </ApolloProvider>
  );
}
