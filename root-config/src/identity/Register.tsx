import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Button, Form, Stack, TextInput } from '@carbon/react';
import {
  firstErrorPerField,
  registrationSchema,
  REGISTRATION_MAX_LENGTH,
  type FieldErrors,
  type RegistrationInput,
} from '@seller-portal/shared/validation';
import { IdentityPage } from './IdentityPage.js';
import { RegisterOrganizationMutation } from './identity.queries.js';
import { WelcomeTour } from './WelcomeTour.js';

type RegistrationForm = { [K in keyof RegistrationInput]-?: string };

const EMPTY: RegistrationForm = { userFirstName: '', userLastName: '', sellerName: '', userTitle: '' };

/** /register: the company-creation form, then the welcome tour (spec 02 section 2). */
export function Register({ onRegistered }: { onRegistered: () => Promise<void> }) {
  const [values, setValues] = useState<RegistrationForm>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [registered, setRegistered] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [register, { loading }] = useMutation(RegisterOrganizationMutation);

  // Registration errors go to the error-boundary fallback (spec 02 section 8).
  if (failure) throw failure;
  if (registered) return <WelcomeTour onDone={onRegistered} />;

  const changed = (Object.keys(EMPTY) as (keyof typeof EMPTY)[]).some((key) => values[key] !== EMPTY[key]);
  const field = (name: keyof typeof EMPTY) => ({
    id: `register-${name}`,
    value: values[name],
    invalid: Boolean(errors[name]),
    invalidText: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setValues({ ...values, [name]: event.target.value }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = registrationSchema.safeParse(values);
    if (!parsed.success) return setErrors(firstErrorPerField(parsed.error));
    setErrors({});
    try {
      await register({ variables: { input: parsed.data } });
      setRegistered(true);
    } catch (error) {
      const input = CombinedGraphQLErrors.is(error)
        ? error.errors.find((e) => e.extensions?.code === 'BAD_USER_INPUT')
        : undefined;
      const fieldErrors = input?.extensions?.fieldErrors as FieldErrors | undefined;
      if (fieldErrors) setErrors(fieldErrors);
      else setFailure(error);
    }
  };

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
          <Button type="submit" kind="primary" disabled={!changed || loading}>
            Continue
          </Button>
        </Stack>
      </Form>
    </IdentityPage>
  );
}
