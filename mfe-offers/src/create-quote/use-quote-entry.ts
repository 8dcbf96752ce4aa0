import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { errorCodeOf, navigate, showToast } from '@seller-portal/platform';
import { OFFER_CREATE_MESSAGES } from '@seller-portal/shared/validation';
import {
  AddOnMetadataQuery,
  DuplicationMetadataQuery,
  OpportunityMetadataQuery,
} from './create-quote.query.js';
import type { CreateEntry } from './entry.js';
import { startingFrom, type FormValues, type QuoteForm } from './quote-form.js';
import { OFFERS_PATH } from '../routing/offers-routes.js';

/** What the customers domain's account creation starts with (its parcel's `prefill`). */
export interface AccountPrefill {
  name: string;
  address: { label: string; country: string; timeZone: string } | null;
  addressLabel: string;
  accountContact: { firstName: string; lastName: string; email: string; phoneNumber: string };
}

export interface QuoteEntry {
  /** Whether the entry's metadata is in the form (at once for a new offer). */
  ready: boolean;
  /** Why the link the seller came by led nowhere (an opportunity not found, a malformed ID): said above the form. */
  notice: string | null;
  closeNotice: () => void;
  /** What account creation starts with, for an opportunity of a company not yet a customer. */
  prefill: AccountPrefill | null;
  /** A duplicate's old expiration, kept while it is in the window, until another customer is chosen. */
  keptExpiration: string | null;
  forgetKeptExpiration: () => void;
}

/**
 * The entry's metadata: a duplicate, an add-on or an opportunity fills the form once. The entry is read once per
 * page (the form is keyed by it), so it is held as it first came; `defaults` are the form's own, fixed at its start.
 * An opportunity of a new company opens account creation (`setAdding`) with what the opportunity knows.
 */
export function useQuoteEntry({
  entry: firstEntry,
  form,
  defaults,
  setAdding,
}: {
  entry: CreateEntry;
  form: QuoteForm;
  defaults: FormValues;
  setAdding: Dispatch<SetStateAction<boolean>>;
}): QuoteEntry {
  const client = useApolloClient();
  const [entry] = useState(firstEntry);
  const [ready, setReady] = useState(entry.kind === 'new' || entry.kind === 'opportunityOff');
  const [notice, setNotice] = useState<string | null>(
    entry.kind === 'opportunityOff' ? OFFER_CREATE_MESSAGES.opportunityOff : null,
  );
  const [prefill, setPrefill] = useState<AccountPrefill | null>(null);
  const [keptExpiration, setKeptExpiration] = useState<string | null>(null);

  useEffect(() => {
    let stale = false;
    const load = async () => {
      if (entry.kind === 'duplicate') {
        const { data } = await client.query({
          query: DuplicationMetadataQuery,
          variables: { offerId: entry.duplicateOfferId },
        });
        const metadata = data?.offerDuplicationMetadata;
        if (!metadata || stale) return;
        form.reset({
          ...startingFrom(defaults, metadata),
          messageToAccount: metadata.messageToAccount ?? '',
          externalReferenceId: metadata.externalReferenceId ?? '',
          lineItems: metadata.lineItems.map((line) => ({
            pricingGroupId: line.pricingGroupId,
            amount: line.amount,
          })),
        });
        setKeptExpiration(metadata.expiration);
      } else if (entry.kind === 'addOn') {
        const { data } = await client.query({
          query: AddOnMetadataQuery,
          variables: { offerId: entry.offerParentId },
        });
        const metadata = data?.offerAddOnMetadata;
        if (!metadata || stale) return;
        form.reset(startingFrom(defaults, metadata));
      } else if (entry.kind === 'opportunity') {
        const { data } = await client.query({
          query: OpportunityMetadataQuery,
          variables: { externalId: entry.externalId },
        });
        const opportunity = data?.opportunityMetadata;
        if (stale || !opportunity) return;
        if (opportunity.existingAccount)
          form.setValue('accountId', opportunity.existingAccount.id, { shouldDirty: true });
        else {
          // A new company: account creation starts from what the opportunity knows. Its address is chosen when
          // the address directory knows exactly one like it; otherwise the address field starts with its words.
          const known = opportunity.createAccountMetadata;
          const [only, ...others] = known.suggestedAddresses;
          setPrefill({
            name: known.name,
            address:
              only && others.length === 0
                ? { label: only.label, country: only.country, timeZone: only.timeZone }
                : null,
            addressLabel: known.addressLabel,
            accountContact: {
              firstName: known.accountContactFirstName,
              lastName: known.accountContactLastName,
              email: known.accountContactEmail,
              phoneNumber: known.accountContactPhone ?? '',
            },
          });
          setAdding(true);
        }
      }
      if (!stale) setReady(true);
    };
    load().catch((error: unknown) => {
      const code = errorCodeOf(error);
      if (entry.kind === 'opportunity' && (code === 'NOT_FOUND' || code === 'BAD_USER_INPUT')) {
        if (stale) return;
        setNotice(
          code === 'NOT_FOUND'
            ? OFFER_CREATE_MESSAGES.opportunityNotFound
            : OFFER_CREATE_MESSAGES.opportunityInvalid,
        );
        setReady(true);
      } else if (code === 'NOT_FOUND') navigate(OFFERS_PATH);
      else showToast({ kind: 'error', title: OFFER_CREATE_MESSAGES.failure });
    });
    return () => {
      stale = true;
    };
  }, [client, entry, form, defaults, setAdding]);

  const closeNotice = useCallback(() => setNotice(null), []);
  const forgetKeptExpiration = useCallback(() => setKeptExpiration(null), []);
  return { ready, notice, closeNotice, prefill, keptExpiration, forgetKeptExpiration };
}
