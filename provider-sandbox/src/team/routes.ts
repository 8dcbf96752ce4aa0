import express, { type Router } from 'express';
import { currentUserAnswer, rolesByUser } from '../core/users.js';
import type { SandboxDeps } from '../domain.js';
import { noStore } from '../http/cache.js';
import { badRequest, notFound } from '../http/errors.js';
import { pageOf, pagingOf } from '../http/paging.js';
import { queryParam } from '../http/params.js';
import { TEXT_MAX } from '../http/validation.js';
import { callerOf } from '../session/auth.js';
import { requireRole } from '../session/membership.js';
import { invitationsRouter } from './invitations-routes.js';
import { joinRequestsRouter } from './join-requests-routes.js';
import { membersRouter, TEAM_READER_ROLES } from './members-routes.js';
import { listRoles, teamPage } from './repository.js';
import { teamUserOf } from './team-user.js';

export type { TeamUser } from './team-user.js';

/** Spec 02 section 7, Team: the team list, the current user, roles, members, invitations and join requests. */
export function teamRouter({ db, portalOrigin }: SandboxDeps): Router {
  const router = express.Router();

  router.get('/v1/teams/current', async (req, res) => {
    const { sellerId } = requireRole(req, TEAM_READER_ROLES);
    const paging = pagingOf(req);
    const rawSearch = queryParam(req, 'textSearchField');
    if (rawSearch === null)
      throw badRequest('Invalid search', [{ field: 'textSearchField', message: 'Search must be text' }]);
    const search = rawSearch?.trim().slice(0, TEXT_MAX.search) || null;
    const { rows, total } = await teamPage(db, { sellerId, ...paging, search });
    const roles = await rolesByUser(
      db,
      rows.map((row) => row.id),
    );
    res.json(
      pageOf(
        rows.map((row) => teamUserOf(row, roles.get(row.id) ?? [])),
        total,
        paging,
      ),
    );
  });

  router.get('/v1/users/current', async (req, res) => {
    const user = await currentUserAnswer(db, callerOf(req).userId);
    if (!user) throw notFound('User not found');
    res.json(user);
  });

  router.get('/v1/roles', async (_req, res) => {
    noStore(res).json(await listRoles(db));
  });

  router.use(membersRouter(db), invitationsRouter(db, portalOrigin), joinRequestsRouter(db));
  return router;
}
