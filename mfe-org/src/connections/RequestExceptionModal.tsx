import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Modal, Select, SelectItem, Stack, TextArea } from '@carbon/react';
import { useToastMutation } from '@seller-portal/platform';
import { fieldProps, FormModal, useZodForm } from '@seller-portal/platform/forms';
import {
  BANK_NOT_AVAILABLE_REASON,
  exceptionRequestSchema,
  FAILURE_MESSAGES,
} from '@seller-portal/shared/validation';
import { ExemptionReasonsQuery, RequestConnectionExceptionMutation } from './connections.query.js';

/** Spec 01 section 9: what the provider needs instead of a connection. */
const CONFIRMATION = {
  BANKING: {
    heading: 'Bank exception requested',
    text: 'Upload the last 2 quarters of bank statements for each operating account to the data room. A bank connection is required to receive an advance.',
  },
  ACCOUNTING: {
    heading: 'Accounting exception requested',
    text: 'Upload 2 years of monthly income statements, balance sheets and cash flow statements (Excel) to the data room.',
  },
} as const;

export interface RequestExceptionModalProps {
  source: 'ACCOUNTING' | 'BANKING';
  onClose: () => void;
}

/** The request-exception form, then the bank or accounting confirmation (spec 01 section 4, exception flow). */
export function RequestExceptionModal({ source, onClose }: RequestExceptionModalProps) {
  const [confirmed, setConfirmed] = useState(false);
  const reasons = useQuery(ExemptionReasonsQuery);
  const form = useZodForm(exceptionRequestSchema, {
    defaultValues: { source, exceptionReason: '', comments: '', missingPlatformOrBankName: '' },
  });
  const reason = form.watch('exceptionReason');
  const [request, { loading }] = useToastMutation(RequestConnectionExceptionMutation, {
    success: 'Exception created successfully.',
    failure: FAILURE_MESSAGES.failed,
  });

  if (confirmed) {
    return (
      <Modal open passiveModal modalHeading={CONFIRMATION[source].heading} onRequestClose={onClose}>
        <p>{CONFIRMATION[source].text}</p>
      </Modal>
    );
  }
  const choices = (reasons.data?.exemptionReasons ?? []).filter(
    (option) => option.type === 'ANY' || option.type === source,
  );
  return (
    <FormModal
      open
      heading="Request an exception"
      submitText="Submit"
      submittingText="Sending the request"
      submitting={loading}
      form={form}
      onSubmit={async (values) => {
        if (await request({ input: values }, { form })) setConfirmed(true);
      }}
      onClose={onClose}
    >
      <Stack gap={5}>
        <Select labelText="Exception Reason" {...fieldProps(form, 'exceptionReason', 'exception-reason')}>
          <SelectItem value="" text="Choose a reason" />
          {choices.map((option) => (
            <SelectItem key={option.id} value={option.id} text={option.text} />
          ))}
        </Select>
        {reason === BANK_NOT_AVAILABLE_REASON ? (
          <TextArea
            labelText="Platform or bank name"
            rows={2}
            {...fieldProps(form, 'missingPlatformOrBankName', 'exception-missing-name')}
          />
        ) : null}
        <TextArea
          labelText="Comments"
          rows={4}
          maxCount={2000}
          enableCounter
          {...fieldProps(form, 'comments', 'exception-comments')}
        />
      </Stack>
    </FormModal>
  );
}
