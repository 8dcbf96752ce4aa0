import { useEffect, useId } from 'react';
import { useQuery } from '@apollo/client/react';
import { Checkbox, Select, SelectItem, Stack, TextInput } from '@carbon/react';
import { errorCodeOf, reasonOf, useToastMutation } from '@seller-portal/platform';
import { Controller, errorProps, fieldProps, FormModal, useZodForm } from '@seller-portal/platform/forms';
import { FAILURE_MESSAGES } from '@seller-portal/shared/validation';
import { ROLE, type RoleName } from '@seller-portal/shared/roles';
import type { ApiScope } from '#graphql';
import { apiClientSchema, API_CLIENT_NAME_MAX } from '@seller-portal/shared/validation';
import { ApiClientRolesQuery, ApiClientsQuery, CreateApiClientMutation } from './api-clients.query.js';
import { SCOPE_ACCESSES, SCOPE_DOMAINS, scopeOf } from './api-scopes.js';
import { secretModalControl, type ApiClientSecret } from './ApiClientSecretModal.js';

/** The roles from the least they may do to the most: a new client starts with the least (it can be raised). */
const LEAST_POWERFUL_FIRST: readonly RoleName[] = [
  ROLE.accountExec,
  ROLE.financeManager,
  ROLE.salesManager,
  ROLE.exec,
  ROLE.admin,
];

const rank = (name: string) => {
  const index = LEAST_POWERFUL_FIRST.indexOf(name.toUpperCase() as RoleName);
  return index === -1 ? LEAST_POWERFUL_FIRST.length : index;
};

/** The role a new client starts with: the least powerful the roles query offers. */
export function leastPowerfulRole<Role extends { id: string; name: string }>(
  roles: readonly Role[],
): Role | undefined {
  return [...roles].sort((a, b) => rank(a.name) - rank(b.name))[0];
}

/** Words for a refusal of the create: an admin-only action, or the provider's reason. */
export function createFailure(error: unknown): string {
  if (errorCodeOf(error) === 'FORBIDDEN') return 'Only admins can create API clients.';
  return reasonOf(error) ?? FAILURE_MESSAGES.tryAgain;
}

/**
 * Create API client: a name, the role it acts as and its scopes. The answer's secret goes to `onCreated`, which shows
 * it once; a refusal keeps the form and what was typed, its messages under the fields they concern.
 */
export function CreateApiClientModal({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (secret: ApiClientSecret) => void;
}) {
  const id = useId();
  const form = useZodForm(apiClientSchema, {
    defaultValues: { name: '', roleId: '', scopes: [] as ApiScope[] },
  });
  const roles = useQuery(ApiClientRolesQuery);
  const roleOptions = roles.data?.roles ?? [];
  const roleId = form.watch('roleId');
  const chosenRole = roleOptions.find((role) => role.id === roleId);
  const defaultRoleId = leastPowerfulRole(roleOptions)?.id;
  useEffect(() => {
    // Once the roles arrive, the least powerful is chosen unless the admin chose one already.
    if (defaultRoleId && !form.getValues('roleId')) form.setValue('roleId', defaultRoleId);
  }, [defaultRoleId, form]);
  const [create, { loading }] = useToastMutation(CreateApiClientMutation, {
    success: 'API client created.',
    failure: createFailure,
    refetch: [ApiClientsQuery],
  });
  const scopesError = form.formState.errors.scopes?.message;
  const rolesFailed = Boolean(roles.error) && !roles.data;

  return (
    <FormModal
      open
      heading="Create API client"
      submitText="Create"
      submittingText="Creating the API client"
      submitting={loading}
      form={form}
      onSubmit={async (input) => {
        const created = await create({ input }, { form });
        if (created) onCreated(created.createApiClient);
      }}
      onClose={onClose}
      // Created, the secret's modal takes over: focus stays in it.
      returnFocusTo={secretModalControl}
    >
      <Stack gap={6}>
        <TextInput
          labelText="Name"
          helperText={`Which system uses it, e.g. "Billing sync" (up to ${API_CLIENT_NAME_MAX} characters).`}
          {...fieldProps(form, 'name', `${id}-name`)}
        />
        <Controller
          control={form.control}
          name="roleId"
          render={({ field, fieldState }) => (
            <Select
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              labelText="Role"
              value={roleId}
              onChange={(event) => field.onChange(event.target.value)}
              helperText={
                chosenRole?.description ?? 'It may do no more than this role may, and only within its scopes.'
              }
              {...errorProps(
                `${id}-role`,
                fieldState.error?.message ??
                  (rolesFailed ? `The roles could not be loaded. ${FAILURE_MESSAGES.tryAgain}` : null),
              )}
            >
              {roleOptions.length === 0 ? <SelectItem value="" text="Loading the roles" /> : null}
              {roleOptions.map((role) => (
                <SelectItem key={role.id} value={role.id} text={role.displayName} />
              ))}
            </Select>
          )}
        />
        <Controller
          control={form.control}
          name="scopes"
          render={({ field }) => (
            <fieldset
              className="cds--fieldset org-api-scopes"
              aria-describedby={scopesError ? `${id}-scopes-error` : `${id}-scopes-help`}
              aria-invalid={scopesError ? true : undefined}
            >
              <legend className="cds--label">Scopes</legend>
              <p id={`${id}-scopes-help`} className="cds--form__helper-text">
                What it may do, per area. Write does not include read: choose both to read and change.
              </p>
              <div className="org-api-scopes__grid">
                {SCOPE_DOMAINS.map(({ domain, label }) => (
                  <div key={domain} role="group" aria-label={label} className="org-api-scopes__domain">
                    <span className="org-api-scopes__domain-label" aria-hidden="true">
                      {label}
                    </span>
                    {SCOPE_ACCESSES.map(({ access, label: accessLabel }) => {
                      const scope = scopeOf(domain, access);
                      const checked = field.value.includes(scope);
                      return (
                        <Checkbox
                          key={scope}
                          id={`${id}-${scope}`}
                          labelText={`${label}: ${accessLabel.toLowerCase()}`}
                          checked={checked}
                          onBlur={field.onBlur}
                          ref={scope === 'OFFERS_READ' ? field.ref : undefined}
                          onChange={(_event: unknown, { checked: on }: { checked: boolean }) =>
                            field.onChange(
                              on
                                ? [...field.value, scope]
                                : field.value.filter((chosen: ApiScope) => chosen !== scope),
                            )
                          }
                        />
                      );
                    })}
                  </div>
                ))}
              </div>
              {scopesError ? (
                <div id={`${id}-scopes-error`} className="cds--form-requirement org-api-scopes__error">
                  {scopesError}
                </div>
              ) : null}
            </fieldset>
          )}
        />
      </Stack>
    </FormModal>
  );
}
