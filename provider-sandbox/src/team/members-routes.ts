import express, { type Router } from 'express';
import { rolesByUser } from '../core/users.js';
import type { Db } from '../db/db.js';
import { noStore } from '../http/cache.js';
import { badRequest, forbidden } from '../http/errors.js';
import { isUuid } from '../http/params.js';
import { replaceOperationsOf } from '../http/replace-operations.js';
import { emitEvent } from '../notifications/index.js';
import { bodyOf, FieldChecks } from '../http/validation.js';
import { ADMIN_ROLE, colleagueOf, requireAdmin, requireOwner, requireRole } from '../session/membership.js';
import { MESSAGES } from './messages.js';
import { findRoles, replaceRoles, setOwner, setUserStatus, updateUser } from './repository.js';
import { loadTeamUser } from './team-user.js';

/**
 * Who may read the team list and a member's record (docs/adr/014): the roles the portal shows Team to. Spec 01
 * section 2 keeps Team from account executives and finance managers; least privilege keeps the data from them too.
 */
export const TEAM_READER_ROLES = ['ADMIN', 'EXEC', 'SALES_MANAGER'] as const;

/** The fields PATCH /v1/users/{id} may replace, by JSON pointer. */
const REPLACEABLE = ['/firstName', '/lastName', '/phoneNumber', '/roles'] as const;

/** A member's details and status (spec 02 sections 4, 6 and 7). Ids are the caller's seller's users only. */
export function membersRouter(db: Db): Router {
  const router = express.Router();

  router.get('/v1/users/:id', async (req, res, next) => {
    if (!isUuid(req.params.id)) return next();
    const member = requireRole(req, TEAM_READER_ROLES);
    const colleague = await colleagueOf(db, member, req.params.id);
    noStore(res).json(await loadTeamUser(db, member.sellerId, colleague.id));
  });

  router.patch('/v1/users/:id', async (req, res, next) => {
    if (!isUuid(req.params.id)) return next();
    const admin = requireAdmin(req);
    const colleague = await colleagueOf(db, admin, req.params.id);
    const checks = new FieldChecks();
    const changes: { firstName?: string; lastName?: string; phoneNumber?: string | null } = {};
    let roleIds: string[] | undefined;
    for (const { path, value } of replaceOperationsOf(req.body, REPLACEABLE)) {
      if (path === '/firstName')
        changes.firstName = checks.required(value, 'firstName', MESSAGES.firstNameRequired);
      if (path === '/lastName')
        changes.lastName = checks.required(value, 'lastName', MESSAGES.lastNameRequired);
      if (path === '/phoneNumber') changes.phoneNumber = checks.phone(value, 'phoneNumber');
      if (path === '/roles') roleIds = checks.stringList(value, 'roles', MESSAGES.roleRequired, 5);
    }
    if (roleIds && !roleIds.every(isUuid)) checks.fail('roles', MESSAGES.roleRequired);
    checks.done();
    const roles = roleIds ? await findRoles(db, roleIds) : [];
    if (roleIds && roles.length !== new Set(roleIds).size) {
      throw badRequest('Validation failed', [{ field: 'roles', message: 'Unknown role' }]);
    }
    if (roleIds && colleague.isOrganizationOwner && !roles.some((role) => role.name === ADMIN_ROLE)) {
      throw forbidden('The organization owner keeps the Admin role');
    }
    await db.transaction(async (tx) => {
      await updateUser(tx, admin.sellerId, colleague.id, changes);
      if (roleIds) await replaceRoles(tx, admin.sellerId, colleague.id, roleIds);
    });
    res.json(await loadTeamUser(db, admin.sellerId, colleague.id));
  });

  for (const action of ['disable', 'enable'] as const) {
    const from = action === 'disable' ? 'ACTIVE' : 'DISABLED';
    const to = action === 'disable' ? 'DISABLED' : 'ACTIVE';
    router.patch(`/v1/users/:id/${action}`, async (req, res) => {
      const admin = requireAdmin(req);
      const colleague = await colleagueOf(db, admin, req.params.id);
      if (colleague.id === admin.userId) throw forbidden(`You cannot ${action} your own account`);
      if (colleague.isOrganizationOwner) throw forbidden(`The organization owner cannot be ${action}d`);
      if (colleague.status !== from) throw forbidden(`Only a ${from.toLowerCase()} user can be ${action}d`);
      await db.transaction(async (tx) => {
        await setUserStatus(tx, admin.sellerId, colleague.id, { from, to });
        // The gateway ends the member's sockets on every instance (docs/adr/014): their tokens are refused from now
        // on, and a socket would otherwise keep receiving events until its token expires. Told in the transaction of
        // the change, so the event exists exactly when the change does.
        if (action === 'disable') {
          await emitEvent(tx, { userId: colleague.id, sellerId: admin.sellerId, type: 'member-disabled' });
        }
      });
      res.json(await loadTeamUser(db, admin.sellerId, colleague.id));
    });
  }

  router.post('/v1/teams/transfer-ownership', async (req, res) => {
    const owner = requireOwner(req);
    const colleague = await colleagueOf(db, owner, bodyOf(req).userId);
    if (colleague.id === owner.userId) throw forbidden('You already own this organization');
    const roles = (await rolesByUser(db, [colleague.id])).get(colleague.id) ?? [];
    if (colleague.status !== 'ACTIVE' || !roles.some((role) => role.name === ADMIN_ROLE)) {
      throw forbidden('Ownership can only go to an active admin');
    }
    await db.transaction((tx) => setOwner(tx, owner.sellerId, owner.userId, colleague.id));
    res.json({
      previousOwner: await loadTeamUser(db, owner.sellerId, owner.userId),
      newOwner: await loadTeamUser(db, owner.sellerId, colleague.id),
    });
  });

  return router;
}
