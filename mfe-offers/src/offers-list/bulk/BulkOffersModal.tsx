import { useState } from 'react';
import { Modal } from '@carbon/react';
import { ConfirmationModal, reasonOf, useToastMutation } from '@seller-portal/platform';
import { OFFER_ACTION_FAILURE } from '../../offer-actions/OfferRowActions.js';
import { OffersQuery } from '../offers.query.js';
import { DisableOffersMutation, SendOfferLinksMutation } from './bulk.mutations.js';

/** What a bulk action names of each selected offer. */
export interface BulkOffer {
  id: string;
  accountName: string;
}

export type BulkAction = 'disable' | 'sendLink';

interface OfferResult {
  offerId: string;
  ok: boolean;
  message: string;
}

const offersWord = (count: number) => (count === 1 ? '1 offer' : `${count} offers`);

const COPY: Record<
  BulkAction,
  { verb: string; heading: (count: number) => string; confirming: string; done: string }
> = {
  disable: {
    verb: 'Disable',
    heading: (count) => `Disable ${offersWord(count)}?`,
    confirming: 'Disabling',
    done: 'Disabled',
  },
  sendLink: {
    verb: 'Resend link',
    heading: (count) => `Resend the links of ${offersWord(count)}?`,
    confirming: 'Sending',
    done: 'Links sent',
  },
};

/**
 * One confirmation for the selected offers (how many, and which), then what became of each: Disabled or Link sent,
 * or the refusal's words (the 60-second wait between two sends of a link, a stage that cannot be disabled, …).
 */
export function BulkOffersModal({
  action,
  offers,
  onClose,
}: {
  action: BulkAction;
  offers: readonly BulkOffer[];
  onClose: (done: boolean) => void;
}) {
  const copy = COPY[action];
  const [results, setResults] = useState<readonly OfferResult[] | null>(null);
  // The list refreshes after (stages, Link sent dates); a failure of the whole action is the usual toast.
  const options = {
    failure: (error: unknown) => reasonOf(error) ?? OFFER_ACTION_FAILURE,
    refetch: [OffersQuery],
  };
  const [disable, disabling] = useToastMutation(DisableOffersMutation, options);
  const [send, sending] = useToastMutation(SendOfferLinksMutation, options);
  const confirming = disabling.loading || sending.loading;
  const ids = offers.map((offer) => offer.id);

  const confirm = async () => {
    const answer =
      action === 'disable' ? (await disable({ ids }))?.disableOffers : (await send({ ids }))?.sendOfferLinks;
    if (answer) setResults(answer);
    else onClose(false);
  };

  if (!results) {
    return (
      <ConfirmationModal
        open
        heading={copy.heading(offers.length)}
        confirmText={`${copy.verb} (${offers.length})`}
        confirmingText={copy.confirming}
        confirming={confirming}
        danger={action === 'disable'}
        onConfirm={() => void confirm()}
        onClose={() => onClose(false)}
      >
        <p>
          {action === 'disable'
            ? 'The customers can no longer use these offers.'
            : "Each offer's customer gets an email with the link to their offer."}
        </p>
        <ul className="offers-bulk__list">
          {offers.map((offer) => (
            <li key={offer.id}>{`${offer.accountName} · ID ${offer.id.slice(0, 8)}`}</li>
          ))}
        </ul>
      </ConfirmationModal>
    );
  }

  const byId = new Map(offers.map((offer) => [offer.id, offer]));
  const succeeded = results.filter((result) => result.ok).length;
  return (
    <Modal
      open
      size="sm"
      modalHeading={`${copy.done}: ${succeeded} of ${offersWord(results.length)}`}
      primaryButtonText="Done"
      onRequestSubmit={() => onClose(true)}
      onRequestClose={() => onClose(true)}
    >
      <ul className="offers-bulk__list" aria-label="Result for each offer">
        {results.map((result) => {
          const offer = byId.get(result.offerId);
          return (
            <li
              key={result.offerId}
              className={`offers-bulk__result offers-bulk__result--${result.ok ? 'ok' : 'refused'}`}
            >
              <span>
                <strong>{`${offer?.accountName ?? 'Offer'} · ID ${result.offerId.slice(0, 8)}`}</strong>
                {`: ${result.message}`}
              </span>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
