import type { Request } from 'express';
import type { Db } from '../db/db.js';
import { notFound } from '../http/errors.js';
import { requireRole, type SellerMember } from '../session/membership.js';

/**
 * Who may read and change company data: details, metrics, connections, exemptions, the application
 * (docs/adr/007-company-data-roles.md). Finance managers and account executives may not.
 */
export const COMPANY_DATA_ROLES = ['ADMIN', 'EXEC', 'SALES_MANAGER'] as const;

export const requireCompanyRole = (db: Db, req: Request): Promise<SellerMember> =>
  requireRole(db, req, COMPANY_DATA_ROLES);

/** The caller's own seller in a path (`/v1/sellers/{sellerId}/…`); another seller's id is not found. */
export async function companyMemberFor(db: Db, req: Request, sellerId: unknown): Promise<SellerMember> {
  const member = await requireCompanyRole(db, req);
  if (sellerId !== member.sellerId) throw notFound('Seller not found');
  return member;
}
