import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Form, Modal, RadioButton, RadioButtonGroup, Stack, TextInput } from '@carbon/react';
import { showToast } from '@seller-portal/platform';
import type { JoinRequestStatus } from '@seller-portal/shared/graphql';
import {
  approveJoinRequestSchema,
  firstErrorPerField,
  type FieldErrors,
} from '@seller-portal/shared/validation';
import { RoleSelect } from '../roles/RoleSelect.js';
import { TeamRolesQuery } from '../roles/roles.query.js';
import { ApproveJoinRequestMutation, RejectJoinRequestMutation } from './join-requests.query.js';

export interface ManagedJoinRequest {
  id: string;
  firstName?: string | null;
  lastName?: string | null;
  fullName: string;
  email: string;
  status: JoinRequestStatus;
}

type Decision = 'approve' | 'decline';

interface ApprovalForm {
  roleId: string;
  firstName: string;
  lastName: string;
  title: string;
  phoneNumber: string;
  mobilePhoneNumber: string;
}

const REFETCH = ['PendingJoinRequests', 'TeamMembers'];

/** Approve or decline a join request (spec 02 sections 4 and 5); a REJECTED request can only be approved. */
export function ManageJoinRequestModal({
  request,
  onClose,
}: {
  request: ManagedJoinRequest;
  onClose: () => void;
}) {
  const rejected = request.status === 'REJECTED';
  const [decision, setDecision] = useState<Decision | null>(rejected ? 'approve' : null);
  const [form, setForm] = useState<ApprovalForm>({
    roleId: '',
    firstName: request.firstName ?? '',
    lastName: request.lastName ?? '',
    title: '',
    phoneNumber: '',
    mobilePhoneNumber: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const roles = useQuery(TeamRolesQuery);
  const [approve, approving] = useMutation(ApproveJoinRequestMutation, { refetchQueries: REFETCH });
  const [reject, rejecting] = useMutation(RejectJoinRequestMutation, { refetchQueries: REFETCH });
  const busy = approving.loading || rejecting.loading;

  const change = (field: keyof ApprovalForm) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const submit = async () => {
    if (!decision) return;
    let input;
    if (decision === 'approve') {
      const parsed = approveJoinRequestSchema.safeParse({ joinRequestId: request.id, ...form });
      if (!parsed.success) {
        setErrors(firstErrorPerField(parsed.error));
        return;
      }
      input = parsed.data;
    }
    try {
      if (input) await approve({ variables: { input } });
      else await reject({ variables: { id: request.id } });
      showToast({ kind: 'success', title: 'Action performed successfully.' });
      onClose();
    } catch {
      showToast({ kind: 'error', title: 'Something went wrong. Try again.' });
    }
  };

  const field = (name: keyof ApprovalForm, label: string) => (
    <TextInput
      id={`join-request-${name}`}
      labelText={label}
      value={form[name]}
      invalid={Boolean(errors[name])}
      invalidText={errors[name]}
      onChange={(event) => change(name)(event.target.value)}
    />
  );

  return (
    <Modal
      open
      modalHeading={`Manage ${request.fullName}`}
      modalLabel={request.email}
      primaryButtonText="Submit"
      secondaryButtonText="Cancel"
      primaryButtonDisabled={!decision || busy}
      loadingStatus={busy ? 'active' : 'inactive'}
      loadingDescription="Submitting"
      onRequestClose={onClose}
      onRequestSubmit={() => void submit()}
      preventCloseOnClickOutside
    >
      <Form
        aria-label="Manage join request"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap={5}>
          <RadioButtonGroup
            legendText="Decision"
            name="join-request-decision"
            valueSelected={decision ?? ''}
            onChange={(value) => setDecision(value as Decision)}
          >
            <RadioButton id="join-request-approve" labelText="Approve" value="approve" />
            <RadioButton id="join-request-decline" labelText="Decline" value="decline" disabled={rejected} />
          </RadioButtonGroup>
          {decision === 'approve' ? (
            <>
              <RoleSelect
                id="join-request-role"
                roles={roles.data?.roles ?? []}
                value={form.roleId}
                error={errors.roleId}
                onChange={change('roleId')}
              />
              {field('firstName', 'First Name')}
              {field('lastName', 'Last Name')}
              {field('title', 'Title')}
              {field('phoneNumber', 'Phone Number')}
              {field('mobilePhoneNumber', 'Mobile Phone Number')}
            </>
          ) : null}
        </Stack>
      </Form>
    </Modal>
  );
}
