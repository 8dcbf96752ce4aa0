import { Suspense, useState } from 'react';
import { createParcel } from '@seller-portal/platform';
import stylesheet from '../styles/team.scss?stylesheet';
import { LazyInviteTeamMemberModal } from './lazy-invite-modal.js';

/** What a host passes to `<RemoteParcel module="@seller-portal/mfe-team/parcels" name="inviteTeamMemberParcel" />`. */
export interface InviteTeamMemberParcelProps {
  /** Called once the modal closed (after sending or cancelling); the host usually unmounts the parcel then. */
  onClose?: () => void;
}

function InviteTeamMemberParcelRoot({ onClose }: InviteTeamMemberParcelProps) {
  const [open, setOpen] = useState(true);
  return open ? (
    <Suspense fallback={null}>
      <LazyInviteTeamMemberModal
        onClose={() => {
          setOpen(false);
          onClose?.();
        }}
      />
    </Suspense>
  ) : null;
}

/** The invite modal as a single-spa parcel, so other micro-frontends mount it without importing this source. */
export const inviteTeamMemberParcel = createParcel<InviteTeamMemberParcelProps>({
  rootComponent: InviteTeamMemberParcelRoot,
  stylesheet,
});
