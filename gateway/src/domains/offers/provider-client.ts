import { notOffered } from '../../provider/errors.js';
import { callOncePerKey } from '../../provider/loaders.js';
import type { ProviderHttp } from '../../provider/provider-http.js';
import type { ProviderPage } from '../../provider/page.js';
import type { ReplaceOperation, ReplacedFields } from '../../provider/replace-operations.js';
import type { components, operations } from '../../generated/provider-api.js';

type Schemas = components['schemas'];

/** A row of GET /api/v1/offers and /api/v1/offers/{id}/addons (spec 01 section 3, Offer and Offer health row). */
export type ProviderOfferRow = Schemas['OfferRow'];

export type ProviderOfferPage = Schemas['OfferPage'];

/**
 * A priced plan: an offer's (spec 02 section 3, customerSelectedPricingOption) or a quote preview's, which carries
 * the fees and no reverse payment.
 */
export type ProviderPricingOption = Schemas['PricingOption'] | Schemas['QuotePricingOption'];

export type ProviderOfferFile = Schemas['OfferFile'];

/** GET /api/v2/offers/{id} (spec 02 section 3, Offer details): the list row and the details. */
export type ProviderOffer = Schemas['OfferDetails'];

/** A payment of GET /api/v1/offers/{id}/payments (spec 01 section 3, Payment). */
export type ProviderPayment = Schemas['OfferPayment'];

/** A page of an offer's payments, cut by the gateway: the provider answers the schedule whole. */
export type PaymentPageRecord = ProviderPage<ProviderPayment>;

export type ProviderOfferEvent = Schemas['OfferEvent'];

export type ProviderOfferEventPage = Schemas['OfferEventPage'];

export type ProviderFunnelStep = Schemas['OfferFunnelStep'];

/** The query of GET /api/v1/offers/{id}/events. */
type ProviderOfferEventsQuery = NonNullable<operations['getV1OffersIdEvents']['parameters']['query']>;

/** An event type the events' query filters by. */
export type ProviderOfferEventType = NonNullable<ProviderOfferEventsQuery['type']>;

/** The fields PATCH /api/v1/offers/{id} replaces (termStartDate as an ISO date, expiration an instant). */
export type ProviderOfferEdit = ReplacedFields<Schemas['OfferChanges']>;

/** The query of GET /api/v1/offers. */
type ProviderOffersQuery = NonNullable<operations['getV1Offers']['parameters']['query']>;

export interface OffersQuery {
  page: number;
  size: number;
  stages?: readonly string[] | null;
  accountId?: string | null;
  paymentStatuses?: readonly string[] | null;
  /** Only offers the customer can still accept that expire within 7 days (ours). */
  expiringSoon?: boolean | null;
  /** Only offers made within this many days, and only this member's (ours: the pipeline's period and owner). */
  createdWithinDays?: number | null;
  ownerId?: string | null;
  /** Only offers found by their id's start, External ID, recipient or contact email (ours). */
  search?: string | null;
  /** The provider's sort parameter; the spec's lastModifiedDate,desc when omitted. */
  sort?: ProviderOffersQuery['sort'] | null;
  /** Only the offers counted in one bar of Portfolio at a glance (the reports domain's portfolioSummary). */
  portfolio?: {
    paymentsDueMonth?: string | null;
    paymentsOverdue?: ProviderOffersQuery['paymentsOverdue'] | null;
    advanceMonth?: string | null;
  } | null;
}

const path = (...parts: string[]) => parts.map(encodeURIComponent).join('/');
const list = (values: readonly string[] | null | undefined) =>
  values && values.length > 0 ? values.join(',') : undefined;

/** The offers domain's provider calls; identical calls within one GraphQL request are made once. */
export class OffersProviderClient {
  readonly offersPage = callOncePerKey(
    async ({
      page,
      size,
      stages,
      accountId,
      paymentStatuses,
      expiringSoon,
      search,
      portfolio,
      sort,
      createdWithinDays,
      ownerId,
    }: OffersQuery) => {
      // A provider without the filter would answer every offer as if it were expiring soon (docs/adr/019).
      if (expiringSoon && !(await this.expiringSoonOffered()))
        throw notOffered('list the offers expiring soon');
      // Without them, the provider would list every offer as if it were the period's or the owner's.
      if ((createdWithinDays || ownerId) && !(await this.http.offers('offerPipeline')))
        throw notOffered('list the offers of a period or an owner');
      if (search && !(await this.searchOffered())) throw notOffered('search the offers');
      return this.http.get<ProviderOfferPage>('/v1/offers', {
        page,
        size,
        offerStageText: list(stages),
        accountId: accountId ?? undefined,
        offerPaymentStatus: list(paymentStatuses),
        paymentsDueMonth: portfolio?.paymentsDueMonth ?? undefined,
        paymentsOverdue: portfolio?.paymentsOverdue ?? undefined,
        advanceMonth: portfolio?.advanceMonth ?? undefined,
        expiringSoon: expiringSoon ? true : undefined,
        createdWithinDays: createdWithinDays ?? undefined,
        ownerUserId: ownerId ?? undefined,
        search: search || undefined,
        sort: sort ?? 'lastModifiedDate,desc',
      } satisfies ProviderOffersQuery);
    },
  );
  readonly offer = callOncePerKey((id: string) => this.http.get<ProviderOffer>(`/v2/offers/${path(id)}`));
  readonly payments = callOncePerKey((id: string) =>
    this.http.get<ProviderPayment[]>(`/v1/offers/${path(id)}/payments`),
  );
  /** GET /v1/offers/{id}/seller-advance, ours: null from a provider without it (docs/adr/019). */
  readonly sellerAdvance = callOncePerKey(async (id: string) =>
    (await this.http.offers('offerSellerAdvance'))
      ? this.http.get<Schemas['OfferSellerAdvance']>(`/v1/offers/${path(id)}/seller-advance`)
      : null,
  );
  readonly addOns = callOncePerKey(({ id, page, size }: { id: string; page: number; size: number }) =>
    this.http.get<ProviderOfferPage>(`/v1/offers/${path(id)}/addons`, {
      page,
      size,
    } satisfies operations['getV1OffersIdAddons']['parameters']['query']),
  );
  readonly allowAddOns = callOncePerKey((id: string) =>
    this.http.get<Schemas['OfferAddOnFlags']>(`/v1/offers/${path(id)}/allow-addons`),
  );
  readonly canCancelBeforePayment = callOncePerKey((id: string) =>
    this.http.get<Schemas['OfferCancelFlag']>(`/v1/offers/${path(id)}/can-cancel-before-payment`),
  );
  readonly events = callOncePerKey(
    ({
      id,
      page,
      size,
      type,
    }: {
      id: string;
      page: number;
      size: number;
      type?: ProviderOfferEventType | null;
    }) =>
      this.http.get<ProviderOfferEventPage>(`/v1/offers/${path(id)}/events`, {
        page,
        size,
        type: type ?? undefined,
      } satisfies ProviderOfferEventsQuery),
  );
  readonly funnel = callOncePerKey((id: string) =>
    this.http.get<ProviderFunnelStep[]>(`/v1/offers/${path(id)}/events/funnel`),
  );
  /** GET /v1/offers/account-typeahead, ours: no rows from a provider without it. */
  readonly accountTypeahead = callOncePerKey(async (query: string): Promise<Schemas['OfferAccounts']> =>
    (await this.http.offers('offerAccountFilter'))
      ? this.http.get('/v1/offers/account-typeahead', {
          query,
        } satisfies operations['getV1OffersAccountTypeahead']['parameters']['query'])
      : { content: [] },
  );
  /** Whether the provider lists the offers expiring soon (docs/adr/019): its list reads expiringSoon. */
  expiringSoonOffered(): Promise<boolean> {
    return this.http.offers('offerExpiringSoon');
  }

  /** Whether the provider searches its offers list (docs/adr/019): its list reads search. */
  searchOffered(): Promise<boolean> {
    return this.http.offers('offerSearch');
  }
  /** Whether the provider has the company filter above (docs/adr/019). */
  accountFilterOffered(): Promise<boolean> {
    return this.http.offers('offerAccountFilter');
  }
  readonly ownerCandidates = callOncePerKey((query: string) =>
    this.http.get<Schemas['OfferUsers']>('/v1/users/typeahead', {
      query,
    } satisfies operations['getV1UsersTypeahead']['parameters']['query']),
  );

  constructor(private readonly http: ProviderHttp) {}

  update(id: string, operations: ReplaceOperation<ProviderOfferEdit>[]): Promise<ProviderOffer> {
    return this.http.send('PATCH', `/v1/offers/${path(id)}`, operations);
  }

  disable(id: string): Promise<ProviderOffer> {
    return this.http.send('POST', `/v1/offers/${path(id)}/disable`, {});
  }

  cancel(id: string): Promise<ProviderOffer> {
    return this.http.send('POST', `/v1/offers/${path(id)}/cancel`, {});
  }

  changeOwner(id: string, newOwnerId: string): Promise<ProviderOffer> {
    return this.http.send('POST', `/v1/offers/${path(id)}/change-offer-owner`, {
      newOwnerId,
    } satisfies Schemas['OfferOwnerChange']);
  }

  updateRenewal(id: string, renewal: Schemas['OfferRenewalChange']): Promise<ProviderOffer> {
    return this.http.send('POST', `/v1/offers/${path(id)}/renewal-status`, renewal);
  }

  /** Refuses in words when the provider has no reissue (docs/adr/019), before anything else is asked. */
  async requireReissue(): Promise<void> {
    if (!(await this.http.offers('offerReissue'))) throw notOffered('reissue offers');
  }

  /** POST /v1/offers/{id}/reissue, ours. */
  async reissue(id: string): Promise<ProviderOffer> {
    await this.requireReissue();
    return this.http.send('POST', `/v1/offers/${path(id)}/reissue`, {});
  }
}
