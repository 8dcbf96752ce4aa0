import { useId, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Checkbox, Stack, TextInput } from '@carbon/react';
import { errorCodeOf, reasonOf, useToastMutation } from '@seller-portal/platform';
import { Controller, fieldProps, FormModal, useZodForm } from '@seller-portal/platform/forms';
import {
  FAILURE_MESSAGES,
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_URL_MAX,
  webhookEndpointSchema,
  type WebhookEndpointFormInput,
} from '@seller-portal/shared/validation';
import type { WebhookEndpointFieldsFragment, WebhookEvent } from '#graphql';
import { secretModalControl } from '../api-access/ApiClientSecretModal.js';
import {
  CreateWebhookEndpointMutation,
  UpdateWebhookEndpointMutation,
  WebhookEndpointsQuery,
  WebhookEventTypesQuery,
} from './webhooks.query.js';
import { eventLabel, sortedEvents } from './webhook-events.js';
import { WEBHOOKS_MESSAGES } from './webhooks-messages.js';

/** What createWebhookEndpoint answers: the signing secret is in it this once. */
export interface WebhookEndpointSecret {
  endpoint: WebhookEndpointFieldsFragment;
  secret: string;
}

/** Words for a refusal of the form: an admin-only action, or the provider's reason. */
export function saveFailure(error: unknown): string {
  if (errorCodeOf(error) === 'FORBIDDEN') return WEBHOOKS_MESSAGES.forbidden;
  return reasonOf(error) ?? FAILURE_MESSAGES.tryAgain;
}

/** The form's input as the API takes it: no description is null rather than blank. */
const inputOf = ({ url, description, events }: WebhookEndpointFormInput) => ({
  url,
  description: description ? description : null,
  events,
});

/**
 * Add endpoint, or Edit one (`endpoint`): its address, a description and the events it receives. A new endpoint's
 * signing secret goes to `onCreated`, which shows it once. A refusal keeps the form and what was typed, the
 * provider's words (an address it will not call) under the field they concern.
 */
export function WebhookEndpointModal({
  endpoint,
  onClose,
  onCreated,
  returnFocusTo,
}: {
  endpoint?: WebhookEndpointFieldsFragment;
  onClose: () => void;
  onCreated: (created: WebhookEndpointSecret) => void;
  /** Where focus goes when it closes without a secret to show (a row's menu button, its item being gone). */
  returnFocusTo?: () => HTMLElement | null | undefined;
}) {
  const id = useId();
  const editing = Boolean(endpoint);
  const form = useZodForm(webhookEndpointSchema, {
    defaultValues: {
      url: endpoint?.url ?? '',
      description: endpoint?.description ?? '',
      events: endpoint ? [...endpoint.events] : ([] as WebhookEvent[]),
    },
  });
  // What the form was opened on: saved with the change, so only this person's changes are saved over another admin's.
  const [loaded] = useState(() => (endpoint ? inputOf(form.getValues()) : null));
  const eventTypes = useQuery(WebhookEventTypesQuery);
  const types = sortedEvents(eventTypes.data?.webhookEventTypes ?? []);
  const typesFailed = Boolean(eventTypes.error) && !eventTypes.data;
  const [create, creating] = useToastMutation(CreateWebhookEndpointMutation, {
    success: WEBHOOKS_MESSAGES.created,
    failure: saveFailure,
    refetch: [WebhookEndpointsQuery],
  });
  const [update, updating] = useToastMutation(UpdateWebhookEndpointMutation, {
    success: WEBHOOKS_MESSAGES.saved,
    failure: saveFailure,
  });
  const eventsError = form.formState.errors.events?.message;
  const eventsDescription = [eventsError ? `${id}-events-error` : null, `${id}-events-help`]
    .filter(Boolean)
    .join(' ');

  return (
    <FormModal
      open
      heading={endpoint ? `Edit ${endpoint.url}` : WEBHOOKS_MESSAGES.add}
      submitText={editing ? 'Save' : 'Add'}
      submittingText={editing ? 'Saving the endpoint' : 'Adding the endpoint'}
      submitting={creating.loading || updating.loading}
      form={form}
      onSubmit={async (values) => {
        const input = inputOf(values);
        if (endpoint) {
          if (await update({ id: endpoint.id, input, loaded }, { form })) onClose();
          return;
        }
        const created = await create({ input }, { form });
        if (created) onCreated(created.createWebhookEndpoint);
      }}
      onClose={onClose}
      // Added, the secret's modal takes over: focus stays in it.
      returnFocusTo={() => secretModalControl() ?? returnFocusTo?.()}
    >
      <Stack gap={6}>
        <TextInput
          labelText="URL"
          type="url"
          inputMode="url"
          autoComplete="off"
          helperText={`The HTTPS address that receives the events (up to ${WEBHOOK_URL_MAX} characters), reachable on the internet.`}
          {...fieldProps(form, 'url', `${id}-url`)}
        />
        <TextInput
          labelText="Description (optional)"
          helperText={`What it is for, e.g. "Order sync" (up to ${WEBHOOK_DESCRIPTION_MAX} characters).`}
          {...fieldProps(form, 'description', `${id}-description`)}
        />
        <Controller
          control={form.control}
          name="events"
          render={({ field }) => (
            <fieldset
              className="cds--fieldset org-webhook-events"
              aria-describedby={eventsDescription}
              aria-invalid={eventsError ? true : undefined}
            >
              <legend className="cds--label">Events</legend>
              <p id={`${id}-events-help`} className="cds--form__helper-text">
                {typesFailed
                  ? `The events could not be loaded. ${FAILURE_MESSAGES.tryAgain}`
                  : eventTypes.loading && types.length === 0
                    ? 'Loading the events'
                    : 'The events the provider sends to this address.'}
              </p>
              {types.map((type, index) => (
                <Checkbox
                  key={type.event}
                  id={`${id}-${type.event}`}
                  labelText={eventLabel(type.event)}
                  helperText={`${type.type}: ${type.description}`}
                  checked={field.value.includes(type.event)}
                  onBlur={field.onBlur}
                  ref={index === 0 ? field.ref : undefined}
                  onChange={(_event: unknown, { checked }: { checked: boolean }) =>
                    field.onChange(
                      checked
                        ? [...field.value, type.event]
                        : field.value.filter((chosen: WebhookEvent) => chosen !== type.event),
                    )
                  }
                />
              ))}
              {eventsError ? (
                <div id={`${id}-events-error`} className="cds--form-requirement org-api-scopes__error">
                  {eventsError}
                </div>
              ) : null}
            </fieldset>
          )}
        />
      </Stack>
    </FormModal>
  );
}
