import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, Form, Loading, Stack, TextInput } from '@carbon/react';
import { navigate, usePageError, useToastMutation } from '@seller-portal/platform';
import {
  fieldProps,
  loadedOf,
  phoneFieldProps,
  StaleFormNotice,
  useZodForm,
} from '@seller-portal/platform/forms';
import { formatPhoneNumber } from '@seller-portal/shared/formatters';
import type { UserSettingsQuery as UserSettingsData } from '#graphql';
import { FAILURE_MESSAGES, userSettingsSchema } from '@seller-portal/shared/validation';
import { OnboardingStatusQuery } from '../onboarding/onboarding.query.js';
import { UpdateUserSettingsMutation, UserSettingsQuery } from './user-settings.query.js';

type Viewer = UserSettingsData['viewer'];

const PHONES = [
  { name: 'phoneNumber', label: 'Phone Number' },
  { name: 'mobilePhoneNumber', label: 'Mobile Phone Number' },
] as const;

const formValuesOf = (viewer: Viewer) => ({
  firstName: viewer.firstName ?? '',
  lastName: viewer.lastName ?? '',
  title: viewer.title ?? '',
  phoneNumber: formatPhoneNumber(viewer.phoneNumber),
  mobilePhoneNumber: formatPhoneNumber(viewer.mobilePhoneNumber),
});

/** The settings as the form was opened on them, as stored: the mutation's `loaded` (docs/adr/013). */
const loadedSettingsOf = (viewer: Viewer) => ({
  ...loadedOf(viewer, ['title', 'phoneNumber', 'mobilePhoneNumber']),
  firstName: viewer.firstName ?? '',
  lastName: viewer.lastName ?? '',
});

function UserSettingsForm({
  viewer,
  dashboardLink,
  reload,
}: {
  viewer: Viewer;
  dashboardLink: string;
  /** Reads the settings again (after a change made elsewhere, another tab); undefined when that failed. */
  reload: () => Promise<Viewer | undefined>;
}) {
  const form = useZodForm(userSettingsSchema, { defaultValues: formValuesOf(viewer) });
  const [opened, setOpened] = useState(() => loadedSettingsOf(viewer));
  const { errors, isDirty } = form.formState;
  const [save, { loading }] = useToastMutation(UpdateUserSettingsMutation, {
    success: 'Successfully updated your Account Settings.',
    failure: FAILURE_MESSAGES.tryAgain,
    refetch: [OnboardingStatusQuery],
  });
  return (
    <Form
      className="org-form"
      aria-labelledby="user-settings-heading"
      noValidate
      onSubmit={form.handleSubmit(async (values) => {
        if (await save({ input: values, loaded: opened }, { form })) navigate(dashboardLink);
      })}
    >
      <Stack gap={6}>
        <TextInput labelText="First Name" {...fieldProps(form, 'firstName', 'user-first-name')} />
        <TextInput labelText="Last Name" {...fieldProps(form, 'lastName', 'user-last-name')} />
        <TextInput labelText="Title" {...fieldProps(form, 'title', 'user-title')} />
        {PHONES.map((phone) => (
          <TextInput
            key={phone.name}
            labelText={phone.label}
            {...phoneFieldProps(form, phone.name, `user-${phone.name}`)}
          />
        ))}
        <TextInput id="user-email" labelText="Email" type="email" value={viewer.email} disabled />
        <StaleFormNotice
          errors={errors}
          reload={reload}
          firstFieldId="user-first-name"
          onReloaded={(fresh) => {
            form.reset(formValuesOf(fresh));
            setOpened(loadedSettingsOf(fresh));
          }}
        />
        <div>
          <Button type="submit" disabled={!isDirty || loading}>
            {loading ? 'Saving' : 'Save'}
          </Button>
        </div>
      </Stack>
    </Form>
  );
}

/** /account/settings (spec 01 section 2, User Settings): after a save the user goes to the dashboard link. */
export function UserSettingsPage() {
  const { data, error, refetch } = useQuery(UserSettingsQuery);
  usePageError(error);
  return (
    <section className="portal-page" aria-labelledby="user-settings-heading">
      <h1 id="user-settings-heading" className="portal-page__title">
        User Settings
      </h1>
      {data ? (
        <UserSettingsForm
          viewer={data.viewer}
          dashboardLink={data.organization?.dashboardLink ?? '/'}
          reload={() =>
            refetch().then(
              (result) => result.data?.viewer,
              () => undefined,
            )
          }
        />
      ) : error ? null : (
        <Loading description="Loading your settings" withOverlay={false} small />
      )}
    </section>
  );
}
