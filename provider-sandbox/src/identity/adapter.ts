import { createHash, timingSafeEqual } from 'node:crypto';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/db.js';
import { emitSessionsRevoked } from '../notifications/events.js';

const LIVE = '(expires_at IS NULL OR expires_at > now())';

/** How a client secret is stored: its SHA-256 (a secret of 32 random bytes needs no slow hash), never itself. */
const SECRET_HASH = 'sha256:';
const hashOf = (secret: string) => `${SECRET_HASH}${createHash('sha256').update(secret).digest('base64url')}`;

/**
 * Whether a presented client secret is the stored one: stored hashed (`storeHashed`), or as oidc-provider holds a
 * client it has just registered, in memory, before it was ever stored.
 */
export function clientSecretMatches(stored: string | undefined, presented: string): boolean {
  if (!stored) return false;
  const expected = Buffer.from(stored);
  const actual = Buffer.from(stored.startsWith(SECRET_HASH) ? hashOf(presented) : presented);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** A registered client's secret is written hashed: the database never holds it (docs/adr/023). */
const storeHashed = (type: string, payload: AdapterPayload): AdapterPayload =>
  type === 'Client' &&
  typeof payload.client_secret === 'string' &&
  !payload.client_secret.startsWith(SECRET_HASH)
    ? { ...payload, client_secret: hashOf(payload.client_secret) }
    : payload;

/**
 * oidc-provider storage in the `oidc_models` table (see example/my_adapter.js in oidc-provider), so sessions,
 * grants and refresh tokens survive a restart. One instance per model name ("Session", "Grant", ...).
 */
class TableAdapter implements Adapter {
  constructor(
    private readonly db: Db,
    private readonly type: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000).toISOString() : null;
    await this.db.query(
      `INSERT INTO oidc_models (id, type, payload, expires_at, grant_id, uid)
       VALUES ($1, $2, $3::jsonb, $4::timestamptz, $5, $6)
       ON CONFLICT (type, id) DO UPDATE
         SET payload = excluded.payload, expires_at = excluded.expires_at,
             grant_id = excluded.grant_id, uid = excluded.uid`,
      [
        id,
        this.type,
        JSON.stringify(storeHashed(this.type, payload)),
        expiresAt,
        payload.grantId ?? null,
        payload.uid ?? null,
      ],
    );
  }

  private async first(where: string, value: string): Promise<AdapterPayload | undefined> {
    const { rows } = await this.db.query<{ payload: AdapterPayload }>(
      `SELECT payload FROM oidc_models WHERE type = $1 AND ${where} AND ${LIVE} LIMIT 1`,
      [this.type, value],
    );
    return rows[0]?.payload;
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.first('id = $2', id);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.first('uid = $2', uid);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.first("payload->>'userCode' = $2", userCode);
  }

  async consume(id: string): Promise<void> {
    await this.db.query(
      `UPDATE oidc_models SET payload = payload || jsonb_build_object('consumed', floor(extract(epoch FROM now()))::bigint)
       WHERE type = $1 AND id = $2`,
      [this.type, id],
    );
  }

  async destroy(id: string): Promise<void> {
    if (this.type !== 'Grant') {
      await this.db.query('DELETE FROM oidc_models WHERE type = $1 AND id = $2', [this.type, id]);
      return;
    }
    // oidc-provider destroys a grant only when it revokes it (sign-out, token revocation, a reused refresh token):
    // the gateway is told, in the same transaction, to end the user's sockets (docs/adr/014). A grant already gone
    // tells nothing again.
    await this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ accountId: string | null }>(
        `DELETE FROM oidc_models WHERE type = 'Grant' AND id = $1 RETURNING payload->>'accountId' AS "accountId"`,
        [id],
      );
      const accountId = rows[0]?.accountId;
      if (accountId) await emitSessionsRevoked(tx, accountId);
    });
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.query('DELETE FROM oidc_models WHERE type = $1 AND grant_id = $2', [this.type, grantId]);
  }
}

export function tableAdapter(db: Db): AdapterFactory {
  return (name) => new TableAdapter(db, name);
}

/** Drops expired rows (called at start). */
export async function purgeExpired(db: Db): Promise<void> {
  await db.query('DELETE FROM oidc_models WHERE expires_at IS NOT NULL AND expires_at <= now()');
}
