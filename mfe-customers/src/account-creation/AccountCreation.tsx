import { useEffect, useRef, useState } from 'react';
import { useToastMutation } from '@seller-portal/platform';
import { useZodForm } from '@seller-portal/platform/forms';
import type { CreateAccountMutation, ValidateAccountMutation } from '#graphql';
import {
  type AccountContactRules,
  type AccountForm,
  accountSchema,
  FAILURE_MESSAGES,
} from '@seller-portal/shared/validation';
import type { ChosenAddress } from '../address-typeahead/AddressTypeahead.js';
import { useContactRules } from '../contact-rules/use-contact-rules.js';
import {
  CreateAccountMutation as CreateAccountDocument,
  ValidateAccountMutation as ValidateAccountDocument,
} from './account-creation.mutations.js';
import { AccountDetailsStep } from './AccountDetailsStep.js';
import { MatchStep } from './MatchStep.js';

/** The customer account handed back to whoever asked for it (the customers list, or an offer being created). */
export type CreatedAccount = CreateAccountMutation['createAccount'];

export interface AccountCreationProps {
  /** Called with the new account once it exists. */
  onCreated: (account: CreatedAccount) => void;
  /** Leaves step 1 without creating anything; no Cancel button without it. */
  onCancel?: () => void;
  /** What step 1 starts with (an offer's CRM opportunity): the company's name, its address and its contact. */
  prefill?: AccountPrefill;
}

/** The account details a host knows before the seller types (spec 02 section 3, Opportunity metadata). */
export interface AccountPrefill {
  name: string;
  /** The address, chosen, when the host knows which one of the address typeahead it is. */
  address?: ChosenAddress | null;
  /** What the address field starts with otherwise (its suggestions show once it has focus). */
  addressLabel?: string;
  accountContact: { firstName: string; lastName: string; email: string; phoneNumber: string };
}

const FAILURE = FAILURE_MESSAGES.tryAgain;

/** The account details as the gateway takes them. */
function accountInput(form: AccountForm) {
  return {
    name: form.name,
    address: form.address,
    isNoEinSelected: form.isNoEinSelected,
    ein: form.isNoEinSelected ? null : form.ein || null,
    accountContact: form.accountContact,
  };
}

/**
 * Account creation (spec 02 sections 2 to 5): step 1 Add Account Details, then the credit bureau's answer decides
 * step 2 Confirm Credit Bureau Match (one match, several, or none found); an account the provider already holds is
 * created directly, and a failed check shows none found with a toast.
 */
export function AccountCreation(props: AccountCreationProps) {
  const rules = useContactRules();
  return rules ? <AccountCreationSteps {...props} rules={rules} /> : null;
}

function AccountCreationSteps({
  onCreated,
  onCancel,
  prefill,
  rules,
}: AccountCreationProps & { rules: AccountContactRules }) {
  const form = useZodForm(accountSchema(rules), {
    defaultValues: {
      name: prefill?.name ?? '',
      address: prefill?.address ?? null,
      isNoEinSelected: false,
      ein: '',
      accountContact: {
        firstName: '',
        lastName: '',
        email: '',
        phoneNumber: '',
        mobilePhoneNumber: '',
        ...prefill?.accountContact,
      },
    },
  });
  const [details, setDetails] = useState<AccountForm | null>(null);
  const [validation, setValidation] = useState<ValidateAccountMutation['validateAccount'] | null>(null);
  const [validate, validating] = useToastMutation(ValidateAccountDocument, { failure: FAILURE });
  const [create, creating] = useToastMutation(CreateAccountDocument, {
    success: 'Successfully created customer',
    failure: FAILURE,
  });
  const heading = useRef<HTMLHeadingElement>(null);
  const step = details ? 2 : 1;
  // Each step's heading takes focus, so keyboard and screen reader users start the step at its top.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [step]);

  const createAccount = async (account: AccountForm, experianBin: string | null) => {
    const created = await create({ input: accountInput(account), experianBin }, { form });
    if (created) return onCreated(created.createAccount);
    // Refused for a field (an EIN another customer has, a primary email another customer's contact uses): back to
    // the details, the reason under that field and everything typed still there.
    if (Object.keys(form.formState.errors).length > 0) setDetails(null);
  };

  const checkDetails = form.handleSubmit(async (account) => {
    const answer = await validate({ input: accountInput(account) }, { form });
    if (answer?.validateAccount.renderExperience === 'ACCOUNT_ALREADY_EXISTS')
      return createAccount(account, null);
    if (!answer && Object.keys(form.formState.errors).length > 0) return;
    setValidation(answer?.validateAccount ?? null);
    setDetails(account);
  });

  return (
    <section className="customers-account-creation" aria-labelledby="account-creation-step">
      <p className="customers-step">{`Step ${step} of 2`}</p>
      <h2 id="account-creation-step" className="customers-step__title" ref={heading} tabIndex={-1}>
        {details ? 'Confirm Credit Bureau Match' : 'Add Account Details'}
      </h2>
      {details ? (
        <MatchStep
          validation={validation}
          creating={creating.loading}
          onChangeDetails={() => setDetails(null)}
          onCreate={(experianBin) => void createAccount(details, experianBin)}
        />
      ) : (
        <AccountDetailsStep
          form={form}
          addressText={prefill?.address ? undefined : prefill?.addressLabel}
          phoneRequired={rules.phoneNumberRequired}
          checking={validating.loading || creating.loading}
          onContinue={() => void checkDetails()}
          onCancel={onCancel}
        />
      )}
    </section>
  );
}
