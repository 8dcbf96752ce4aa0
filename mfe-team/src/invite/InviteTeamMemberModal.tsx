import { useId, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Form, Modal, Stack, TextInput } from '@carbon/react';
import { showToast } from '@seller-portal/platform';
import {
  firstErrorPerField,
  inviteTeamMemberSchema,
  type FieldErrors,
  type InviteTeamMemberInput,
} from '@seller-portal/shared/validation';
import { RoleSelect } from '../roles/RoleSelect.js';
import { TeamRolesQuery } from '../roles/roles.query.js';
import { InviteTeamMemberMutation } from './invite-team-member.mutation.js';

const EMPTY: InviteTeamMemberInput = { email: '', recipientFirstName: '', recipientLastName: '', roleId: '' };

export interface InviteTeamMemberModalProps {
  open: boolean;
  onClose: () => void;
}

/** Invite a Team Member (spec 01 sections 5 and 8): success or failure, the modal closes with a toast. */
export function InviteTeamMemberModal({ open, onClose }: InviteTeamMemberModalProps) {
  // Unique ids: the team page's modal and a parcel mounted by another application can coexist.
  const idPrefix = useId();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const roles = useQuery(TeamRolesQuery, { skip: !open });
  const [invite, { loading }] = useMutation(InviteTeamMemberMutation, { refetchQueries: ['TeamMembers'] });

  const close = () => {
    setForm(EMPTY);
    setErrors({});
    onClose();
  };
  const change = (field: keyof InviteTeamMemberInput) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const submit = async () => {
    const parsed = inviteTeamMemberSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(firstErrorPerField(parsed.error));
      return;
    }
    try {
      await invite({ variables: { input: parsed.data } });
      showToast({ kind: 'success', title: 'Invitation sent successfully.' });
    } catch {
      showToast({ kind: 'error', title: 'Something went wrong.' });
    }
    close();
  };

  return (
    <Modal
      open={open}
      modalHeading="Invite a Team Member"
      primaryButtonText="Send Invitation"
      secondaryButtonText="Cancel"
      primaryButtonDisabled={loading}
      loadingStatus={loading ? 'active' : 'inactive'}
      loadingDescription="Sending the invitation"
      onRequestClose={close}
      onRequestSubmit={() => void submit()}
      shouldSubmitOnEnter
      preventCloseOnClickOutside
    >
      <Form
        aria-label="Invite a Team Member"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap={5}>
          <TextInput
            id={`${idPrefix}-invite-email`}
            labelText="Email Address"
            type="email"
            value={form.email}
            invalid={Boolean(errors.email)}
            invalidText={errors.email}
            onChange={(event) => change('email')(event.target.value)}
          />
          <TextInput
            id={`${idPrefix}-invite-first-name`}
            labelText="Recipient First Name"
            value={form.recipientFirstName}
            invalid={Boolean(errors.recipientFirstName)}
            invalidText={errors.recipientFirstName}
            onChange={(event) => change('recipientFirstName')(event.target.value)}
          />
          <TextInput
            id={`${idPrefix}-invite-last-name`}
            labelText="Recipient Last Name"
            value={form.recipientLastName}
            invalid={Boolean(errors.recipientLastName)}
            invalidText={errors.recipientLastName}
            onChange={(event) => change('recipientLastName')(event.target.value)}
          />
          <RoleSelect
            id={`${idPrefix}-invite-role`}
            roles={roles.data?.roles ?? []}
            value={form.roleId}
            error={errors.roleId}
            onChange={change('roleId')}
          />
        </Stack>
      </Form>
    </Modal>
  );
}
