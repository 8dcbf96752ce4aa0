import { useMutation } from '@apollo/client/react';
import { OverflowMenu, OverflowMenuItem } from '@carbon/react';
import { showToast } from '@seller-portal/platform';
import { MEMBER_ACTION_LABEL, type MemberAction } from './member-actions.js';
import {
  DisableTeamMemberMutation,
  EnableTeamMemberMutation,
  ResendInvitationMutation,
  TransferOwnershipMutation,
} from './team-member.mutations.js';

const SUCCESS: Record<MemberAction, string> = {
  transferOwnership: 'Successfully transferred account ownership.',
  disable: 'Successfully disable account.',
  enable: 'Successfully enabled account.',
  resendInvitation: 'Invitation re-sent successfully.',
};

export interface MemberActionsMenuProps {
  member: { id: string; fullName: string };
  actions: readonly MemberAction[];
}

/** A row's action menu (admins only; the caller passes only the actions allowed for this row). */
export function MemberActionsMenu({ member, actions }: MemberActionsMenuProps) {
  const [disable, disabling] = useMutation(DisableTeamMemberMutation);
  const [enable, enabling] = useMutation(EnableTeamMemberMutation);
  const [resend, resending] = useMutation(ResendInvitationMutation);
  const [transfer, transferring] = useMutation(TransferOwnershipMutation);
  const busy = disabling.loading || enabling.loading || resending.loading || transferring.loading;

  const run = async (action: MemberAction) => {
    try {
      if (action === 'disable') await disable({ variables: { id: member.id } });
      if (action === 'enable') await enable({ variables: { id: member.id } });
      if (action === 'resendInvitation') await resend({ variables: { userId: member.id } });
      if (action === 'transferOwnership') {
        // The viewer stops being the owner: their own permissions change with the rows.
        await transfer({ variables: { userId: member.id }, refetchQueries: ['TeamViewer'] });
      }
      showToast({ kind: 'success', title: SUCCESS[action] });
    } catch {
      showToast({ kind: 'error', title: 'Something went wrong. Try again.' });
    }
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
          onClick={() => void run(action)}
        />
      ))}
    </OverflowMenu>
  );
}
