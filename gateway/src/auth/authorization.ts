import { hasRole, ROLE, type RoleName } from '@seller-portal/shared/roles';
import type { GatewayContext } from '../context.js';
import type { ProviderCurrentUser } from '../domains/session/provider-client.js';
import { gatewayError } from '../provider/errors.js';
import type { Caller } from './access-token.js';

// Role and ownership rules are checked here, before a call reaches the provider (which checks them again).

/** The caller's seller; refuses callers without a company before any provider call. */
export function requireTenant(caller: Caller): string {
  if (!caller.organizationId || !caller.userId) {
    throw gatewayError('FORBIDDEN', 'This needs a seller company.');
  }
  return caller.organizationId;
}

/** The portal user of the token (identity calls need one, with a company or without). */
export function requireUser(caller: Caller): string {
  if (!caller.userId) throw gatewayError('FORBIDDEN', 'This needs a portal user.');
  return caller.userId;
}

/**
 * The signed-in member of a seller, read once per request. The provider answers it only while the token stands (its
 * user not disabled nor moved, its grant not revoked), so this is also the standing check of surfaces that make no
 * other provider call, such as the notification socket (docs/adr/014).
 */
export async function requireMember({ caller, session }: GatewayContext): Promise<ProviderCurrentUser> {
  requireTenant(caller);
  return session.currentUser();
}

/** A member holding one of the roles (spec 01 section 6). */
export async function requireRole(
  context: GatewayContext,
  roles: readonly RoleName[],
): Promise<ProviderCurrentUser> {
  const viewer = await requireMember(context);
  if (!roles.some((role) => hasRole(viewer.roles, role))) {
    throw gatewayError('FORBIDDEN', 'Your role may not do this.');
  }
  return viewer;
}

/** Admins only (spec 02 section 6). */
export async function requireAdmin(context: GatewayContext): Promise<ProviderCurrentUser> {
  const viewer = await requireMember(context);
  if (!hasRole(viewer.roles, ROLE.admin)) throw gatewayError('FORBIDDEN', 'Only an admin may do this.');
  return viewer;
}

/** The organization owner only: ownership transfer and join requests (spec 02 section 6). */
export async function requireOrganizationOwner(context: GatewayContext): Promise<ProviderCurrentUser> {
  const viewer = await requireMember(context);
  if (!viewer.isOrganizationOwner) {
    throw gatewayError('FORBIDDEN', 'Only the organization owner may do this.');
  }
  return viewer;
}

/**
 * A member of an approved company: offers and reports open once the provider has approved the seller (spec 01 section
 * 2's navigation by company state); FORBIDDEN before, with `reason`.
 */
export async function requireApprovedCompany(context: GatewayContext, reason: string): Promise<void> {
  const seller = await context.session.currentSeller();
  if (!seller.isApproved) throw gatewayError('FORBIDDEN', reason);
}
