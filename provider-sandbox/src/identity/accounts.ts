import { ACCOUNT_FIRST, UNCLAIMED_INVITATION } from '../core/users.js';
import type { Db } from '../db/db.js';
import { verifyAgainstNothing, verifyPassword } from './passwords.js';

export type AccountStatus = 'ACTIVE' | 'INVITED' | 'DISABLED';

/** What the identity provider needs to know about a portal user. */
export interface AccountRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  emailVerified: boolean;
  sellerId: string | null;
  status: AccountStatus;
}

const COLUMNS = `id, email, first_name AS "firstName", last_name AS "lastName", email_verified AS "emailVerified",
  seller_id AS "sellerId", status`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findAccountById(db: Db, id: string): Promise<AccountRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const { rows } = await db.query<AccountRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0];
}

export async function findAccountByEmail(db: Db, email: string): Promise<AccountRow | undefined> {
  const { rows } = await db.query<AccountRow>(
    `SELECT ${COLUMNS} FROM users WHERE email = $1 ${ACCOUNT_FIRST}`,
    [email.trim().toLowerCase()],
  );
  return rows[0];
}

export type CredentialCheck =
  | { outcome: 'ok'; account: AccountRow }
  | { outcome: 'wrong-credentials' }
  | { outcome: 'disabled'; account: AccountRow };

/** Checks an e-mail and password; a disabled account is reported only after a correct password. */
export async function checkCredentials(db: Db, email: string, password: string): Promise<CredentialCheck> {
  const { rows } = await db.query<{ id: string; passwordHash: string | null }>(
    `SELECT id, password_hash AS "passwordHash" FROM users WHERE email = $1 ${ACCOUNT_FIRST}`,
    [email.trim().toLowerCase()],
  );
  const row = rows[0];
  if (!row) {
    await verifyAgainstNothing(password);
    return { outcome: 'wrong-credentials' };
  }
  if (!(await verifyPassword(password, row.passwordHash))) return { outcome: 'wrong-credentials' };
  const account = await findAccountById(db, row.id);
  if (!account) return { outcome: 'wrong-credentials' };
  return account.status === 'DISABLED' ? { outcome: 'disabled', account } : { outcome: 'ok', account };
}

export async function recordLogin(db: Db, id: string): Promise<void> {
  await db.query('UPDATE users SET last_login = now() WHERE id = $1', [id]);
}

export const SSO_CONNECTION = 'sandbox-sso';
export const PASSWORD_CONNECTION = 'password';
export type Connection = typeof SSO_CONNECTION | typeof PASSWORD_CONNECTION;

/** Sign-up on the password connection: a new, unverified user without a company. */
export async function createPasswordUser(db: Db, email: string, passwordHash: string): Promise<AccountRow> {
  const normalized = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO users (email, password_hash, first_name, last_name, email_verified)
       VALUES ($1, $2, '', '', false) RETURNING id`,
      [normalized, passwordHash],
    );
    const id = rows[0]!.id;
    await linkIdentity(tx, id, PASSWORD_CONNECTION, normalized);
    return (await findAccountById(tx, id))!;
  });
}

/**
 * Sign-up by an invited member (an admin created them, without a password): they set their password, which
 * claims the invitation; their email is verified by the code sent next, as for any sign-up. Answers undefined
 * when the email is not such an invitation (someone already signed up with it).
 */
export async function claimInvitation(
  db: Db,
  email: string,
  passwordHash: string,
): Promise<AccountRow | undefined> {
  const normalized = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    // The newest invitation, and only while the email has no account (another seller's member keeps their own).
    const { rows } = await tx.query<{ id: string }>(
      `UPDATE users SET password_hash = $2
        WHERE id = (SELECT id FROM users WHERE email = $1 AND ${UNCLAIMED_INVITATION}
                     ORDER BY invitation_sent_date DESC NULLS LAST, created_at DESC LIMIT 1)
          AND NOT EXISTS (SELECT 1 FROM users WHERE email = $1 AND NOT ${UNCLAIMED_INVITATION})
        RETURNING id`,
      [normalized, passwordHash],
    );
    const id = rows[0]?.id;
    if (!id) return undefined;
    await linkIdentity(tx, id, PASSWORD_CONNECTION, normalized);
    return findAccountById(tx, id);
  });
}

/** An invited member who has not chosen a password yet, and has no account (their sign-in should lead to sign-up). */
export async function isUnclaimedInvitation(db: Db, email: string): Promise<boolean> {
  // The account comes first: the first row is an unclaimed invitation only when the email has no account.
  const { rows } = await db.query<{ unclaimed: boolean }>(
    `SELECT ${UNCLAIMED_INVITATION} AS unclaimed FROM users WHERE email = $1 ${ACCOUNT_FIRST}`,
    [email.trim().toLowerCase()],
  );
  return rows[0]?.unclaimed === true;
}

/** First sign-in through the SSO connection, which vouches for the email: a verified user without a company. */
export async function createSsoUser(db: Db, email: string): Promise<AccountRow> {
  const normalized = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO users (email, first_name, last_name, email_verified) VALUES ($1, '', '', true) RETURNING id`,
      [normalized],
    );
    const id = rows[0]!.id;
    await linkIdentity(tx, id, SSO_CONNECTION, normalized);
    return (await findAccountById(tx, id))!;
  });
}

export async function linkIdentity(
  db: Db,
  userId: string,
  connection: Connection,
  subject: string,
): Promise<void> {
  await db.query(
    `INSERT INTO identities (user_id, connection, subject, email) VALUES ($1, $2, $3, $3)
     ON CONFLICT (connection, subject) DO NOTHING`,
    [userId, connection, subject.toLowerCase()],
  );
}

/** The user an identity of a connection belongs to. */
export async function findAccountByIdentity(
  db: Db,
  connection: Connection,
  subject: string,
): Promise<AccountRow | undefined> {
  const { rows } = await db.query<{ userId: string }>(
    'SELECT user_id AS "userId" FROM identities WHERE connection = $1 AND subject = $2',
    [connection, subject.trim().toLowerCase()],
  );
  return rows[0] ? findAccountById(db, rows[0].userId) : undefined;
}
