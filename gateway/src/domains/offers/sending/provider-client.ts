import { notOffered } from '../../../provider/errors.js';
import type { ProviderHttp } from '../../../provider/provider-http.js';
import type { components } from '../../../generated/provider-api.js';
import type { ProviderOffer } from '../provider-client.js';

/** What POST /v1/offers/{id}/send-link reads: the contact forwarded to, if any. */
export type ProviderOfferLinkSend = components['schemas']['OfferLinkSend'];

/** Sending an offer's link (ours, docs/adr/019): `context.offers.sending`. */
export class OfferSendingProviderClient {
  constructor(private readonly http: ProviderHttp) {}

  /** Whether the provider lists the send call (providerFeatures.offerLinkSending). */
  offered(): Promise<boolean> {
    return this.http.offers('offerLinkSending');
  }

  /** Refuses in words when the provider cannot send links (docs/adr/019), before anything else is asked. */
  async requireOffered(): Promise<void> {
    if (!(await this.offered())) throw notOffered('send offer links');
  }

  /** POST /v1/offers/{id}/send-link, ours. */
  async sendLink(id: string, body: ProviderOfferLinkSend): Promise<ProviderOffer> {
    await this.requireOffered();
    return this.http.send('POST', `/v1/offers/${encodeURIComponent(id)}/send-link`, body);
  }
}
