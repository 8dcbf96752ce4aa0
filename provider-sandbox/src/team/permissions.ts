import type { Request } from 'express';
import type { Db } from '../db/db.js';
import { forbidden, notFound } from '../http/errors.js';
import { isUuid } from '../http/params.js';
import { callerOf } from '../session/auth.js';
import { findSellerUser, findUser, rolesByUser, type TeamUserRow } from './repository.js';

export const ADMIN_ROLE = 'ADMIN';

/** The signed-in member of a seller and what they may do (spec 02 section 6). */
export interface TeamCaller {
  userId: string;
  sellerId: string;
  isAdmin: boolean;
  isOwner: boolean;
}

/** The caller as a member of the token's seller; 403 without a company or when no longer an active member. */
export async function teamCallerOf(db: Db, req: Request): Promise<TeamCaller> {
  const { userId, sellerId } = callerOf(req);
  if (!sellerId) throw forbidden('The signed-in user has no company');
  const user = await findUser(db, userId);
  if (!user || user.sellerId !== sellerId || user.status !== 'ACTIVE') {
    throw forbidden('The signed-in user is not an active member of this company');
  }
  const roles = (await rolesByUser(db, [userId])).get(userId) ?? [];
  return {
    userId,
    sellerId,
    isAdmin: roles.some((role) => role.name === ADMIN_ROLE),
    isOwner: user.isOrganizationOwner,
  };
}

export async function requireAdmin(db: Db, req: Request): Promise<TeamCaller> {
  const caller = await teamCallerOf(db, req);
  if (!caller.isAdmin) throw forbidden('Only an admin may do this');
  return caller;
}

export async function requireOwner(db: Db, req: Request): Promise<TeamCaller> {
  const caller = await teamCallerOf(db, req);
  if (!caller.isOwner) throw forbidden('Only the organization owner may do this');
  return caller;
}

/** A member of the caller's seller; another seller's id (or no id at all) answers 404, never the user. */
export async function memberOf(db: Db, caller: TeamCaller, userId: unknown): Promise<TeamUserRow> {
  const member =
    typeof userId === 'string' && isUuid(userId)
      ? await findSellerUser(db, caller.sellerId, userId)
      : undefined;
  if (!member) throw notFound('User not found');
  return member;
}
