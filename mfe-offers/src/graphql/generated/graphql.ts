/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The create form (spec 02 section 3, Offer form and create payload). */
export type CreateOfferInput = {
  /** The customer. */
  accountId?: string | number | null | undefined;
  /** Billing frequency (annual for a standard term, upfront for any other). */
  directBillingFrequency?: PaymentFrequency | null | undefined;
  /** Payment terms (default NET_30). */
  directPaymentTerms?: string | null | undefined;
  /** When the offer expires (an instant in the customer's window). */
  expiration?: string | null | undefined;
  /** The CRM opportunity's External ID (required with salesforceEnabled). */
  externalReferenceId?: string | null | undefined;
  /** Contracts to attach, at most 10: the fileIds the gateway's POST /offer-files/files answers (multipart file, the same bearer token; README, offer files). */
  fileIds?: Array<string | number> | null | undefined;
  /** The line items. */
  lineItems: Array<OfferLineItemInput>;
  /** The custom message to the customer. */
  messageToAccount?: string | null | undefined;
  /** The monthly budget of the reverse calculator. */
  monthlyPayment?: number | null | undefined;
  /** The offer term. */
  offerTermId?: string | number | null | undefined;
  /** QUOTE (default) or INVOICE, as the seller is authorized. */
  offerType?: OfferType;
  /** The parent of an add-on. */
  parentOfferId?: string | number | null | undefined;
  /** The sales package. */
  salesPackageId?: string | number | null | undefined;
  /** The term start date, yyyy-MM-dd. */
  termStartDate?: string | null | undefined;
};

/** What can happen to an offer (the events history's filter). */
export type OfferEventType =
  /** The customer accepted. */
  | 'ACCEPTED'
  /** The customer caught up on payments. */
  | 'ACCOUNT_ELIGIBLE'
  /** The customer fell behind on payments. */
  | 'ACCOUNT_INELIGIBLE'
  /** An add-on was made. */
  | 'ADD_ON_CREATED'
  /** The seller canceled the offer. */
  | 'CANCELED'
  /** A charge was reversed by the customer's bank. */
  | 'CHARGEBACK'
  /** The offer was made. */
  | 'CREATED'
  /** The customer chose direct payment. */
  | 'DIRECT_PAYMENT_CHOSEN'
  /** The seller disabled the offer. */
  | 'DISABLED'
  /** The customer disputed the offer. */
  | 'DISPUTED'
  /** The offer expired. */
  | 'EXPIRED'
  /** A file was attached. */
  | 'FILE_ATTACHED'
  /** The offer's link was sent to the customer. */
  | 'LINK_SENT'
  /** The offer got a new owner. */
  | 'OWNER_CHANGED'
  /** A payment failed. */
  | 'PAYMENT_FAILED'
  /** The customer gave a payment method. */
  | 'PAYMENT_METHOD_ADDED'
  /** A payment was refunded. */
  | 'PAYMENT_REFUNDED'
  /** A payment went through. */
  | 'PAYMENT_SUCCEEDED'
  /** The offer was reissued as a new one. */
  | 'REISSUED'
  /** The offer was reissued from an expired one. */
  | 'REISSUED_FROM'
  /** The renewal offer was made. */
  | 'RENEWAL_CREATED'
  /** The renewal was turned on or off. */
  | 'RENEWAL_UPDATED'
  /** A required action was done. */
  | 'REQUIREMENTS_MET'
  /** The provider's review approved it. */
  | 'REVIEW_APPROVED'
  /** The provider's review declined it. */
  | 'REVIEW_DENIED'
  /** The provider's review failed. */
  | 'REVIEW_FAILED'
  /** The customer chose a financed plan. */
  | 'TERMS_CHOSEN'
  /** The seller changed the offer. */
  | 'UPDATED'
  /** The customer opened the offer. */
  | 'VIEWED';

/** An export's filter and date range (spec 01 section 7, POST /v2/offers/export). */
export type OfferExportInput = {
  /** Only the offers of this customer. */
  accountId?: string | number | null | undefined;
  /** Only the offers made within this many days, 1 to 3,660, as offers(createdWithinDays:) lists them. CONFLICT from a provider without the pipeline (providerFeatures.offerPipeline). */
  createdWithinDays?: number | null | undefined;
  /** The range's last instant; none for up to now. Needs a start date. */
  endDate?: string | null | undefined;
  /** Only the offers expiring soon, as offers(expiringSoon: true) lists them. CONFLICT from a provider without the filter (providerFeatures.offerExpiringSoon). */
  expiringSoon?: boolean | null | undefined;
  /** Which export. */
  exportType: OfferExportType;
  /** Only the offers of this member, as offers(ownerId:) lists them. CONFLICT from a provider without the pipeline (providerFeatures.offerPipeline). */
  ownerId?: string | number | null | undefined;
  /** Only offers whose payment status is one of these. */
  paymentStatuses?: Array<PaymentStatus> | null | undefined;
  /** Only the offers counted in one bar of portfolioSummary, as the report shows them. */
  portfolio?: PortfolioSliceInput | null | undefined;
  /** Only the offers the list's search finds, as offers(search:) finds them: 2 to 200 characters once trimmed; every offer when omitted or empty. CONFLICT from a provider without the search (providerFeatures.offerSearch). */
  search?: string | null | undefined;
  /** Only offers in these stages. */
  stages?: Array<OfferStage> | null | undefined;
  /** The range's first instant (the start of a day in the user's zone); none for all time. */
  startDate?: string | null | undefined;
  /** The user's time zone abbreviation (EST, CET, ...), shown beside the file's times. */
  timezoneLabel: string;
  /** Minutes between the user's local time and UTC as the browser's getTimezoneOffset() gives them (UTC minus local). */
  timezoneOffset: number;
};

/** Which offers an export holds. */
export type OfferExportType =
  /** The dashboard's Offer Health Report. */
  | 'SELLER_OFFER_HEALTH'
  /** The offers list's Export Table. */
  | 'SELLER_OFFER_LIST';

/** A step of the customer's way through an offer. */
export type OfferFunnelStepName =
  /** The customer accepted (or committed to direct payment). */
  | 'ACCEPTED'
  /** The customer chose how to pay. */
  | 'CHOSE_TERMS'
  /** The first payment went through. */
  | 'PAID'
  /** The link was sent. */
  | 'SENT'
  /** The customer opened it. */
  | 'VIEWED';

/** A line item of the form. */
export type OfferLineItemInput = {
  /** The amount in dollars; must be a finite positive number. */
  amount?: number | null | undefined;
  /** The pricing group. */
  pricingGroupId: string | number;
};

/** Where an offer stands in the pipeline: five groups that together hold every stage once. */
export type OfferPipelineGroup =
  /** The customer accepted financing or chose to pay the seller directly. */
  | 'ACCEPTED'
  /** Ended without a sale: expired, denied, canceled, disabled, closed after a dispute, or failed review. */
  | 'LOST'
  /** Paid in full. */
  | 'PAID'
  /** Made and not yet opened by the customer: in review, ready (with or without requirements) or on hold. */
  | 'READY'
  /** Opened by the customer, who has not committed. */
  | 'VIEWED';

/** The renewal card's form. */
export type OfferRenewalInput = {
  /** Whether the offer renews. */
  renewalEnabled: boolean;
  /** Free months at the start of the renewal, 1 to 12; none when omitted. */
  renewalFreeMonths?: number | null | undefined;
};

/** What the seller must still do before the offer moves on (spec 02 section 4). */
export type OfferRequiredAction =
  /** Attach the contract the customer must see (the offer is Ready *). */
  | 'EXPECTED_OFFER_ATTACHMENT_MISSING'
  /** Set the term start date (the offer is Accepted, Action Required). */
  | 'TERM_START_DATE_UNDEFINED';

/** Where an offer's cash advance to the seller stands. */
export type OfferSellerAdvanceStatus =
  /** The customer accepted financed terms: the advance is paid with their first successful payment. */
  | 'EXPECTED'
  /** Nothing is advanced: no financed terms chosen yet, paid directly to the seller, or ended before a payment. */
  | 'NONE'
  /** Paid in one of the seller's cash advances (cashAdvance(id: cashAdvanceId)). */
  | 'PAID';

/** An order of the offers list. */
export type OfferSort = {
  /** Which way. */
  direction: SortDirection;
  /** What to order by. */
  field: OfferSortField;
};

/** What the offers list can be ordered by. */
export type OfferSortField =
  /** When the offer expires. */
  | 'EXPIRATION'
  /** When the offer last changed. */
  | 'LAST_MODIFIED'
  /** The offer's total (what direct payment costs). */
  | 'TOTAL';

/** Where an offer is (spec 01 section 4); each stage's label is the offer's stageLabel. */
export type OfferStage =
  /** The customer accepted a financed plan. */
  | 'ACCEPTED'
  /** Accepted, Action Required: the seller must still set the term start date. */
  | 'ACCEPTED_ACTION_REQUIRED'
  /** The customer is behind on existing payments. */
  | 'ACCOUNT_INELIGIBLE'
  /** Canceled by the seller before any payment. */
  | 'CLOSED_CANCELED'
  /** Dispute Closed: closed after the customer disputed it. */
  | 'CLOSED_DISPUTED'
  /** Paid out: the customer's first payment went through. */
  | 'COMPLETE'
  /** The customer opened the offer and is deciding. */
  | 'CUSTOMER_PENDING'
  /** Chose Direct Payment: the customer pays without financing. */
  | 'DIRECT_PAYMENT'
  /** Disabled by the seller: the customer cannot use it. */
  | 'DISABLED'
  /** The provider could not decide the offer. */
  | 'ERROR'
  /** The expiration passed before the customer committed. */
  | 'EXPIRED'
  /** The provider's review declined it. */
  | 'LENDER_DENIED'
  /** Under the provider's manual review. */
  | 'PENDING_REVIEW'
  /** Ready: the customer may use the offer. */
  | 'READY'
  /** Ready *: ready once the seller attaches the contract the customer must see. */
  | 'READY_WITH_REQUIREMENTS';

/** An offer's kind of deal. */
export type OfferSubType =
  /** An add-on to a complete offer. */
  | 'ADDON'
  /** A first offer to the customer. */
  | 'INITIAL'
  /** The renewal of a complete offer. */
  | 'RENEWAL';

/** The kind of an offer's term. */
export type OfferTermType =
  /** A number of months (shown Months). */
  | 'MONTH_VARIABLE'
  /** A number of days paid at once (shown Net). */
  | 'NET_VARIABLE';

/** A kind of offer a seller creates (spec 02 section 2). */
export type OfferType =
  /** An invoice (Create Invoice). */
  | 'INVOICE'
  /** A financing quote (Create Offer). */
  | 'QUOTE';

/** How long late or failed payments are past their payment date (a failed payment not yet past it counts as 0 days). */
export type OverdueBucket =
  /** 31 to 60 days. */
  | 'DAYS_31_TO_60'
  /** 61 to 90 days. */
  | 'DAYS_61_TO_90'
  /** More than 90 days. */
  | 'OVER_90_DAYS'
  /** 0 to 30 days. */
  | 'UP_TO_30_DAYS';

/** How often a plan is paid. */
export type PaymentFrequency =
  /** Once a year. */
  | 'ANNUAL'
  /** Every month. */
  | 'MONTHLY'
  /** Every three months. */
  | 'QUARTERLY'
  /** Twice a year. */
  | 'SEMI_ANNUAL'
  /** Once, at the start. */
  | 'UPFRONT';

/** A payment's status (spec 01 section 4). */
export type PaymentStatus =
  /** Will not be charged. */
  | 'canceled'
  /** The customer's bank reversed the charge (details say why). */
  | 'chargeback'
  /** The customer disputed the charge (details say why). */
  | 'disputed'
  /** The charge failed (details say why). */
  | 'failed'
  /** Any other state the provider reports. */
  | 'other'
  /** Due, not charged yet. */
  | 'pending'
  /** Paid back to the customer. */
  | 'refunded'
  /** Charged. */
  | 'succeeded';

/** One bar of portfolioSummary, to list or export the offers it counts. Set one part (each set part narrows the list further). */
export type PortfolioSliceInput = {
  /** Offers paid out by a cash advance in this month (yyyy-MM): a bar of advances. */
  advanceMonth?: string | null | undefined;
  /** Offers with a payment still to come due in this month (yyyy-MM): a bar of cashToCome. */
  paymentsDueMonth?: string | null | undefined;
  /** Offers with a payment late or failed this long: a bar of lateOrFailed. */
  paymentsOverdue?: OverdueBucket | null | undefined;
};

/** What the reverse calculator prices. */
export type QuotePreviewFromPaymentInput = {
  /** The customer, when chosen. */
  accountId?: string | number | null | undefined;
  /** The monthly budget, in dollars. */
  desiredPaymentAmount: number;
  /** The billing frequency. */
  directBillingFrequency: PaymentFrequency;
  /** Payment terms. */
  directPaymentTerms: string;
  /** Whether the offer is an add-on. */
  isAddOn?: boolean;
  /** The offer term. */
  offerTermId: string | number;
  /** The single line item's pricing group. */
  pricingGroupId: string | number;
  /** The sales package. */
  salesPackageId: string | number;
};

/** What the preview prices. */
export type QuotePreviewInput = {
  /** The customer, when chosen. */
  accountId?: string | number | null | undefined;
  /** The billing frequency. */
  directBillingFrequency: PaymentFrequency;
  /** Payment terms (NET_30, NET_45, NET_60). */
  directPaymentTerms: string;
  /** Whether the offer is an add-on. */
  isAddOn?: boolean;
  /** The line items; only finite positive amounts are priced. */
  lineItems: Array<OfferLineItemInput>;
  /** The offer term. */
  offerTermId: string | number;
  /** The sales package. */
  salesPackageId: string | number;
};

/** Whether a renewal's card may change. */
export type RenewalState =
  /** The renewal exists already (locked). */
  | 'ALLOW_DISABLE'
  /** The seller may turn renewal on or off. */
  | 'ALLOW_EDIT'
  /** Renewal is not possible for this offer (locked). */
  | 'DISABLED';

/** Which way an ordered list runs. */
export type SortDirection =
  /** Smallest or earliest first. */
  | 'ASC'
  /** Largest or latest first. */
  | 'DESC';

/** The status card's form (spec 02 section 5); fields left out are not changed. */
export type UpdateOfferInput = {
  /** Whether the customer may pay by card (ACH or Credit Card) or not (ACH only). */
  allowCreditCardPayments?: boolean | null | undefined;
  /** The last day the offer may be used, yyyy-MM-dd in the customer's time zone, from tomorrow to the window's end. */
  expirationDate?: string | null | undefined;
  /** The first day of the term, yyyy-MM-dd, within three months of the earliest allowed. */
  termStartDate?: string | null | undefined;
};

export type OfferFilterAccountsQueryVariables = Exact<{
  query: string;
}>;

export type OfferFilterAccountsQuery = {
  offerFilterAccounts: Array<{ id: string; name: string; offersCount: number | null }>;
};

export type CreateQuoteSettingsQueryVariables = Exact<{ [key: string]: never }>;

export type CreateQuoteSettingsQuery = {
  providerFeatures: { customerEin: boolean };
  organization: {
    id: string;
    settings: {
      salesforceEnabled: boolean;
      reversePaymentCalculatorEnabled: boolean;
      offerSignatureDocumentEnabled: boolean;
      authorizedOfferTypes: Array<OfferType>;
    };
  } | null;
  salesPackages: Array<{
    id: string;
    name: string;
    availableOfferTerms: Array<{
      id: string;
      duration: number;
      offerTermType: OfferTermType;
      isStandardOfferTerm: boolean;
      label: string;
    }>;
    pricingGroups: Array<{ id: string; name: string }>;
  }>;
};

export type CustomerSearchQueryVariables = Exact<{
  query: string;
}>;

export type CustomerSearchQuery = { accountTypeahead: Array<{ id: string; name: string }> };

export type ChosenCustomerQueryVariables = Exact<{
  id: string | number;
}>;

export type ChosenCustomerQuery = {
  customerProfile: {
    id: string;
    customer: {
      id: string;
      name: string;
      ein: string | null;
      isAccountDelinquent: boolean;
      address: { label: string; country: string; timeZone: string };
      accountContact: { firstName: string; lastName: string; email: string } | null;
    };
  };
};

export type OfferExpirationWindowQueryVariables = Exact<{
  accountId: string | number;
  parentOfferId?: string | number | null | undefined;
}>;

export type OfferExpirationWindowQuery = {
  offerExpirationWindow: {
    timeZone: string;
    minExpirationDate: string;
    maxExpirationDate: string;
    defaultExpiration: string;
  };
};

export type OfferDuplicationMetadataQueryVariables = Exact<{
  offerId: string | number;
}>;

export type OfferDuplicationMetadataQuery = {
  offerDuplicationMetadata: {
    expiration: string;
    externalReferenceId: string | null;
    directPaymentTerms: string;
    directBillingFrequency: PaymentFrequency;
    salesPackageId: string | null;
    offerTermId: string | null;
    messageToAccount: string | null;
    account: { id: string };
    lineItems: Array<{ pricingGroupId: string; amount: number }>;
  };
};

export type OfferAddOnMetadataQueryVariables = Exact<{
  offerId: string | number;
}>;

export type OfferAddOnMetadataQuery = {
  offerAddOnMetadata: {
    maxExpirationDate: string;
    directPaymentTerms: string;
    directBillingFrequency: PaymentFrequency;
    salesPackageId: string | null;
    offerTermId: string | null;
    account: { id: string };
  };
};

export type OpportunityMetadataQueryVariables = Exact<{
  externalId: string;
}>;

export type OpportunityMetadataQuery = {
  opportunityMetadata: {
    externalId: string;
    existingAccount: { id: string } | null;
    createAccountMetadata: {
      name: string;
      addressLabel: string;
      accountContactFirstName: string;
      accountContactLastName: string;
      accountContactPhone: string | null;
      accountContactEmail: string;
      suggestedAddresses: Array<{ label: string; country: string; timeZone: string }>;
    };
  };
};

export type OfferQuotePreviewQueryVariables = Exact<{
  input: QuotePreviewInput;
}>;

export type OfferQuotePreviewQuery = {
  offerQuotePreview: {
    totalContractValue: number;
    offerTermLabel: string;
    directAmount: number;
    directMonthlyAmount: number | null;
    lineItems: Array<{ pricingGroupId: string; pricingGroupName: string; amount: number }>;
    financedOptions: Array<{
      paymentFrequency: PaymentFrequency;
      paymentFrequencyLabel: string;
      periodBasedPaymentAmount: number;
      totalContractValue: number;
    }>;
    termComparison: Array<{
      offerTermId: string;
      offerTermLabel: string;
      paymentFrequencyLabel: string;
      periodBasedPaymentAmount: number;
      totalContractValue: number;
      sellerCashAdvance: number;
    }>;
  };
};

export type OfferQuotePreviewFromPaymentQueryVariables = Exact<{
  input: QuotePreviewFromPaymentInput;
}>;

export type OfferQuotePreviewFromPaymentQuery = {
  offerQuotePreviewFromPayment: {
    totalContractValue: number;
    offerTermLabel: string;
    directAmount: number;
    directMonthlyAmount: number | null;
    lineItems: Array<{ pricingGroupId: string; pricingGroupName: string; amount: number }>;
    financedOptions: Array<{
      paymentFrequency: PaymentFrequency;
      paymentFrequencyLabel: string;
      periodBasedPaymentAmount: number;
      totalContractValue: number;
    }>;
    termComparison: Array<{
      offerTermId: string;
      offerTermLabel: string;
      paymentFrequencyLabel: string;
      periodBasedPaymentAmount: number;
      totalContractValue: number;
      sellerCashAdvance: number;
    }>;
  };
};

export type QuotePreviewFieldsFragment = {
  totalContractValue: number;
  offerTermLabel: string;
  directAmount: number;
  directMonthlyAmount: number | null;
  lineItems: Array<{ pricingGroupId: string; pricingGroupName: string; amount: number }>;
  financedOptions: Array<{
    paymentFrequency: PaymentFrequency;
    paymentFrequencyLabel: string;
    periodBasedPaymentAmount: number;
    totalContractValue: number;
  }>;
  termComparison: Array<{
    offerTermId: string;
    offerTermLabel: string;
    paymentFrequencyLabel: string;
    periodBasedPaymentAmount: number;
    totalContractValue: number;
    sellerCashAdvance: number;
  }>;
};

export type CreateOfferMutationVariables = Exact<{
  input: CreateOfferInput;
  idempotencyKey: string;
}>;

export type CreateOfferMutation = {
  createOffer: { id: string; manualReviewRequired: boolean; stage: OfferStage };
};

export type DisableOfferMutationVariables = Exact<{
  id: string | number;
}>;

export type DisableOfferMutation = {
  disableOffer: { id: string; stage: OfferStage; stageLabel: string; canDisableOffer: boolean };
};

export type CancelOfferMutationVariables = Exact<{
  id: string | number;
}>;

export type CancelOfferMutation = {
  cancelOffer: {
    id: string;
    stage: OfferStage;
    stageLabel: string;
    canRequestCancellation: boolean;
    canCancelBeforePayment: boolean;
    canDisableOffer: boolean;
  };
};

export type ReissueOfferMutationVariables = Exact<{
  id: string | number;
}>;

export type ReissueOfferMutation = { reissueOffer: { id: string } };

export type SendOfferLinkMutationVariables = Exact<{
  offerId: string | number;
  recipientContactId?: string | number | null | undefined;
}>;

export type SendOfferLinkMutation = {
  sendOfferLink: {
    sentAt: string;
    offer: { id: string; lastLinkSentDate: string | null; canSendLink: boolean };
  };
};

export type OfferLinkContactsQueryVariables = Exact<{
  accountId: string | number;
}>;

export type OfferLinkContactsQuery = {
  customerProfile: { id: string; contacts: Array<{ id: string; fullName: string; email: string }> };
};

export type OfferQueryVariables = Exact<{
  id: string | number;
}>;

export type OfferQuery = {
  providerFeatures: { offerReissue: boolean; offerFileDownload: boolean; offerQuotePdf: boolean };
  offer: {
    id: string;
    stage: OfferStage;
    stageLabel: string;
    subType: OfferSubType;
    subTypeLabel: string;
    requiredActions: Array<OfferRequiredAction>;
    hasRequiredActions: boolean;
    hasAddOns: boolean;
    isAddOn: boolean;
    allowCreateAddOn: boolean;
    allowDuplicateChildOfferAddOns: boolean;
    canDisableOffer: boolean;
    canRequestCancellation: boolean;
    canCancelBeforePayment: boolean;
    canModifyAllowCreditCardPayments: boolean;
    directOfferTotalContractValue: number;
    termStartDate: string | null;
    termEndDate: string | null;
    expiration: string;
    allowCreditCardPayments: boolean;
    parentOfferId: string | null;
    reissuedFromOfferId: string | null;
    reissuedToOfferId: string | null;
    externalReferenceId: string | null;
    messageToAccount: string | null;
    offerPaymentStatus: PaymentStatus | null;
    paymentsCount: number;
    reconciledPaidPaymentsCount: number;
    paidPaymentsAmount: number;
    lastPaymentDate: string | null;
    customerOfferDirectUrl: string;
    lastLinkSentDate: string | null;
    canSendLink: boolean;
    createdDate: string;
    acceptedDate: string | null;
    account: { id: string; name: string; address: string; isAccountDelinquent: boolean; timeZone: string };
    recipient: {
      fullName: string;
      email: string;
      phoneNumber: string | null;
      mobilePhoneNumber: string | null;
    };
    owner: { id: string; name: string; email: string };
    sellerAdvance: {
      status: OfferSellerAdvanceStatus;
      amount: number | null;
      termLabel: string | null;
      paymentFrequency: PaymentFrequency | null;
      advanceDate: string | null;
      expectedDate: string | null;
    } | null;
    renewal: {
      renewalDate: string | null;
      renewalFreeMonths: number | null;
      renewalEnabled: boolean;
      renewalOfferId: string | null;
      renewedOfferId: string | null;
      renewalState: RenewalState;
    };
    summary: {
      minTermStartDate: string;
      maxTermStartDate: string;
      minExpirationDate: string;
      maxExpirationDate: string;
      shouldShowTermStartDateWarning: boolean;
      canEditExpirationDate: boolean;
      canEditTermStartDate: boolean;
    };
  };
};

export type OfferPaymentTermsQueryVariables = Exact<{
  id: string | number;
}>;

export type OfferPaymentTermsQuery = {
  offer: {
    id: string;
    quote: {
      salesPackageName: string;
      directBillingFrequencyLabel: string;
      directPaymentTerms: string;
      term: { label: string; isStandardOfferTerm: boolean };
      lineItems: Array<{ pricingGroupId: string; pricingGroupName: string; amount: number }>;
    };
    customerSelectedPricingOption: {
      plan: string;
      paymentFrequency: PaymentFrequency;
      paymentFrequencyLabel: string;
      offerTermLabel: string;
      paymentsCount: number;
      periodBasedPaymentAmount: number;
      totalContractValue: number;
      creditCardSurcharge: number;
      sellerCashAdvance: number;
    } | null;
    pricingOptions: Array<{
      plan: string;
      paymentFrequency: PaymentFrequency;
      paymentFrequencyLabel: string;
      offerTermLabel: string;
      paymentsCount: number;
      periodBasedPaymentAmount: number;
      totalContractValue: number;
      sellerCashAdvance: number;
    }>;
    paymentMethod: {
      paymentType: string;
      institutionName: string | null;
      paymentMethodEnding: string | null;
    } | null;
  };
};

export type OfferFilesQueryVariables = Exact<{
  id: string | number;
}>;

export type OfferFilesQuery = {
  offer: {
    id: string;
    files: Array<{
      id: string;
      name: string;
      extension: string;
      type: string;
      size: number;
      uploadedBy: string | null;
      uploadedDate: string;
    }>;
  };
};

export type OfferAddOnsQueryVariables = Exact<{
  id: string | number;
  page: number;
  size: number;
}>;

export type OfferAddOnsQuery = {
  offer: {
    id: string;
    addOns: {
      items: Array<{
        id: string;
        accountName: string;
        stage: OfferStage;
        stageLabel: string;
        directOfferTotalContractValue: number;
        createdDate: string;
      }>;
      pageInfo: { page: number; size: number; totalPages: number; totalElements: number };
    };
  };
};

export type OfferEventsQueryVariables = Exact<{
  id: string | number;
  page: number;
  size: number;
  type?: OfferEventType | null | undefined;
}>;

export type OfferEventsQuery = {
  offer: {
    id: string;
    funnel: Array<{ step: OfferFunnelStepName; label: string; reached: boolean; reachedDate: string | null }>;
    events: {
      items: Array<{
        id: string;
        type: OfferEventType;
        occurredAt: string;
        description: string;
        actorName: string;
        relatedOfferId: string | null;
      }>;
      pageInfo: { page: number; size: number; totalPages: number; totalElements: number };
    };
  };
};

export type UpdateOfferMutationVariables = Exact<{
  id: string | number;
  input: UpdateOfferInput;
  loaded?: UpdateOfferInput | null | undefined;
}>;

export type UpdateOfferMutation = {
  updateOffer: {
    id: string;
    stage: OfferStage;
    stageLabel: string;
    termStartDate: string | null;
    termEndDate: string | null;
    expiration: string;
    allowCreditCardPayments: boolean;
    requiredActions: Array<OfferRequiredAction>;
    hasRequiredActions: boolean;
  };
};

export type UpdateOfferRenewalMutationVariables = Exact<{
  id: string | number;
  input: OfferRenewalInput;
}>;

export type UpdateOfferRenewalMutation = {
  updateOfferRenewal: {
    id: string;
    renewal: { renewalEnabled: boolean; renewalFreeMonths: number | null; renewalState: RenewalState };
  };
};

export type ChangeOfferOwnerMutationVariables = Exact<{
  id: string | number;
  newOwnerId: string | number;
}>;

export type ChangeOfferOwnerMutation = {
  changeOfferOwner: { id: string; owner: { id: string; name: string; email: string } };
};

export type OfferOwnerCandidatesQueryVariables = Exact<{
  query: string;
}>;

export type OfferOwnerCandidatesQuery = {
  offerOwnerCandidates: Array<{ id: string; firstName: string; lastName: string; email: string }>;
};

export type OfferCanCancelQueryVariables = Exact<{
  id: string | number;
}>;

export type OfferCanCancelQuery = { offer: { id: string; canCancelBeforePayment: boolean } };

export type StartOfferExportMutationVariables = Exact<{
  input: OfferExportInput;
}>;

export type StartOfferExportMutation = { startOfferExport: boolean };

export type LastOfferReportQueryVariables = Exact<{
  exportType: OfferExportType;
}>;

export type LastOfferReportQuery = { lastOfferReport: { fileId: string; createdDate: string } | null };

export type DisableOffersMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;

export type DisableOffersMutation = {
  disableOffers: Array<{
    offerId: string;
    ok: boolean;
    message: string;
    offer: { id: string; stage: OfferStage; stageLabel: string; canDisableOffer: boolean } | null;
  }>;
};

export type SendOfferLinksMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;

export type SendOfferLinksMutation = {
  sendOfferLinks: Array<{
    offerId: string;
    ok: boolean;
    message: string;
    offer: { id: string; lastLinkSentDate: string | null } | null;
  }>;
};

export type OffersQueryVariables = Exact<{
  page: number;
  size: number;
  stages?: Array<OfferStage> | OfferStage | null | undefined;
  accountId?: string | number | null | undefined;
  expiringSoon?: boolean | null | undefined;
  search?: string | null | undefined;
  sort?: OfferSort | null | undefined;
  createdWithinDays?: number | null | undefined;
  ownerId?: string | number | null | undefined;
}>;

export type OffersQuery = {
  offers: {
    items: Array<{
      id: string;
      accountId: string;
      accountName: string;
      stage: OfferStage;
      stageLabel: string;
      isAddOn: boolean;
      allowCreateAddOn: boolean;
      allowDuplicateChildOfferAddOns: boolean;
      canDisableOffer: boolean;
      hasRequiredActions: boolean;
      recipientFullName: string;
      recipientEmail: string;
      ownerName: string;
      offerType: OfferType | null;
      externalReferenceId: string | null;
      salesPackageName: string;
      directOfferTotalContractValue: number;
      obligorSelectedOfferPaymentAmount: number | null;
      customerOfferDirectUrl: string;
      lastLinkSentDate: string | null;
      canSendLink: boolean;
      expiration: string;
      createdDate: string;
      lastModifiedDate: string;
    }>;
    pageInfo: { page: number; size: number; totalPages: number; totalElements: number };
  };
};

export type PipelineFiguresFragment = {
  offersCount: number;
  amount: number;
  sentCount: number;
  acceptedCount: number;
  conversionRate: number | null;
  medianDaysToAccept: number | null;
  groups: Array<{
    group: OfferPipelineGroup;
    label: string;
    count: number;
    amount: number;
    stages: Array<OfferStage>;
  }>;
};

export type OfferPipelineQueryVariables = Exact<{
  createdWithinDays?: number | null | undefined;
  ownerId?: string | number | null | undefined;
}>;

export type OfferPipelineQuery = {
  offerPipeline: {
    createdWithinDays: number | null;
    ownerId: string | null;
    sentStages: Array<OfferStage>;
    acceptedStages: Array<OfferStage>;
    totals: {
      offersCount: number;
      amount: number;
      sentCount: number;
      acceptedCount: number;
      conversionRate: number | null;
      medianDaysToAccept: number | null;
      groups: Array<{
        group: OfferPipelineGroup;
        label: string;
        count: number;
        amount: number;
        stages: Array<OfferStage>;
      }>;
    };
    owners: Array<{
      ownerId: string;
      ownerName: string;
      figures: {
        offersCount: number;
        amount: number;
        acceptedCount: number;
        conversionRate: number | null;
        medianDaysToAccept: number | null;
      };
    }> | null;
  };
};

export type OffersViewerQueryVariables = Exact<{ [key: string]: never }>;

export type OffersViewerQuery = {
  providerFeatures: { offerExpiringSoon: boolean; offerPipeline: boolean; offerSearch: boolean };
  viewer: { id: string; roles: Array<{ id: string; name: string }> };
  organization: {
    id: string;
    sellerName: string;
    offerAddOnsEnabled: boolean;
    settings: {
      authorizedOfferTypes: Array<OfferType>;
      renewalsEnabled: boolean;
      offerForwardingEnabled: boolean;
    };
  } | null;
};

export const QuotePreviewFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'QuotePreviewFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuotePreview' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'totalContractValue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'offerTermLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'directAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'directMonthlyAmount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lineItems' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'pricingGroupId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pricingGroupName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'financedOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'paymentFrequency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paymentFrequencyLabel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'periodBasedPaymentAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalContractValue' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'termComparison' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'offerTermId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'offerTermLabel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paymentFrequencyLabel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'periodBasedPaymentAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalContractValue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sellerCashAdvance' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<QuotePreviewFieldsFragment, unknown>;
export const PipelineFiguresFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PipelineFigures' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OfferPipelineFigures' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'offersCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sentCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'acceptedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conversionRate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'medianDaysToAccept' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'groups' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'group' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stages' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PipelineFiguresFragment, unknown>;
export const OfferFilterAccountsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OfferFilterAccounts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'offerFilterAccounts' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'offersCount' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OfferFilterAccountsQuery, OfferFilterAccountsQueryVariables>;
export const CreateQuoteSettingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CreateQuoteSettings' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'providerFeatures' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'customerEin' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'organization' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'settings' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'salesforceEnabled' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reversePaymentCalculatorEnabled' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'offerSignatureDocumentEnabled' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'authorizedOfferTypes' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'salesPackages' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'availableOfferTerms' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'duration' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'offerTermType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isStandardOfferTerm' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pricingGroups' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateQuoteSettingsQuery, CreateQuoteSettingsQueryVariables>;
export const CustomerSearchDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CustomerSearch' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'accountTypeahead' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CustomerSearchQuery, CustomerSearchQueryVariables>;
export const ChosenCustomerDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ChosenCustomer' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'customerProfile' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customer' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'ein' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isAccountDelinquent' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'address' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'country' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'accountContact' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChosenCustomerQuery, ChosenCustomerQueryVariables>;
export const OfferExpirationWindowDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OfferExpirationWindow' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'accountId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'parentOfferId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'offerExpirationWindow' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'accountId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'accountId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'parentOfferId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'parentOfferId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'minExpirationDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maxExpirationDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'defaultExpiration' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OfferExpirationWindowQuery, OfferExpirationWindowQueryVariables>;
export const OfferDuplicationMetadataDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OfferDuplicationMetadata' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offerId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'offerDuplicationMetadata' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offerId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offerId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'expiration' } },
                { kind: 'Field', name: { kind: 'Name', value: 'externalReferenceId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'directPaymentTerms' } },
                { kind: 'Field', name: { kind: 'Name', value: 'directBillingFrequency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'salesPackageId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'offerTermId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'messageToAccount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'account' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'lineItems' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'pricingGroupId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OfferDuplicationMetadataQuery, OfferDuplicationMetadataQueryVariables>;
export const OfferAddOnMetadataDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OfferAddOnMetadata' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offerId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'offerAddOnMetadata' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offerId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offerId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'maxExpirationDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'directPaymentTerms' } },
                { kind: 'Field', name: { kind: 'Name', value: 'directBillingFrequency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'salesPackageId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'offerTermId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'account' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OfferAddOnMetadataQuery, OfferAddOnMetadataQueryVariables>;
export const OpportunityMetadataDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OpportunityMetadata' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'externalId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'opportunityMetadata' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'externalId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'externalId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'externalId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'existingAccount' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'createAccountMetadata' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'addressLabel' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'suggestedAddresses' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'country' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'accountContactFirstName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'accountContactLastName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'accountContactPhone' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'accountContactEmail' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OpportunityMetadataQuery, OpportunityMetadataQueryVariables>;
export const OfferQuotePreviewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OfferQuotePreview' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'QuotePreviewInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'offerQuotePreview' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'QuotePreviewFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'QuotePreviewFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuotePreview' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'totalContractValue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'offerTermLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'directAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'directMonthlyAmount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lineItems' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'pricingGroupId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pricingGroupName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'financedOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'paymentFrequency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paymentFrequencyLabel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'periodBasedPaymentAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalContractValue' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'termComparison' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'offerTermId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'offerTermLabel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paymentFrequencyLabel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'periodBasedPaymentAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalContractValue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sellerCashAdvance' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OfferQuotePreviewQuery, OfferQuotePreviewQueryVariables>;
export const OfferQuotePreviewFromPaymentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OfferQuotePreviewFromPayment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'QuotePreviewFromPaymentInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'offerQuotePreviewFromPayment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'QuotePreviewFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'QuotePreviewFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'QuotePreview' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'totalContractValue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'offerTermLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'directAmount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'directMonthlyAmount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lineItems' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'pricingGroupId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pricingGroupName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'financedOptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'paymentFrequency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paymentFrequencyLabel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'periodBasedPaymentAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalContractValue' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'termComparison' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'offerTermId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'offerTermLabel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paymentFrequencyLabel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'periodBasedPaymentAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalContractValue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sellerCashAdvance' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OfferQuotePreviewFromPaymentQuery, OfferQuotePreviewFromPaymentQueryVariables>;
export const CreateOfferDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateOffer' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateOfferInput' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'idempotencyKey' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createOffer' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'idempotencyKey' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'idempotencyKey' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'manualReviewRequired' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateOfferMutation, CreateOfferMutationVariables>;
export const DisableOfferDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DisableOffer' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'disableOffer' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stageLabel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canDisableOffer' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DisableOfferMutation, DisableOfferMutationVariables>;
export const CancelOfferDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CancelOffer' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancelOffer' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stageLabel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canRequestCancellation' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canCancelBeforePayment' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canDisableOffer' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CancelOfferMutation, CancelOfferMutationVariables>;
export const ReissueOfferDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ReissueOffer' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reissueOffer' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReissueOfferMutation, ReissueOfferMutationVariables>;
export const SendOfferLinkDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SendOfferLink' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offerId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'recipientContactId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sendOfferLink' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offerId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offerId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'recipientContactId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'recipientContactId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'sentAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'offer' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastLinkSentDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'canSendLink' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SendOfferLinkMutation, SendOfferLinkMutationVariables>;
export const OfferLinkContactsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OfferLinkContacts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'accountId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'customerProfile' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'accountId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'contacts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OfferLinkContactsQuery, OfferLinkContactsQueryVariables>;
export const OfferDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Offer' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'providerFeatures' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'offerReissue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'offerFileDownload' } },
                { kind: 'Field', name: { kind: 'Name', value: 'offerQuotePdf' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'offer' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stageLabel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subTypeLabel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'requiredActions' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasRequiredActions' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasAddOns' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isAddOn' } },
                { kind: 'Field', name: { kind: 'Name', value: 'allowCreateAddOn' } },
                { kind: 'Field', name: { kind: 'Name', value: 'allowDuplicateChildOfferAddOns' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canDisableOffer' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canRequestCancellation' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canCancelBeforePayment' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canModifyAllowCreditCardPayments' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'account' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'address' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isAccountDelinquent' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'recipient' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'phoneNumber' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'mobilePhoneNumber' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'owner' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'directOfferTotalContractValue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'termStartDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'termEndDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expiration' } },
                { kind: 'Field', name: { kind: 'Name', value: 'allowCreditCardPayments' } },
                { kind: 'Field', name: { kind: 'Name', value: 'parentOfferId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reissuedFromOfferId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reissuedToOfferId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'externalReferenceId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'messageToAccount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'offerPaymentStatus' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paymentsCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reconciledPaidPaymentsCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paidPaymentsAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastPaymentDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'sellerAdvance' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'termLabel' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'paymentFrequency' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'advanceDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'expectedDate' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'renewal' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'renewalDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'renewalFreeMonths' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'renewalEnabled' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'renewalOfferId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'renewedOfferId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'renewalState' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'summary' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'minTermStartDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxTermStartDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'minExpirationDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxExpirationDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'shouldShowTermStartDateWarning' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'canEditExpirationDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'canEditTermStartDate' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'customerOfferDirectUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastLinkSentDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canSendLink' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'acceptedDate' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OfferQuery, OfferQueryVariables>;
export const OfferPaymentTermsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OfferPaymentTerms' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'offer' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'quote' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'salesPackageName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'directBillingFrequencyLabel' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'directPaymentTerms' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'term' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'isStandardOfferTerm' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'lineItems' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'pricingGroupId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'pricingGroupName' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'customerSelectedPricingOption' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'plan' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'paymentFrequency' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'paymentFrequencyLabel' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'offerTermLabel' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'paymentsCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'periodBasedPaymentAmount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalContractValue' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'creditCardSurcharge' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sellerCashAdvance' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pricingOptions' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'plan' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'paymentFrequency' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'paymentFrequencyLabel' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'offerTermLabel' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'paymentsCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'periodBasedPaymentAmount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalContractValue' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sellerCashAdvance' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'paymentMethod' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'paymentType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'institutionName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'paymentMethodEnding' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OfferPaymentTermsQuery, OfferPaymentTermsQueryVariables>;
export const OfferFilesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OfferFiles' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'offer' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'files' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'extension' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'uploadedBy' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'uploadedDate' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OfferFilesQuery, OfferFilesQueryVariables>;
export const OfferAddOnsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OfferAddOns' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'size' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'offer' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'addOns' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'page' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
                    },
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'size' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'size' } },
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'items' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'accountName' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'stageLabel' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'directOfferTotalContractValue' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'pageInfo' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'totalPages' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'totalElements' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OfferAddOnsQuery, OfferAddOnsQueryVariables>;
export const OfferEventsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OfferEvents' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'size' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'type' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'OfferEventType' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'offer' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'funnel' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'step' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reached' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reachedDate' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'events' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'page' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
                    },
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'size' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'size' } },
                    },
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'type' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'type' } },
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'items' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'occurredAt' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'actorName' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'relatedOfferId' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'pageInfo' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'totalPages' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'totalElements' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OfferEventsQuery, OfferEventsQueryVariables>;
export const UpdateOfferDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateOffer' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateOfferInput' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'loaded' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateOfferInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateOffer' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'loaded' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'loaded' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stageLabel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'termStartDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'termEndDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expiration' } },
                { kind: 'Field', name: { kind: 'Name', value: 'allowCreditCardPayments' } },
                { kind: 'Field', name: { kind: 'Name', value: 'requiredActions' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasRequiredActions' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateOfferMutation, UpdateOfferMutationVariables>;
export const UpdateOfferRenewalDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateOfferRenewal' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'OfferRenewalInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateOfferRenewal' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'renewal' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'renewalEnabled' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'renewalFreeMonths' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'renewalState' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateOfferRenewalMutation, UpdateOfferRenewalMutationVariables>;
export const ChangeOfferOwnerDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ChangeOfferOwner' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'newOwnerId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'changeOfferOwner' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'newOwnerId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'newOwnerId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'owner' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChangeOfferOwnerMutation, ChangeOfferOwnerMutationVariables>;
export const OfferOwnerCandidatesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OfferOwnerCandidates' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'offerOwnerCandidates' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OfferOwnerCandidatesQuery, OfferOwnerCandidatesQueryVariables>;
export const OfferCanCancelDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OfferCanCancel' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'offer' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canCancelBeforePayment' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OfferCanCancelQuery, OfferCanCancelQueryVariables>;
export const StartOfferExportDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'StartOfferExport' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'OfferExportInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'startOfferExport' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StartOfferExportMutation, StartOfferExportMutationVariables>;
export const LastOfferReportDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'LastOfferReport' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'exportType' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'OfferExportType' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lastOfferReport' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'exportType' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'exportType' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'fileId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LastOfferReportQuery, LastOfferReportQueryVariables>;
export const DisableOffersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DisableOffers' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'disableOffers' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'ids' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'offerId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ok' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'offer' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stageLabel' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'canDisableOffer' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DisableOffersMutation, DisableOffersMutationVariables>;
export const SendOfferLinksDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SendOfferLinks' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sendOfferLinks' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'ids' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'offerId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ok' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'offer' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastLinkSentDate' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SendOfferLinksMutation, SendOfferLinksMutationVariables>;
export const OffersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Offers' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'size' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'stages' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'OfferStage' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'accountId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'expiringSoon' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'OfferSort' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'createdWithinDays' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ownerId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'offers' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'size' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'size' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'stages' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'stages' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'accountId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'accountId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'expiringSoon' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'expiringSoon' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sort' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'createdWithinDays' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'createdWithinDays' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'ownerId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'ownerId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'accountId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'accountName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stageLabel' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isAddOn' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'allowCreateAddOn' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'allowDuplicateChildOfferAddOns' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'canDisableOffer' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hasRequiredActions' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'recipientFullName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'recipientEmail' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'ownerName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'offerType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'externalReferenceId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'salesPackageName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'directOfferTotalContractValue' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'obligorSelectedOfferPaymentAmount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'customerOfferDirectUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastLinkSentDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'canSendLink' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'expiration' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastModifiedDate' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pageInfo' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'page' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalPages' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalElements' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OffersQuery, OffersQueryVariables>;
export const OfferPipelineDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OfferPipeline' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'createdWithinDays' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ownerId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'offerPipeline' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'createdWithinDays' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'createdWithinDays' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'ownerId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'ownerId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'createdWithinDays' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ownerId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sentStages' } },
                { kind: 'Field', name: { kind: 'Name', value: 'acceptedStages' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'totals' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'PipelineFigures' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'owners' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'ownerId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'ownerName' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'figures' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'offersCount' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'acceptedCount' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'conversionRate' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'medianDaysToAccept' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PipelineFigures' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'OfferPipelineFigures' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'offersCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sentCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'acceptedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conversionRate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'medianDaysToAccept' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'groups' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'group' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stages' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OfferPipelineQuery, OfferPipelineQueryVariables>;
export const OffersViewerDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OffersViewer' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'providerFeatures' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'offerExpiringSoon' } },
                { kind: 'Field', name: { kind: 'Name', value: 'offerPipeline' } },
                { kind: 'Field', name: { kind: 'Name', value: 'offerSearch' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'roles' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'organization' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sellerName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'offerAddOnsEnabled' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'settings' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'authorizedOfferTypes' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'renewalsEnabled' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'offerForwardingEnabled' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OffersViewerQuery, OffersViewerQueryVariables>;
