import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { RadioButton, RadioButtonGroup, Stack, TextInput } from '@carbon/react';
import { useToastMutation } from '@seller-portal/platform';
import { fieldProps, FormModal, phoneFieldProps, useZodForm } from '@seller-portal/platform/forms';
import type { JoinRequestStatus } from '#graphql';
import {
  approveJoinRequestSchema,
  declineJoinRequestSchema,
  FAILURE_MESSAGES,
} from '@seller-portal/shared/validation';
import { RoleSelect } from '../roles/RoleSelect.js';
import { TeamRolesQuery } from '../roles/roles.query.js';
import { TeamMembersQuery } from '../team-table/team-members.query.js';
import {
  ApproveJoinRequestMutation,
  PendingJoinRequestsQuery,
  RejectJoinRequestMutation,
} from './join-requests.query.js';

export interface ManagedJoinRequest {
  id: string;
  firstName?: string | null;
  lastName?: string | null;
  fullName: string;
  email: string;
  status: JoinRequestStatus;
}

type Decision = 'approve' | 'decline';

type ApprovalField = 'firstName' | 'lastName' | 'title';
type PhoneField = 'phoneNumber' | 'mobilePhoneNumber';

// Spec 02 section 8: join requests share the team's toasts.
const TOASTS = {
  success: 'Action performed successfully.',
  failure: FAILURE_MESSAGES.tryAgain,
  refetch: [PendingJoinRequestsQuery, TeamMembersQuery],
};

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
  const approval = useZodForm(approveJoinRequestSchema, {
    defaultValues: {
      joinRequestId: request.id,
      roleId: '',
      firstName: request.firstName ?? '',
      lastName: request.lastName ?? '',
      title: '',
      phoneNumber: '',
      mobilePhoneNumber: '',
    },
  });
  const decline = useZodForm(declineJoinRequestSchema, { defaultValues: { joinRequestId: request.id } });
  const { errors } = approval.formState;
  const named = Boolean(request.firstName || request.lastName);
  const roles = useQuery(TeamRolesQuery);
  const [approve, approving] = useToastMutation(ApproveJoinRequestMutation, TOASTS);
  const [reject, rejecting] = useToastMutation(RejectJoinRequestMutation, TOASTS);

  const field = (name: ApprovalField, label: string) => (
    <TextInput labelText={label} {...fieldProps(approval, name, `join-request-${name}`)} />
  );
  // Phone numbers show and keep (###) ###-#### as they are typed (spec 02 sections 5 and 9).
  const phoneField = (name: PhoneField, label: string) => (
    <TextInput labelText={label} {...phoneFieldProps(approval, name, `join-request-${name}`)} />
  );

  const requester = (
    <p>{named ? `${request.fullName} (${request.email})` : request.email} asked to join your company.</p>
  );

  const decisionField = (
    <RadioButtonGroup
      legendText="Decision"
      name="join-request-decision"
      valueSelected={decision ?? ''}
      onChange={(value) => setDecision(value as Decision)}
    >
      <RadioButton id="join-request-approve" labelText="Approve" value="approve" />
      <RadioButton id="join-request-decline" labelText="Decline" value="decline" disabled={rejected} />
    </RadioButtonGroup>
  );
  const modal = {
    open: true,
    // Who asked: the name, or the email alone when they gave no name (never the email twice).
    heading: 'Manage join request',
    label: named ? request.fullName : request.email,
    submitText: 'Submit',
    submittingText: 'Submitting',
    submitting: approving.loading || rejecting.loading,
    submitDisabled: !decision,
    onClose,
  };

  // One modal either way: React keeps the same FormModal (and focus) when the decision switches its form.
  return decision === 'decline' ? (
    <FormModal
      {...modal}
      form={decline}
      onSubmit={async ({ joinRequestId }) => {
        if (await reject({ id: joinRequestId })) onClose();
      }}
    >
      <Stack gap={5}>
        {requester}
        {decisionField}
      </Stack>
    </FormModal>
  ) : (
    <FormModal
      {...modal}
      form={approval}
      onSubmit={async (input) => {
        if (await approve({ input }, { form: approval })) onClose();
      }}
    >
      <Stack gap={5}>
        {requester}
        {decisionField}
        {decision === 'approve' ? (
          <>
            <RoleSelect
              id="join-request-role"
              roles={roles.data?.roles ?? []}
              value={approval.watch('roleId')}
              error={errors.roleId?.message}
              {...approval.register('roleId')}
            />
            {field('firstName', 'First Name')}
            {field('lastName', 'Last Name')}
            {field('title', 'Title')}
            {phoneField('phoneNumber', 'Phone Number')}
            {phoneField('mobilePhoneNumber', 'Mobile Phone Number')}
          </>
        ) : null}
      </Stack>
    </FormModal>
  );
}
