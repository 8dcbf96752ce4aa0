import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { PORTFOLIO_MESSAGES, PortfolioAtAGlance } from './PortfolioAtAGlance.js';
import { PortfolioSummaryQuery } from './portfolio.query.js';

// Carbon Charts draw SVG jsdom cannot measure: the chart is a stand-in here (the dashboard journey draws the real one).
// It says it has drawn at once, unless a test holds the draws back (`heldDraws`).
const chartDraw = vi.hoisted(() => ({ held: false, pending: [] as (() => void)[] }));
vi.mock('./PortfolioChart.js', () => ({
  PortfolioChart: ({
    series,
    bars,
    onDrawn,
  }: {
    series: string;
    bars: { label: string }[];
    onDrawn?: () => void;
  }) => {
    useEffect(() => {
      if (chartDraw.held) chartDraw.pending.push(() => onDrawn?.());
      else onDrawn?.();
    }, [onDrawn]);
    return (
      <div data-testid="chart">
        {series}: {bars.length} bars
      </div>
    );
  },
}));

/** A browser that says which elements are in view: none until the test scrolls one in. */
function viewport() {
  const watched = new Map<Element, (entries: { isIntersecting: boolean }[]) => void>();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
      observe(element: Element) {
        watched.set(element, this.callback);
      }
      disconnect() {
        for (const [element, callback] of watched) if (callback === this.callback) watched.delete(element);
      }
    },
  );
  return {
    scrollIntoView(card: HTMLElement) {
      const chart = card.querySelector('.portfolio-card__chart')!;
      act(() => watched.get(chart)?.([{ isIntersecting: true }]));
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  chartDraw.held = false;
  chartDraw.pending = [];
});

const bucket = (
  name: string,
  failedAmount = 0,
  failedPaymentsCount = 0,
  offersCount = failedPaymentsCount,
) => ({
  __typename: 'OverduePayments' as const,
  bucket: name,
  lateAmount: 0,
  latePaymentsCount: 0,
  failedAmount,
  failedPaymentsCount,
  offersCount,
});
const summary = (filled: boolean, offered = true): MockLink.MockedResponse => ({
  request: { query: PortfolioSummaryQuery },
  result: {
    data: {
      providerFeatures: { __typename: 'ProviderFeatures', portfolioSummary: offered },
      portfolioSummary: {
        __typename: 'PortfolioSummary',
        cashToCome: filled
          ? [
              {
                __typename: 'CashToComeMonth',
                month: '2099-01',
                amount: 1500,
                paymentsCount: 2,
                offersCount: 2,
              },
            ]
          : [],
        lateOrFailed: [
          bucket('UP_TO_30_DAYS', filled ? 2839 : 0, filled ? 2 : 0),
          bucket('DAYS_31_TO_60'),
          bucket('DAYS_61_TO_90'),
          bucket('OVER_90_DAYS', filled ? 6120 : 0, filled ? 2 : 0, filled ? 1 : 0),
        ],
        advances: [],
      },
    },
  },
});

describe('PortfolioAtAGlance', () => {
  it('shows skeletons, then each chart with its numbers as a table whose rows open the report', async () => {
    const onSelect = vi.fn();
    render(
      <MockedProvider mocks={[summary(true)]}>
        <PortfolioAtAGlance showAdvances onSelect={onSelect} />
      </MockedProvider>,
    );
    expect(screen.getAllByRole('article')[0]!.getAttribute('aria-busy')).toBe('true');
    await screen.findByText(
      '$8,959.00 in 4 payments: $0.00 late, $8,959.00 failed, charged back or disputed',
    );
    expect(await screen.findByText('Late or failed: 4 bars')).toBeTruthy();
    expect(screen.getByText(PORTFOLIO_MESSAGES.noAdvances)).toBeTruthy();

    const card = screen.getByRole('article', { name: 'Payments late or failed' });
    const toggle = within(card).getByRole('button', { name: 'Show table' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const table = within(card).getByRole('table', { name: 'Payments late or failed, as a table' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Days overdueAmountPayments',
      '0–30 days$2,839.002',
      '31–60 days$0.000',
      '61–90 days$0.000',
      'Over 90 days$6,120.002',
    ]);
    // Only a bar with offers opens the report.
    expect(within(table).queryByRole('button', { name: /31–60 days/ })).toBeNull();
    fireEvent.click(within(table).getByRole('button', { name: 'Over 90 days: show 1 offer in the report' }));
    expect(onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ slice: { paymentsOverdue: 'OVER_90_DAYS' }, offersCount: 1 }),
    );
  });

  it('draws a chart once its card is in view, one chart at a time', async () => {
    const { scrollIntoView } = viewport();
    chartDraw.held = true;
    render(
      <MockedProvider mocks={[summary(true)]}>
        <PortfolioAtAGlance showAdvances onSelect={() => {}} />
      </MockedProvider>,
    );
    const cash = await screen.findByRole('article', { name: 'Cash still to come' });
    const overdue = screen.getByRole('article', { name: 'Payments late or failed' });
    await screen.findByText('$1,500.00 in 2 payments');
    // Neither card is in view yet: no chart draws.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryAllByTestId('chart')).toEqual([]);

    scrollIntoView(overdue);
    scrollIntoView(cash);
    expect(await within(overdue).findByText('Late or failed: 4 bars')).toBeTruthy();
    // The card that came into view first draws first; the other waits until that chart has drawn.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(cash).queryByTestId('chart')).toBeNull();
    act(() => chartDraw.pending.shift()!());
    expect(await within(cash).findByText('Cash still to come: 12 bars')).toBeTruthy();
  });

  it('says when there is nothing to chart, and leaves advances out when the company hides them', async () => {
    render(
      <MockedProvider mocks={[summary(false)]}>
        <PortfolioAtAGlance showAdvances={false} onSelect={() => {}} />
      </MockedProvider>,
    );
    await screen.findByText(PORTFOLIO_MESSAGES.noCashToCome);
    expect(screen.getByText(PORTFOLIO_MESSAGES.noLateOrFailed)).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Advances over time' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show table' })).toBeNull();
  });

  it('is not shown when the provider does not offer the summary', async () => {
    const { container } = render(
      <MockedProvider mocks={[summary(false, false)]}>
        <PortfolioAtAGlance showAdvances onSelect={() => {}} />
      </MockedProvider>,
    );
    await vi.waitFor(() => expect(container.querySelector('.portfolio')).toBeNull());
    expect(screen.queryByText('Portfolio at a glance')).toBeNull();
  });

  it('says the charts could not be loaded, leaving the report alone', async () => {
    render(
      <MockedProvider mocks={[{ request: { query: PortfolioSummaryQuery }, error: new Error('down') }]}>
        <PortfolioAtAGlance showAdvances onSelect={() => {}} />
      </MockedProvider>,
    );
    expect(await screen.findByText(PORTFOLIO_MESSAGES.failed)).toBeTruthy();
    expect(screen.queryAllByRole('article')).toEqual([]);
  });
});
