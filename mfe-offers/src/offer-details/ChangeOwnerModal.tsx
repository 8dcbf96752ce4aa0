import { useState } from 'react';
import { useToastMutation } from '@seller-portal/platform';
import { Controller, FormModal, Typeahead, useZodForm } from '@seller-portal/platform/forms';
import { useTypeaheadQuery } from '@seller-portal/shared/hooks';
import { changeOfferOwnerSchema, TYPEAHEAD } from '@seller-portal/shared/validation';
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

const nameOf = (user: Candidate) => `${user.firstName} ${user.lastName}`;

/** Change Offer Owner (admins; spec 02 section 5): a user found by the platform's typeahead (2 to 200 characters). */
export function ChangeOwnerModal({
  offer,
  onClose,
}: {
  offer: { id: string; owner: { id: string; name: string } };
  onClose: () => void;
}) {
  const form = useZodForm(changeOfferOwnerSchema, { defaultValues: { newOwnerId: '' } });
  const [chosen, setChosen] = useState<Candidate | null>(null);
  const candidates = useTypeaheadQuery(
    OfferOwnerCandidatesQuery,
    (query) => ({ query }),
    // The owner now is no candidate.
    (data) => data.offerOwnerCandidates.filter((user) => user.id !== offer.owner.id),
  );
  const [change, { loading }] = useToastMutation(ChangeOfferOwnerMutation, {
    success: 'Offer ownership transfer was successful.',
    failure: OFFER_ACTION_FAILURE,
    refetch: [OffersQuery, OfferQuery, OfferEventsQuery],
  });
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
          <Typeahead
            id="offer-new-owner"
            titleText="User"
            placeholder="Search by name or email"
            minLength={TYPEAHEAD.min}
            results={candidates}
            selectedItem={chosen}
            itemToString={nameOf}
            itemToElement={(user) => (
              <span>
                {nameOf(user)} <span className="offers-muted">{user.email}</span>
              </span>
            )}
            onChange={(user) => {
              setChosen(user);
              field.onChange(user?.id ?? '');
            }}
            nothingFound="No users found"
            invalidText={message}
          />
        )}
      />
    </FormModal>
  );
}
