import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Select, SelectItem, Stack, TextInput } from '@carbon/react';
import { ConfirmationModal, useToastMutation } from '@seller-portal/platform';
import {
  dirtyValues,
  fieldProps,
  FormModal,
  StaleFormNotice,
  useZodForm,
} from '@seller-portal/platform/forms';
import { calendarDateIn, formatCalendarDate } from '@seller-portal/shared/formatters';
import { offerEditSchema, type OfferEditForm } from '@seller-portal/shared/validation';
import { OFFER_ACTION_FAILURE } from '../offer-actions/OfferRowActions.js';
import { OffersQuery } from '../offers-list/offers.query.js';
import { OfferEventsQuery, OfferQuery, UpdateOfferMutation } from './offer.query.js';

export interface EditableOffer {
  id: string;
  termStartDate?: string | null;
  expiration: string;
  allowCreditCardPayments: boolean;
  canModifyAllowCreditCardPayments: boolean;
  account: { timeZone: string };
  summary: {
    minTermStartDate: string;
    maxTermStartDate: string;
    minExpirationDate: string;
    maxExpirationDate: string;
    shouldShowTermStartDateWarning: boolean;
    canEditExpirationDate: boolean;
    canEditTermStartDate: boolean;
  };
}

/** The form's values for an offer as stored. */
const valuesOf = (offer: EditableOffer) => ({
  termStartDate: offer.termStartDate ?? '',
  expirationDate: calendarDateIn(offer.expiration, offer.account.timeZone),
  allowCreditCardPayments: offer.allowCreditCardPayments,
});

/** What the form was opened on, as the update's `loaded` (docs/adr/013): a blank term start is none. */
const openedOn = ({ termStartDate, ...fields }: ReturnType<typeof valuesOf>) => ({
  ...fields,
  ...(termStartDate ? { termStartDate } : {}),
});

/**
 * The status card's form (spec 02 section 5): term start date, expiration within its window, and ACH or Credit Card /
 * ACH only; Save once something changed, sending only what changed. A changed term start date is confirmed first
 * when it moves the payment schedule.
 */
export function EditOfferModal({ offer, onClose }: { offer: EditableOffer; onClose: () => void }) {
  const { summary } = offer;
  const form = useZodForm(
    offerEditSchema({
      termStartRequired: Boolean(offer.termStartDate),
      minTermStartDate: summary.minTermStartDate,
      maxTermStartDate: summary.maxTermStartDate,
      canEditExpirationDate: summary.canEditExpirationDate,
      minExpirationDate: summary.minExpirationDate,
      maxExpirationDate: summary.maxExpirationDate,
    }),
    { defaultValues: valuesOf(offer) },
  );
  // What this form was opened on (or reloaded): a colleague's save meanwhile is kept, not reverted.
  const [opened, setOpened] = useState(() => openedOn(valuesOf(offer)));
  const apollo = useApolloClient();
  const reload = () =>
    apollo.query({ query: OfferQuery, variables: { id: offer.id }, fetchPolicy: 'network-only' }).then(
      (result) => result.data?.offer,
      () => undefined,
    );
  const [pending, setPending] = useState<OfferEditForm | null>(null);
  const [update, { loading }] = useToastMutation(UpdateOfferMutation, {
    success: 'Offer updated successfully.',
    failure: OFFER_ACTION_FAILURE,
    // A new term start moves the renewal date: the whole offer is read again, with its renewal card.
    refetch: [OffersQuery, OfferQuery, OfferEventsQuery],
  });

  const save = async (values: OfferEditForm) => {
    const changed = dirtyValues(values, form.formState.dirtyFields);
    const input = {
      ...(changed.termStartDate ? { termStartDate: changed.termStartDate } : {}),
      ...(changed.expirationDate ? { expirationDate: changed.expirationDate } : {}),
      ...(changed.allowCreditCardPayments !== undefined
        ? { allowCreditCardPayments: changed.allowCreditCardPayments }
        : {}),
    };
    if (await update({ id: offer.id, input, loaded: opened }, { form })) onClose();
  };
  const submit = (values: OfferEditForm) => {
    const startChanged = Boolean(form.formState.dirtyFields.termStartDate);
    if (startChanged && summary.shouldShowTermStartDateWarning) setPending(values);
    else void save(values);
  };

  const start = fieldProps(form, 'termStartDate', 'offer-term-start-date');
  const expiration = fieldProps(form, 'expirationDate', 'offer-expiration-date');
  return (
    <>
      <FormModal
        open={!pending}
        heading="Edit Offer"
        form={form}
        onSubmit={submit}
        onClose={onClose}
        submitText="Save"
        submittingText="Saving"
        submitting={loading}
        submitDisabled={!form.formState.isDirty}
      >
        <Stack gap={6}>
          <StaleFormNotice
            errors={form.formState.errors}
            reload={reload}
            firstFieldId="offer-term-start-date"
            onReloaded={(fresh) => {
              form.reset(valuesOf(fresh));
              setOpened(openedOn(valuesOf(fresh)));
            }}
          />
          <TextInput
            {...start}
            type="date"
            labelText="Term Start Date"
            min={summary.minTermStartDate}
            max={summary.maxTermStartDate}
            readOnly={!summary.canEditTermStartDate}
            helperText={`From ${formatCalendarDate(summary.minTermStartDate)} to ${formatCalendarDate(summary.maxTermStartDate)}`}
          />
          <TextInput
            {...expiration}
            type="date"
            labelText="Expiration"
            min={summary.minExpirationDate}
            max={summary.maxExpirationDate}
            readOnly={!summary.canEditExpirationDate}
            helperText={
              summary.canEditExpirationDate
                ? `The offer can expire from ${formatCalendarDate(summary.minExpirationDate)} to ${formatCalendarDate(summary.maxExpirationDate)}, at 11:59 PM your customer's time.`
                : 'The expiration can no longer change.'
            }
          />
          <Select
            id="offer-payment-method"
            labelText="Payment Method"
            disabled={!offer.canModifyAllowCreditCardPayments}
            {...form.register('allowCreditCardPayments', {
              setValueAs: (value) => value === true || value === 'true',
            })}
          >
            <SelectItem value="true" text="ACH or Credit Card" />
            <SelectItem value="false" text="ACH only" />
          </Select>
        </Stack>
      </FormModal>
      {pending ? (
        <ConfirmationModal
          open
          heading="Change the term start date?"
          confirmText="Change Term Start Date"
          confirmingText="Saving"
          confirming={loading}
          onConfirm={() => void save(pending).finally(() => setPending(null))}
          onClose={() => setPending(null)}
        >
          <p>
            {`The payment schedule moves to start on ${formatCalendarDate(pending.termStartDate)}. Your customer's payment dates change with it.`}
          </p>
        </ConfirmationModal>
      ) : null}
    </>
  );
}
