import { hasRole, ROLE } from '@seller-portal/shared/roles';
import { requireTenant } from '../../auth/authorization.js';
import type { GatewayContext } from '../../context.js';
import { gatewayError } from '../../provider/errors.js';

/** Admins only (spec 02 section 6), checked before any team change reaches the provider. */
export async function requireAdmin({ caller, session }: GatewayContext): Promise<void> {
  requireTenant(caller);
  const viewer = await session.currentUser();
  if (!hasRole(viewer.roles, ROLE.admin)) throw gatewayError('FORBIDDEN', 'Only an admin may do this.');
}

/** The organization owner only: ownership transfer and join requests (spec 02 section 6). */
export async function requireOrganizationOwner({ caller, session }: GatewayContext): Promise<void> {
  requireTenant(caller);
  const viewer = await session.currentUser();
  if (!viewer.isOrganizationOwner) {
    throw gatewayError('FORBIDDEN', 'Only the organization owner may do this.');
  }
}
