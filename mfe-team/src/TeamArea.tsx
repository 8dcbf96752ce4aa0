import { TeamRoutes } from './TeamRoutes.js';

/** Everything under /team. */
export function TeamArea() {
  return (
    <section className="portal-page" aria-labelledby="team-heading">
      <h1 id="team-heading" className="portal-page__title">
        Team
      </h1>
      <TeamRoutes />
    </section>
  );
}
