/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** An export's filter and date range (spec 01 section 7, POST /v2/offers/export). */
export type OfferExportInput = {
  /** Only the offers of this customer. */
  accountId?: string | number | null | undefined;
  /** The range's last instant; none for up to now. Needs a start date. */
  endDate?: string | null | undefined;
  /** Which export. */
  exportType: OfferExportType;
  /** Only offers whose payment status is one of these. */
  paymentStatuses?: Array<PaymentStatus> | null | undefined;
  /** Only the offers counted in one bar of portfolioSummary, as the report shows them. */
  portfolio?: PortfolioSliceInput | null | undefined;
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

export type OfferAccountTypeaheadQueryVariables = Exact<{
  query: string;
}>;

export type OfferAccountTypeaheadQuery = {
  offerAccountTypeahead: Array<{ id: string; name: string; offersCount: number }>;
};

export type StartOfferExportMutationVariables = Exact<{
  input: OfferExportInput;
}>;

export type StartOfferExportMutation = { startOfferExport: boolean };

export type LastOfferReportQueryVariables = Exact<{
  exportType: OfferExportType;
}>;

export type LastOfferReportQuery = { lastOfferReport: { fileId: string; createdDate: string } | null };

export const OfferAccountTypeaheadDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OfferAccountTypeahead' },
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
            name: { kind: 'Name', value: 'offerAccountTypeahead' },
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
} as unknown as DocumentNode<OfferAccountTypeaheadQuery, OfferAccountTypeaheadQueryVariables>;
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
