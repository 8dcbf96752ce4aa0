import { notOffered } from '../../../provider/errors.js';
import { callOncePerKey } from '../../../provider/loaders.js';
import type { ProviderHttp } from '../../../provider/provider-http.js';
import type { components, operations } from '../../../generated/provider-api.js';

/** GET /v1/offers/pipeline's answer (ours). */
export type ProviderOfferPipeline = components['schemas']['OfferPipeline'];

/** The period and owner the pipeline and the offers list read (ours). */
export type ProviderPipelineQuery = NonNullable<operations['getV1OffersPipeline']['parameters']['query']>;

/** The pipeline at a glance (ours, docs/adr/019): `context.offers.pipeline`. */
export class OfferPipelineProviderClient {
  constructor(private readonly http: ProviderHttp) {}

  /** Whether the provider has the pipeline and the list's period and owner (providerFeatures.offerPipeline). */
  offered(): Promise<boolean> {
    return this.http.offers('offerPipeline');
  }

  /** Refuses in words when the provider has no pipeline (docs/adr/019), before anything else is asked. */
  async requireOffered(): Promise<void> {
    if (!(await this.offered())) throw notOffered('summarize the offers pipeline');
  }

  /** GET /v1/offers/pipeline, ours: one call for every figure. */
  readonly summary = callOncePerKey(async (query: ProviderPipelineQuery) => {
    await this.requireOffered();
    return this.http.get<ProviderOfferPipeline>('/v1/offers/pipeline', query);
  });
}
