import { Component, Suspense, useId, useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, InlineNotification, TableCell } from '@carbon/react';
import { lazyComponent } from '@seller-portal/platform';
import { formatMoney } from '@seller-portal/shared/formatters';
import { ListTable } from '@seller-portal/shared/table';
import {
  advancesChart,
  barSummary,
  cashToComeChart,
  lateOrFailedChart,
  type PortfolioBar,
  type PortfolioChartData,
} from './portfolio.js';
import { PortfolioSummaryQuery } from './portfolio.query.js';

// Portfolio at a glance (ours, docs/adr/011), above the Offer Health Report: three charts of the report's offers, each
// bar opening the report on the offers it counts. The charts' code loads when the portfolio has come
// (PortfolioChart.tsx); the numbers are also a table, with a button a bar.

const LazyPortfolioChart = lazyComponent(() => import('./PortfolioChart.js'), 'PortfolioChart');

export const PORTFOLIO_MESSAGES = {
  failed: 'Portfolio at a glance could not be loaded.',
  failedDetails: 'The Offer Health Report below is not affected. Refresh the page to try again.',
  chartFailed: 'This chart could not be shown. Its numbers are in the table.',
  noCashToCome: 'No payments still to come.',
  noLateOrFailed: 'No late or failed payments.',
  // Advance History's words for no advances (spec 01 section 8).
  noAdvances: 'There are no submitted advances to display yet.',
} as const;

/** A chart that fails to load or draw leaves its card's table, not the dashboard's error screen. */
class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

const Skeleton = () => <div className="cds--skeleton__placeholder portfolio-card__skeleton" />;

interface CardProps {
  title: string;
  /** The first column of the table. */
  rowHeader: string;
  /** What the second count column counts. */
  noun: 'payment' | 'advance';
  /** Null while loading. */
  chart: PortfolioChartData | null;
  headline: string;
  empty: string;
  onSelect: (bar: PortfolioBar) => void;
}

function PortfolioCard({ title, rowHeader, noun, chart, headline, empty, onSelect }: CardProps) {
  const id = useId();
  const [tableShown, setTableShown] = useState(false);
  const nouns = noun === 'payment' ? 'Payments' : 'Advances';
  const hasData = chart !== null && chart.count > 0;
  return (
    <article className="portfolio-card" aria-labelledby={`${id}-title`} aria-busy={chart === null}>
      <h3 id={`${id}-title`} className="portfolio-card__title">
        {title}
      </h3>
      {chart === null ? (
        <>
          <p className="cds--skeleton__text portfolio-card__headline-skeleton" />
          <Skeleton />
        </>
      ) : (
        <>
          <p className="portfolio-card__headline">{hasData ? headline : empty}</p>
          {hasData ? (
            <>
              <div className="portfolio-card__chart">
                <ChartBoundary
                  fallback={<p className="portfolio-card__note">{PORTFOLIO_MESSAGES.chartFailed}</p>}
                >
                  <Suspense fallback={<Skeleton />}>
                    <LazyPortfolioChart
                      title={title}
                      noun={noun}
                      bars={chart.bars}
                      outside={chart.outside}
                      onSelect={onSelect}
                    />
                  </Suspense>
                </ChartBoundary>
              </div>
              <Button
                kind="ghost"
                size="sm"
                className="portfolio-card__toggle"
                aria-expanded={tableShown}
                aria-controls={`${id}-table`}
                onClick={() => setTableShown((shown) => !shown)}
              >
                {tableShown ? 'Hide table' : 'Show table'}
              </Button>
              <div id={`${id}-table`} className="portfolio-card__table" hidden={!tableShown}>
                <ListTable
                  label={`${title}, as a table`}
                  columns={[
                    { key: 'label', header: rowHeader },
                    { key: 'amount', header: 'Amount' },
                    { key: 'count', header: nouns },
                  ]}
                  // The bars, then what falls outside them (a row without a button).
                  rows={
                    chart.outside ? [...chart.bars, { ...chart.outside, outside: true as const }] : chart.bars
                  }
                  rowKey={(row) => ('outside' in row ? 'outside' : row.key)}
                  loading={false}
                  failed={false}
                  emptyText=""
                  size="md"
                  cells={(row) => (
                    <>
                      <TableCell>
                        {!('outside' in row) && row.offersCount > 0 ? (
                          <button
                            type="button"
                            className="cds--link dashboard-row-link"
                            aria-label={`${row.label}: show ${plural(row.offersCount, 'offer')} in the report`}
                            title={barSummary(row, noun)}
                            onClick={() => onSelect(row)}
                          >
                            {row.label}
                          </button>
                        ) : (
                          row.label
                        )}
                      </TableCell>
                      <TableCell>{formatMoney(row.amount)}</TableCell>
                      <TableCell>{row.count}</TableCell>
                    </>
                  )}
                />
              </div>
            </>
          ) : null}
        </>
      )}
    </article>
  );
}

/** The three charts; `onSelect` gets the bar whose offers the report should show. */
export function PortfolioAtAGlance({
  showAdvances,
  onSelect,
}: {
  /** Advances over time, when the company shows Advance History. */
  showAdvances: boolean;
  onSelect: (bar: PortfolioBar) => void;
}) {
  const { data, error } = useQuery(PortfolioSummaryQuery);
  const summary = data?.portfolioSummary;
  const today = new Date();
  const cash = summary ? cashToComeChart(summary.cashToCome, today) : null;
  const overdue = summary ? lateOrFailedChart(summary.lateOrFailed) : null;
  const advances = summary ? advancesChart(summary.advances, today) : null;

  // A provider without the summary (docs/adr/019): no charts, the report below stands alone.
  if (data && !data.providerFeatures.portfolioSummary) return null;
  return (
    <section className="portfolio" aria-labelledby="portfolio-heading">
      <h2 id="portfolio-heading" className="dashboard-report__title">
        Portfolio at a glance
      </h2>
      {error && !summary ? (
        <InlineNotification
          kind="error"
          title={PORTFOLIO_MESSAGES.failed}
          subtitle={PORTFOLIO_MESSAGES.failedDetails}
          hideCloseButton
          lowContrast
        />
      ) : (
        <div className="portfolio__charts">
          <PortfolioCard
            title="Cash still to come"
            rowHeader="Month due"
            noun="payment"
            chart={cash}
            headline={cash ? `${formatMoney(cash.total)} in ${plural(cash.count, 'payment')}` : ''}
            empty={PORTFOLIO_MESSAGES.noCashToCome}
            onSelect={onSelect}
          />
          <PortfolioCard
            title="Payments late or failed"
            rowHeader="Days overdue"
            noun="payment"
            chart={overdue}
            headline={
              overdue
                ? `${formatMoney(overdue.total)} in ${plural(overdue.count, 'payment')}: ${formatMoney(overdue.late)} late, ${formatMoney(overdue.failed)} failed, charged back or disputed`
                : ''
            }
            empty={PORTFOLIO_MESSAGES.noLateOrFailed}
            onSelect={onSelect}
          />
          {showAdvances ? (
            <PortfolioCard
              title="Advances over time"
              rowHeader="Month paid"
              noun="advance"
              chart={advances}
              headline={
                advances ? `${formatMoney(advances.total)} in ${plural(advances.count, 'advance')}` : ''
              }
              empty={PORTFOLIO_MESSAGES.noAdvances}
              onSelect={onSelect}
            />
          ) : null}
        </div>
      )}
    </section>
  );
}
