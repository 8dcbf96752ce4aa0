import { useState, type KeyboardEvent } from 'react';
import {
  axisMoney,
  axisTicks,
  barSummary,
  drawnBars,
  outsideSummary,
  type OutsideWindow,
  type PortfolioBar,
} from './portfolio.js';

// The charts of Portfolio at a glance, the portal's own (docs/adr/011-reports.md): drawing one is a render of a few
// dozen elements with nothing measured, and a bar with offers is a button. Styles: org.scss, `.portfolio-chart`. The
// chart loads in its own chunk when the dashboard has the portfolio.

export interface PortfolioChartProps {
  /** The chart's name (its card's title), for screen readers. */
  title: string;
  /** What a bar counts, in its name and tooltip. */
  noun: 'payment' | 'advance';
  bars: readonly PortfolioBar[];
  /** The months outside the window, drawn as a bar at that end (it opens no offers). */
  outside: OutsideWindow | null;
  /** A bar with offers was chosen (click, Enter or Space): the report shows the offers behind it. */
  onSelect: (bar: PortfolioBar) => void;
}

/** More bars than this and their labels slant, as they would not fit side by side in a card. */
const UPRIGHT_LABELS = 6;

const share = (part: number, whole: number) => `${whole > 0 ? (part / whole) * 100 : 0}%`;

/**
 * One bar chart of money by month or by days overdue: SVG shapes placed in percentages of the plot, so the browser
 * scales them with the card and nothing is measured. Each bar says what it adds up to, on hover and on focus.
 */
export function PortfolioChart({ title, noun, bars, outside, onSelect }: PortfolioChartProps) {
  // A bar the keyboard focused shows its tooltip, else the bar under the pointer (the page scrolling to a focused bar
  // moves another under a resting pointer); Escape hides it.
  const [focused, setFocused] = useState<string | null>(null);
  const [pointed, setPointed] = useState<string | null>(null);
  const unless = (key: string) => (current: string | null) => (current === key ? null : current);
  const drawn = drawnBars({ bars: [...bars], outside }).map((item) => ({
    ...item,
    summary: item.bar ? barSummary(item.bar, noun) : outsideSummary(outside!, noun),
    opens: item.bar !== null && item.bar.offersCount > 0,
  }));
  const ticks = axisTicks(Math.max(0, ...drawn.map((item) => item.amount)));
  const top = ticks[ticks.length - 1]!;
  const count = drawn.length;
  const tip = drawn.findIndex((item) => item.key === (focused ?? pointed));
  // Near an edge the tooltip keeps inside the chart; elsewhere it stands centred over its bar.
  const tipPlace =
    tip < count / 3
      ? { side: 'start', style: { left: share(tip, count) } }
      : tip >= (count * 2) / 3
        ? { side: 'end', style: { right: share(count - tip - 1, count) } }
        : { side: 'middle', style: { left: share(tip + 0.5, count) } };
  const hide = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || tip < 0) return;
    event.stopPropagation();
    setFocused(null);
    setPointed(null);
  };

  return (
    <div
      role="group"
      aria-label={title}
      className={`portfolio-chart${count > UPRIGHT_LABELS ? ' portfolio-chart--slanted' : ''}`}
      onKeyDown={hide}
    >
      <div className="portfolio-chart__axis" aria-hidden="true">
        {ticks.map((tick) => (
          <span key={tick} style={{ bottom: share(tick, top) }}>
            {axisMoney(tick)}
          </span>
        ))}
      </div>
      <div className="portfolio-chart__plot">
        {ticks.map((tick) => (
          <span key={tick} className="portfolio-chart__grid" style={{ bottom: share(tick, top) }} />
        ))}
        <svg className="portfolio-chart__bars">
          {drawn.map(({ key, label, amount, bar, summary, opens }, index) => {
            const shape = {
              className: 'portfolio-chart__bar',
              x: share(index + 0.2, count),
              width: share(0.6, count),
              y: share(top - amount, top),
              height: share(amount, top),
            };
            return (
              // The whole column answers the pointer, so a short bar is as easy to hover or click as a tall one.
              <g
                key={key}
                className={`portfolio-chart__column${opens ? ' portfolio-chart__column--opens' : ''}`}
                onPointerEnter={() => setPointed(key)}
                onPointerLeave={() => setPointed(unless(key))}
                onClick={opens ? () => onSelect(bar!) : undefined}
              >
                <rect
                  x={share(index, count)}
                  width={share(1, count)}
                  y="0"
                  height="100%"
                  fill="transparent"
                />
                {opens ? (
                  <rect
                    {...shape}
                    role="button"
                    tabIndex={0}
                    aria-label={`${label}: ${summary}. Show them in the report`}
                    onKeyDown={(event) => {
                      if (event.key !== 'Enter' && event.key !== ' ') return;
                      event.preventDefault();
                      onSelect(bar!);
                    }}
                    onFocus={(event) => {
                      if (event.currentTarget.matches(':focus-visible')) setFocused(key);
                    }}
                    onBlur={() => setFocused(unless(key))}
                  />
                ) : (
                  <rect {...shape} role="img" aria-label={`${label}: ${summary}`} />
                )}
              </g>
            );
          })}
        </svg>
        {tip >= 0 ? (
          <div
            className={`portfolio-chart__tooltip portfolio-chart__tooltip--${tipPlace.side}`}
            style={{ ...tipPlace.style, bottom: `calc(${share(drawn[tip]!.amount, top)} + 0.5rem)` }}
            aria-hidden="true"
          >
            <p className="portfolio-chart__tooltip-label">{drawn[tip]!.label}</p>
            <p>{drawn[tip]!.summary}</p>
            {drawn[tip]!.opens ? <p>Click to show these offers in the report</p> : null}
          </div>
        ) : null}
      </div>
      <ul className="portfolio-chart__labels" aria-hidden="true">
        {drawn.map(({ key, label }) => (
          <li key={key}>
            <span>{label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
