import { useRef, useState } from 'react';
import { errorCodeOf, navigate, useToastMutation } from '@seller-portal/platform';
import type { OfferType, PaymentFrequency } from '#graphql';
import {
  contactEmailInUseMessage,
  OFFER_CREATE_LIMITS,
  OFFER_CREATE_MESSAGES,
  type OfferCreateForm,
} from '@seller-portal/shared/validation';
import { CreateOfferMutation } from './create-quote.query.js';
import type { QuoteForm } from './quote-form.js';
import { OFFERS_PATH, SUBMITTED_STATE } from '../routing/offers-routes.js';

const newKey = () => crypto.randomUUID();
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Creating the offer once the form is valid: the underwriting modal stays at least its minimum time, a CONFLICT
 * names the contact whose email is in use, and a created offer goes to the list (or says it needs a manual review).
 */
export function useOfferSubmit({
  form,
  offerType,
  fileIds,
  contact,
}: {
  form: QuoteForm;
  offerType: OfferType;
  /** The contracts uploaded (none when the offer is signed by the provider's document). */
  fileIds: string[];
  /** The chosen customer's contact, for the message when its email is in use. */
  contact: { email: string; customerName: string } | null;
}) {
  const [underwriting, setUnderwriting] = useState(false);
  const [manualReview, setManualReview] = useState(false);
  const [createOffer, creating] = useToastMutation(CreateOfferMutation, {
    failure: (error) =>
      errorCodeOf(error) === 'CONFLICT' && contact
        ? contactEmailInUseMessage(contact.email, contact.customerName)
        : OFFER_CREATE_MESSAGES.failure,
  });
  // One key per form state: a double click, a retry or a resubmit of the same form makes one offer.
  const idempotency = useRef({ payload: '', key: newKey() });
  const onValid = async (offer: OfferCreateForm) => {
    const input = {
      ...offer,
      directBillingFrequency: offer.directBillingFrequency as PaymentFrequency,
      offerType,
      // The form's files become the ids of the contracts uploaded (spec 02 section 3, create payload).
      fileIds,
    };
    const payload = JSON.stringify(input);
    if (payload !== idempotency.current.payload) idempotency.current = { payload, key: newKey() };
    setUnderwriting(true);
    const [created] = await Promise.all([
      createOffer({ input, idempotencyKey: idempotency.current.key }, { form }),
      wait(OFFER_CREATE_LIMITS.underwritingMinMs),
    ]);
    setUnderwriting(false);
    if (!created) return;
    if (created.createOffer.manualReviewRequired) setManualReview(true);
    else {
      // The list says so in a modal (spec 02 section 2), which a toast's few seconds would not.
      navigate(OFFERS_PATH, SUBMITTED_STATE);
    }
  };
  return { onValid, submitting: creating.loading || underwriting, underwriting, manualReview };
}
