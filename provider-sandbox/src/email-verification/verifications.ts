import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db.js';
import { sendEmail } from '../outbox/outbox.js';

const VERIFICATION_EMAIL_KIND = 'EMAIL_VERIFICATION';

/** Issues a new code (the previous active one stops working) and emails its link to the user. */
export async function issueVerificationCode(
  db: Db,
  user: { id: string; email: string },
  portalOrigin: string,
): Promise<{ id: string; code: string }> {
  await db.query(
    `UPDATE email_verifications SET superseded_at = now()
      WHERE user_id = $1 AND consumed_at IS NULL AND superseded_at IS NULL`,
    [user.id],
  );
  const code = randomBytes(16).toString('hex');
  const { rows } = await db.query<{ id: string }>(
    'INSERT INTO email_verifications (user_id, code) VALUES ($1, $2) RETURNING id',
    [user.id, code],
  );
  const link = `${portalOrigin}/verify-email/${code}`;
  await sendEmail(db, {
    kind: VERIFICATION_EMAIL_KIND,
    to: user.email,
    subject: 'Verify your email address',
    body: `Welcome to Seller Portal. Follow this link to verify your email address:\n${link}`,
    link,
    code,
  });
  return { id: rows[0]!.id, code };
}

/** The user's active (newest, neither consumed nor replaced) verification, if any. */
export async function activeVerification(db: Db, userId: string): Promise<{ id: string } | undefined> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM email_verifications
      WHERE user_id = $1 AND consumed_at IS NULL AND superseded_at IS NULL
      ORDER BY created_at DESC LIMIT 1`,
    [userId],
  );
  return rows[0];
}

/** Consumes the user's active code once and marks the email verified; false for a wrong, reused or replaced code. */
export async function consumeVerificationCode(db: Db, userId: string, code: string): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE email_verifications SET consumed_at = now()
      WHERE user_id = $1 AND code = $2 AND consumed_at IS NULL AND superseded_at IS NULL
      RETURNING id`,
    [userId, code],
  );
  if (rows.length === 0) return false;
  await db.query('UPDATE users SET email_verified = true WHERE id = $1', [userId]);
  return true;
}
