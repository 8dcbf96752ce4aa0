import type { ReactNode } from 'react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import type { QuotePreviewFieldsFragment, QuotePreviewInput } from '#graphql';
import { QuotePreviewQuery } from './create-quote.query.js';
import type { Package } from './quote-form.js';

/** A package of two monthly terms and one pricing group, as the create screen's tests choose from. */
export const PACKAGE: Package = {
  id: 'package-1',
  name: 'Standard',
  availableOfferTerms: [
    {
      id: 'term-24',
      duration: 24,
      offerTermType: 'MONTH_VARIABLE',
      isStandardOfferTerm: true,
      label: '24 Months',
    },
    {
      id: 'term-12',
      duration: 12,
      offerTermType: 'MONTH_VARIABLE',
      isStandardOfferTerm: true,
      label: '12 Months',
    },
  ],
  pricingGroups: [{ id: 'group-1', name: 'Software' }],
};

/** A preview of the package's 12-month term, its total the line item's amount. */
function previewOf(total: number): QuotePreviewFieldsFragment {
  return {
    totalContractValue: total,
    offerTermLabel: '12 Months',
    directAmount: total,
    directMonthlyAmount: null,
    lineItems: [{ pricingGroupId: 'group-1', pricingGroupName: 'Software', amount: total }],
    financedOptions: [],
    termComparison: [],
  };
}

/** The preview the gateway answers for one line item of `amount` on the 12-month term; counts the calls. */
export function pricedAt(amount: number, calls: number[] = []): MockLink.MockedResponse {
  const input: QuotePreviewInput = {
    salesPackageId: 'package-1',
    offerTermId: 'term-12',
    directBillingFrequency: 'ANNUAL',
    directPaymentTerms: 'NET_30',
    accountId: null,
    isAddOn: false,
    lineItems: [{ pricingGroupId: 'group-1', amount }],
  };
  return {
    request: { query: QuotePreviewQuery, variables: { input } },
    delay: 50,
    result: () => {
      calls.push(amount);
      return { data: { offerQuotePreview: { __typename: 'QuotePreview', ...previewOf(amount) } } };
    },
  };
}

/** renderHook's wrapper: the gateway answers only these. */
export function gatewayAnswering(mocks: MockLink.MockedResponse[]) {
  return function Gateway({ children }: { children: ReactNode }) {
    return <MockedProvider mocks={mocks}>{children}</MockedProvider>;
  };
}
