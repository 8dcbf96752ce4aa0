import { request, type Agent } from 'undici';

/**
 * The provider's operations beyond the spec's that the gateway uses, by the feature they serve (docs/adr/019). A
 * feature is offered when the provider's OpenAPI document lists each of its operations; `GET /path?name` names a
 * query parameter of ours on an operation, offered when the operation lists it.
 */
const FEATURE_OPERATIONS = {
  portfolioSummary: ['GET /v1/reports/portfolio-summary'],
  offerExpirationWindow: ['GET /v1/offers/expiration-window'],
  offerReissue: ['POST /v1/offers/{id}/reissue'],
  offerLinkSending: ['POST /v1/offers/{id}/send-link'],
  offerExpiringSoon: ['GET /v1/offers?expiringSoon'],
  offerPipeline: [
    'GET /v1/offers/pipeline',
    'GET /v1/offers?createdWithinDays',
    'GET /v1/offers?ownerUserId',
  ],
  offerSearch: ['GET /v1/offers?search'],
  offerAccountFilter: ['GET /v1/offers/account-typeahead'],
  offerFileDownload: ['GET /offers/{id}/files/{fileId}/download'],
  offerSellerAdvance: ['GET /v1/offers/{id}/seller-advance'],
  offerQuotePdf: ['GET /v1/offers/{id}/quote'],
  dataRoomOrganize: ['PATCH /folders/{id}', 'DELETE /folders/{id}', 'PATCH /files/{id}'],
  dataRoomFileView: ['GET /files/{id}/view'],
  dataRoomActivity: ['GET /data-room/activity'],
  dataRoomRequestedDocuments: [
    'GET /data-room/requested-documents',
    'PUT /data-room/requested-documents/{key}',
  ],
  notifications: ['GET /v1/notifications', 'POST /v1/notifications/read', 'POST /v1/notifications/{id}/read'],
  onboardingSubmission: ['GET /v1/onboarding/submission'],
  customerEin: ['PATCH /v1/accounts/{id}'],
  apiClients: [
    'GET /v1/api-clients',
    'POST /v1/api-clients',
    'GET /v1/api-clients/{id}/registration',
    'PUT /v1/api-clients/{id}/registration',
    'DELETE /v1/api-clients/{id}',
  ],
  webhookEndpoints: [
    'GET /v1/webhook-event-types',
    'GET /v1/webhook-endpoints',
    'POST /v1/webhook-endpoints',
    'GET /v1/webhook-endpoints/{id}',
    'PUT /v1/webhook-endpoints/{id}',
    'DELETE /v1/webhook-endpoints/{id}',
    'POST /v1/webhook-endpoints/{id}/enable',
    'POST /v1/webhook-endpoints/{id}/disable',
    'POST /v1/webhook-endpoints/{id}/rotate-secret',
    'POST /v1/webhook-endpoints/{id}/test',
    'GET /v1/webhook-endpoints/{id}/deliveries',
    'POST /v1/webhook-endpoints/{id}/deliveries/{deliveryId}/redeliver',
  ],
} as const satisfies Record<string, readonly string[]>;

export type ProviderFeature = keyof typeof FEATURE_OPERATIONS;
export type ProviderFeatures = Record<ProviderFeature, boolean>;

const FEATURES = Object.keys(FEATURE_OPERATIONS) as ProviderFeature[];

/** `GET /folders/{id}` and `GET /folders/{folderId}` are one operation: parameter names do not matter. */
const operationKey = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/\{[^}]*\}/g, '{}').replace(/\/+$/, '')}`;

/** What a provider without a readable document offers: the spec's calls only. */
const SPEC_ONLY = Object.fromEntries(FEATURES.map((feature) => [feature, false])) as ProviderFeatures;

/** What a gateway told of no contract (a test's) assumes: everything. */
export const EVERY_FEATURE = Object.fromEntries(
  FEATURES.map((feature) => [feature, true]),
) as ProviderFeatures;

/** The features a document offers; null when it is not an OpenAPI document with paths. */
export function featuresOf(document: unknown): ProviderFeatures | null {
  const paths = (document as { paths?: unknown } | null)?.paths;
  if (typeof paths !== 'object' || paths === null) return null;
  const offered = new Set<string>();
  for (const [path, item] of Object.entries(paths as Record<string, unknown>)) {
    if (typeof item !== 'object' || item === null) continue;
    for (const [method, operation] of Object.entries(item as Record<string, unknown>)) {
      const key = operationKey(method, path);
      offered.add(key);
      const parameters = (operation as { parameters?: unknown } | null)?.parameters;
      if (!Array.isArray(parameters)) continue;
      for (const parameter of parameters as { name?: unknown; in?: unknown }[])
        if (parameter?.in === 'query' && typeof parameter.name === 'string')
          offered.add(`${key}?${parameter.name}`);
    }
  }
  return Object.fromEntries(
    FEATURES.map((feature) => [
      feature,
      FEATURE_OPERATIONS[feature].every((operation: string) => {
        const [method, target] = operation.split(' ') as [string, string];
        const [path, parameter] = target.split('?') as [string, string | undefined];
        return offered.has(operationKey(method, path) + (parameter ? `?${parameter}` : ''));
      }),
    ]),
  ) as ProviderFeatures;
}

interface ProviderContractOptions {
  /** How long a read document is trusted before it is read again (default 5 minutes). */
  refreshMs?: number;
  /** How soon a provider that could not be reached is asked again (default 30 seconds). */
  retryMs?: number;
  now?: () => number;
}

/**
 * The provider's contract as its OpenAPI document (GET /api/openapi.json) says: read once, kept for `refreshMs` and
 * then read again in the background (callers meanwhile get what was read last). A provider that answers no
 * document, or one that is not OpenAPI, offers the spec's calls only; one that cannot be reached is asked again
 * after `retryMs`, and is spec-only meanwhile unless a document was read before.
 */
export class ProviderContract {
  private features: ProviderFeatures | null = null;
  private expires = 0;
  private reading: Promise<ProviderFeatures> | null = null;
  private readonly refreshMs: number;
  private readonly retryMs: number;
  private readonly now: () => number;

  constructor(
    private readonly providerUrl: string,
    private readonly agent: Agent,
    options: ProviderContractOptions = {},
  ) {
    this.refreshMs = options.refreshMs ?? 5 * 60_000;
    this.retryMs = options.retryMs ?? 30_000;
    this.now = options.now ?? Date.now;
  }

  /** Which of the extensions the gateway uses the provider offers. */
  async offered(): Promise<ProviderFeatures> {
    if (this.features && this.now() < this.expires) return this.features;
    const reading = (this.reading ??= this.read().finally(() => (this.reading = null)));
    return this.features ?? reading;
  }

  async offers(feature: ProviderFeature): Promise<boolean> {
    return (await this.offered())[feature];
  }

  private async read(): Promise<ProviderFeatures> {
    let features: ProviderFeatures;
    let keepFor = this.refreshMs;
    try {
      const answer = await request(new URL('/api/openapi.json', this.providerUrl), {
        dispatcher: this.agent,
        signal: AbortSignal.timeout(2000),
        headers: { accept: 'application/json' },
      });
      if (answer.statusCode >= 500) throw new Error(`provider answered ${answer.statusCode}`);
      const text = await answer.body.text();
      features = (answer.statusCode === 200 && featuresOf(safeJson(text))) || SPEC_ONLY;
    } catch {
      features = this.features ?? SPEC_ONLY;
      keepFor = this.retryMs;
    }
    this.features = features;
    this.expires = this.now() + keepFor;
    return features;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
