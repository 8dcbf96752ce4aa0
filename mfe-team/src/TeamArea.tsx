import { ApolloProvider } from '@apollo/client/react';
import { getApolloClient } from '@seller-portal/platform';
import { TeamTable } from './team-table/index.js';

/** Everything under /team. */
export function TeamArea() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <section className="portal-page" aria-labelledby="team-heading">
        <h1 id="team-heading" className="portal-page__title">
          Team
        </h1>
        <TeamTable />
      </section>
    </ApolloProvider>
  );
}
