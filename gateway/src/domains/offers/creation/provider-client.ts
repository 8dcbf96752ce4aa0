import { callOnce, callOncePerKey } from '../../../provider/loaders.js';
import type { ProviderHttp } from '../../../provider/provider-http.js';
import type { components, operations } from '../../../generated/provider-api.js';

type Schemas = components['schemas'];

/** An offer term of a sales package (spec 02 section 3, Offer term). */
export type ProviderSalesPackageTerm = Schemas['OfferTerm'];

/** POST /api/v1/sales-packages (spec 02 section 3, Sales package). */
export type ProviderSalesPackage = Schemas['SalesPackage'];

/** Both quote previews' answer (spec 02 section 3, Quote preview response). */
export type ProviderQuotePreview = Schemas['QuotePreview'];

/** What both quote previews send about the package, term, frequency and customer. */
export type ProviderQuotePreviewBody = Omit<Schemas['QuotePreviewRequest'], 'previewablePricingGroups'>;

/** GET /api/v1/offers/expiration-window (ours, docs/adr/010). */
export type ProviderExpirationWindow = Schemas['OfferExpirationWindow'];

/** GET /api/v1/offers/{id}/offer-duplication-metadata. */
export type ProviderDuplicationMetadata = Schemas['DuplicationMetadata'];

/** GET /api/v1/offers/{id}/addon-metadata. */
export type ProviderAddOnMetadata = Schemas['AddOnMetadata'];

/** GET /api/v1/offers/salesforce-opportunity-metadata. */
export type ProviderOpportunityMetadata = Schemas['OpportunityMetadata'];

/** The body of POST /api/v1/offers (spec 02 section 3, Offer create payload). */
export type ProviderCreateOffer = Schemas['NewOffer'];

/** POST /api/v1/offers: the offer created. */
export type ProviderCreatedOffer = Schemas['CreatedOffer'];

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The window the spec states, in UTC: from tomorrow to day 90 (or an add-on's last date); default day 30 or the end. */
function specExpirationWindow(now: Date, addOnLastDate: string | null): ProviderExpirationWindow {
  const maxExpirationDate = addOnLastDate ?? isoDay(now.getTime() + 90 * DAY_MS);
  const day30 = isoDay(now.getTime() + 30 * DAY_MS);
  const defaultDay = addOnLastDate ?? (day30 < maxExpirationDate ? day30 : maxExpirationDate);
  return {
    timeZone: 'UTC',
    minExpirationDate: isoDay(now.getTime() + DAY_MS),
    maxExpirationDate,
    defaultExpiration: `${defaultDay}T23:59:59.000Z`,
  };
}

const path = (...parts: string[]) => parts.map(encodeURIComponent).join('/');

/** The create screen's provider calls (spec 02 section 7); identical reads within one request are made once. */
export class OfferCreationProviderClient {
  // Keyed by the term id, '' for every package.
  readonly salesPackages = callOncePerKey((offerTermId: string) =>
    this.http.send<ProviderSalesPackage[]>(
      'POST',
      offerTermId
        ? `/v1/sales-packages?offerTermId=${encodeURIComponent(offerTermId)}`
        : '/v1/sales-packages',
      {},
    ),
  );
  readonly allSalesPackages = callOnce(() => this.salesPackages(''));
  /**
   * GET /v1/offers/expiration-window, ours. From a provider without it, the spec's window (spec 02 section 5):
   * tomorrow to day 90, or to an add-on's parent's last date, in UTC; the provider still checks the expiration.
   */
  readonly expirationWindow = callOncePerKey(
    async ({
      accountId,
      parentOfferId,
    }: {
      accountId: string;
      parentOfferId: string | null;
    }): Promise<ProviderExpirationWindow> => {
      if (await this.http.offers('offerExpirationWindow'))
        return this.http.get('/v1/offers/expiration-window', {
          accountId,
          parentOfferId: parentOfferId ?? undefined,
        } satisfies operations['getV1OffersExpirationWindow']['parameters']['query']);
      const parent = parentOfferId ? await this.addOnMetadata(parentOfferId) : null;
      return specExpirationWindow(new Date(), parent?.maxExpirationDate ?? null);
    },
  );
  readonly duplicationMetadata = callOncePerKey((offerId: string) =>
    this.http.get<ProviderDuplicationMetadata>(`/v1/offers/${path(offerId)}/offer-duplication-metadata`),
  );
  readonly addOnMetadata = callOncePerKey((offerId: string) =>
    this.http.get<ProviderAddOnMetadata>(`/v1/offers/${path(offerId)}/addon-metadata`),
  );
  readonly opportunityMetadata = callOncePerKey((opportunityId: string) =>
    this.http.get<ProviderOpportunityMetadata>('/v1/offers/salesforce-opportunity-metadata', {
      opportunityId,
    } satisfies operations['getV1OffersSalesforceOpportunityMetadata']['parameters']['query']),
  );

  constructor(private readonly http: ProviderHttp) {}

  quotePreview(body: Schemas['QuotePreviewRequest']): Promise<ProviderQuotePreview> {
    return this.http.send('POST', '/v2/pricing-options/quote-preview', body);
  }

  quotePreviewFromPayment(body: Schemas['QuotePreviewFromPaymentRequest']): Promise<ProviderQuotePreview> {
    return this.http.send('POST', '/v1/pricing-options/quote-preview-from-payment', body);
  }

  createOffer(body: ProviderCreateOffer, idempotencyKey: string): Promise<ProviderCreatedOffer> {
    return this.http.send('POST', '/v1/offers', body, { 'idempotency-key': idempotencyKey });
  }
}
