import { notOffered } from '../../provider/errors.js';
import { callOncePerKey } from '../../provider/loaders.js';
import type { ProviderPage } from '../../provider/page.js';
import type { ProviderHttp } from '../../provider/provider-http.js';
import type { ReplaceOperation } from '../../provider/replace-operations.js';
import type {
  OfferEventType,
  OfferRequiredAction,
  OfferStage,
  OfferSubType,
  OfferTermType,
  PaymentFrequency,
  PaymentStatus,
  RenewalState,
} from '../../generated/resolvers-types.js';

/** A row of GET /api/v1/offers and /api/v1/offers/{id}/addons (spec 01 section 3, Offer and Offer health row). */
export interface ProviderOfferRow {
  id: string;
  accountName: string;
  accountId: string;
  stageMetadata: { stage: OfferStage; label: string };
  subTypeMetadata: { subType: OfferSubType; label: string };
  hasAddOns: boolean;
  isAddOn: boolean;
  allowCreateAddOn: boolean;
  allowDuplicateChildOfferAddOns: boolean;
  canDisableOffer: boolean;
  hasRequiredActions: boolean;
  recipientFullName: string;
  recipientEmail: string;
  ownerId: string;
  ownerName: string;
  /** Beyond spec 01's row: a provider may leave these out of its list. */
  offerType?: 'QUOTE' | 'INVOICE';
  externalReferenceId?: string | null;
  salesPackageName: string;
  directOfferTermLabel: string;
  directOfferTotalContractValue: number;
  obligorSelectedOfferTotalContractValue: number | null;
  obligorSelectedOfferPaymentAmount: number | null;
  paymentFrequency: PaymentFrequency;
  reconciledPaidPaymentsCount: number;
  paymentsCount: number;
  paidPaymentsAmount: number;
  lastPaymentDate: string | null;
  offerPaymentStatus: PaymentStatus | null;
  customerOfferDirectUrl: string;
  lastLinkSentDate: string | null;
  expiration: string;
  isSharedRisk: boolean;
  createdDate: string;
  lastModifiedDate: string;
}

export type ProviderOfferPage = ProviderPage<ProviderOfferRow>;

export interface ProviderPricingOption {
  plan: 'FINANCED' | 'DIRECT';
  paymentFrequency: PaymentFrequency;
  paymentFrequencyLabel: string;
  offerTermLabel: string;
  paymentsCount: number;
  periodBasedPaymentAmount: number;
  totalContractValue: number;
  modifiedPeriodBasedPaymentAmount: number;
  modifiedTotalContractValue: number;
  reversePaymentAmount: number | null;
  creditCardSurcharge: number;
  downpaymentAmount: number;
  sellerCashAdvance: number;
}

export interface ProviderOfferFile {
  id: string;
  name: string;
  extension: string;
  type: string;
  size: number;
  uploadedBy: string | null;
  uploadedDate: string;
}

/** GET /api/v2/offers/{id} (spec 02 section 3, Offer details): the list row and the details. */
export interface ProviderOffer extends ProviderOfferRow {
  details: {
    account: {
      accountId: string;
      accountName: string;
      accountAddress: string;
      isAccountDelinquent: boolean;
      timeZone: string;
    };
    quote: {
      salesPackageId: string | null;
      salesPackageName: string;
      paymentFrequency: PaymentFrequency;
      paymentFrequencyLabel: string;
      directPaymentTerms: string;
      totalContractValueRounded: number;
      contractTerm: {
        offerTermType: OfferTermType;
        duration: number;
        isStandardOfferTerm: boolean;
        label: string;
      };
      reversePaymentAmount: number | null;
      lineItems: {
        pricingGroupId: string;
        pricingGroupName: string;
        pricingGroupType: string;
        amount: number;
      }[];
    };
  };
  offerType: 'QUOTE' | 'INVOICE';
  termStartDate: string | null;
  termEndDate: string | null;
  requiredActions: OfferRequiredAction[];
  customerSelectedPricingOption: ProviderPricingOption | null;
  pricingOptions: ProviderPricingOption[];
  paymentMethodType: 'ACH' | 'CREDIT_CARD' | null;
  paymentMethodInstitutionName: string | null;
  paymentMethodEnding: string | null;
  allowCreditCardPayments: boolean;
  parentOfferId: string | null;
  reissuedFromOfferId: string | null;
  reissuedToOfferId: string | null;
  externalReferenceId: string | null;
  messageToAccount: string | null;
  ownerEmail: string;
  recipientName: string;
  recipientPhoneNumber: string | null;
  recipientMobilePhoneNumber: string | null;
  hasPayments: boolean;
  files: ProviderOfferFile[];
  renewalStatus: {
    renewalDate: string | null;
    renewalFreeMonths: number | null;
    renewalPaymentFrequency: PaymentFrequency;
    renewalTermLength: number;
    renewalEnabled: boolean;
    renewalOfferId: string | null;
    renewedOfferId: string | null;
    renewalState: RenewalState;
  };
  offerSummary: {
    customerOfferDirectUrl: string;
    minTermStartDate: string;
    maxTermStartDate: string;
    minExpirationDate: string;
    maxExpirationDate: string;
    shouldShowTermStartDateWarning: boolean;
    canEditExpirationDate: boolean;
    canEditTermStartDate: boolean;
  };
  canRequestCancellation: boolean;
  canModifyAllowCreditCardPayments: boolean;
  acceptedDate: string | null;
}

/** A payment of GET /api/v1/offers/{id}/payments (spec 01 section 3, Payment). */
export interface ProviderPayment {
  id: string;
  invoiceDate: string;
  paymentDate: string;
  paymentStatus: PaymentStatus;
  details: string | null;
  paymentAmount: number;
  paymentMethod: {
    paymentType: string;
    institutionName: string | null;
    paymentMethodEnding: string | null;
  } | null;
  hasInvoice: boolean;
  invoiceId: string;
}

export interface ProviderOfferEvent {
  id: string;
  type: OfferEventType;
  occurredAt: string;
  description: string;
  actorName: string;
  relatedOfferId: string | null;
}

export type ProviderOfferEventPage = ProviderPage<ProviderOfferEvent>;

export interface ProviderFunnelStep {
  step: 'SENT' | 'VIEWED' | 'CHOSE_TERMS' | 'ACCEPTED' | 'PAID';
  label: string;
  reached: boolean;
  reachedDate: string | null;
}

/** The fields PATCH /api/v1/offers/{id} replaces (termStartDate as an ISO date, expiration an instant). */
export interface ProviderOfferEdit {
  termStartDate: string | null;
  expiration: string;
  allowCreditCardPayments: boolean;
}

export interface OffersQuery {
  page: number;
  size: number;
  stages?: readonly string[] | null;
  accountId?: string | null;
  paymentStatuses?: readonly string[] | null;
  /** The provider's sort parameter; the spec's lastModifiedDate,desc when omitted. */
  sort?: string | null;
  /** Only the offers counted in one bar of Portfolio at a glance (the reports domain's portfolioSummary). */
  portfolio?: {
    paymentsDueMonth?: string | null;
    paymentsOverdue?: string | null;
    advanceMonth?: string | null;
  } | null;
}

const path = (...parts: string[]) => parts.map(encodeURIComponent).join('/');
const list = (values: readonly string[] | null | undefined) =>
  values && values.length > 0 ? values.join(',') : undefined;

/** The offers domain's provider calls; identical calls within one GraphQL request are made once. */
export class OffersProviderClient {
  readonly offersPage = callOncePerKey(
    ({ page, size, stages, accountId, paymentStatuses, portfolio, sort }: OffersQuery) =>
      this.http.get<ProviderOfferPage>('/v1/offers', {
        page,
        size,
        offerStageText: list(stages),
        accountId,
        offerPaymentStatus: list(paymentStatuses),
        paymentsDueMonth: portfolio?.paymentsDueMonth,
        paymentsOverdue: portfolio?.paymentsOverdue,
        advanceMonth: portfolio?.advanceMonth,
        sort: sort ?? 'lastModifiedDate,desc',
      }),
  );
  readonly offer = callOncePerKey((id: string) => this.http.get<ProviderOffer>(`/v2/offers/${path(id)}`));
  readonly payments = callOncePerKey((id: string) =>
    this.http.get<ProviderPayment[]>(`/v1/offers/${path(id)}/payments`),
  );
  readonly addOns = callOncePerKey(({ id, page, size }: { id: string; page: number; size: number }) =>
    this.http.get<ProviderOfferPage>(`/v1/offers/${path(id)}/addons`, { page, size }),
  );
  readonly allowAddOns = callOncePerKey((id: string) =>
    this.http.get<{ allowAddOns: boolean; allowCreateAddOn: boolean }>(`/v1/offers/${path(id)}/allow-addons`),
  );
  readonly canCancelBeforePayment = callOncePerKey((id: string) =>
    this.http.get<{ canCancelBeforePayment: boolean }>(`/v1/offers/${path(id)}/can-cancel-before-payment`),
  );
  readonly events = callOncePerKey(
    ({ id, page, size, type }: { id: string; page: number; size: number; type?: string | null }) =>
      this.http.get<ProviderOfferEventPage>(`/v1/offers/${path(id)}/events`, { page, size, type }),
  );
  readonly funnel = callOncePerKey((id: string) =>
    this.http.get<ProviderFunnelStep[]>(`/v1/offers/${path(id)}/events/funnel`),
  );
  /** GET /v1/offers/account-typeahead, ours: no rows from a provider without it. */
  readonly accountTypeahead = callOncePerKey(
    async (query: string): Promise<{ content: { id: string; name: string; offersCount: number }[] }> =>
      (await this.http.offers('offerAccountFilter'))
        ? this.http.get('/v1/offers/account-typeahead', { query })
        : { content: [] },
  );
  /** Whether the provider has the company filter above (docs/adr/019). */
  accountFilterOffered(): Promise<boolean> {
    return this.http.offers('offerAccountFilter');
  }
  readonly ownerCandidates = callOncePerKey((query: string) =>
    this.http.get<{ content: { id: string; firstName: string; lastName: string; email: string }[] }>(
      '/v1/users/typeahead',
      { query },
    ),
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
    return this.http.send('POST', `/v1/offers/${path(id)}/change-offer-owner`, { newOwnerId });
  }

  updateRenewal(
    id: string,
    renewal: { renewalEnabled: boolean; renewalFreeMonths: number | null },
  ): Promise<ProviderOffer> {
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
