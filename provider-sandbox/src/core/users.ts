import type { Db } from '../db/db.js';

/** Users and roles: the core tables every domain's membership checks read. */

/**
 * A row of `users` that is an invitation nobody has claimed: no password, no sign-in identity. Several sellers may
 * invite one email, so an email may have several such rows beside its one account (docs/adr/014).
 */
export const UNCLAIMED_INVITATION = `(users.status = 'INVITED' AND users.password_hash IS NULL
  AND NOT EXISTS (SELECT 1 FROM identities i WHERE i.user_id = users.id))`;

/** Of the rows of one email, the account first, else the newest invitation. */
export const ACCOUNT_FIRST = `ORDER BY ${UNCLAIMED_INVITATION}, users.created_at DESC LIMIT 1`;

export interface RoleRef {
  roleId: string;
  name: string;
  displayName: string;
}

/** A user's status: the `users` table's CHECK. */
type UserStatus = 'ACTIVE' | 'INVITED' | 'DISABLED';

export interface TeamUserRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  status: UserStatus;
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
  status: UserStatus;
  emailVerified: boolean;
  sellerId: string | null;
  isOrganizationOwner: boolean;
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

/** One person of a seller, or undefined when the id is unknown, belongs to another seller or is an API client's. */
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
      WHERE u.seller_id = $1 AND u.id = $2 AND u.kind = 'PERSON'`,
    [sellerId, userId],
  );
  return rows[0];
}

/** GET /v1/users/current's answer (spec 01 section 3, Current user), also what PATCH /v1/users/current answers. */
export async function currentUserAnswer(db: Db, userId: string) {
  const user = await findUser(db, userId);
  if (!user) return undefined;
  const roles = await rolesByUser(db, [user.id]);
  return {
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
  };
}
