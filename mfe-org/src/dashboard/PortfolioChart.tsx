import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { BarEvent, ChartEvent, ScaleTypes, SimpleBarChart, type BarChartOptions } from '@carbon/charts-react';
import chartStyles from './portfolio-charts.scss?inline';
import {
  axisMoney,
  barSummary,
  drawnBars,
  outsideSummary,
  type OutsideWindow,
  type PortfolioBar,
} from './portfolio.js';

// The charts of Portfolio at a glance: Carbon Charts (about 117 KiB gzip) and their styles load with this chunk,
// when the dashboard shows them, and never with another page (docs/adr/011).

const STYLE_ID = 'portal-portfolio-charts';

/** Carbon Charts' styles, once per page, before the first chart draws (the portal's CSP allows inline styles; scripts stay hash-free files). */
function addChartStyles(): void {
  if (document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = chartStyles;
  document.head.append(style);
}

addChartStyles();

/** The portal's primary blue (Carbon's blue 60), one series a chart. */
const BAR_COLOR = '#0f62fe';

const escaped = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface PortfolioChartProps {
  /** The series' name (Carbon Charts' group). */
  series: string;
  /** What a bar counts, in its tooltip. */
  noun: 'payment' | 'advance';
  bars: readonly PortfolioBar[];
  /** The months outside the window, drawn as a bar at that end (it opens no offers). */
  outside: OutsideWindow | null;
  /** A bar was clicked: the report shows the offers behind it. */
  onSelect: (bar: PortfolioBar) => void;
  /** The chart has drawn (once): the next chart may take its turn. */
  onDrawn?: () => void;
}

/** A bar as d3 drew it: its datum carries the key (the bar's label). */
type DrawnBar = SVGPathElement & { __data__?: { key?: string } };

/**
 * Makes each drawn bar say what it is and, when it has offers, a button the keyboard reaches (Tab) and presses
 * (Enter or Space): Carbon Charts draws bars named by their bare value and reachable only by the mouse.
 */
function labelBars(
  holder: HTMLElement,
  bars: readonly PortfolioBar[],
  outside: OutsideWindow | null,
  noun: 'payment' | 'advance',
): void {
  for (const path of holder.querySelectorAll<DrawnBar>('path.bar')) {
    const key = path.__data__?.key;
    if (outside && key === outside.label)
      path.setAttribute('aria-label', `${key}: ${outsideSummary(outside, noun)}`);
    const bar = bars.find((item) => item.label === key);
    if (!bar) continue;
    const opens = bar.offersCount > 0;
    path.setAttribute(
      'aria-label',
      `${bar.label}: ${barSummary(bar, noun)}${opens ? '. Show them in the report' : ''}`,
    );
    if (opens) {
      path.setAttribute('role', 'button');
      path.setAttribute('tabindex', '0');
    } else {
      path.removeAttribute('tabindex');
    }
  }
}

/** One bar chart of money by month or by days overdue; a click on a bar with offers, or Enter on it, selects it. */
export function PortfolioChart({ series, noun, bars, outside, onSelect, onDrawn }: PortfolioChartProps) {
  const chart = useRef<SimpleBarChart>(null);
  const holder = useRef<HTMLDivElement>(null);
  const latest = useRef({ bars, outside, onSelect, noun, onDrawn });
  // The chart's tooltip and click listener, made once, read the bars and handler of the latest render.
  useLayoutEffect(() => {
    latest.current = { bars, outside, onSelect, noun, onDrawn };
  });

  const data = useMemo(
    () =>
      drawnBars({ bars: [...bars], outside }).map((bar) => ({
        group: series,
        key: bar.label,
        value: bar.amount,
      })),
    [bars, outside, series],
  );
  const options = useMemo<BarChartOptions>(
    () => ({
      axes: {
        left: { mapsTo: 'value', ticks: { formatter: (tick: number | Date) => axisMoney(Number(tick)) } },
        bottom: { mapsTo: 'key', scaleType: ScaleTypes.LABELS },
      },
      height: '15rem',
      animations: false,
      legend: { enabled: false },
      toolbar: { enabled: false },
      color: { scale: { [series]: BAR_COLOR } },
      bars: { maxWidth: 40 },
      // The bar's label, its amount as the portal writes money, what it counts, and what a click does.
      tooltip: {
        customHTML: (data: { key?: string }[]) => {
          const key = data[0]?.key;
          const { outside: after } = latest.current;
          if (after && key === after.label)
            return `<div class="portfolio-tooltip"><p class="portfolio-tooltip__label">${escaped(after.label)}</p><p>${escaped(
              outsideSummary(after, noun),
            )}</p></div>`;
          const bar = latest.current.bars.find((item) => item.label === key);
          if (!bar) return '';
          const action = bar.offersCount > 0 ? '<p>Click to show these offers in the report</p>' : '';
          return `<div class="portfolio-tooltip"><p class="portfolio-tooltip__label">${escaped(bar.label)}</p><p>${escaped(
            barSummary(bar, noun),
          )}</p>${action}</div>`;
        },
      },
      theme: 'white' as BarChartOptions['theme'],
    }),
    [series, noun],
  );

  useEffect(() => {
    const instance = chart.current?.chart;
    const select = (key: string | undefined) => {
      const bar = latest.current.bars.find((item) => item.label === key);
      if (bar && bar.offersCount > 0) latest.current.onSelect(bar);
    };
    const selected = (event: Event) =>
      select((event as CustomEvent<{ datum?: { key?: string } }>).detail.datum?.key);
    const drawn = () => {
      if (holder.current)
        labelBars(holder.current, latest.current.bars, latest.current.outside, latest.current.noun);
    };
    const pressed = (event: KeyboardEvent) => {
      const target = event.target as DrawnBar;
      if ((event.key !== 'Enter' && event.key !== ' ') || !target.matches?.('path.bar')) return;
      event.preventDefault();
      select(target.__data__?.key);
    };
    const box = holder.current;
    instance?.services.events.addEventListener(BarEvent.BAR_CLICK, selected);
    instance?.services.events.addEventListener(ChartEvent.RENDER_FINISHED, drawn);
    box?.addEventListener('keydown', pressed);
    drawn();
    latest.current.onDrawn?.();
    return () => {
      instance?.services.events.removeEventListener(BarEvent.BAR_CLICK, selected);
      instance?.services.events.removeEventListener(ChartEvent.RENDER_FINISHED, drawn);
      box?.removeEventListener('keydown', pressed);
      // Carbon's React wrapper never takes its chart down (resize and window listeners): it goes with the page.
      instance?.destroy();
    };
  }, []);

  return (
    <div ref={holder}>
      <SimpleBarChart ref={chart} data={data} options={options} />
    </div>
  );
}
