import type { z } from 'zod';
import type { integrationConnection } from './contract.js';
import type { Db } from '../db/db.js';
import type { SourceType } from './reference.js';

export type ConnectionStatus = 'PendingAuth' | 'Linked' | 'Unlinked' | 'Deactivated';

export interface ConnectionRow {
  id: string;
  sellerId: string;
  sourceType: SourceType;
  integrationKey: string;
  status: ConnectionStatus;
  companyName: string | null;
  returnPath: string;
}

/** A connection as the provider answers it (spec 01 section 3, Integration connection): its contract's schema. */
type IntegrationConnection = z.infer<typeof integrationConnection>;

const COLUMNS = `id, seller_id AS "sellerId", source_type AS "sourceType", integration_key AS "integrationKey", status,
  company_name AS "companyName", return_path AS "returnPath"`;

/** The sandbox link page of a connection (per integration, spec 01 section 7: the browser navigates there). */
const linkUrlOf = (publicUrl: string, id: string) => `${publicUrl}/sandbox/link/${id}`;

export function toIntegrationConnection(row: ConnectionRow, publicUrl: string): IntegrationConnection {
  return {
    id: row.id,
    status: row.status,
    linkUrl: linkUrlOf(publicUrl, row.id),
    integrationId: row.integrationKey,
    sourceType: row.sourceType,
    details: { companyName: row.companyName },
  };
}

export async function listConnections(
  db: Db,
  sellerId: string,
  sourceType: SourceType,
): Promise<ConnectionRow[]> {
  const { rows } = await db.query<ConnectionRow>(
    `SELECT ${COLUMNS} FROM integration_connections WHERE seller_id = $1 AND source_type = $2 ORDER BY created_at, id`,
    [sellerId, sourceType],
  );
  return rows;
}

/** One connection of the seller; another seller's id is undefined (404 to the caller). */
export async function findConnection(
  db: Db,
  sellerId: string,
  id: string,
): Promise<ConnectionRow | undefined> {
  const { rows } = await db.query<ConnectionRow>(
    `SELECT ${COLUMNS} FROM integration_connections WHERE seller_id = $1 AND id = $2`,
    [sellerId, id],
  );
  return rows[0];
}

/** Any seller's connection: the link page and the sandbox controls know a connection by its id alone. */
export async function findConnectionById(db: Db, id: string): Promise<ConnectionRow | undefined> {
  const { rows } = await db.query<ConnectionRow>(
    `SELECT ${COLUMNS} FROM integration_connections WHERE id = $1`,
    [id],
  );
  return rows[0];
}

export async function insertConnection(
  db: Db,
  connection: Pick<ConnectionRow, 'sellerId' | 'sourceType' | 'integrationKey' | 'returnPath'> & {
    status?: ConnectionStatus;
    companyName?: string | null;
  },
): Promise<ConnectionRow> {
  const { rows } = await db.query<ConnectionRow>(
    `INSERT INTO integration_connections (seller_id, source_type, integration_key, status, company_name, return_path)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [
      connection.sellerId,
      connection.sourceType,
      connection.integrationKey,
      connection.status ?? 'PendingAuth',
      connection.companyName ?? null,
      connection.returnPath,
    ],
  );
  return rows[0]!;
}

/** Moves a connection between statuses; answers it, or undefined when it was not in one of `from`. */
export async function moveConnection(
  db: Db,
  sellerId: string,
  id: string,
  from: readonly ConnectionStatus[],
  change: { status: ConnectionStatus; companyName?: string | null; returnPath?: string },
): Promise<ConnectionRow | undefined> {
  const { rows } = await db.query<ConnectionRow>(
    `UPDATE integration_connections
        SET status = $4, company_name = COALESCE($5, company_name), return_path = COALESCE($6, return_path),
            updated_at = now()
      WHERE seller_id = $1 AND id = $2 AND status = ANY($3::text[])
      RETURNING ${COLUMNS}`,
    [sellerId, id, from, change.status, change.companyName ?? null, change.returnPath ?? null],
  );
  return rows[0];
}
