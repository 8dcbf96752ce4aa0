import { useState } from 'react';
import { formatCalendarDate } from '@seller-portal/shared/formatters';
import { Button, Checkbox, Select, SelectItem, Stack, Tile, Toggle } from '@carbon/react';
import { useToastMutation } from '@seller-portal/platform';
import { Controller, FormModal, errorProps, useWatch, useZodForm } from '@seller-portal/platform/forms';
import type { RenewalState } from '#graphql';
import { offerRenewalSchema, RENEWAL_FREE_MONTHS } from '@seller-portal/shared/validation';
import { OFFER_ACTION_FAILURE } from '../offer-actions/OfferRowActions.js';
import { OfferEventsQuery, OfferQuery, UpdateOfferRenewalMutation } from './offer.query.js';

interface RenewalOffer {
  id: string;
  renewal: {
    renewalDate?: string | null;
    renewalFreeMonths?: number | null;
    renewalEnabled: boolean;
    renewalState: RenewalState;
  };
}

const MONTHS = Array.from(
  { length: RENEWAL_FREE_MONTHS.max - RENEWAL_FREE_MONTHS.min + 1 },
  (_, index) => RENEWAL_FREE_MONTHS.min + index,
);

/** The renewal form: renew or not, and optionally 1 to 12 free months. */
function RenewalModal({ offer, onClose }: { offer: RenewalOffer; onClose: () => void }) {
  const { renewal } = offer;
  const form = useZodForm(offerRenewalSchema, {
    defaultValues: {
      renewalEnabled: renewal.renewalEnabled,
      addFreeMonths: Boolean(renewal.renewalFreeMonths),
      renewalFreeMonths: renewal.renewalFreeMonths ?? null,
    },
  });
  const [enabled, addFreeMonths] = useWatch({
    control: form.control,
    name: ['renewalEnabled', 'addFreeMonths'],
  });
  const [update, { loading }] = useToastMutation(UpdateOfferRenewalMutation, {
    success: 'Offer updated successfully.',
    failure: OFFER_ACTION_FAILURE,
    refetch: [OfferQuery, OfferEventsQuery],
  });
  const monthsError = form.formState.errors.renewalFreeMonths?.message;
  return (
    <FormModal
      open
      heading="Renewal"
      form={form}
      onSubmit={async (values) => {
        const input = {
          renewalEnabled: values.renewalEnabled,
          ...(values.renewalEnabled && values.addFreeMonths && values.renewalFreeMonths
            ? { renewalFreeMonths: values.renewalFreeMonths }
            : {}),
        };
        if (await update({ id: offer.id, input }, { form })) onClose();
      }}
      onClose={onClose}
      submitText="Save"
      submittingText="Saving"
      submitting={loading}
      submitDisabled={!form.formState.isDirty}
    >
      <Stack gap={6}>
        <Controller
          control={form.control}
          name="renewalEnabled"
          render={({ field }) => (
            <Toggle
              id="offer-renewal-enabled"
              labelText="Renew this offer"
              labelA="Off"
              labelB="On"
              toggled={field.value}
              onToggle={(checked: boolean) => field.onChange(checked)}
            />
          )}
        />
        {enabled ? (
          <Controller
            control={form.control}
            name="addFreeMonths"
            render={({ field }) => (
              <Checkbox
                id="offer-renewal-add-free-months"
                labelText="Add free months"
                checked={field.value}
                onChange={(_event, { checked }) => field.onChange(checked)}
              />
            )}
          />
        ) : null}
        {enabled && addFreeMonths ? (
          <Select
            labelText="Free Months"
            {...errorProps('offer-renewal-free-months', monthsError)}
            {...form.register('renewalFreeMonths', {
              setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)),
            })}
          >
            <SelectItem value="" text="Choose" />
            {MONTHS.map((months) => (
              <SelectItem key={months} value={String(months)} text={String(months)} />
            ))}
          </Select>
        ) : null}
      </Stack>
    </FormModal>
  );
}

/**
 * The renewal card (spec 02 section 3, Renewal metadata): DISABLED and ALLOW_DISABLE are locked, ALLOW_EDIT may
 * change.
 */
export function RenewalCard({ offer, canAct }: { offer: RenewalOffer; canAct: boolean }) {
  const [editing, setEditing] = useState(false);
  const { renewal } = offer;
  const editable = canAct && renewal.renewalState === 'ALLOW_EDIT';
  return (
    <Tile className="offers-card" aria-labelledby="offer-renewal-heading">
      <div className="offers-card__header">
        <h2 id="offer-renewal-heading" className="offers-card__title">
          Renewal
        </h2>
        {editable ? (
          <Button kind="tertiary" size="sm" onClick={() => setEditing(true)}>
            Edit Renewal
          </Button>
        ) : null}
      </div>
      <dl className="offers-fields">
        <dt>Renewal</dt>
        <dd>{renewal.renewalEnabled ? 'On' : 'Off'}</dd>
        <dt>Free Months</dt>
        <dd>{renewal.renewalFreeMonths ?? 'None'}</dd>
        <dt>Renewal Date</dt>
        <dd>{renewal.renewalDate ? formatCalendarDate(renewal.renewalDate) : 'Not set'}</dd>
      </dl>
      {renewal.renewalState === 'DISABLED' ? (
        <p className="offers-muted">This offer cannot be renewed.</p>
      ) : renewal.renewalState === 'ALLOW_DISABLE' ? (
        <p className="offers-muted">
          The renewal offer exists already, so the renewal can no longer change here.
        </p>
      ) : null}
      {editing ? <RenewalModal offer={offer} onClose={() => setEditing(false)} /> : null}
    </Tile>
  );
}
