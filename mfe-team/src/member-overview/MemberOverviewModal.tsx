import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Form, InlineLoading, InlineNotification, Modal, Stack, TextInput, Toggle } from '@carbon/react';
import { navigate, showToast } from '@seller-portal/platform';
import { formatDate } from '@seller-portal/shared/formatters';
import { firstErrorPerField, teamMemberSchema, type FieldErrors } from '@seller-portal/shared/validation';
import { RoleSelect } from '../roles/RoleSelect.js';
import { TeamRolesQuery } from '../roles/roles.query.js';
import { TEAM_PATH } from '../routing/team-route.js';
import { canToggleMember } from '../team-table/member-actions.js';
import { DisableTeamMemberMutation, EnableTeamMemberMutation } from '../team-table/team-member.mutations.js';
import type { TeamViewer } from '../viewer/team-viewer.js';
import { TeamMemberQuery, UpdateTeamMemberMutation } from './team-member.query.js';

interface MemberForm {
  firstName: string;
  lastName: string;
  roleId: string;
}

export interface MemberOverviewModalProps {
  memberId: string;
  viewer: TeamViewer;
}

/** The team member overview at /team/{id}/details (spec 02 sections 2, 4 and 6); closing returns to /team. */
export function MemberOverviewModal({ memberId, viewer }: MemberOverviewModalProps) {
  const { data, loading, error } = useQuery(TeamMemberQuery, { variables: { id: memberId } });
  const roles = useQuery(TeamRolesQuery, { fetchPolicy: 'no-cache' });
  const [edits, setEdits] = useState<Partial<MemberForm>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [update, updating] = useMutation(UpdateTeamMemberMutation);
  const [disable, disabling] = useMutation(DisableTeamMemberMutation);
  const [enable, enabling] = useMutation(EnableTeamMemberMutation);

  const member = data?.teamMember;
  const close = () => navigate(TEAM_PATH);
  const stored: MemberForm = {
    firstName: member?.firstName ?? '',
    lastName: member?.lastName ?? '',
    roleId: member?.roles[0]?.id ?? '',
  };
  const form = { ...stored, ...edits };
  const changed = (Object.keys(form) as (keyof MemberForm)[]).some((key) => form[key] !== stored[key]);
  const editable = viewer.isAdmin;
  const switching = disabling.loading || enabling.loading;

  const change = (field: keyof MemberForm) => (value: string) => {
    setEdits((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const save = async () => {
    if (!member) return;
    const parsed = teamMemberSchema.safeParse({ ...form, email: member.email });
    if (!parsed.success) {
      setErrors(firstErrorPerField(parsed.error));
      return;
    }
    try {
      const { email: _readOnly, phoneNumber: _unchanged, ...input } = parsed.data;
      await update({ variables: { id: member.id, input } });
      showToast({ kind: 'success', title: 'Successfully updated user details.' });
      setEdits({});
    } catch {
      showToast({ kind: 'error', title: 'Something went wrong. Try again.' });
    }
  };

  const toggle = async (enabled: boolean) => {
    if (!member) return;
    try {
      if (enabled) await enable({ variables: { id: member.id } });
      else await disable({ variables: { id: member.id } });
    } catch {
      showToast({ kind: 'error', title: 'Something went wrong.' });
    }
  };

  const notFound =
    CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND');

  let body: React.ReactNode;
  if (member) {
    const banner =
      member.status === 'INVITED'
        ? `Invite sent at ${formatDate(member.invitationSentDate)}`
        : `Last login at ${formatDate(member.lastLogin)}`;
    body = (
      <Form
        aria-label="Team member details"
        onSubmit={(event) => {
          event.preventDefault();
          if (editable && changed) void save();
        }}
      >
        <Stack gap={5}>
          <InlineNotification kind="info" lowContrast hideCloseButton title={banner} />
          <Toggle
            id="member-enabled"
            labelText="Enabled"
            labelA="Off"
            labelB="On"
            toggled={member.status !== 'DISABLED'}
            disabled={
              !canToggleMember(viewer, member) ||
              member.status === 'INVITED' ||
              member.status === 'UNKNOWN' ||
              switching
            }
            onToggle={(checked: boolean) => void toggle(checked)}
          />
          <TextInput id="member-email" labelText="Email" value={member.email} readOnly disabled />
          <TextInput
            id="member-first-name"
            labelText="Recipient First Name"
            value={form.firstName}
            disabled={!editable}
            invalid={Boolean(errors.firstName)}
            invalidText={errors.firstName}
            onChange={(event) => change('firstName')(event.target.value)}
          />
          <TextInput
            id="member-last-name"
            labelText="Recipient Last Name"
            value={form.lastName}
            disabled={!editable}
            invalid={Boolean(errors.lastName)}
            invalidText={errors.lastName}
            onChange={(event) => change('lastName')(event.target.value)}
          />
          <RoleSelect
            id="member-role"
            roles={roles.data?.roles ?? []}
            value={form.roleId}
            disabled={!editable}
            error={errors.roleId}
            onChange={change('roleId')}
          />
        </Stack>
      </Form>
    );
  } else if (loading) {
    body = <InlineLoading description="Loading the team member" />;
  } else {
    body = (
      <InlineNotification
        kind="error"
        lowContrast
        hideCloseButton
        title={notFound ? 'This team member was not found.' : 'Something went wrong. Try again.'}
      />
    );
  }

  return (
    <Modal
      open
      modalHeading={member?.fullName ?? 'Team member'}
      modalLabel="Team member overview"
      primaryButtonText="Save"
      secondaryButtonText="Cancel"
      primaryButtonDisabled={!member || !editable || !changed || updating.loading}
      loadingStatus={updating.loading ? 'active' : 'inactive'}
      loadingDescription="Saving"
      onRequestClose={close}
      onRequestSubmit={() => void save()}
      preventCloseOnClickOutside
    >
      {body}
    </Modal>
  );
}
