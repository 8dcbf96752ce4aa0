import { DASHBOARD_REPORT_ROLES } from '@seller-portal/shared/roles';
import { requireApprovedCompany, requireRole } from '../../auth/authorization.js';
import type { GatewayContext } from '../../context.js';

/**
 * A member who may read the dashboard's reports: admin, executive, finance or sales manager (spec 01 section 6) of
 * an approved company; FORBIDDEN for anyone else, before any report call.
 */
export async function requireReportReader(context: GatewayContext): Promise<void> {
  await requireRole(context, DASHBOARD_REPORT_ROLES);
  await requireApprovedCompany(context, 'Reports open once the company is approved.');
}
