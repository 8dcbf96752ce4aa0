import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import type { OfferPipelineQuery as OfferPipelineData, OfferStage } from '#graphql';
import { ALL_STAGES, type ListView } from '../offers-list/list-view.js';
import { OfferPipelineQuery } from './pipeline.query.js';
import { PIPELINE_MESSAGES, PipelineSummary } from './PipelineSummary.js';

type MockedResponse = MockLink.MockedResponse;
type Figures = OfferPipelineData['offerPipeline']['totals'];

const STAGES: Record<string, OfferStage[]> = {
  READY: ['PENDING_REVIEW', 'READY', 'READY_WITH_REQUIREMENTS', 'ACCOUNT_INELIGIBLE'],
  VIEWED: ['CUSTOMER_PENDING'],
  ACCEPTED: ['ACCEPTED', 'ACCEPTED_ACTION_REQUIRED', 'DIRECT_PAYMENT'],
  PAID: ['COMPLETE'],
  LOST: ['EXPIRED', 'LENDER_DENIED', 'CLOSED_CANCELED', 'DISABLED', 'CLOSED_DISPUTED', 'ERROR'],
};
const LABELS = {
  READY: 'Ready and sent',
  VIEWED: 'Viewed',
  ACCEPTED: 'Accepted',
  PAID: 'Paid',
  LOST: 'Lost',
};
const SENT: OfferStage[] = [
  'READY',
  'ACCOUNT_INELIGIBLE',
  'CUSTOMER_PENDING',
  ...STAGES.ACCEPTED!,
  'COMPLETE',
];
const WON: OfferStage[] = [...STAGES.ACCEPTED!, 'COMPLETE'];

// With the __typename the cache matches the fragment by; the generated type leaves it out.
const figures = (counts: [number, number, number, number, number]): Figures =>
  ({
    __typename: 'OfferPipelineFigures',
    offersCount: counts.reduce((a, b) => a + b, 0),
    amount: counts.reduce((a, b) => a + b, 0) * 1000,
    sentCount: counts[0] + counts[1] + counts[2] + counts[3],
    acceptedCount: counts[2] + counts[3],
    conversionRate: (counts[2] + counts[3]) / (counts[0] + counts[1] + counts[2] + counts[3]),
    medianDaysToAccept: 2.5,
    groups: (['READY', 'VIEWED', 'ACCEPTED', 'PAID', 'LOST'] as const).map((group, index) => ({
      __typename: 'OfferPipelineGroupFigures',
      group,
      label: LABELS[group],
      count: counts[index]!,
      amount: counts[index]! * 1000,
      stages: STAGES[group]!,
    })),
  }) as Figures;

const answer = (
  variables: { createdWithinDays: number | null; ownerId: string | null },
  owners: boolean,
): MockedResponse => ({
  request: { query: OfferPipelineQuery, variables },
  result: {
    data: {
      offerPipeline: {
        __typename: 'OfferPipeline',
        ...variables,
        sentStages: SENT,
        acceptedStages: WON,
        totals: figures([3, 2, 4, 1, 2]),
        owners: owners
          ? [
              {
                __typename: 'OfferPipelineOwner',
                ownerId: 'u-1',
                ownerName: 'Marie Manager',
                figures: figures([2, 1, 3, 1, 1]),
              },
              {
                __typename: 'OfferPipelineOwner',
                ownerId: 'u-2',
                ownerName: 'Alex Exec',
                figures: figures([1, 1, 1, 0, 1]),
              },
            ]
          : null,
      },
    },
  },
});

function renderSummary(mocks: MockedResponse[], view: ListView = ALL_STAGES) {
  const onChange = vi.fn<(next: ListView) => void>();
  render(
    <MockedProvider mocks={mocks}>
      <PipelineSummary view={view} onChange={onChange} refreshes={0} />
    </MockedProvider>,
  );
  return onChange;
}

describe('PipelineSummary', () => {
  it('shows each group, conversion and median days, each showing exactly its offers in the list', async () => {
    const view: ListView = {
      ...ALL_STAGES,
      search: 'PO-7',
      accountId: 'acct-1',
      expiringSoon: true,
      currentPage: 3,
      createdWithinDays: 90,
    };
    const onChange = renderSummary([answer({ createdWithinDays: 90, ownerId: null }, true)], view);
    const accepted = await screen.findByRole('button', {
      name: 'Accepted 4 $4,000.00',
    });
    expect(accepted.getAttribute('aria-pressed')).toBe('false');
    expect(accepted.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(accepted.getAttribute('aria-describedby')!)?.textContent).toBe(
      '4 offers worth $4,000.00. Shows them in the list.',
    );
    fireEvent.click(accepted);
    // Its stages, the same period, and nothing else narrowing the list.
    expect(onChange).toHaveBeenLastCalledWith({
      ...view,
      accountId: null,
      expiringSoon: false,
      search: '',
      currentPage: 0,
      stages: STAGES.ACCEPTED,
    });
    fireEvent.click(
      screen.getByRole('button', {
        name: 'Sent → accepted 50% 5 of 10 sent',
      }),
    );
    expect(onChange.mock.lastCall?.[0].stages).toEqual(SENT);
    fireEvent.click(screen.getByRole('button', { name: 'Days to accept 2.5 median of 5 offers' }));
    expect(onChange.mock.lastCall?.[0].stages).toEqual(WON);
    expect(screen.getByRole('list', { name: 'Pipeline figures, last 90 days' })).toBeTruthy();
  });

  it('marks the figure the list shows, and a second press shows every stage again', async () => {
    const view: ListView = { ...ALL_STAGES, stages: [...STAGES.LOST!].reverse() };
    const onChange = renderSummary([answer({ createdWithinDays: null, ownerId: null }, true)], view);
    const lost = await screen.findByRole('button', { name: 'Lost 2 $2,000.00' });
    expect(lost.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(lost);
    expect(onChange.mock.lastCall?.[0].stages).toBeNull();
  });

  it('chooses the period and the owner, and lists the owners for those who see them', async () => {
    const onChange = renderSummary([answer({ createdWithinDays: null, ownerId: null }, true)]);
    await screen.findByRole('button', { name: 'Viewed 2 $2,000.00' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Created' }), { target: { value: '30' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...ALL_STAGES, createdWithinDays: 30 });
    fireEvent.change(screen.getByRole('combobox', { name: 'Owner' }), { target: { value: 'u-2' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...ALL_STAGES, ownerId: 'u-2' });

    fireEvent.click(screen.getByRole('button', { name: 'By owner' }));
    fireEvent.click(screen.getByRole('button', { name: 'Marie Manager: show their 8 offers in the list' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...ALL_STAGES, ownerId: 'u-1' });
  });

  it('offers no owner choice to an account executive, who sees only their own', async () => {
    renderSummary([answer({ createdWithinDays: null, ownerId: null }, false)]);
    await screen.findByRole('button', { name: 'Paid 1 $1,000.00' });
    expect(screen.queryByRole('combobox', { name: 'Owner' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'By owner' })).toBeNull();
  });

  it('says in words when the figures cannot be loaded, and leaves the list alone', async () => {
    renderSummary([
      {
        request: { query: OfferPipelineQuery, variables: { createdWithinDays: null, ownerId: null } },
        result: { errors: [new GraphQLError('The provider is unavailable. Try again.')] },
      },
    ]);
    expect(await screen.findByText(PIPELINE_MESSAGES.failed)).toBeTruthy();
    expect(screen.getByText(PIPELINE_MESSAGES.failedDetails)).toBeTruthy();
  });
});
