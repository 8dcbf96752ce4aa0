import type { TeamMemberStatus } from '#graphql';

/** Team user status labels (spec 02 section 4). */
export const TEAM_STATUS_LABEL: Record<TeamMemberStatus, string> = {
  ACTIVE: 'Enabled',
  INVITED: 'Invite Sent',
  DISABLED: 'Disabled',
  UNKNOWN: 'Unknown',
};

export const TEAM_STATUS_TAG: Record<TeamMemberStatus, 'green' | 'blue' | 'gray' | 'warm-gray'> = {
  ACTIVE: 'green',
  INVITED: 'blue',
  DISABLED: 'gray',
  UNKNOWN: 'warm-gray',
};
