import type { Db } from '../db/db.js';

/** Whether the seller has uploaded any file to its data room (spec 01 section 3, onboarding `filesUploaded`). */
export async function sellerHasFiles(db: Db, sellerId: string): Promise<boolean> {
  const { rows } = await db.query<{ uploaded: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM dataroom_files WHERE seller_id = $1) AS uploaded',
    [sellerId],
  );
  return rows[0]?.uploaded === true;
}
