import type { Request } from 'express';
import { findSellerUser, type TeamUserRow } from '../core/users.js';
import type { Db } from '../db/db.js';
import { forbidden, notFound } from '../http/errors.js';
import { isUuid } from '../http/params.js';
import { callerOf } from './auth.js';

export const ADMIN_ROLE = 'ADMIN';

/** The signed-in, active member of a seller and the roles they hold (spec 01 and 02, section 6). */
export interface SellerMember {
  userId: string;
  sellerId: string;
  roles: readonly string[];
  isAdmin: boolean;
  isOwner: boolean;
}

/**
 * The caller as a member of the token's seller; 403 without a company, or once disabled or moved. An invited user
 * holding a token has accepted (they are marked so on their first load).
 */
export function sellerMemberOf(req: Request): SellerMember {
  // The bearer check read the caller's standing, roles and ownership as they are now (and refused a disabled
  // user, or one moved to another company): no second lookup.
  const { userId, sellerId, roles, isOrganizationOwner } = callerOf(req);
  if (!sellerId) throw forbidden('The signed-in user has no company');
  return { userId, sellerId, roles, isAdmin: roles.includes(ADMIN_ROLE), isOwner: isOrganizationOwner };
}

/** A member holding one of the roles; 403 otherwise. */
export function requireRole(req: Request, roles: readonly string[]): SellerMember {
  const member = sellerMemberOf(req);
  if (!member.roles.some((role) => roles.includes(role))) throw forbidden('Your role may not do this');
  return member;
}

export function requireAdmin(req: Request): SellerMember {
  const member = sellerMemberOf(req);
  if (!member.isAdmin) throw forbidden('Only an admin may do this');
  return member;
}

export function requireOwner(req: Request): SellerMember {
  const member = sellerMemberOf(req);
  if (!member.isOwner) throw forbidden('Only the organization owner may do this');
  return member;
}

/** A user of the caller's seller; another seller's id (or no id at all) answers 404, never the user. */
export async function colleagueOf(db: Db, member: SellerMember, userId: unknown): Promise<TeamUserRow> {
  const colleague =
    typeof userId === 'string' && isUuid(userId)
      ? await findSellerUser(db, member.sellerId, userId)
      : undefined;
  if (!colleague) throw notFound('User not found');
  return colleague;
}
