import { createMicroFrontend } from '@seller-portal/platform';
import { TeamArea } from './TeamArea.js';

export const { bootstrap, mount, unmount } = createMicroFrontend({ rootComponent: TeamArea });

export { inviteTeamMemberParcel, type InviteTeamMemberParcelProps } from './invite/invite-parcel.js';
