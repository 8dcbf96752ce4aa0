import express, { type Router } from 'express';
import type { Db } from '../db/db.js';
import { badRequest, forbidden } from '../http/errors.js';
import { isUuid } from '../http/params.js';
import { memberOf, requireAdmin, requireOwner, teamCallerOf, ADMIN_ROLE } from './permissions.js';
import { findRole, rolesByUser, replaceRoles, setOwner, setUserStatus, updateUser } from './repository.js';
import { loadTeamUser } from './team-user.js';
import { bodyOf, FieldChecks, MESSAGES } from './validation.js';

/** The fields PATCH /v1/users/{id} may replace, by JSON pointer. */
const REPLACEABLE = ['/firstName', '/lastName', '/phoneNumber', '/roles'] as const;
type ReplaceablePath = (typeof REPLACEABLE)[number];

interface ReplaceOperation {
  op: 'replace';
  path: ReplaceablePath;
  value: unknown;
}

function replaceOperationsOf(body: unknown): ReplaceOperation[] {
  if (!Array.isArray(body) || body.length === 0) {
    throw badRequest('The body must be a non-empty list of replace operations');
  }
  return body.map((operation: unknown, index) => {
    const { op, path, value } = (typeof operation === 'object' && operation !== null ? operation : {}) as {
      op?: unknown;
      path?: unknown;
      value?: unknown;
    };
    if (op !== 'replace') {
      throw badRequest(`Operation ${index} is not a replace operation`);
    }
    if (!REPLACEABLE.includes(path as ReplaceablePath)) {
      throw badRequest(`Operation ${index} replaces ${String(path)}, which cannot be changed`);
    }
    return { op, path: path as ReplaceablePath, value };
  });
}

/** A member's details and status (spec 02 sections 4, 6 and 7). Ids are the caller's seller's users only. */
export function membersRouter(db: Db): Router {
  const router = express.Router();

  router.get('/v1/users/:id', async (req, res, next) => {
    if (!isUuid(req.params.id)) return next();
    const caller = await teamCallerOf(db, req);
    const member = await memberOf(db, caller, req.params.id);
    res.set('cache-control', 'no-store').json(await loadTeamUser(db, caller.sellerId, member.id));
  });

  router.patch('/v1/users/:id', async (req, res, next) => {
    if (!isUuid(req.params.id)) return next();
    const caller = await requireAdmin(db, req);
    const member = await memberOf(db, caller, req.params.id);
    const operations = replaceOperationsOf(req.body);
    const checks = new FieldChecks();
    const changes: { firstName?: string; lastName?: string; phoneNumber?: string | null } = {};
    let roleIds: string[] | undefined;
    for (const { path, value } of operations) {
      if (path === '/firstName')
        changes.firstName = checks.required(value, 'firstName', MESSAGES.firstNameRequired);
      if (path === '/lastName')
        changes.lastName = checks.required(value, 'lastName', MESSAGES.lastNameRequired);
      if (path === '/phoneNumber') changes.phoneNumber = checks.phone(value, 'phoneNumber');
      if (path === '/roles') {
        const ids = Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
        if (ids.length === 0 || ids.length !== (value as unknown[]).length || !ids.every(isUuid)) {
          checks.fail('roles', MESSAGES.roleRequired);
        } else {
          const known = await Promise.all(ids.map((id) => findRole(db, id)));
          if (known.some((role) => !role)) checks.fail('roles', 'Unknown role');
          roleIds = [...new Set(ids)];
        }
      }
    }
    checks.done();
    if (roleIds && member.isOrganizationOwner) {
      const names = await Promise.all(roleIds.map((id) => findRole(db, id)));
      if (!names.some((role) => role?.name === ADMIN_ROLE)) {
        throw forbidden('The organization owner keeps the Admin role');
      }
    }
    await updateUser(db, member.id, changes);
    if (roleIds) await replaceRoles(db, member.id, roleIds);
    res.json(await loadTeamUser(db, caller.sellerId, member.id));
  });

  for (const action of ['disable', 'enable'] as const) {
    const from = action === 'disable' ? 'ACTIVE' : 'DISABLED';
    const to = action === 'disable' ? 'DISABLED' : 'ACTIVE';
    router.patch(`/v1/users/:id/${action}`, async (req, res) => {
      const caller = await requireAdmin(db, req);
      const member = await memberOf(db, caller, req.params.id);
      if (member.id === caller.userId) throw forbidden(`You cannot ${action} your own account`);
      if (member.isOrganizationOwner) throw forbidden(`The organization owner cannot be ${action}d`);
      if (member.status !== from) throw forbidden(`Only a ${from.toLowerCase()} user can be ${action}d`);
      await setUserStatus(db, member.id, to);
      res.json(await loadTeamUser(db, caller.sellerId, member.id));
    });
  }

  router.post('/v1/teams/transfer-ownership', async (req, res) => {
    const caller = await requireOwner(db, req);
    const member = await memberOf(db, caller, bodyOf(req).userId);
    if (member.id === caller.userId) throw forbidden('You already own this organization');
    const roles = (await rolesByUser(db, [member.id])).get(member.id) ?? [];
    if (member.status !== 'ACTIVE' || !roles.some((role) => role.name === ADMIN_ROLE)) {
      throw forbidden('Ownership can only go to an active admin');
    }
    await setOwner(db, caller.sellerId, member.id);
    res.json({
      previousOwner: await loadTeamUser(db, caller.sellerId, caller.userId),
      newOwner: await loadTeamUser(db, caller.sellerId, member.id),
    });
  });

  return router;
}
