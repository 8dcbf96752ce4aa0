import { useRef, useState } from 'react';
import { OverflowMenu, OverflowMenuItem } from '@carbon/react';
import { ConfirmationModal, useToastMutation } from '@seller-portal/platform';
import { TeamViewerQuery } from '../viewer/team-viewer.query.js';
import { MEMBER_ACTION_LABEL, type MemberAction } from './member-actions.js';
import {
  DisableTeamMemberMutation,
  EnableTeamMemberMutation,
  ResendInvitationMutation,
  TransferOwnershipMutation,
} from './team-member.mutations.js';
import { FAILURE_MESSAGES } from '@seller-portal/shared/validation';

// Spec 02 section 8: the team actions' success toasts and their one failure toast.
const FAILURE = FAILURE_MESSAGES.tryAgain;

export interface MemberActionsMenuProps {
  member: { id: string; fullName: string; email: string };
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

  const [confirming, setConfirming] = useState<ConfirmedAction | null>(null);
  // The menu's trigger takes focus back from the confirmation (the item that opened it is gone by then).
  const menu = useRef<HTMLSpanElement>(null);

  const run: Record<MemberAction, () => Promise<unknown>> = {
    disable: () => disable({ id: member.id }),
    enable: () => enable({ id: member.id }),
    resendInvitation: () => resend({ userId: member.id }),
    transferOwnership: () => transfer({ userId: member.id }),
  };
  const choose = (action: MemberAction) => {
    if (isConfirmed(action)) setConfirming(action);
    else void run[action]();
  };
  const confirmation = confirming ? confirmationOf(confirming, member) : null;

  if (actions.length === 0) return null;
  return (
    <>
      <span ref={menu}>
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
              isDelete={isConfirmed(action)}
              onClick={() => choose(action)}
            />
          ))}
        </OverflowMenu>
      </span>
      {confirming && confirmation ? (
        <ConfirmationModal
          open
          danger
          heading={confirmation.heading}
          confirmText={MEMBER_ACTION_LABEL[confirming]}
          confirmingText={confirmation.confirmingText}
          confirming={busy}
          onConfirm={() => void run[confirming]().finally(() => setConfirming(null))}
          onClose={() => setConfirming(null)}
          returnFocusTo={() => menu.current?.querySelector('button')}
        >
          <p>{confirmation.text}</p>
        </ConfirmationModal>
      ) : null}
    </>
  );
}

/** The actions that are asked about first, like the spec's Disable Offer confirmation. */
type ConfirmedAction = Extract<MemberAction, 'disable' | 'transferOwnership'>;
const isConfirmed = (action: MemberAction): action is ConfirmedAction =>
  action === 'disable' || action === 'transferOwnership';

/** The question, naming the person, and what will happen. */
function confirmationOf(
  action: ConfirmedAction,
  { fullName, email }: { fullName: string; email: string },
): { heading: string; text: string; confirmingText: string } {
  const who = fullName === email ? email : `${fullName} (${email})`;
  return action === 'disable'
    ? {
        heading: `Disable ${fullName}?`,
        text: `${who} will no longer be able to sign in to Seller Portal. You can enable the account again at any time.`,
        confirmingText: 'Disabling',
      }
    : {
        heading: `Transfer ownership to ${fullName}?`,
        text: `${who} will become the organization owner and will process join requests. You will remain an admin, but only the new owner can transfer ownership back.`,
        confirmingText: 'Transferring ownership',
      };
}
