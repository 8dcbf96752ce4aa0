import type { z } from 'zod';
import type { Db } from '../db/db.js';
import { findSellerUser, rolesByUser, type RoleRef, type TeamUserRow } from '../core/users.js';
import type { teamUser } from './contract.js';

/** A team user as the provider answers it (spec 02 section 3, Team user): its contract's schema. */
export type TeamUser = z.infer<typeof teamUser>;

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

export function teamUserOf(row: TeamUserRow, roles: RoleRef[]): TeamUser {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    status: row.status,
    roles,
    isOrganizationOwner: row.isOrganizationOwner,
    invitationSentDate: iso(row.invitationSentDate),
    lastLogin: iso(row.lastLogin),
    phoneNumber: row.phoneNumber,
  };
}

/** The member as stored now (after a change), read back in the answer shape. */
export async function loadTeamUser(db: Db, sellerId: string, userId: string): Promise<TeamUser> {
  const row = await findSellerUser(db, sellerId, userId);
  if (!row) throw new Error('the member vanished while being changed');
  const roles = await rolesByUser(db, [userId]);
  return teamUserOf(row, roles.get(userId) ?? []);
}
