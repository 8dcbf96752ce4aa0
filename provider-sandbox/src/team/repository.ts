import type { Db } from '../db/db.js';

export interface RoleRef {
  roleId: string;
  name: string;
  displayName: string;
}

export interface Role extends RoleRef {
  description: string;
}

export interface TeamUserRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  status: string;
  isOrganizationOwner: boolean;
  invitationSentDate: Date | null;
  lastLogin: Date | null;
  phoneNumber: string | null;
}

export interface UserRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  title: string | null;
  phoneNumber: string | null;
  mobilePhoneNumber: string | null;
  status: string;
  emailVerified: boolean;
  sellerId: string | null;
  isOrganizationOwner: boolean;
}

export async function listRoles(db: Db): Promise<Role[]> {
  const { rows } = await db.query<Role>(
    `SELECT id AS "roleId", name, display_name AS "displayName", description FROM roles ORDER BY position, name`,
  );
  return rows;
}

/** The roles of several users in one query. */
export async function rolesByUser(db: Db, userIds: readonly string[]): Promise<Map<string, RoleRef[]>> {
  const byUser = new Map<string, RoleRef[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const { rows } = await db.query<RoleRef & { userId: string }>(
    `SELECT ur.user_id AS "userId", r.id AS "roleId", r.name, r.display_name AS "displayName"
       FROM user_roles ur JOIN roles r ON r.id = ur.role_id
      WHERE ur.user_id = ANY($1::uuid[])
      ORDER BY r.position, r.name`,
    [userIds],
  );
  for (const { userId, ...role } of rows) byUser.get(userId)?.push(role);
  return byUser;
}

export interface TeamQuery {
  sellerId: string;
  page: number;
  size: number;
  search: string | null;
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** One page of a seller's users, ordered by first then last name; the search matches names and e-mail. */
export async function teamPage(db: Db, query: TeamQuery): Promise<{ rows: TeamUserRow[]; total: number }> {
  const params: unknown[] = [query.sellerId];
  let where = 'u.seller_id = $1';
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
  const offset = query.page * query.size;
  if (offset >= total) return { rows: [], total };
  const { rows } = await db.query<TeamUserRow>(
    `SELECT u.id, u.first_name AS "firstName", u.last_name AS "lastName", u.email, u.status,
            (s.owner_user_id IS NOT DISTINCT FROM u.id) AS "isOrganizationOwner",
            u.invitation_sent_date AS "invitationSentDate", u.last_login AS "lastLogin", u.phone_number AS "phoneNumber"
       FROM users u JOIN sellers s ON s.id = u.seller_id
      WHERE ${where}
      ORDER BY lower(u.first_name), lower(u.last_name), u.id
      LIMIT ${query.size} OFFSET ${offset}`,
    params,
  );
  return { rows, total };
}

export async function findUser(db: Db, userId: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `SELECT u.id, u.email, u.first_name AS "firstName", u.last_name AS "lastName", u.title,
            u.phone_number AS "phoneNumber", u.mobile_phone_number AS "mobilePhoneNumber", u.status,
            u.email_verified AS "emailVerified", u.seller_id AS "sellerId",
            (s.owner_user_id IS NOT NULL AND s.owner_user_id = u.id) AS "isOrganizationOwner"
       FROM users u LEFT JOIN sellers s ON s.id = u.seller_id
      WHERE u.id = $1`,
    [userId],
  );
  return rows[0];
}

/** One user of a seller, or undefined when the id is unknown or belongs to another seller. */
export async function findSellerUser(
  db: Db,
  sellerId: string,
  userId: string,
): Promise<TeamUserRow | undefined> {
  const { rows } = await db.query<TeamUserRow>(
    `SELECT u.id, u.first_name AS "firstName", u.last_name AS "lastName", u.email, u.status,
            (s.owner_user_id IS NOT DISTINCT FROM u.id) AS "isOrganizationOwner",
            u.invitation_sent_date AS "invitationSentDate", u.last_login AS "lastLogin", u.phone_number AS "phoneNumber"
       FROM users u JOIN sellers s ON s.id = u.seller_id
      WHERE u.seller_id = $1 AND u.id = $2`,
    [sellerId, userId],
  );
  return rows[0];
}

export async function findRole(db: Db, roleId: string): Promise<Role | undefined> {
  const { rows } = await db.query<Role>(
    `SELECT id AS "roleId", name, display_name AS "displayName", description FROM roles WHERE id = $1`,
    [roleId],
  );
  return rows[0];
}

export async function setUserStatus(db: Db, userId: string, status: 'ACTIVE' | 'DISABLED'): Promise<void> {
  await db.query('UPDATE users SET status = $2 WHERE id = $1', [userId, status]);
}

export async function findUserByEmail(db: Db, email: string): Promise<{ id: string } | undefined> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
    email.trim().toLowerCase(),
  ]);
  return rows[0];
}

/** The user's roles become exactly these. */
export async function replaceRoles(db: Db, userId: string, roleIds: readonly string[]): Promise<void> {
  await db.query('DELETE FROM user_roles WHERE user_id = $1', [userId]);
  await db.query(
    'INSERT INTO user_roles (user_id, role_id) SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING',
    [userId, roleIds],
  );
}

export interface InvitedUser {
  sellerId: string;
  email: string;
  firstName: string;
  lastName: string;
  roleId: string;
}

/** A new INVITED member of the seller, invitation sent now; answers its id. */
export async function createInvitedUser(db: Db, invited: InvitedUser): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO users (email, first_name, last_name, seller_id, status, invitation_sent_date)
     VALUES ($1, $2, $3, $4, 'INVITED', now()) RETURNING id`,
    [invited.email.toLowerCase(), invited.firstName, invited.lastName, invited.sellerId],
  );
  const id = rows[0]!.id;
  await replaceRoles(db, id, [invited.roleId]);
  return id;
}

export async function touchInvitation(db: Db, userId: string): Promise<void> {
  await db.query('UPDATE users SET invitation_sent_date = now() WHERE id = $1', [userId]);
}

export async function setOwner(db: Db, sellerId: string, userId: string): Promise<void> {
  await db.query('UPDATE sellers SET owner_user_id = $2 WHERE id = $1', [sellerId, userId]);
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

export async function updateUser(db: Db, userId: string, changes: UserChanges): Promise<void> {
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined) as [
    keyof UserChanges,
    string | null,
  ][];
  if (entries.length === 0) return;
  const sets = entries.map(([key], index) => `${CHANGE_COLUMNS[key]} = $${index + 2}`);
  await db.query(`UPDATE users SET ${sets.join(', ')} WHERE id = $1`, [
    userId,
    ...entries.map(([, value]) => value),
  ]);
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

export async function setJoinRequestStatus(
  db: Db,
  joinRequestId: string,
  status: 'REJECTED' | 'APPROVED',
): Promise<void> {
  await db.query('UPDATE join_requests SET status = $2 WHERE id = $1', [joinRequestId, status]);
}

/** The requester joins the seller: active, with the chosen role and the details the owner confirmed. */
export async function admitToSeller(
  db: Db,
  userId: string,
  sellerId: string,
  details: Required<UserChanges> & { roleId: string },
): Promise<void> {
  const { roleId, ...changes } = details;
  await updateUser(db, userId, changes);
  await db.query(`UPDATE users SET seller_id = $2, status = 'ACTIVE' WHERE id = $1`, [userId, sellerId]);
  await replaceRoles(db, userId, [roleId]);
}
