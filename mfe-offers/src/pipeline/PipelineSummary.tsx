import { useEffect, useId, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, InlineNotification, Select, SelectItem, TableCell } from '@carbon/react';
import { formatMoney } from '@seller-portal/shared/formatters';
import { ListTable } from '@seller-portal/shared/table';
import type { OfferStage, PipelineFiguresFragment } from '#graphql';
import { PIPELINE_PERIODS, type ListView } from '../offers-list/list-view.js';
import { OfferPipelineQuery } from './pipeline.query.js';

// The pipeline at a glance (ours), above the offers list: the offers made in the period by where they stand, with
// conversion and median days to accept, per owner for those who see every offer. Each figure is a button that shows
// the list of exactly the offers it counts: its stages, the same period and owner, and no other filter (company,
// Expiring soon and the search are cleared).

export const PIPELINE_MESSAGES = {
  failed: 'The pipeline could not be loaded.',
  failedDetails: 'The list below is not affected. Refresh to try again.',
} as const;

const PERIOD_LABELS: Record<(typeof PIPELINE_PERIODS)[number], string> = {
  30: 'Last 30 days',
  90: 'Last 90 days',
  365: 'Last 12 months',
};
const ALL_TIME = 'all';
const EVERYONE = 'everyone';

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
const percent = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 100)}%`);
const days = (value: number | null) => (value === null ? '—' : value.toFixed(1));
const sameStages = (a: readonly OfferStage[] | null, b: readonly OfferStage[]) =>
  a !== null && a.length === b.length && b.every((stage) => a.includes(stage));

interface FigureProps {
  label: string;
  value: string;
  detail: string;
  /** What the figure counts and what pressing it does, in words, read after its name. */
  description: string;
  pressed: boolean;
  onShow: () => void;
}

/** A figure as a button: its visible words are its name, and the description says what pressing it shows. */
function Figure({ label, value, detail, description, pressed, onShow }: FigureProps) {
  const id = useId();
  return (
    <li className="offers-pipeline__figure">
      <button
        type="button"
        className="offers-pipeline__button"
        aria-pressed={pressed}
        aria-describedby={id}
        onClick={onShow}
      >
        <span className="offers-pipeline__label">{label}</span>{' '}
        <span className="offers-pipeline__value">{value}</span>{' '}
        <span className="offers-pipeline__detail">{detail}</span>
      </button>
      <span id={id} hidden>
        {description}
      </span>
    </li>
  );
}

interface PipelineSummaryProps {
  view: ListView;
  /** Shows the list of a figure's offers (or, for the period and owner, the list's new view). */
  onChange: (next: ListView) => void;
  /** Grows when the list is refreshed, so the figures are too. */
  refreshes: number;
}

/** The pipeline at a glance; nothing from a provider without it (docs/adr/019). */
export function PipelineSummary({ view, onChange, refreshes }: PipelineSummaryProps) {
  const id = useId();
  const [byOwnerShown, setByOwnerShown] = useState(false);
  const { data, previousData, error, refetch } = useQuery(OfferPipelineQuery, {
    variables: { createdWithinDays: view.createdWithinDays, ownerId: view.ownerId },
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (refreshes > 0) void refetch();
  }, [refreshes, refetch]);
  const pipeline = (data ?? previousData)?.offerPipeline;

  // A figure's offers: its stages, this period and owner, nothing else narrowing them.
  const show = (stages: OfferStage[]) =>
    onChange({
      ...view,
      currentPage: 0,
      accountId: null,
      expiringSoon: false,
      search: '',
      stages: sameStages(view.stages, stages) ? null : stages,
    });
  const figures: PipelineFiguresFragment | undefined = pipeline?.totals;
  const scope = [
    view.createdWithinDays
      ? PERIOD_LABELS[view.createdWithinDays as keyof typeof PERIOD_LABELS].toLowerCase()
      : null,
    view.ownerId
      ? (pipeline?.owners?.find((owner) => owner.ownerId === view.ownerId)?.ownerName ?? null)
      : null,
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <section className="offers-pipeline" aria-labelledby={`${id}-title`} aria-busy={!pipeline && !error}>
      <div className="offers-pipeline__header">
        <h2 id={`${id}-title`} className="offers-pipeline__title">
          Pipeline
        </h2>
        <Select
          id={`${id}-period`}
          className="offers-pipeline__period"
          labelText="Created"
          size="sm"
          inline
          value={view.createdWithinDays ? String(view.createdWithinDays) : ALL_TIME}
          onChange={(event) => {
            const chosen = PIPELINE_PERIODS.find((period) => String(period) === event.target.value) ?? null;
            onChange({ ...view, currentPage: 0, createdWithinDays: chosen });
          }}
        >
          <SelectItem value={ALL_TIME} text="Any time" />
          {PIPELINE_PERIODS.map((period) => (
            <SelectItem key={period} value={String(period)} text={PERIOD_LABELS[period]} />
          ))}
        </Select>
        {pipeline?.owners ? (
          <Select
            id={`${id}-owner`}
            className="offers-pipeline__owner"
            labelText="Owner"
            size="sm"
            inline
            value={view.ownerId ?? EVERYONE}
            onChange={(event) =>
              onChange({
                ...view,
                currentPage: 0,
                ownerId: event.target.value === EVERYONE ? null : event.target.value,
              })
            }
          >
            <SelectItem value={EVERYONE} text="Everyone" />
            {pipeline.owners.map((owner) => (
              <SelectItem key={owner.ownerId} value={owner.ownerId} text={owner.ownerName} />
            ))}
          </Select>
        ) : null}
        {pipeline?.owners && pipeline.owners.length > 0 ? (
          <Button
            kind="ghost"
            size="sm"
            aria-expanded={byOwnerShown}
            aria-controls={`${id}-owners`}
            onClick={() => setByOwnerShown((shown) => !shown)}
          >
            {byOwnerShown ? 'Hide owners' : 'By owner'}
          </Button>
        ) : null}
      </div>
      {error && !pipeline ? (
        <InlineNotification
          kind="error"
          title={PIPELINE_MESSAGES.failed}
          subtitle={PIPELINE_MESSAGES.failedDetails}
          hideCloseButton
          lowContrast
        />
      ) : !figures || !pipeline ? (
        <ul className="offers-pipeline__figures" aria-label="Pipeline figures, loading">
          {Array.from({ length: 7 }, (_, index) => (
            <li key={index} className="offers-pipeline__figure cds--skeleton offers-pipeline__skeleton" />
          ))}
        </ul>
      ) : (
        <ul
          className="offers-pipeline__figures"
          aria-label={scope ? `Pipeline figures, ${scope}` : 'Pipeline figures'}
        >
          {figures.groups.map((group) => (
            <Figure
              key={group.group}
              label={group.label}
              value={String(group.count)}
              detail={formatMoney(group.amount)}
              description={`${plural(group.count, 'offer')} worth ${formatMoney(group.amount)}. Shows them in the list.`}
              pressed={sameStages(view.stages, group.stages)}
              onShow={() => show(group.stages)}
            />
          ))}
          <Figure
            label="Sent → accepted"
            value={percent(figures.conversionRate)}
            detail={`${figures.acceptedCount} of ${figures.sentCount} sent`}
            description={`${figures.acceptedCount} of ${plural(figures.sentCount, 'offer')} sent were accepted. Shows the offers sent in the list.`}
            pressed={sameStages(view.stages, pipeline.sentStages)}
            onShow={() => show(pipeline.sentStages)}
          />
          <Figure
            label="Days to accept"
            value={days(figures.medianDaysToAccept)}
            detail={`median of ${plural(figures.acceptedCount, 'offer')}`}
            description={`The median days from creation to acceptance, over ${plural(figures.acceptedCount, 'accepted offer')}. Shows them in the list.`}
            pressed={sameStages(view.stages, pipeline.acceptedStages)}
            onShow={() => show(pipeline.acceptedStages)}
          />
        </ul>
      )}
      {pipeline?.owners ? (
        <div id={`${id}-owners`} className="offers-pipeline__owners" hidden={!byOwnerShown}>
          <ListTable
            label="Pipeline by owner"
            columns={[
              { key: 'owner', header: 'Owner' },
              { key: 'offers', header: 'Offers' },
              { key: 'amount', header: 'Amount' },
              { key: 'accepted', header: 'Accepted' },
              { key: 'conversion', header: 'Sent → accepted' },
              { key: 'median', header: 'Median days to accept' },
            ]}
            rows={pipeline.owners}
            rowKey={(owner) => owner.ownerId}
            loading={false}
            failed={false}
            emptyText="No offers in this period."
            size="sm"
            rowClassName={(owner) => (owner.ownerId === view.ownerId ? 'offers-pipeline__chosen' : undefined)}
            cells={(owner) => (
              <>
                <TableCell>
                  <button
                    type="button"
                    className="cds--link offers-pipeline__owner-link"
                    aria-label={`${owner.ownerName}: show their ${plural(owner.figures.offersCount, 'offer')} in the list`}
                    onClick={() =>
                      onChange({
                        ...view,
                        currentPage: 0,
                        accountId: null,
                        expiringSoon: false,
                        search: '',
                        stages: null,
                        ownerId: owner.ownerId,
                      })
                    }
                  >
                    {owner.ownerName}
                  </button>
                </TableCell>
                <TableCell>{owner.figures.offersCount}</TableCell>
                <TableCell>{formatMoney(owner.figures.amount)}</TableCell>
                <TableCell>{owner.figures.acceptedCount}</TableCell>
                <TableCell>{percent(owner.figures.conversionRate)}</TableCell>
                <TableCell>{days(owner.figures.medianDaysToAccept)}</TableCell>
              </>
            )}
          />
        </div>
      ) : null}
    </section>
  );
}
