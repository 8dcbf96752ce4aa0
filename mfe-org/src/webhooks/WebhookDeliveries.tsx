import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, Modal, TableCell, Tag } from '@carbon/react';
import { errorCodeOf, reasonOf, useToastMutation } from '@seller-portal/platform';
import { formatDateTime } from '@seller-portal/shared/formatters';
import { usePaging } from '@seller-portal/shared/hooks';
import { ListTable } from '@seller-portal/shared/table';
import { FAILURE_MESSAGES } from '@seller-portal/shared/validation';
import type { WebhookDeliveryFieldsFragment } from '#graphql';
import { RedeliverWebhookMutation, WebhookDeliveriesQuery, WebhookEndpointsQuery } from './webhooks.query.js';
import { DELIVERY_STATUS_LABEL, DELIVERY_STATUS_TAG } from './webhook-events.js';
import { WEBHOOKS_MESSAGES } from './webhooks-messages.js';

type Delivery = WebhookDeliveryFieldsFragment;
type Attempt = Delivery['attempts'][number];

const COLUMNS = [
  { key: 'createdAt', header: 'Time' },
  { key: 'type', header: 'Event' },
  { key: 'status', header: 'Status' },
  { key: 'attempts', header: 'Attempts' },
  { key: 'lastAnswer', header: 'Last answer' },
  { key: 'nextAttemptAt', header: 'Next attempt' },
  { key: 'actions', header: 'Actions', hiddenHeader: true },
];

const ATTEMPT_COLUMNS = [
  { key: 'attempt', header: 'Attempt' },
  { key: 'at', header: 'Time' },
  { key: 'answer', header: 'Answer' },
  { key: 'durationMs', header: 'Duration' },
  { key: 'responseBody', header: 'Response' },
];

/** What an attempt got: the HTTP status the endpoint answered, or why there was no answer. */
const answerOf = (attempt: Attempt) =>
  attempt.statusCode != null ? `HTTP ${attempt.statusCode}` : (attempt.error ?? 'No answer');

const redeliverFailure = (error: unknown) =>
  errorCodeOf(error) === 'FORBIDDEN'
    ? WEBHOOKS_MESSAGES.forbidden
    : (reasonOf(error) ?? FAILURE_MESSAGES.tryAgain);

/** The payload as sent, indented when it is JSON. */
function prettyPayload(payload: string): string {
  try {
    return JSON.stringify(JSON.parse(payload), null, 2);
  } catch {
    return payload;
  }
}

/**
 * One endpoint's deliveries, newest first and paged: when, which event, where each stands, its attempts and what the
 * endpoint last answered. Each can show its attempts and payload, and be delivered again.
 */
export function WebhookDeliveries({
  endpoint,
  onClose,
}: {
  endpoint: { id: string; url: string };
  onClose: () => void;
}) {
  const paging = usePaging();
  const { data, loading, error, refetch } = useQuery(WebhookDeliveriesQuery, {
    variables: { id: endpoint.id, page: paging.page, size: paging.size },
    fetchPolicy: 'cache-and-network',
  });
  const [redeliver, redelivering] = useToastMutation(RedeliverWebhookMutation, {
    success: WEBHOOKS_MESSAGES.redelivered,
    failure: redeliverFailure,
    refetch: [WebhookDeliveriesQuery, WebhookEndpointsQuery],
  });
  const [details, setDetails] = useState<Delivery | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Chosen from a row's menu, the deliveries take focus: the heading says whose they are.
  useEffect(() => heading.current?.focus(), []);
  const page = data?.webhookDeliveries;
  const headingId = `webhook-deliveries-${endpoint.id}`;
  const title = `Deliveries to ${endpoint.url}`;

  return (
    <section className="org-webhooks__deliveries" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className="org-connections__title">
        {title}
      </h3>
      <ListTable
        label={title}
        columns={COLUMNS}
        rows={page?.items ?? (error ? [] : undefined)}
        rowKey={(delivery) => delivery.id}
        loading={loading}
        failed={Boolean(error) && !page}
        emptyText={WEBHOOKS_MESSAGES.noDeliveries}
        size="md"
        skeletonRows={3}
        toolbar={{
          label: 'Deliveries toolbar',
          onRefresh: () => void refetch().catch(() => undefined),
          actions: (
            <Button kind="secondary" onClick={onClose}>
              Close deliveries
            </Button>
          ),
        }}
        pagination={{
          ...paging.pagination,
          totalItems: page?.pageInfo.totalElements ?? 0,
          backwardText: 'Previous page of deliveries',
          forwardText: 'Next page of deliveries',
        }}
        cells={(delivery) => {
          const last = delivery.attempts.at(-1);
          const when = formatDateTime(delivery.createdAt);
          return (
            <>
              <TableCell>{when}</TableCell>
              <TableCell>
                <code className="org-api-code">{delivery.type}</code>
              </TableCell>
              <TableCell>
                <Tag type={DELIVERY_STATUS_TAG[delivery.status]} size="sm">
                  {DELIVERY_STATUS_LABEL[delivery.status]}
                </Tag>
              </TableCell>
              <TableCell>{delivery.attempts.length}</TableCell>
              <TableCell>{last ? answerOf(last) : 'Not tried yet'}</TableCell>
              <TableCell>{delivery.nextAttemptAt ? formatDateTime(delivery.nextAttemptAt) : ''}</TableCell>
              <TableCell>
                <div className="org-webhooks__row-actions">
                  <Button
                    kind="ghost"
                    size="sm"
                    aria-label={`Details of ${delivery.type} of ${when}`}
                    onClick={() => setDetails(delivery)}
                  >
                    Details
                  </Button>
                  <Button
                    kind="ghost"
                    size="sm"
                    aria-label={`Redeliver ${delivery.type} of ${when}`}
                    disabled={redelivering.loading}
                    onClick={() => void redeliver({ endpointId: endpoint.id, deliveryId: delivery.id })}
                  >
                    Redeliver
                  </Button>
                </div>
              </TableCell>
            </>
          );
        }}
      />
      {details ? <DeliveryDetailsModal delivery={details} onClose={() => setDetails(null)} /> : null}
    </section>
  );
}

/** A delivery's attempts, oldest first, with what the endpoint answered, and the payload it was sent. */
function DeliveryDetailsModal({ delivery, onClose }: { delivery: Delivery; onClose: () => void }) {
  return (
    <Modal
      open
      passiveModal
      size="lg"
      modalHeading={`${delivery.type} of ${formatDateTime(delivery.createdAt)}`}
      onRequestClose={onClose}
    >
      <p className="org-webhooks__message-id">
        webhook-id <code className="org-api-code">{delivery.messageId}</code>
      </p>
      <h4 className="org-webhooks__payload-title">Attempts</h4>
      <ListTable
        label={`Attempts of ${delivery.type}`}
        columns={ATTEMPT_COLUMNS}
        rows={delivery.attempts}
        rowKey={(attempt) => String(attempt.attempt)}
        loading={false}
        failed={false}
        emptyText="Not tried yet."
        size="sm"
        cells={(attempt) => (
          <>
            <TableCell>{attempt.attempt}</TableCell>
            <TableCell>{formatDateTime(attempt.at)}</TableCell>
            <TableCell>{answerOf(attempt)}</TableCell>
            <TableCell>{`${attempt.durationMs} ms`}</TableCell>
            <TableCell>
              {attempt.responseBody ? <code className="org-api-code">{attempt.responseBody}</code> : ''}
            </TableCell>
          </>
        )}
      />
      <h4 className="org-webhooks__payload-title">Payload</h4>
      <pre className="org-webhooks__payload" tabIndex={0} aria-label="Payload">
        <code>{prettyPayload(delivery.payload)}</code>
      </pre>
    </Modal>
  );
}
