import type { Request } from 'express';
import { notFound } from '../http/errors.js';
import { requireRole, type SellerMember } from '../session/membership.js';

/**
 * Who may read and change company data: details, metrics, connections, exemptions, the application
 * (docs/adr/007-company-data-roles.md). Finance managers and account executives may not.
 */
const COMPANY_DATA_ROLES = ['ADMIN', 'EXEC', 'SALES_MANAGER'] as const;

export const requireCompanyRole = (req: Request): SellerMember => requireRole(req, COMPANY_DATA_ROLES);

/** The caller's own seller in a path (`/v1/sellers/{sellerId}/…`); another seller's id is not found. */
export function companyMemberFor(req: Request, sellerId: unknown): SellerMember {
  const member = requireCompanyRole(req);
  if (sellerId !== member.sellerId) throw notFound('Seller not found');
  return member;
}
