import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button, Form, Stack, TextInput } from '@carbon/react';
import { showFieldErrors } from '@seller-portal/platform';
import { fieldProps, useZodForm } from '@seller-portal/platform/forms';
import {
  registrationSchema,
  REGISTRATION_MAX_LENGTH,
  type Registration,
} from '@seller-portal/shared/validation';
import { IdentityPage } from './IdentityPage.js';
import { RegisterOrganizationMutation } from './identity.queries.js';
import { WelcomeTour } from './WelcomeTour.js';

/** /register: the company-creation form, then the welcome tour (spec 02 section 2). */
export function Register({
  onRegistered,
  onLogOut,
}: {
  onRegistered: () => Promise<void>;
  onLogOut: () => void;
}) {
  const form = useZodForm(registrationSchema, {
    defaultValues: { userFirstName: '', userLastName: '', sellerName: '', userTitle: '' },
  });
  const { isDirty } = form.formState;
  const [registered, setRegistered] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [register, { loading }] = useMutation(RegisterOrganizationMutation);

  // Registration errors go to the error-boundary fallback (spec 02 section 8).
  if (failure) throw failure;
  if (registered) return <WelcomeTour onDone={onRegistered} />;

  const field = (name: keyof Registration) => fieldProps(form, name, `register-${name}`);

  const submit = form.handleSubmit(async (input) => {
    try {
      await register({ variables: { input } });
      setRegistered(true);
    } catch (error) {
      if (!showFieldErrors(form, error)) setFailure(error);
    }
  });

  return (
    <IdentityPage heading="Tell us about your company">
      <Form onSubmit={(event) => void submit(event)} noValidate aria-label="Company registration">
        <Stack gap={5}>
          <TextInput
            labelText="First Name"
            maxLength={REGISTRATION_MAX_LENGTH.name}
            {...field('userFirstName')}
          />
          <TextInput
            labelText="Last Name"
            maxLength={REGISTRATION_MAX_LENGTH.name}
            {...field('userLastName')}
          />
          <TextInput
            labelText="Company Name"
            maxLength={REGISTRATION_MAX_LENGTH.companyName}
            {...field('sellerName')}
          />
          <TextInput
            labelText="Title (optional)"
            maxLength={REGISTRATION_MAX_LENGTH.title}
            {...field('userTitle')}
          />
          <div className="portal-identity__actions">
            <Button type="submit" kind="primary" disabled={!isDirty || loading}>
              Continue
            </Button>
            <Button kind="ghost" onClick={onLogOut}>
              Log out
            </Button>
          </div>
        </Stack>
      </Form>
    </IdentityPage>
  );
}
