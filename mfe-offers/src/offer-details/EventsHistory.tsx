import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Select, SelectItem, TableCell, Tile } from '@carbon/react';
import { formatDateTime } from '@seller-portal/shared/formatters';
import { usePaging } from '@seller-portal/shared/hooks';
import { ListTable } from '@seller-portal/shared/table';
import type { OfferEventType } from '#graphql';
import { OFFER_EVENT_LABELS } from '../labels.js';
import { OfferEventsQuery } from './offer.query.js';

const COLUMNS = [
  { key: 'when', header: 'When' },
  { key: 'event', header: 'Event' },
  { key: 'by', header: 'By' },
];
const EVENT_TYPES = Object.keys(OFFER_EVENT_LABELS) as OfferEventType[];

/** The events history (spec 02 section 2): the customer's funnel, then what happened, newest first, by type. */
export function EventsHistory({ offerId, timeZone }: { offerId: string; timeZone: string }) {
  const paging = usePaging();
  const [type, setType] = useState<OfferEventType | null>(null);
  const { data, previousData, loading, error } = useQuery(OfferEventsQuery, {
    variables: { id: offerId, page: paging.page, size: paging.size, type },
  });
  const offer = (data ?? previousData)?.offer;
  const events = offer?.events;
  return (
    <Tile className="offers-card" aria-labelledby="offer-events-heading">
      <h2 id="offer-events-heading" className="offers-card__title">
        Events History
      </h2>
      {offer ? (
        <ol className="offers-funnel" aria-label="Your customer's progress">
          {offer.funnel.map((step) => (
            <li
              key={step.step}
              className={
                step.reached ? 'offers-funnel__step offers-funnel__step--reached' : 'offers-funnel__step'
              }
            >
              <span className="offers-funnel__label">{step.label}</span>
              <span className="offers-muted">
                {step.reached && step.reachedDate ? formatDateTime(step.reachedDate, timeZone) : 'Not yet'}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      <Select
        id="offer-events-type"
        className="offers-events__filter"
        labelText="Event type"
        value={type ?? ''}
        onChange={(event) => {
          const value = event.target.value;
          setType(EVENT_TYPES.includes(value as OfferEventType) ? (value as OfferEventType) : null);
          paging.reset();
        }}
      >
        <SelectItem value="" text="All events" />
        {EVENT_TYPES.map((eventType) => (
          <SelectItem key={eventType} value={eventType} text={OFFER_EVENT_LABELS[eventType]} />
        ))}
      </Select>
      <ListTable
        label="Events history"
        columns={COLUMNS}
        rows={events?.items}
        rowKey={(event) => event.id}
        loading={loading}
        failed={Boolean(error) && !events}
        emptyText="No events of this type."
        size="md"
        skeletonRows={3}
        pagination={{ ...paging.pagination, totalItems: events?.pageInfo.totalElements ?? 0 }}
        cells={(event) => (
          <>
            <TableCell className="offers-nowrap">{formatDateTime(event.occurredAt, timeZone)}</TableCell>
            <TableCell>{event.description}</TableCell>
            <TableCell>{event.actorName}</TableCell>
          </>
        )}
      />
    </Tile>
  );
}
