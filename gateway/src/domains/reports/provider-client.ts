import type { components, operations } from '../../generated/provider-api.js';
import { isGatewayError } from '../../provider/errors.js';
import { callOnce, callOncePerKey } from '../../provider/loaders.js';
import type { ProviderHttp } from '../../provider/provider-http.js';
import type { ProviderPage } from '../../provider/page.js';
import type { OfferExportType } from '../../generated/resolvers-types.js';

type Schemas = components['schemas'];

/** GET /api/v2/offers/export (spec 01 section 3, Offer report). */
export type ProviderOfferReport = Schemas['OfferReport'];

export type ProviderCashAdvanceSummary = Schemas['CashAdvanceSummary'];

/** A page of cash advances, cut by the gateway: the provider answers them whole. */
export type CashAdvanceSummaryPageRecord = ProviderPage<ProviderCashAdvanceSummary>;

export type ProviderCashAdvance = Schemas['CashAdvance'];

/** GET /api/v1/reports/portfolio-summary (ours, docs/adr/011): Portfolio at a glance. */
export type ProviderPortfolioSummary = Schemas['PortfolioSummary'];

/** POST /api/v2/offers/export's body (spec 01 section 7; the portfolio bar is ours). */
export type ProviderOfferExportRequest = Schemas['OfferExportRequest'];

const path = (id: string) => encodeURIComponent(id);

/** The reports' provider calls: exports, the last report and cash advances (the offers domain serves the rows). */
export class ReportsProviderClient {
  readonly cashAdvances = callOnce(
    async () => (await this.http.get<Schemas['CashAdvances']>('/v1/cash-advances')).cashAdvances,
  );
  readonly cashAdvance = callOncePerKey((id: string) =>
    this.http.get<ProviderCashAdvance>(`/v1/cash-advances/${path(id)}`),
  );
  /** Portfolio at a glance of the offers in these stages, in one call (never one per offer). */
  readonly portfolioSummary = callOncePerKey(
    async (stages: readonly string[]): Promise<ProviderPortfolioSummary> =>
      (await this.http.offers('portfolioSummary'))
        ? this.http.get<ProviderPortfolioSummary>('/v1/reports/portfolio-summary', {
            offerStageText: stages.join(','),
          } satisfies operations['getV1ReportsPortfolioSummary']['parameters']['query'])
        : { cashToCome: [], lateOrFailed: [], advances: [] },
  );

  /** Whether the provider takes portfolio slices (portfolioSummary's bars) as filters. */
  offersPortfolioSlices(): Promise<boolean> {
    return this.http.offers('portfolioSummary');
  }

  constructor(private readonly http: ProviderHttp) {}

  /** The last report, or null when the provider has none (its 404). */
  async lastReport(exportType: OfferExportType): Promise<ProviderOfferReport | null> {
    try {
      return await this.http.get<ProviderOfferReport>('/v2/offers/export', {
        exportType,
      } satisfies operations['getV2OffersExport']['parameters']['query']);
    } catch (error) {
      if (isGatewayError(error) && error.extensions.code === 'NOT_FOUND') return null;
      throw error;
    }
  }

  /** Starts an export; the provider answers with text once it took it. */
  async startExport(request: ProviderOfferExportRequest): Promise<void> {
    const answer = await this.http.stream('POST', '/v2/offers/export', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
    answer.body.resume();
  }
}
