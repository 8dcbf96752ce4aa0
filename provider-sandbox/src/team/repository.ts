import { expectRows, type Db } from '../db/db.js';
import type { RoleRef, TeamUserRow } from '../core/users.js';
import { limitOffset, type Paging } from '../http/paging.js';

export type { RoleRef, TeamUserRow } from '../core/users.js';

// Every write below names the seller in its WHERE clause and checks it changed exactly the rows it meant to.

export interface Role extends RoleRef {
  description: string;
}

export async function listRoles(db: Db): Promise<Role[]> {
  const { rows } = await db.query<Role>(
    `SELECT id AS "roleId", name, display_name AS "displayName", description FROM roles ORDER BY position, name`,
  );
  return rows;
}

export interface TeamQuery extends Paging {
  sellerId: string;
  search: string | null;
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** One page of a seller's users, ordered by first then last name; the search matches names and e-mail. */
export async function teamPage(db: Db, query: TeamQuery): Promise<{ rows: TeamUserRow[]; total: number }> {
  const params: unknown[] = [query.sellerId];
  // API clients are members that are not people: the team lists people only (docs/integrators.md).
  let where = "u.seller_id = $1 AND u.kind = 'PERSON'";
  if (query.search) {
    params.push(likePattern(query.search));
    where += ` AND (u.first_name ILIKE $2 OR u.last_name ILIKE $2 OR (u.first_name || ' ' || u.last_name) ILIKE $2
      OR u.email ILIKE $2)`;
  }
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM users u WHERE ${where}`,
    params,
  );
  const total = count.rows[0]?.total ?? 0;
  if (query.page * query.size >= total) return { rows: [], total };
  const { rows } = await db.query<TeamUserRow>(
    `SELECT u.id, u.first_name AS "firstName", u.last_name AS "lastName", u.email, u.status,
            (s.owner_user_id IS NOT DISTINCT FROM u.id) AS "isOrganizationOwner",
            u.invitation_sent_date AS "invitationSentDate", u.last_login AS "lastLogin", u.phone_number AS "phoneNumber"
       FROM users u JOIN sellers s ON s.id = u.seller_id
      WHERE ${where}
      ORDER BY lower(u.first_name), lower(u.last_name), u.id
      ${limitOffset(query)}`,
    params,
  );
  return { rows, total };
}

export async function findRole(db: Db, roleId: string): Promise<Role | undefined> {
  const { rows } = await db.query<Role>(
    `SELECT id AS "roleId", name, display_name AS "displayName", description FROM roles WHERE id = $1`,
    [roleId],
  );
  return rows[0];
}

/** The known roles among these ids. */
export async function findRoles(db: Db, roleIds: readonly string[]): Promise<Role[]> {
  const { rows } = await db.query<Role>(
    `SELECT id AS "roleId", name, display_name AS "displayName", description FROM roles WHERE id = ANY($1::uuid[])`,
    [roleIds],
  );
  return rows;
}

export async function setUserStatus(
  db: Db,
  sellerId: string,
  userId: string,
  change: { from: 'ACTIVE' | 'DISABLED'; to: 'ACTIVE' | 'DISABLED' },
): Promise<void> {
  const result = await db.query(
    'UPDATE users SET status = $4 WHERE seller_id = $1 AND id = $2 AND status = $3',
    [sellerId, userId, change.from, change.to],
  );
  expectRows(result, 1, 'user status');
}

/** The seller's member with this email, if any; members of other sellers are not this seller's business. */
export async function findMemberByEmail(
  db: Db,
  sellerId: string,
  email: string,
): Promise<{ id: string } | undefined> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM users WHERE seller_id = $1 AND email = $2',
    [sellerId, email.trim().toLowerCase()],
  );
  return rows[0];
}

/** The seller's user's roles become exactly these. */
export async function replaceRoles(
  db: Db,
  sellerId: string,
  userId: string,
  roleIds: readonly string[],
): Promise<void> {
  await db.query(
    'DELETE FROM user_roles WHERE user_id = $2 AND user_id IN (SELECT id FROM users WHERE seller_id = $1)',
    [sellerId, userId],
  );
  const distinct = [...new Set(roleIds)];
  const inserted = await db.query(
    `INSERT INTO user_roles (user_id, role_id)
     SELECT u.id, r.id FROM users u CROSS JOIN roles r
      WHERE u.seller_id = $1 AND u.id = $2 AND r.id = ANY($3::uuid[])`,
    [sellerId, userId, distinct],
  );
  expectRows(inserted, distinct.length, 'user roles');
}

export interface InvitedUser {
  sellerId: string;
  email: string;
  firstName: string;
  lastName: string;
  roleId: string;
}

/** A new INVITED member of the seller with one role, invitation sent now; answers its id. Run in a transaction. */
export async function createInvitedUser(tx: Db, invited: InvitedUser): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO users (email, first_name, last_name, seller_id, status, invitation_sent_date)
     VALUES ($1, $2, $3, $4, 'INVITED', now()) RETURNING id`,
    [invited.email.toLowerCase(), invited.firstName, invited.lastName, invited.sellerId],
  );
  const id = rows[0]!.id;
  await replaceRoles(tx, invited.sellerId, id, [invited.roleId]);
  return id;
}

export async function touchInvitation(db: Db, sellerId: string, userId: string): Promise<void> {
  const result = await db.query(
    `UPDATE users SET invitation_sent_date = now() WHERE seller_id = $1 AND id = $2 AND status = 'INVITED'`,
    [sellerId, userId],
  );
  expectRows(result, 1, 'invitation');
}

/** The seller's owner becomes `newOwnerId`, only if it is still `previousOwnerId` and the new one is its member. */
export async function setOwner(
  db: Db,
  sellerId: string,
  previousOwnerId: string,
  newOwnerId: string,
): Promise<void> {
  const result = await db.query(
    `UPDATE sellers SET owner_user_id = $3
      WHERE id = $1 AND owner_user_id = $2 AND EXISTS (SELECT 1 FROM users WHERE id = $3 AND seller_id = $1)`,
    [sellerId, previousOwnerId, newOwnerId],
  );
  expectRows(result, 1, 'organization owner');
}

export interface UserChanges {
  firstName?: string;
  lastName?: string;
  title?: string | null;
  phoneNumber?: string | null;
  mobilePhoneNumber?: string | null;
}

const CHANGE_COLUMNS: Record<keyof UserChanges, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  title: 'title',
  phoneNumber: 'phone_number',
  mobilePhoneNumber: 'mobile_phone_number',
};

function changeSets(changes: UserChanges, firstParam: number) {
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined) as [
    keyof UserChanges,
    string | null,
  ][];
  return {
    sets: entries.map(([key], index) => `${CHANGE_COLUMNS[key]} = $${index + firstParam}`),
    values: entries.map(([, value]) => value),
  };
}

/** Changes a member of the seller; nothing to change is not a write. */
export async function updateUser(
  db: Db,
  sellerId: string,
  userId: string,
  changes: UserChanges,
): Promise<void> {
  const { sets, values } = changeSets(changes, 3);
  if (sets.length === 0) return;
  const result = await db.query(`UPDATE users SET ${sets.join(', ')} WHERE seller_id = $1 AND id = $2`, [
    sellerId,
    userId,
    ...values,
  ]);
  expectRows(result, 1, 'user');
}

export interface JoinRequestRow {
  id: string;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  status: 'PENDING' | 'REJECTED' | 'APPROVED';
  userSellerId: string | null;
}

const JOIN_REQUEST_COLUMNS = `j.id, j.user_id AS "userId", u.first_name AS "firstName", u.last_name AS "lastName",
  u.email, j.status, u.seller_id AS "userSellerId"`;

/** The seller's open join requests (PENDING and REJECTED), oldest first. */
export async function openJoinRequests(db: Db, sellerId: string): Promise<JoinRequestRow[]> {
  const { rows } = await db.query<JoinRequestRow>(
    `SELECT ${JOIN_REQUEST_COLUMNS} FROM join_requests j JOIN users u ON u.id = j.user_id
      WHERE j.seller_id = $1 AND j.status IN ('PENDING', 'REJECTED')
      ORDER BY j.created_at, j.id`,
    [sellerId],
  );
  return rows;
}

/** A join request addressed to the seller, or undefined (unknown id or another seller's request). */
export async function findJoinRequest(
  db: Db,
  sellerId: string,
  joinRequestId: string,
): Promise<JoinRequestRow | undefined> {
  const { rows } = await db.query<JoinRequestRow>(
    `SELECT ${JOIN_REQUEST_COLUMNS} FROM join_requests j JOIN users u ON u.id = j.user_id
      WHERE j.seller_id = $1 AND j.id = $2`,
    [sellerId, joinRequestId],
  );
  return rows[0];
}

/** Decides an open request of the seller; it must still be in one of the `from` states. */
export async function setJoinRequestStatus(
  db: Db,
  sellerId: string,
  joinRequestId: string,
  change: { from: readonly JoinRequestRow['status'][]; to: 'REJECTED' | 'APPROVED' },
): Promise<void> {
  const result = await db.query(
    'UPDATE join_requests SET status = $3 WHERE seller_id = $1 AND id = $2 AND status = ANY($4::text[])',
    [sellerId, joinRequestId, change.to, change.from],
  );
  expectRows(result, 1, 'join request');
}

/**
 * The requester joins the seller: active, with the chosen role and the details the owner confirmed. Only a user
 * without a company can join one. Run in a transaction with the request's approval.
 */
export async function admitToSeller(
  tx: Db,
  sellerId: string,
  userId: string,
  details: Required<UserChanges> & { roleId: string },
): Promise<void> {
  const { roleId, ...changes } = details;
  const { sets, values } = changeSets(changes, 2);
  const result = await tx.query(
    `UPDATE users SET ${[...sets, `seller_id = $${values.length + 2}`, `status = 'ACTIVE'`].join(', ')}
      WHERE id = $1 AND seller_id IS NULL`,
    [userId, ...values, sellerId],
  );
  expectRows(result, 1, 'admitted user');
  await replaceRoles(tx, sellerId, userId, [roleId]);
}
