import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { InlineNotification, Stack, TextInput, Toggle } from '@carbon/react';
import { navigate, usePageError, useToastMutation } from '@seller-portal/platform';
import {
  dirtyValues,
  fieldProps,
  FormModal,
  StaleFormNotice,
  useZodForm,
} from '@seller-portal/platform/forms';
import { formatDateTime } from '@seller-portal/shared/formatters';
import type { TeamMemberQuery as TeamMemberResult } from '#graphql';
import { FAILURE_MESSAGES, teamMemberSchema } from '@seller-portal/shared/validation';
import { RoleSelect } from '../roles/RoleSelect.js';
import { TeamRolesQuery } from '../roles/roles.query.js';
import { TEAM_PATH } from '../routing/team-route.js';
import { canToggleMember } from '../team-table/member-actions.js';
import { DisableTeamMemberMutation, EnableTeamMemberMutation } from '../team-table/team-member.mutations.js';
import type { TeamViewer } from '../viewer/team-viewer.js';
import { TeamMemberQuery, UpdateTeamMemberMutation } from './team-member.query.js';

export interface MemberOverviewModalProps {
  memberId: string;
  viewer: TeamViewer;
}

/**
 * The team member overview at /team/{id}/details (spec 02 sections 2, 4 and 6); closing returns to /team.
 * A member that does not exist (or belongs to another seller) shows the not-found screen.
 */
export function MemberOverviewModal({ memberId, viewer }: MemberOverviewModalProps) {
  const { data, error, refetch } = useQuery(TeamMemberQuery, { variables: { id: memberId } });
  usePageError(error);
  const member = data?.teamMember;
  return member ? (
    <MemberOverviewForm
      member={member}
      viewer={viewer}
      reload={() =>
        refetch().then(
          (result) => result.data?.teamMember,
          () => undefined,
        )
      }
    />
  ) : null;
}

type Member = TeamMemberResult['teamMember'];

/** The form's values for a member as stored. */
const valuesOf = (member: Member) => ({
  email: member.email,
  firstName: member.firstName ?? '',
  lastName: member.lastName ?? '',
  roleId: member.roles[0]?.id ?? '',
});

/** What the form was opened on, as the update's `loaded` (docs/adr/013). */
const openedOn = ({ email: _readOnly, ...fields }: ReturnType<typeof valuesOf>) => fields;

function MemberOverviewForm({
  member,
  viewer,
  reload,
}: {
  member: Member;
  viewer: TeamViewer;
  /** Reads the member again (undefined when it could not be read). */
  reload: () => Promise<Member | undefined>;
}) {
  const roles = useQuery(TeamRolesQuery, { fetchPolicy: 'no-cache' });
  const form = useZodForm(teamMemberSchema, { defaultValues: valuesOf(member) });
  // What this form was opened on (or last saved or reloaded): a colleague's save meanwhile is kept, not reverted.
  const [opened, setOpened] = useState(() => openedOn(valuesOf(member)));
  const { errors, isDirty } = form.formState;
  const [update, updating] = useToastMutation(UpdateTeamMemberMutation, {
    success: 'Successfully updated user details.',
    failure: FAILURE_MESSAGES.tryAgain,
  });
  const toggleToasts = { failure: FAILURE_MESSAGES.failed };
  const [disable, disabling] = useToastMutation(DisableTeamMemberMutation, toggleToasts);
  const [enable, enabling] = useToastMutation(EnableTeamMemberMutation, toggleToasts);
  const editable = viewer.isAdmin;

  const banner =
    member.status === 'INVITED'
      ? `Invite sent at ${formatDateTime(member.invitationSentDate)}`
      : `Last login at ${formatDateTime(member.lastLogin)}`;

  return (
    <FormModal
      open
      heading={member.fullName}
      label="Team member overview"
      submitText="Save"
      submittingText="Saving"
      submitting={updating.loading}
      submitDisabled={!editable || !isDirty}
      form={form}
      onSubmit={async (values) => {
        // Only the changed fields are sent (spec 02 section 5); email is never editable.
        const { email: _readOnly, ...input } = dirtyValues(values, form.formState.dirtyFields);
        if (await update({ id: member.id, input, loaded: opened }, { form })) {
          form.reset(values);
          setOpened(openedOn(values));
        }
      }}
      onClose={() => navigate(TEAM_PATH)}
    >
      <Stack gap={5}>
        <InlineNotification kind="info" lowContrast hideCloseButton title={banner} />
        <StaleFormNotice
          errors={errors}
          reload={reload}
          firstFieldId="member-first-name"
          onReloaded={(fresh) => {
            form.reset(valuesOf(fresh));
            setOpened(openedOn(valuesOf(fresh)));
          }}
        />
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
            disabling.loading ||
            enabling.loading
          }
          onToggle={(on: boolean) => void (on ? enable : disable)({ id: member.id })}
        />
        <TextInput id="member-email" labelText="Email" readOnly disabled {...form.register('email')} />
        <TextInput
          labelText="Recipient First Name"
          disabled={!editable}
          {...fieldProps(form, 'firstName', 'member-first-name')}
        />
        <TextInput
          labelText="Recipient Last Name"
          disabled={!editable}
          {...fieldProps(form, 'lastName', 'member-last-name')}
        />
        <RoleSelect
          id="member-role"
          roles={roles.data?.roles ?? []}
          value={form.watch('roleId')}
          disabled={!editable}
          error={errors.roleId?.message}
          {...form.register('roleId')}
        />
      </Stack>
    </FormModal>
  );
}
