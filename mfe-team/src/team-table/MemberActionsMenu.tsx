import { OverflowMenu, OverflowMenuItem } from '@carbon/react';
import { useToastMutation } from '@seller-portal/platform';
import { TeamViewerQuery } from '../viewer/team-viewer.query.js';
import { MEMBER_ACTION_LABEL, type MemberAction } from './member-actions.js';
import {
  DisableTeamMemberMutation,
  EnableTeamMemberMutation,
  ResendInvitationMutation,
  TransferOwnershipMutation,
} from './team-member.mutations.js';

// Spec 02 section 8: the team actions' success toasts and their one failure toast.
const FAILURE = 'Something went wrong. Try again.';

export interface MemberActionsMenuProps {
  member: { id: string; fullName: string };
  actions: readonly MemberAction[];
}

/** A row's action menu (admins only; the caller passes only the actions allowed for this row). */
export function MemberActionsMenu({ member, actions }: MemberActionsMenuProps) {
  const [disable, disabling] = useToastMutation(DisableTeamMemberMutation, {
    success: 'Successfully disable account.',
    failure: FAILURE,
  });
  const [enable, enabling] = useToastMutation(EnableTeamMemberMutation, {
    success: 'Successfully enabled account.',
    failure: FAILURE,
  });
  const [resend, resending] = useToastMutation(ResendInvitationMutation, {
    success: 'Invitation re-sent successfully.',
    failure: FAILURE,
  });
  // The viewer stops being the owner: their own permissions change with the rows.
  const [transfer, transferring] = useToastMutation(TransferOwnershipMutation, {
    success: 'Successfully transferred account ownership.',
    failure: FAILURE,
    refetch: [TeamViewerQuery],
  });
  const busy = disabling.loading || enabling.loading || resending.loading || transferring.loading;

  const run: Record<MemberAction, () => Promise<unknown>> = {
    disable: () => disable({ id: member.id }),
    enable: () => enable({ id: member.id }),
    resendInvitation: () => resend({ userId: member.id }),
    transferOwnership: () => transfer({ userId: member.id }),
  };

  if (actions.length === 0) return null;
  return (
    <OverflowMenu
      aria-label={`Actions for ${member.fullName}`}
      iconDescription={`Actions for ${member.fullName}`}
      flipped
      size="sm"
      disabled={busy}
    >
      {actions.map((action) => (
        <OverflowMenuItem
          key={action}
          itemText={MEMBER_ACTION_LABEL[action]}
          onClick={() => void run[action]()}
        />
      ))}
    </OverflowMenu>
  );
}
