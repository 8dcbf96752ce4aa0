import { useId } from 'react';
import { useQuery } from '@apollo/client/react';
import { Stack, TextInput } from '@carbon/react';
import { useToastMutation } from '@seller-portal/platform';
import { fieldProps, FormModal, useZodForm } from '@seller-portal/platform/forms';
import { FAILURE_MESSAGES, inviteTeamMemberSchema } from '@seller-portal/shared/validation';
import { RoleSelect } from '../roles/RoleSelect.js';
import { TeamRolesQuery } from '../roles/roles.query.js';
import { TeamMembersQuery } from '../team-table/team-members.query.js';
import { InviteTeamMemberMutation } from './invite-team-member.mutation.js';

export interface InviteTeamMemberModalProps {
  onClose: () => void;
}

/** Invite a Team Member (spec 01 sections 5 and 8): success or failure, the modal closes with a toast. */
export function InviteTeamMemberModal({ onClose }: InviteTeamMemberModalProps) {
  // Unique ids: the team page's modal and a parcel mounted by another application can coexist.
  const idPrefix = useId();
  const form = useZodForm(inviteTeamMemberSchema, {
    defaultValues: { email: '', recipientFirstName: '', recipientLastName: '', roleId: '' },
  });
  const { errors } = form.formState;
  const roles = useQuery(TeamRolesQuery);
  const [invite, { loading }] = useToastMutation(InviteTeamMemberMutation, {
    success: 'Invitation sent successfully.',
    failure: FAILURE_MESSAGES.failed,
    refetch: [TeamMembersQuery],
  });

  return (
    <FormModal
      open
      heading="Invite a Team Member"
      submitText="Send Invitation"
      submittingText="Sending the invitation"
      submitting={loading}
      form={form}
      onSubmit={async (input) => {
        await invite({ input });
        onClose();
      }}
      onClose={onClose}
    >
      <Stack gap={5}>
        <TextInput
          labelText="Email Address"
          type="email"
          {...fieldProps(form, 'email', `${idPrefix}-invite-email`)}
        />
        <TextInput
          labelText="Recipient First Name"
          {...fieldProps(form, 'recipientFirstName', `${idPrefix}-invite-first-name`)}
        />
        <TextInput
          labelText="Recipient Last Name"
          {...fieldProps(form, 'recipientLastName', `${idPrefix}-invite-last-name`)}
        />
        <RoleSelect
          id={`${idPrefix}-invite-role`}
          roles={roles.data?.roles ?? []}
          value={form.watch('roleId')}
          error={errors.roleId?.message}
          {...form.register('roleId')}
        />
      </Stack>
    </FormModal>
  );
}
