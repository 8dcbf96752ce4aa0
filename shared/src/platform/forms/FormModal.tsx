// The declaration goes with this file into every package's types that compile it (an import would load a module).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./carbon-extras.d.ts" />
import { useRef, type ReactNode } from 'react';
import { Modal } from '@carbon/react';
// Form is served by the import map's later Carbon (root-config/src/carbon-later.ts), with the first form.
import { Form } from '@seller-portal/carbon-later';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { useModalFocus } from '../modal-focus.js';

/** The fields a modal focuses first: the first one the user can type in or choose. */
const FIELD =
  'input:not([disabled]):not([readonly]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]):not([readonly])';

export interface FormModalProps<Values extends FieldValues, Submitted> {
  open: boolean;
  heading: string;
  /** The small line above the heading. */
  label?: string;
  form: UseFormReturn<Values, unknown, Submitted>;
  /** Called with the schema's output once the form is valid. */
  onSubmit: SubmitHandler<Submitted>;
  /** Cancel, Escape and the close button; what was typed is the caller's to keep or drop. */
  onClose: () => void;
  submitText: string;
  /** Shown while the submission runs. */
  submittingText: string;
  submitting: boolean;
  /** Keeps the submit button disabled, e.g. until a choice is made or the form has changed (`isDirty`). */
  submitDisabled?: boolean;
  /** Where focus goes when it closes, when not back to what opened it (a row's menu button, its item being gone). */
  returnFocusTo?: () => HTMLElement | null | undefined;
  children: ReactNode;
}

/**
 * The one modal for a form (Carbon's Modal): focuses the first field when it opens (its first control when the
 * viewer may change nothing), gives focus back to what opened it when it closes, and keeps what was typed until the
 * caller closes it.
 */
export function FormModal<Values extends FieldValues, Submitted>({
  open,
  heading,
  label,
  form,
  onSubmit,
  onClose,
  submitText,
  submittingText,
  submitting,
  submitDisabled = false,
  returnFocusTo,
  children,
}: FormModalProps<Values, Submitted>) {
  const body = useRef<HTMLFormElement>(null);
  useModalFocus(open, body, (dialog) => dialog.querySelector<HTMLElement>(FIELD), returnFocusTo);

  const handleSubmit = form.handleSubmit(onSubmit);
  const submit = () => {
    if (!submitDisabled && !submitting) void handleSubmit();
  };
  return (
    <Modal
      open={open}
      modalHeading={heading}
      modalLabel={label}
      primaryButtonText={submitText}
      secondaryButtonText="Cancel"
      primaryButtonDisabled={submitDisabled || submitting}
      loadingStatus={submitting ? 'active' : 'inactive'}
      loadingDescription={submittingText}
      onRequestClose={onClose}
      onRequestSubmit={submit}
      selectorPrimaryFocus={FIELD}
      shouldSubmitOnEnter
      // Enter in a field submits; Enter on a button (Cancel, Reload, a field's own) presses that button only.
      onKeyDownCapture={(event) => {
        if (event.key === 'Enter' && (event.target as HTMLElement).closest('button, a[href]'))
          event.stopPropagation();
      }}
      preventCloseOnClickOutside
    >
      <Form
        ref={body}
        aria-label={heading}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {children}
      </Form>
    </Modal>
  );
}
