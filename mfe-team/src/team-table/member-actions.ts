import { hasRole, ROLE } from '@seller-portal/shared/roles';
import type { TeamMemberStatus } from '#graphql';
import type { TeamViewer } from '../viewer/team-viewer.js';

export type MemberAction = 'transferOwnership' | 'disable' | 'enable' | 'resendInvitation';

export interface ActionTarget {
  id: string;
  status: TeamMemberStatus;
  isOrganizationOwner: boolean;
  roles: readonly { name: string }[];
}

export const MEMBER_ACTION_LABEL: Record<MemberAction, string> = {
  transferOwnership: 'Transfer Ownership',
  disable: 'Disable',
  enable: 'Enable',
  resendInvitation: 'Resend Invitation',
};

/** Whether the viewer may switch this member on or off: an admin, never on oneself or the owner. */
export function canToggleMember(viewer: TeamViewer, member: ActionTarget): boolean {
  return viewer.isAdmin && member.id !== viewer.id && !member.isOrganizationOwner;
}

/** The row actions spec 02 sections 4 and 6 allow this viewer on this member; none for non-admins. */
export function memberActionsFor(viewer: TeamViewer, member: ActionTarget): MemberAction[] {
  if (!viewer.isAdmin) return [];
  const actions: MemberAction[] = [];
  if (
    viewer.isOrganizationOwner &&
    member.id !== viewer.id &&
    member.status === 'ACTIVE' &&
    hasRole(member.roles, ROLE.admin)
  ) {
    actions.push('transferOwnership');
  }
  if (canToggleMember(viewer, member)) {
    if (member.status === 'ACTIVE') actions.push('disable');
    if (member.status === 'DISABLED') actions.push('enable');
  }
  if (member.status === 'INVITED') actions.push('resendInvitation');
  return actions;
}
