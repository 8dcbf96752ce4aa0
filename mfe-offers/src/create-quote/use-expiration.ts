import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { calendarDateIn, endOfDayIn } from '@seller-portal/shared/formatters';
import { ExpirationWindowQuery } from './create-quote.query.js';
import type { QuoteForm } from './quote-form.js';

/**
 * The offer's expiration: the window the chosen customer's offers may expire in (in the customer's time zone), and
 * the day the field shows. Choosing a customer sets the expiration to the window's default; a duplicate keeps its
 * old one while that is still in the future and in the window. Nothing is set before the entry is `ready`.
 */
export function useExpiration({
  form,
  accountId,
  parentOfferId,
  expiration,
  ready,
  keptExpiration,
}: {
  form: QuoteForm;
  accountId: string | null;
  parentOfferId: string | null;
  /** The form's expiration (an instant). */
  expiration: string | null;
  ready: boolean;
  keptExpiration: string | null;
}) {
  const answer = useQuery(ExpirationWindowQuery, {
    variables: { accountId: accountId ?? '', parentOfferId },
    skip: !accountId,
  });
  const window = answer.data?.offerExpirationWindow ?? null;

  useEffect(() => {
    if (!window || !ready) return;
    const kept = keptExpiration ? calendarDateIn(keptExpiration, window.timeZone) : null;
    const keep =
      keptExpiration !== null &&
      Date.parse(keptExpiration) > Date.now() &&
      kept !== null &&
      kept >= window.minExpirationDate &&
      kept <= window.maxExpirationDate;
    // After a refused submit, the field's message goes once it has a value again.
    form.setValue('expiration', keep ? keptExpiration : window.defaultExpiration, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
  }, [window, keptExpiration, ready, form]);

  /** The day the field shows, in the customer's time zone; blank until the window is known. */
  const day = expiration && window ? calendarDateIn(expiration, window.timeZone) : '';
  /** A day typed or picked: the offer expires at its end, in the customer's time zone. */
  const chooseDay = (chosen: string) => {
    if (!window) return;
    form.setValue('expiration', chosen ? endOfDayIn(chosen, window.timeZone).toISOString() : null, {
      shouldDirty: true,
    });
  };
  return { window, day, chooseDay };
}
