import { useEffect, useId } from 'react';
import { Button, TextInput } from '@carbon/react';
import { useToastMutation } from '@seller-portal/platform';
import { fieldProps, useZodForm } from '@seller-portal/platform/forms';
import { customerEinSchema, FAILURE_MESSAGES } from '@seller-portal/shared/validation';
import { einAsTyped } from '../fields/ein-as-typed.js';
import { SetCustomerEinMutation } from './customer-ein.mutation.js';

const EIN_SAVED = "Saved the customer's EIN";
const FAILURE = FAILURE_MESSAGES.tryAgain;

export interface CustomerEinFormProps {
  accountId: string;
  /** Called once the provider has the EIN. */
  onSaved?: (ein: string) => void;
  /** Leaves without saving; no Cancel button without it. */
  onCancel?: () => void;
  /** Puts the keyboard in the EIN field when shown (a step of its own, not a card on a page). */
  focusOnMount?: boolean;
}

/**
 * The EIN of a customer that has none or an invalid one (offers need it): typed as ##-#######, checked as account
 * creation checks it, saved to this customer. Another customer's EIN is refused under the field, naming that customer.
 */
export function CustomerEinForm({ accountId, onSaved, onCancel, focusOnMount }: CustomerEinFormProps) {
  const id = useId();
  useEffect(() => {
    if (focusOnMount) document.getElementById(`${id}-ein`)?.focus();
  }, [focusOnMount, id]);
  const form = useZodForm(customerEinSchema, { defaultValues: { ein: '' } });
  const [save, saving] = useToastMutation(SetCustomerEinMutation, { success: EIN_SAVED, failure: FAILURE });
  const field = fieldProps(form, 'ein', `${id}-ein`);

  const submit = form.handleSubmit(async ({ ein }) => {
    const saved = await save({ accountId, ein }, { form });
    if (saved) onSaved?.(saved.setCustomerEin.ein ?? ein);
  });

  return (
    <form
      className="customers-ein-form"
      noValidate
      aria-label="Enter the customer's EIN"
      onSubmit={(event) => void submit(event)}
    >
      <TextInput
        {...field}
        labelText="EIN"
        helperText="Format XX-XXXXXXX"
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        onChange={(event) => {
          event.target.value = einAsTyped(event.target.value);
          return field.onChange(event);
        }}
      />
      <div className="customers-ein-form__actions">
        {onCancel ? (
          <Button kind="secondary" size="md" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button kind="primary" size="md" type="submit" disabled={saving.loading}>
          Save EIN
        </Button>
      </div>
    </form>
  );
}
