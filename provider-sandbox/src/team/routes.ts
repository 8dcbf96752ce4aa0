import express, { type Response, type Router } from 'express';
import type { Db } from '../db/db.js';
import { badRequest, forbidden, notFound, type FieldError } from '../http/errors.js';
import { queryParam } from '../http/params.js';
import { callerOf } from '../session/auth.js';
import { invitationsRouter } from './invitations-routes.js';
import { joinRequestsRouter } from './join-requests-routes.js';
import { membersRouter } from './members-routes.js';
import { findUser, listRoles, rolesByUser, teamPage } from './repository.js';
import { teamUserOf, type TeamUser } from './team-user.js';

export type { TeamUser } from './team-user.js';

/** The paged answer of docs/adr/001 (0-based pages). */
export interface Page<T> {
  content: T[];
  totalPages: number;
  totalElements: number;
  size: number;
  number: number;
  pageable: { pageNumber: number; pageSize: number };
}

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

function noCache(res: Response): void {
  res.set({ 'cache-control': 'no-cache, no-store, must-revalidate', pragma: 'no-cache', expires: '0' });
}

/** page (0-based, default 0) and size (1..100, default 10); every bad value is reported at once. */
export function parsePaging(raw: { page?: string | null; size?: string | null }): {
  page: number;
  size: number;
} {
  const fieldErrors: FieldError[] = [];
  const whole = (value: string | null | undefined) =>
    value != null && /^\d{1,9}$/.test(value.trim()) ? Number(value) : NaN;
  let page = 0;
  let size = DEFAULT_PAGE_SIZE;
  if (raw.page !== undefined) {
    page = whole(raw.page);
    if (Number.isNaN(page)) fieldErrors.push({ field: 'page', message: 'Page must be 0 or more' });
  }
  if (raw.size !== undefined) {
    size = whole(raw.size);
    if (Number.isNaN(size) || size < 1 || size > MAX_PAGE_SIZE) {
      fieldErrors.push({ field: 'size', message: `Size must be between 1 and ${MAX_PAGE_SIZE}` });
    }
  }
  if (fieldErrors.length > 0) throw badRequest('Invalid paging parameters', fieldErrors);
  return { page, size };
}

export interface TeamRouterOptions {
  /** The portal's origin: invitations link to its sign-up page. */
  portalOrigin: string;
}

export function teamRouter(db: Db, options: TeamRouterOptions): Router {
  const router = express.Router();

  router.get('/v1/teams/current', async (req, res) => {
    const { sellerId } = callerOf(req);
    if (!sellerId) throw forbidden('The signed-in user has no company');
    const { page, size } = parsePaging({ page: queryParam(req, 'page'), size: queryParam(req, 'size') });
    const rawSearch = queryParam(req, 'textSearchField');
    if (rawSearch === null)
      throw badRequest('Invalid search', [{ field: 'textSearchField', message: 'Search must be text' }]);
    const search = rawSearch?.trim().slice(0, 200) || null;

    const { rows, total } = await teamPage(db, { sellerId, page, size, search });
    const roles = await rolesByUser(
      db,
      rows.map((row) => row.id),
    );
    const answer: Page<TeamUser> = {
      content: rows.map((row) => teamUserOf(row, roles.get(row.id) ?? [])),
      totalPages: Math.ceil(total / size),
      totalElements: total,
      size,
      number: page,
      pageable: { pageNumber: page, pageSize: size },
    };
    res.json(answer);
  });

  router.get('/v1/users/current', async (req, res) => {
    const user = await findUser(db, callerOf(req).userId);
    if (!user) throw notFound('User not found');
    const roles = await rolesByUser(db, [user.id]);
    res.json({
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      title: user.title,
      phoneNumber: user.phoneNumber,
      mobilePhoneNumber: user.mobilePhoneNumber,
      status: user.status,
      isOrganizationOwner: user.isOrganizationOwner,
      roles: roles.get(user.id) ?? [],
    });
  });

  router.get('/v1/roles', async (_req, res) => {
    noCache(res);
    res.json(await listRoles(db));
  });

  router.use(membersRouter(db), invitationsRouter(db, options.portalOrigin), joinRequestsRouter(db));
  return router;
}
