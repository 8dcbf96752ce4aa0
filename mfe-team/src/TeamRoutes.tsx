import { useEffect, useState } from 'react';
import { InlineNotification, Tab, TabList, Tabs } from '@carbon/react';
import { navigate } from '@seller-portal/platform';
import { InviteTeamMemberModal } from './invite/InviteTeamMemberModal.js';
import { JoinRequestsTable } from './join-requests/JoinRequestsTable.js';
import { MemberOverviewModal } from './member-overview/MemberOverviewModal.js';
import { REQUESTS_PATH, TEAM_PATH, useTeamRoute } from './routing/team-route.js';
import { TeamTable } from './team-table/index.js';
import { useTeamViewer } from './viewer/team-viewer.js';

/** /team, /team/requests and /team/{id}/details, chosen from the location (spec 02 section 2). */
export function TeamRoutes() {
  const route = useTeamRoute();
  const { viewer, error } = useTeamViewer();
  const [inviting, setInviting] = useState(false);
  const isOwner = viewer?.isOrganizationOwner ?? false;
  const onRequests = route.screen === 'requests';
  // A non-owner on the requests page goes back to the team.
  const leaveRequests = onRequests && viewer !== null && !isOwner;
  useEffect(() => {
    if (leaveRequests) navigate(TEAM_PATH);
  }, [leaveRequests]);

  if (error) {
    return (
      <InlineNotification kind="error" title="Something went wrong. Try again." hideCloseButton lowContrast />
    );
  }

  return (
    <>
      {isOwner ? (
        <Tabs
          selectedIndex={onRequests ? 1 : 0}
          onChange={({ selectedIndex }: { selectedIndex: number }) =>
            navigate(selectedIndex === 1 ? REQUESTS_PATH : TEAM_PATH)
          }
        >
          <TabList aria-label="Team sections">
            <Tab>Team</Tab>
            <Tab>Requests</Tab>
          </TabList>
        </Tabs>
      ) : null}
      {onRequests ? null : <TeamTable viewer={viewer} onInvite={() => setInviting(true)} />}
      {onRequests && isOwner ? <JoinRequestsTable /> : null}
      {route.screen === 'details' && viewer ? (
        <MemberOverviewModal key={route.memberId} memberId={route.memberId} viewer={viewer} />
      ) : null}
      {viewer?.isAdmin ? <InviteTeamMemberModal open={inviting} onClose={() => setInviting(false)} /> : null}
    </>
  );
}
