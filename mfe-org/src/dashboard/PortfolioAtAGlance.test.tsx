import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { PORTFOLIO_MESSAGES, PortfolioAtAGlance } from './PortfolioAtAGlance.js';
import { PortfolioSummaryQuery } from './portfolio.query.js';

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
    expect(
      await within(screen.getByRole('article', { name: 'Payments late or failed' })).findByRole('group', {
        name: 'Payments late or failed',
      }),
    ).toBeTruthy();
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

  it('draws bars that say what they add up to; one with offers is a button that opens them, its tooltip on hover and focus', async () => {
    const onSelect = vi.fn();
    render(
      <MockedProvider mocks={[summary(true)]}>
        <PortfolioAtAGlance showAdvances onSelect={onSelect} />
      </MockedProvider>,
    );
    const chart = await screen.findByRole('group', { name: 'Payments late or failed' });
    // Each bucket is a bar; only those with offers are buttons, named by their amount, count and offers.
    expect(
      within(chart)
        .getAllByRole('img')
        .map((bar) => bar.getAttribute('aria-label')),
    ).toEqual(['31–60 days: $0.00 in 0 payments, 0 offers', '61–90 days: $0.00 in 0 payments, 0 offers']);
    const buttons = within(chart).getAllByRole('button');
    expect(buttons.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      '0–30 days: $2,839.00 in 2 payments, 2 offers. Show them in the report',
      'Over 90 days: $6,120.00 in 2 payments, 1 offer. Show them in the report',
    ]);
    // Heights follow the amounts on an axis of round steps up to $8K.
    expect(buttons.map((bar) => bar.getAttribute('height'))).toEqual([
      `${(2839 / 8000) * 100}%`,
      `${(6120 / 8000) * 100}%`,
    ]);
    expect(chart.querySelector('.portfolio-chart__axis')?.textContent).toBe('$0$2K$4K$6K$8K');

    fireEvent.pointerEnter(buttons[1]!.parentElement!);
    expect(chart.querySelector('.portfolio-chart__tooltip')?.textContent).toBe(
      'Over 90 days$6,120.00 in 2 payments, 1 offerClick to show these offers in the report',
    );
    // The keyboard's focus on another bar, while the pointer rests on this one, shows the focused bar's.
    act(() => buttons[0]!.focus());
    expect(chart.querySelector('.portfolio-chart__tooltip')?.textContent).toContain(
      '$2,839.00 in 2 payments',
    );
    fireEvent.pointerEnter(buttons[1]!.parentElement!);
    expect(chart.querySelector('.portfolio-chart__tooltip')?.textContent).toContain(
      '$2,839.00 in 2 payments',
    );
    fireEvent.keyDown(buttons[0]!, { key: 'Escape' });
    expect(chart.querySelector('.portfolio-chart__tooltip')).toBeNull();

    fireEvent.click(buttons[1]!);
    expect(onSelect).toHaveBeenLastCalledWith(
      expect.objectContaining({ slice: { paymentsOverdue: 'OVER_90_DAYS' }, offersCount: 1 }),
    );
    fireEvent.keyDown(buttons[0]!, { key: 'Enter' });
    expect(onSelect).toHaveBeenLastCalledWith(
      expect.objectContaining({ slice: { paymentsOverdue: 'UP_TO_30_DAYS' } }),
    );
    // A bar without offers opens nothing.
    fireEvent.click(within(chart).getAllByRole('img')[0]!);
    expect(onSelect).toHaveBeenCalledTimes(2);
    // The months after the window are a bar of their own at the end, opening nothing.
    const cash = screen.getByRole('group', { name: 'Cash still to come' });
    const cashBars = within(cash).getAllByRole('img');
    expect(cashBars).toHaveLength(13);
    expect(cashBars.at(-1)!.getAttribute('aria-label')).toMatch(
      /^After \d\d\/\d{4}: \$1,500\.00 in 2 payments$/,
    );
    expect(within(cash).queryAllByRole('button')).toEqual([]);
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
