import type { Db } from '../db/db.js';

/** What the provider emails: a verification code, an invitation, … (a new kind needs no migration). */
export type EmailKind = 'EMAIL_VERIFICATION' | 'INVITATION' | (string & {});

export interface OutboxEmail {
  id: string;
  kind: EmailKind;
  to: string;
  subject: string;
  body: string;
  /** The link the email carries, if any (an invitation's sign-up link, a verification link). */
  link: string | null;
  /** A code the recipient types or follows, if any (email verification). */
  code: string | null;
  sentAt: string;
}

interface OutboxRow {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  body: string;
  link: string | null;
  code: string | null;
  sent_at: Date | string;
}

/** "Sends" an email: the sandbox keeps it in its outbox instead. */
export async function sendEmail(
  db: Db,
  email: {
    kind: EmailKind;
    to: string;
    subject: string;
    body: string;
    link?: string | null;
    code?: string | null;
  },
): Promise<OutboxEmail> {
  const { rows } = await db.query<OutboxRow>(
    `INSERT INTO outbox_emails (kind, recipient, subject, body, link, code)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
    [
      email.kind,
      email.to.trim().toLowerCase(),
      email.subject,
      email.body,
      email.link ?? null,
      email.code ?? null,
    ],
  );
  return toEmail(rows[0]!);
}

/** The newest emails first, optionally only those to one address and of one kind. */
export async function listOutbox(
  db: Db,
  filter: { to?: string | null; kind?: string | null; limit?: number } = {},
): Promise<OutboxEmail[]> {
  const { rows } = await db.query<OutboxRow>(
    `SELECT * FROM outbox_emails
     WHERE ($1::text IS NULL OR lower(recipient) = lower($1)) AND ($2::text IS NULL OR kind = $2)
     ORDER BY sent_at DESC, id DESC LIMIT $3`,
    [filter.to?.trim() || null, filter.kind?.trim() || null, Math.min(filter.limit ?? 100, 500)],
  );
  return rows.map(toEmail);
}

/** How many emails of one kind went to one address since `since`: the basis of per-recipient rate limits. */
export async function countSent(db: Db, kind: EmailKind, to: string, since: Date): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM outbox_emails WHERE kind = $1 AND lower(recipient) = lower($2) AND sent_at >= $3`,
    [kind, to.trim(), since.toISOString()],
  );
  return rows[0]?.count ?? 0;
}

function toEmail(row: OutboxRow): OutboxEmail {
  return {
    id: row.id,
    kind: row.kind,
    to: row.recipient,
    subject: row.subject,
    body: row.body,
    link: row.link,
    code: row.code,
    sentAt: new Date(row.sent_at).toISOString(),
  };
}
