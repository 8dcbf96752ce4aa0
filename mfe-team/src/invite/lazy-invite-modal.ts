import { lazyComponent } from '@seller-portal/platform';

/** The invite modal and its form code load when it first opens, not with the team page. */
export const LazyInviteTeamMemberModal = lazyComponent(
  () => import('./InviteTeamMemberModal.js'),
  'InviteTeamMemberModal',
);
