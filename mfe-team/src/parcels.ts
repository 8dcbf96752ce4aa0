// The team's parcels module (docs/adr/020): what other domains mount, without the team's screens.
export { inviteTeamMemberParcel, type InviteTeamMemberParcelProps } from './invite/invite-parcel.js';
