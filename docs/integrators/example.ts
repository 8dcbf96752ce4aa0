// The integrator's guide's example (docs/integrators.md): a plain GraphQL client over fetch, and a webhook receiver
// with the Standard Webhooks verifier (npm install standardwebhooks). CI runs it against the started system
// (e2e/src/journeys/org.e2e.ts), so the guide cannot go stale.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { Webhook } from 'standardwebhooks';

/** What the portal's "API access" tab shows once, when a client is created or its secret rotated. */
export interface ApiCredentials {
  clientId: string;
  clientSecret: string;
  tokenEndpoint: string;
  audience: string;
}

/** An access token by the client-credentials grant (RFC 6749 section 4.4), for the scopes asked. */
export async function accessToken(credentials: ApiCredentials, scope: string): Promise<string> {
  const response = await fetch(credentials.tokenEndpoint, {
    method: 'POST',
    headers: {
      authorization: `Basic ${btoa(`${credentials.clientId}:${credentials.clientSecret}`)}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope, resource: credentials.audience }),
  });
  const body = (await response.json()) as { access_token?: string; error?: string };
  if (!body.access_token) throw new Error(`no token: ${body.error ?? response.status}`);
  return body.access_token;
}

/** One GraphQL error as the API answers it: a message in words and a code. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
  }
}

/** Asks the API one operation; answers its data or throws its first error. */
export async function graphql<T>(
  portalUrl: string,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await fetch(`${portalUrl}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as {
    data?: T;
    errors?: { message: string; extensions?: { code?: string; fieldErrors?: Record<string, string> } }[];
  };
  const error = body.errors?.[0];
  if (error)
    throw new ApiError(error.message, error.extensions?.code ?? 'UNKNOWN', error.extensions?.fieldErrors);
  return body.data as T;
}

interface OfferRow {
  id: string;
  stage: string;
}

/** Every offer of the seller, page by page (pages count from 0; `totalPages` says when to stop). */
export async function allOffers(portalUrl: string, token: string, size = 50): Promise<OfferRow[]> {
  const rows: OfferRow[] = [];
  for (let page = 0; ; page++) {
    const { offers } = await graphql<{
      offers: { items: OfferRow[]; pageInfo: { totalPages: number } };
    }>(
      portalUrl,
      token,
      `
        query Offers($page: Int!, $size: Int!) {
          offers(page: $page, size: $size) {
            items {
              id
              stage
            }
            pageInfo {
              totalPages
            }
          }
        }
      `,
      { page, size },
    );
    rows.push(...offers.items);
    if (page + 1 >= offers.pageInfo.totalPages) return rows;
  }
}

/** A file the API serves beside GraphQL (a report's CSV): its name from Content-Disposition, and its bytes. */
export async function downloadFile(
  portalUrl: string,
  token: string,
  path: string,
): Promise<{ name: string; bytes: Uint8Array }> {
  const response = await fetch(`${portalUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) {
    // Outside GraphQL every error is one body: { code, message, fieldErrors? }.
    const body = (await response.json()) as { code: string; message: string };
    throw new ApiError(body.message, body.code);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  // filename="…" or filename=… (RFC 6266); a name outside ASCII comes as filename*=UTF-8''… too.
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="([^"]+)"|filename=([^;]+)/i.exec(disposition);
  const name = encoded ? decodeURIComponent(encoded) : (plain?.[1] ?? plain?.[2]?.trim() ?? 'download');
  return { name, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** What createOffer answers. */
export interface CreatedOffer {
  id: string;
  stage: string;
  manualReviewRequired: boolean;
}

/**
 * Creates an offer exactly once. Make one idempotency key per offer you mean to create and send it again on every
 * retry: a retry after a timeout or a dropped connection answers the offer the first call made instead of a second
 * one. The same key with a different input is refused (CONFLICT).
 */
export async function createOffer(
  portalUrl: string,
  token: string,
  input: Record<string, unknown>,
  idempotencyKey: string = crypto.randomUUID(),
): Promise<CreatedOffer> {
  const mutation = `
    mutation Create($input: CreateOfferInput!, $idempotencyKey: String!) {
      createOffer(input: $input, idempotencyKey: $idempotencyKey) {
        id
        stage
        manualReviewRequired
      }
    }
  `;
  for (let attempt = 1; ; attempt++) {
    try {
      const { createOffer } = await graphql<{ createOffer: CreatedOffer }>(portalUrl, token, mutation, {
        input,
        idempotencyKey,
      });
      return createOffer;
    } catch (error) {
      // An answer in words is final; a failure to reach the API is tried again, with the same key.
      if (error instanceof ApiError || attempt === 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1_000 * attempt));
    }
  }
}

/** One event as the portal's webhooks deliver it: `id` is the webhook-id header, the same on every retry. */
export interface WebhookEvent {
  id: string;
  type: string;
  version: number;
  timestamp: string;
  data: Record<string, unknown>;
}

/**
 * Checks a delivery with the endpoint's signing secret (whsec_…), per Standard Webhooks: the signature over the id,
 * the timestamp and the exact body, and a timestamp within five minutes. Throws when any of it does not hold.
 */
export function verifyWebhook(
  secret: string,
  body: string,
  headers: Record<string, string | string[] | undefined>,
): WebhookEvent {
  const header = (name: string) => String(headers[name] ?? '');
  const payload = new Webhook(secret).verify(body, {
    'webhook-id': header('webhook-id'),
    'webhook-timestamp': header('webhook-timestamp'),
    'webhook-signature': header('webhook-signature'),
  }) as Omit<WebhookEvent, 'id'>;
  return { id: header('webhook-id'), ...payload };
}

/**
 * A Node.js request handler for your endpoint: it reads the raw body (verify before any JSON parsing), answers 400 to
 * a delivery that does not verify and 204 at once to one that does, then hands each event over once: a retry or a
 * redelivery carries the same id, so one already seen is acknowledged and skipped. Keep the seen ids in your
 * database in production; here they are in memory.
 */
export function webhookHandler(secret: string, onEvent: (event: WebhookEvent) => void) {
  const seen = new Set<string>();
  return (req: IncomingMessage, res: ServerResponse): void => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let event: WebhookEvent;
      try {
        event = verifyWebhook(secret, Buffer.concat(chunks).toString('utf8'), req.headers);
      } catch {
        res.writeHead(400).end('signature not verified');
        return;
      }
      res.writeHead(204).end();
      if (seen.has(event.id)) return;
      seen.add(event.id);
      onEvent(event);
    });
  };
}
