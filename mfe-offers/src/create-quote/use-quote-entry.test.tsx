import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { useZodForm } from '@seller-portal/platform/forms';
import { OFFER_CREATE_MESSAGES, offerCreateSchema } from '@seller-portal/shared/validation';
import { DuplicationMetadataQuery, OpportunityMetadataQuery } from './create-quote.query.js';
import type { CreateEntry } from './entry.js';
import { defaultValuesOf } from './quote-form.js';
import { gatewayAnswering, PACKAGE } from './quote-test-support.js';
import { useQuoteEntry } from './use-quote-entry.js';

/** The page's form for an entry, as it keeps it: its defaults fixed at its start. */
function useEntryForm({ entry }: { entry: CreateEntry }) {
  const [defaults] = useState(() => defaultValuesOf([PACKAGE], entry));
  const form = useZodForm(offerCreateSchema({ salesforceEnabled: true }), { defaultValues: defaults });
  const [adding, setAdding] = useState(false);
  return { form, adding, loaded: useQuoteEntry({ entry, form, defaults, setAdding }) };
}

const duplicateOf = (offerId: string, asked: string[]): MockLink.MockedResponse => ({
  request: { query: DuplicationMetadataQuery, variables: { offerId } },
  result: () => {
    asked.push(offerId);
    return {
      data: {
        offerDuplicationMetadata: {
          __typename: 'OfferDuplicationMetadata',
          expiration: '2099-02-20T04:59:59.000Z',
          externalReferenceId: '0065g00000NwCoA',
          directPaymentTerms: 'NET_45',
          directBillingFrequency: 'QUARTERLY',
          salesPackageId: 'package-1',
          offerTermId: 'term-24',
          messageToAccount: null,
          account: { __typename: 'Account', id: 'account-7' },
          lineItems: [
            { __typename: 'OfferLineItem', pricingGroupId: 'group-1', amount: 5000 },
            { __typename: 'OfferLineItem', pricingGroupId: 'group-1', amount: 250.5 },
          ],
        },
      },
    };
  },
});

const opportunity = (externalId: string, answer: MockLink.MockedResponse['result']) => ({
  request: { query: OpportunityMetadataQuery, variables: { externalId } },
  result: answer,
});

describe('the create screen’s entry (spec 02 section 2)', () => {
  it('a new offer is ready at once with the package’s shortest term', () => {
    const { result } = renderHook(useEntryForm, {
      initialProps: { entry: { kind: 'new' } },
      wrapper: gatewayAnswering([]),
    });
    expect(result.current.loaded).toMatchObject({ ready: true, notice: null, keptExpiration: null });
    expect(result.current.form.getValues()).toMatchObject({
      offerTermId: 'term-12',
      lineItems: [{ amount: null }],
    });
  });

  it('a duplicate fills the form once with the old offer and keeps its expiration', async () => {
    const asked: string[] = [];
    const { result, rerender } = renderHook(useEntryForm, {
      initialProps: { entry: { kind: 'duplicate', duplicateOfferId: 'offer-1' } as CreateEntry },
      wrapper: gatewayAnswering([duplicateOf('offer-1', asked), duplicateOf('offer-1', asked)]),
    });
    expect(result.current.loaded.ready).toBe(false);
    await waitFor(() => expect(result.current.loaded.ready).toBe(true));
    expect(result.current.form.getValues()).toMatchObject({
      accountId: 'account-7',
      salesPackageId: 'package-1',
      offerTermId: 'term-24',
      directPaymentTerms: 'NET_45',
      directBillingFrequency: 'QUARTERLY',
      messageToAccount: '',
      externalReferenceId: '0065g00000NwCoA',
      lineItems: [
        { pricingGroupId: 'group-1', amount: 5000 },
        { pricingGroupId: 'group-1', amount: 250.5 },
      ],
    });
    expect(result.current.loaded.keptExpiration).toBe('2099-02-20T04:59:59.000Z');
    // The page hands a new entry object at each render: the entry is still read once.
    rerender({ entry: { kind: 'duplicate', duplicateOfferId: 'offer-1' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual(['offer-1']);
    act(() => result.current.loaded.forgetKeptExpiration());
    await waitFor(() => expect(result.current.loaded.keptExpiration).toBeNull());
  });

  it('says why an opportunity link led nowhere, and opens the form', async () => {
    const notFound = new GraphQLError('Not found', { extensions: { code: 'NOT_FOUND' } });
    const invalid = new GraphQLError('Invalid', { extensions: { code: 'BAD_USER_INPUT' } });
    for (const [error, notice] of [
      [notFound, OFFER_CREATE_MESSAGES.opportunityNotFound],
      [invalid, OFFER_CREATE_MESSAGES.opportunityInvalid],
    ] as const) {
      const { result } = renderHook(useEntryForm, {
        initialProps: { entry: { kind: 'opportunity', externalId: 'x' } },
        wrapper: gatewayAnswering([opportunity('x', { errors: [error] })]),
      });
      await waitFor(() => expect(result.current.loaded).toMatchObject({ ready: true, notice }));
      expect(result.current.form.getValues('externalReferenceId')).toBe('x');
    }
    const off = renderHook(useEntryForm, {
      initialProps: { entry: { kind: 'opportunityOff' } },
      wrapper: gatewayAnswering([]),
    });
    expect(off.result.current.loaded).toMatchObject({
      ready: true,
      notice: OFFER_CREATE_MESSAGES.opportunityOff,
    });
  });

  it('an opportunity of a new company opens account creation with what it knows', async () => {
    const { result } = renderHook(useEntryForm, {
      initialProps: { entry: { kind: 'opportunity', externalId: '0065g00000NwCoA' } },
      wrapper: gatewayAnswering([
        opportunity('0065g00000NwCoA', {
          data: {
            opportunityMetadata: {
              __typename: 'OpportunityMetadata',
              externalId: '0065g00000NwCoA',
              existingAccount: null,
              createAccountMetadata: {
                __typename: 'CreateAccountMetadata',
                name: 'Globex',
                addressLabel: '1 Main St, Springfield',
                suggestedAddresses: [
                  {
                    __typename: 'AddressSuggestion',
                    label: '1 Main St, Springfield, IL',
                    country: 'US',
                    timeZone: 'America/Chicago',
                  },
                ],
                accountContactFirstName: 'Hank',
                accountContactLastName: 'Scorpio',
                accountContactPhone: null,
                accountContactEmail: 'hank@globex.example',
              },
            },
          },
        }),
      ]),
    });
    await waitFor(() => expect(result.current.adding).toBe(true));
    expect(result.current.loaded.prefill).toEqual({
      name: 'Globex',
      address: { label: '1 Main St, Springfield, IL', country: 'US', timeZone: 'America/Chicago' },
      addressLabel: '1 Main St, Springfield',
      accountContact: {
        firstName: 'Hank',
        lastName: 'Scorpio',
        email: 'hank@globex.example',
        phoneNumber: '',
      },
    });
    expect(result.current.loaded.ready).toBe(true);
  });
});
