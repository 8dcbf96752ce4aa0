import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { ComboBox } from '@carbon/react';
import { useToastMutation } from '@seller-portal/platform';
import { Controller, FormModal, useZodForm } from '@seller-portal/platform/forms';
import { useDebouncedValue } from '@seller-portal/shared/hooks';
import { changeOfferOwnerSchema, OFFER_TYPEAHEAD } from '@seller-portal/shared/validation';
import { OFFER_ACTION_FAILURE } from '../offer-actions/OfferRowActions.js';
import { OffersQuery } from '../offers-list/offers.query.js';
import {
  ChangeOfferOwnerMutation,
  OfferEventsQuery,
  OfferOwnerCandidatesQuery,
  OfferQuery,
} from './offer.query.js';

interface Candidate {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

const nameOf = (user: Candidate | null) => (user ? `${user.firstName} ${user.lastName}` : '');

/** Change Offer Owner (admins; spec 02 section 5): a user found by the typeahead (2 to 200 characters, 300 ms). */
export function ChangeOwnerModal({
  offer,
  onClose,
}: {
  offer: { id: string; owner: { id: string; name: string } };
  onClose: () => void;
}) {
  const form = useZodForm(changeOfferOwnerSchema, { defaultValues: { newOwnerId: '' } });
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim().slice(0, OFFER_TYPEAHEAD.max), OFFER_TYPEAHEAD.delayMs);
  const { data } = useQuery(OfferOwnerCandidatesQuery, {
    variables: { query },
    skip: query.length < OFFER_TYPEAHEAD.userMin,
  });
  const [chosen, setChosen] = useState<Candidate | null>(null);
  const [change, { loading }] = useToastMutation(ChangeOfferOwnerMutation, {
    success: 'Offer ownership transfer was successful.',
    failure: OFFER_ACTION_FAILURE,
    refetch: [OffersQuery, OfferQuery, OfferEventsQuery],
  });
  const candidates = (data?.offerOwnerCandidates ?? []).filter((user) => user.id !== offer.owner.id);
  const message = form.formState.errors.newOwnerId?.message;
  return (
    <FormModal
      open
      heading="Change Offer Owner"
      form={form}
      onSubmit={async ({ newOwnerId }) => {
        if (await change({ id: offer.id, newOwnerId }, { form })) onClose();
      }}
      onClose={onClose}
      submitText="Change Owner"
      submittingText="Changing"
      submitting={loading}
    >
      <p className="offers-muted">{`Owner now: ${offer.owner.name}`}</p>
      <Controller
        control={form.control}
        name="newOwnerId"
        render={({ field }) => (
          <ComboBox<Candidate>
            inputProps={{ maxLength: OFFER_TYPEAHEAD.max }}
            id="offer-new-owner"
            titleText="User"
            placeholder="Search by name or email"
            items={
              chosen && !candidates.some((user) => user.id === chosen.id)
                ? [chosen, ...candidates]
                : candidates
            }
            selectedItem={chosen}
            itemToString={nameOf}
            itemToElement={(user) => (
              <span>
                {nameOf(user)} <span className="offers-muted">{user.email}</span>
              </span>
            )}
            onInputChange={(input) => setText(input.slice(0, OFFER_TYPEAHEAD.max))}
            onChange={({ selectedItem }) => {
              setChosen(selectedItem ?? null);
              field.onChange(selectedItem?.id ?? '');
            }}
            invalid={Boolean(message)}
            invalidText={message}
          />
        )}
      />
    </FormModal>
  );
}
