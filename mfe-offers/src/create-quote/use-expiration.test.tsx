import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { useWatch, useZodForm } from '@seller-portal/platform/forms';
import { offerCreateSchema } from '@seller-portal/shared/validation';
import { ExpirationWindowQuery } from './create-quote.query.js';
import { defaultValuesOf, type FormValues } from './quote-form.js';
import { gatewayAnswering, PACKAGE } from './quote-test-support.js';
import { useExpiration } from './use-expiration.js';

/** The customer's window: New York's days, its default the end of 31 January 2099 there. */
const WINDOW = {
  timeZone: 'America/New_York',
  minExpirationDate: '2099-01-10',
  maxExpirationDate: '2099-03-01',
  defaultExpiration: '2099-02-01T04:59:59.000Z',
};
const windowFor = (accountId: string, window = WINDOW): MockLink.MockedResponse => ({
  request: { query: ExpirationWindowQuery, variables: { accountId, parentOfferId: null } },
  result: { data: { offerExpirationWindow: { __typename: 'OfferExpirationWindow', ...window } } },
});

function useExpirationField({ ready, keptExpiration }: { ready: boolean; keptExpiration: string | null }) {
  const form = useZodForm(offerCreateSchema({ salesforceEnabled: false }), {
    defaultValues: defaultValuesOf([PACKAGE], { kind: 'new' }),
  });
  const values = useWatch({ control: form.control }) as FormValues;
  const expiration = useExpiration({
    form,
    accountId: values.accountId ?? null,
    parentOfferId: null,
    expiration: values.expiration ?? null,
    ready,
    keptExpiration,
  });
  return { form, expiration };
}

function render(props: { ready: boolean; keptExpiration: string | null }, mocks = [windowFor('account-1')]) {
  const rendered = renderHook(useExpirationField, { initialProps: props, wrapper: gatewayAnswering(mocks) });
  const choose = (accountId: string) =>
    act(() => rendered.result.current.form.setValue('accountId', accountId, { shouldDirty: true }));
  return { ...rendered, choose };
}

describe('the expiration (spec 02 section 2)', () => {
  it('is disabled with no day until a customer is chosen, then is the window’s default in its time zone', async () => {
    const { result, choose } = render({ ready: true, keptExpiration: null });
    expect(result.current.expiration).toMatchObject({ window: null, day: '' });
    choose('account-1');
    await waitFor(() => expect(result.current.expiration.day).toBe('2099-01-31'));
    expect(result.current.form.getValues('expiration')).toBe(WINDOW.defaultExpiration);
    expect(result.current.expiration.window).toMatchObject({ minExpirationDate: '2099-01-10' });
  });

  it('keeps a duplicate’s old expiration while it is in the window', async () => {
    const kept = '2099-02-20T04:59:59.000Z';
    const { result, choose } = render({ ready: true, keptExpiration: kept });
    choose('account-1');
    await waitFor(() => expect(result.current.expiration.day).toBe('2099-02-19'));
    expect(result.current.form.getValues('expiration')).toBe(kept);
  });

  it('gives the default for an old expiration outside the window, or already past', async () => {
    const outside = render({ ready: true, keptExpiration: '2099-06-01T04:59:59.000Z' });
    outside.choose('account-1');
    await waitFor(() => expect(outside.result.current.expiration.day).toBe('2099-01-31'));

    const past = { ...WINDOW, minExpirationDate: '2000-01-01' };
    const passed = render({ ready: true, keptExpiration: '2001-06-01T04:59:59.000Z' }, [
      windowFor('account-1', past),
    ]);
    passed.choose('account-1');
    await waitFor(() => expect(passed.result.current.expiration.day).toBe('2099-01-31'));
  });

  it('sets nothing until the entry is ready', async () => {
    const { result, choose, rerender } = render({ ready: false, keptExpiration: null });
    choose('account-1');
    await waitFor(() => expect(result.current.expiration.window).not.toBeNull());
    expect(result.current.form.getValues('expiration')).toBeNull();
    rerender({ ready: true, keptExpiration: null });
    await waitFor(() => expect(result.current.expiration.day).toBe('2099-01-31'));
  });

  it('takes a chosen day as its end in the customer’s time zone, and a cleared field as none', async () => {
    const { result, choose } = render({ ready: true, keptExpiration: null });
    choose('account-1');
    await waitFor(() => expect(result.current.expiration.day).toBe('2099-01-31'));
    act(() => result.current.expiration.chooseDay('2099-02-10'));
    expect(result.current.form.getValues('expiration')).toBe('2099-02-11T04:59:59.000Z');
    expect(result.current.expiration.day).toBe('2099-02-10');
    act(() => result.current.expiration.chooseDay(''));
    expect(result.current.form.getValues('expiration')).toBeNull();
  });
});
