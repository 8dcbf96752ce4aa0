import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import {
  Pagination,
  Select,
  SelectItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  Tile,
} from '@carbon/react';
import { formatDateTime } from '@seller-portal/shared/formatters';
import type { OfferEventType } from '#graphql';
import { OFFER_EVENT_LABELS } from '@seller-portal/shared/offers';
import { OfferEventsQuery } from './offer.query.js';

const PAGE_SIZE = 10;
const EVENT_TYPES = Object.keys(OFFER_EVENT_LABELS) as OfferEventType[];

/** The events history (spec 02 section 2): the customer's funnel, then what happened, newest first, by type. */
export function EventsHistory({ offerId, timeZone }: { offerId: string; timeZone: string }) {
  const [page, setPage] = useState(0);
  const [type, setType] = useState<OfferEventType | null>(null);
  const { data, previousData } = useQuery(OfferEventsQuery, { variables: { id: offerId, page, type } });
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
          setPage(0);
        }}
      >
        <SelectItem value="" text="All events" />
        {EVENT_TYPES.map((eventType) => (
          <SelectItem key={eventType} value={eventType} text={OFFER_EVENT_LABELS[eventType]} />
        ))}
      </Select>
      <Table aria-label="Events history" size="md">
        <TableHead>
          <TableRow>
            <TableHeader>When</TableHeader>
            <TableHeader>Event</TableHeader>
            <TableHeader>By</TableHeader>
          </TableRow>
        </TableHead>
        <TableBody>
          {events && events.items.length === 0 ? (
            <TableRow>
              <TableCell colSpan={3}>No events of this type.</TableCell>
            </TableRow>
          ) : (
            (events?.items ?? []).map((event) => (
              <TableRow key={event.id}>
                <TableCell className="offers-nowrap">{formatDateTime(event.occurredAt, timeZone)}</TableCell>
                <TableCell>{event.description}</TableCell>
                <TableCell>{event.actorName}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      <Pagination
        page={page + 1}
        pageSize={PAGE_SIZE}
        pageSizes={[PAGE_SIZE]}
        totalItems={events?.pageInfo.totalElements ?? 0}
        onChange={({ page: next }: { page: number }) => setPage(next - 1)}
      />
    </Tile>
  );
}
