import { Suspense, useEffect, useState } from 'react';
import { InlineNotification, Tab, TabList, TabPanel, TabPanels, Tabs } from '@carbon/react';
import { lazyComponent, navigate } from '@seller-portal/platform';
import { LazyInviteTeamMemberModal } from './invite/lazy-invite-modal.js';
import { JoinRequestsTable } from './join-requests/JoinRequestsTable.js';
import { REQUESTS_PATH, TEAM_PATH, useTeamRoute } from './routing/team-route.js';
import { TeamTable } from './team-table/index.js';
import { useTeamViewer } from './viewer/team-viewer.js';

const MemberOverviewModal = lazyComponent(
  () => import('./member-overview/MemberOverviewModal.js'),
  'MemberOverviewModal',
);

/** /team, /team/requests and /team/{id}/details, chosen from the location (spec 02 section 2). */
export function TeamRoutes() {
  const route = useTeamRoute();
  const { viewer, error } = useTeamViewer();
  const [inviting, setInviting] = useState(false);
  const isOwner = viewer?.isOrganizationOwner ?? false;
  const onRequests = route?.name === 'requests';
  // A non-owner on the requests page goes back to the team.
  const leaveRequests = onRequests && viewer !== null && !isOwner;
  useEffect(() => {
    if (leaveRequests) navigate(TEAM_PATH);
  }, [leaveRequests]);

  // Any other path under /team: the shell shows the not-found screen.
  if (!route) return null;
  if (error) {
    return (
      <InlineNotification kind="error" title="Something went wrong. Try again." hideCloseButton lowContrast />
    );
  }

  const teamTable = <TeamTable viewer={viewer} onInvite={() => setInviting(true)} />;
  return (
    <>
      {isOwner ? (
        // The owner's tabs; each tab's panel holds its table (the other panel stays empty until chosen).
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
          <TabPanels>
            <TabPanel className="team-tab-panel">{onRequests ? null : teamTable}</TabPanel>
            <TabPanel className="team-tab-panel">{onRequests ? <JoinRequestsTable /> : null}</TabPanel>
          </TabPanels>
        </Tabs>
      ) : onRequests ? null : (
        teamTable
      )}
      {route.name === 'details' && viewer ? (
        <Suspense fallback={null}>
          <MemberOverviewModal key={route.params.memberId} memberId={route.params.memberId} viewer={viewer} />
        </Suspense>
      ) : null}
      {viewer?.isAdmin && inviting ? (
        <Suspense fallback={null}>
          <LazyInviteTeamMemberModal onClose={() => setInviting(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
