/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** An address suggestion of addressSuggestions, as an account keeps it. */
export type AccountAddressInput = {
  /** The country, ISO 3166-1 alpha-3. */
  country: string;
  /** The whole address on one line. */
  label: string;
  /** The address's IANA time zone. */
  timeZone: string;
};

/** The account contact of a new customer. */
export type AccountContactDetailsInput = {
  /** Business email address. */
  email: string;
  /** First name, at most 255 characters. */
  firstName: string;
  /** Last name, at most 255 characters. */
  lastName: string;
  /** Mobile phone number, 10 to 32 characters; blank for none. */
  mobilePhoneNumber?: string | null | undefined;
  /** Phone number, 10 to 32 characters; blank for none. */
  phoneNumber?: string | null | undefined;
};

/** A new contact (spec 02 section 2, Contact form). */
export type AccountContactInput = {
  /** Business email address. */
  email: string;
  /** First name, at most 255 characters. */
  firstName: string;
  /** Create as default contact. */
  isPrimary?: boolean;
  /** Last name, at most 255 characters. */
  lastName: string;
  /** Mobile phone number, 10 to 32 characters; blank for none. */
  mobilePhoneNumber?: string | null | undefined;
  /** Phone number, 10 to 32 characters; blank for none. */
  phoneNumber?: string | null | undefined;
};

/** Step 1 of account creation: Add Account Details (spec 02 section 3, Account form). */
export type AccountInput = {
  /** The account contact, who becomes the customer's primary contact. */
  accountContact: AccountContactDetailsInput;
  /** The address chosen in the address typeahead. */
  address?: AccountAddressInput | null | undefined;
  /** The EIN, XX-XXXXXXX with a valid IRS prefix; required unless isNoEinSelected. */
  ein?: string | null | undefined;
  /** I don't have the EIN. */
  isNoEinSelected?: boolean;
  /** The company's name, at most 255 characters. */
  name: string;
};

/** Spec 02 section 4, Account validation outcome. */
export type AccountValidationOutcome =
  /** The provider already holds this company's account: the account is created directly, without a step 2. */
  | 'ACCOUNT_ALREADY_EXISTS'
  /** Several companies may match: step 2 asks to choose one. */
  | 'MULTIPLE_ACCOUNT_RESULTS'
  /** No company matched: step 2 offers to change the details or create the account without a match. */
  | 'NOT_FOUND'
  /** One company matched with high confidence: step 2 asks to confirm it. */
  | 'SINGLE_ACCOUNT';

/** Approving a join request (spec 02 section 3, approval form). */
export type ApproveJoinRequestInput = {
  /** The requester's first name. */
  firstName: string;
  /** The join request's id. */
  joinRequestId: string | number;
  /** The requester's last name. */
  lastName: string;
  /** The requester's mobile phone number, optional (at least 10 characters). */
  mobilePhoneNumber?: string | null | undefined;
  /** The requester's phone number, optional (at least 10 characters). */
  phoneNumber?: string | null | undefined;
  /** The role the requester will hold. */
  roleId: string | number;
  /** The requester's title, optional. */
  title?: string | null | undefined;
};

/** The business metrics form (spec 01 section 5). */
export type BusinessMetricsInput = {
  /** ARR growth year over year, in percent. */
  annualRecurringRevenueYearOverYearGrowth?: number | null | undefined;
  /** Current annual recurring revenue. */
  currentAnnualRecurringRevenue?: number | null | undefined;
  /** Whether the company has liens. */
  currentlyHasLiens?: boolean | null | undefined;
  /** Whether the company has loans. */
  currentlyHasLoans?: boolean | null | undefined;
  /** Revenue of the last 12 months. */
  lastTwelveMonthsRevenues?: number | null | undefined;
  /** Latest cash balance. */
  latestCashBalance?: number | null | undefined;
  /** The liens (required on yes, cleared on no). */
  liensComment?: string | null | undefined;
  /** The loans (required on yes, cleared on no). */
  loansComment?: string | null | undefined;
  /** Monthly cash burn. */
  monthlyCashBurn?: number | null | undefined;
};

/** The address chosen in the typeahead, as the company details form sends it. */
export type CompanyAddressInput = {
  /** The building number. */
  addressNumber?: string | null | undefined;
  /** ISO 3166-1 alpha-3 country code. */
  country?: string | null | undefined;
  /** True for an address outside the USA. */
  isInternational?: boolean | null | undefined;
  /** The whole address on one line. */
  label?: string | null | undefined;
  /** The city or town. */
  municipality?: string | null | undefined;
  /** The neighborhood. */
  neighborhood?: string | null | undefined;
  /** The postal code. */
  postalCode?: string | null | undefined;
  /** The state, province or region. */
  region?: string | null | undefined;
  /** The street. */
  street?: string | null | undefined;
  /** The county or district. */
  subRegion?: string | null | undefined;
};

/** The company details form (spec 01 section 5); checked with its rules, domestic or international. */
export type CompanyDetailsInput = {
  /** The address chosen in the typeahead. */
  address?: CompanyAddressInput | null | undefined;
  /** Business entity type (domestic). */
  businessEntityTypeId?: string | null | undefined;
  /** Business model. */
  businessModelId?: string | null | undefined;
  /** Company size code A to I. */
  companySize?: string | null | undefined;
  /** Country of incorporation (international). */
  countryIncorporatedId?: string | null | undefined;
  /** Desired funding amount (optional). */
  desiredFundingAmount?: number | null | undefined;
  /** EIN (domestic) or company identification number (international). */
  ein?: string | null | undefined;
  /** Industry sector (optional). */
  industrySectorId?: string | null | undefined;
  /** True for a company outside the USA. */
  isInternational: boolean;
  /** The company name. */
  name: string;
  /** State of incorporation (domestic). */
  stateIncorporated?: string | null | undefined;
  /** Transaction currency. */
  transactionCurrencyId?: string | null | undefined;
  /** Website URL. */
  websiteUrl?: string | null | undefined;
};

/** The request-exception form (spec 01 section 5). */
export type ConnectionExceptionInput = {
  /** Comments, at most 2000 characters. */
  comments: string;
  /** The reason's id (ExemptionReason.id). */
  exceptionReason: string;
  /** The platform or bank that is missing; required for COMPANY_BANK_NOT_AVAILABLE. */
  missingPlatformOrBankName?: string | null | undefined;
  /** Which connection the exception stands in for. */
  source: ExceptionSource;
};

/** Spec 01 section 4, Connection statuses. */
export type ConnectionStatus =
  /** Deactivated by the provider. */
  | 'DEACTIVATED'
  /** Authorized and working (shown Connected). */
  | 'LINKED'
  /** Started, not yet authorized (shown Pending). */
  | 'PENDING_AUTH'
  /** Disconnected by the company. */
  | 'UNLINKED';

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
  /** Files uploaded through POST /offers/files. */
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

/** What was done to a file or a folder. */
export type DataRoomAction =
  /** The file or folder was deleted. */
  | 'DELETED'
  /** The file was downloaded, alone or in a zip. */
  | 'DOWNLOADED'
  /** The file or folder was moved into another folder. */
  | 'MOVED'
  /** The file or folder was renamed. */
  | 'RENAMED'
  /** The file was uploaded (or replaced). */
  | 'UPLOADED'
  /** The file was opened in the browser's preview. */
  | 'VIEWED';

/** What a file is (spec 02 section 3, File types). */
export type DataRoomFileType =
  /** A financing summary. */
  | 'FINANCING_SUMMARY'
  /** A master services agreement. */
  | 'MSA'
  /** An order form. */
  | 'ORDER_FORM'
  /** Anything else. */
  | 'OTHER'
  /** A personal guaranty. */
  | 'PERSONAL_GUARANTY'
  /** A statement of work. */
  | 'SOW';

/** What a folder holds at any depth, as a folder's delete confirms it. */
export type DataRoomFolderHoldsInput = {
  /** How many files, in it and in the folders inside it. */
  files: number;
  /** How many folders inside it, at any depth. */
  folders: number;
};

/** What Add Folder sends (spec 02 section 5). */
export type DataRoomFolderInput = {
  /** Letters, digits, spaces, _ and -; no leading space; at most 128 characters. */
  name: string;
};

/** Whether a data room entry is a file or a folder (spec 02 section 3). */
export type DataRoomObjectType =
  /** A file. */
  | 'FILE'
  /** A folder. */
  | 'FOLDER';

/** The connection kinds an exception can be asked for. */
export type ExceptionSource =
  /** An accounting system cannot be connected. */
  | 'ACCOUNTING'
  /** A bank cannot be connected. */
  | 'BANKING';

/** The kinds of system a company connects (spec 01 section 9, source types). */
export type IntegrationSourceType =
  /** Accounting systems. */
  | 'ACCOUNTING'
  /** Banks, through the bank-linking provider. */
  | 'BANKING'
  /** Payment platforms. */
  | 'COMMERCE';

/** An invitation (spec 01 section 3, Invitation). */
export type InviteTeamMemberInput = {
  /** The invited person's email address. */
  email: string;
  /** The invited person's first name. */
  recipientFirstName: string;
  /** The invited person's last name. */
  recipientLastName: string;
  /** The role they will hold. */
  roleId: string | number;
};

/** Where a join request stands (spec 02 section 3). */
export type JoinRequestStatus =
  /** Approved: the requester belongs to the company. */
  | 'APPROVED'
  /** Waiting for the organization owner. */
  | 'PENDING'
  /** Declined by the organization owner (it can still be approved). */
  | 'REJECTED';

/** What a notification is about. */
export type NotificationType =
  /** A cash advance was sent to the seller. */
  | 'ADVANCE'
  /** An offer changed, e.g. a customer accepted it. */
  | 'OFFER'
  /** A customer payment succeeded, failed or was disputed. */
  | 'PAYMENT'
  /** A test event sent from the provider's sandbox. */
  | 'TEST'
  /** The provider's underwriting decided on the company. */
  | 'UNDERWRITING';

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

/** Spec 02 section 3, Registration payload. */
export type RegistrationInput = {
  /** The company's name (required, trimmed). */
  sellerName: string;
  /** The owner's first name (required, trimmed). */
  userFirstName: string;
  /** The owner's last name (required, trimmed). */
  userLastName: string;
  /** The owner's title, optional. */
  userTitle?: string | null | undefined;
};

/** Whether a renewal's card may change. */
export type RenewalState =
  /** The renewal exists already (locked). */
  | 'ALLOW_DISABLE'
  /** The seller may turn renewal on or off. */
  | 'ALLOW_EDIT'
  /** Renewal is not possible for this offer (locked). */
  | 'DISABLED';

/** The documents the provider asks for (spec 02 section 2, Data room v2's right rail). */
export type RequestedDocumentKey =
  /** The last 2 quarters of bank statements. */
  | 'BANK_STATEMENTS'
  /** A list of all customer contracts. */
  | 'CUSTOMER_CONTRACT_LIST'
  /** 2 years of monthly income statements, balance sheets and cash flow statements (Excel). */
  | 'FINANCIAL_STATEMENTS'
  /** 12-month pro forma projections. */
  | 'PRO_FORMA_PROJECTIONS'
  /** A sample customer contract. */
  | 'SAMPLE_CUSTOMER_CONTRACT';

/** How a requested document counts as provided. */
export type RequestedDocumentProof =
  /** A file of a matching type, or marked as this document, is in the data room. */
  | 'FILE'
  /** A member ticked it off. */
  | 'USER';

/** The SaaS metrics form: a field left out or null is 0. */
export type SaasMetricsInput = {
  /** ARR of the calendar year. */
  calendarYearArr?: number | null | undefined;
  /** ARR from expansion. */
  expansionArr?: number | null | undefined;
  /** Gross retention, in percent. */
  grossRetention?: number | null | undefined;
  /** Gross revenue churn, in percent. */
  grossRevenueChurn?: number | null | undefined;
  /** Monthly recurring revenue. */
  monthlyRecurringRevenue?: number | null | undefined;
  /** Net retention, in percent. */
  netRetention?: number | null | undefined;
  /** ARR of the previous year. */
  previousYearArr?: number | null | undefined;
};

/** Which way an ordered list runs. */
export type SortDirection =
  /** Smallest or earliest first. */
  | 'ASC'
  /** Largest or latest first. */
  | 'DESC';

/** A member's status (spec 02 section 4, Team user status). */
export type TeamMemberStatus =
  /** Signed up and allowed in (shown Enabled). */
  | 'ACTIVE'
  /** Not allowed in (shown Disabled). */
  | 'DISABLED'
  /** Invited, not signed in yet (shown Invite Sent). */
  | 'INVITED'
  /** A status the provider answered that the portal does not know (shown Unknown). */
  | 'UNKNOWN';

/** The changed fields of a contact (those left out stay as they are). */
export type UpdateAccountContactInput = {
  /** Business email address. */
  email?: string | null | undefined;
  /** First name, at most 255 characters. */
  firstName?: string | null | undefined;
  /** True marks the contact as default; a primary contact cannot be unset. */
  isPrimary?: boolean | null | undefined;
  /** Last name, at most 255 characters. */
  lastName?: string | null | undefined;
  /** Mobile phone number, 10 to 32 characters; blank for none. */
  mobilePhoneNumber?: string | null | undefined;
  /** Phone number, 10 to 32 characters; blank for none. */
  phoneNumber?: string | null | undefined;
};

/** The status card's form (spec 02 section 5); fields left out are not changed. */
export type UpdateOfferInput = {
  /** Whether the customer may pay by card (ACH or Credit Card) or not (ACH only). */
  allowCreditCardPayments?: boolean | null | undefined;
  /** The last day the offer may be used, yyyy-MM-dd in the customer's time zone, from tomorrow to the window's end. */
  expirationDate?: string | null | undefined;
  /** The first day of the term, yyyy-MM-dd, within three months of the earliest allowed. */
  termStartDate?: string | null | undefined;
};

/** The member's fields to change (spec 02 section 5, Team member form); a field left out keeps its value. */
export type UpdateTeamMemberInput = {
  /** The member's first name. */
  firstName?: string | null | undefined;
  /** The member's last name. */
  lastName?: string | null | undefined;
  /** An optional phone number (at least 10 characters); an empty string removes it. */
  phoneNumber?: string | null | undefined;
  /** The one role the member will hold. */
  roleId?: string | number | null | undefined;
};

/** The user settings form (spec 01 section 5); the email cannot be changed. */
export type UserSettingsInput = {
  /** First name, at most 255 characters. */
  firstName: string;
  /** Last name, at most 255 characters. */
  lastName: string;
  /** Mobile phone number, at least 10 characters. */
  mobilePhoneNumber?: string | null | undefined;
  /** Phone number, at least 10 characters. */
  phoneNumber?: string | null | undefined;
  /** Title, at most 255 characters. */
  title?: string | null | undefined;
};

export type ValidateAccountMutationVariables = Exact<{
  input: AccountInput;
}>;

export type ValidateAccountMutation = {
  validateAccount: {
    renderExperience: AccountValidationOutcome;
    highConfidenceMatch: { name: string; ein: string; address: string; experianBin: string } | null;
    potentialMatches: Array<{ name: string; ein: string; address: string; experianBin: string }>;
  };
};

export type CreateAccountMutationVariables = Exact<{
  input: AccountInput;
  experianBin?: string | null | undefined;
}>;

export type CreateAccountMutation = {
  createAccount: {
    id: string;
    name: string;
    ein: string | null;
    isAccountDelinquent: boolean;
    address: { label: string; country: string; timeZone: string };
    accountContact: { id: string; firstName: string; lastName: string; email: string } | null;
  };
};

export type AddressSuggestionsQueryVariables = Exact<{
  query: string;
  international: boolean;
}>;

export type AddressSuggestionsQuery = {
  addressSuggestions: Array<{ label: string; country: string; timeZone: string }>;
};

export type AccountContactQueryVariables = Exact<{
  accountId: string | number;
  contactId: string | number;
}>;

export type AccountContactQuery = {
  accountContact: {
    id: string;
    firstName: string;
    lastName: string;
    fullName: string;
    email: string;
    phoneNumber: string | null;
    mobilePhoneNumber: string | null;
    isPrimary: boolean;
  };
};

export type CreateAccountContactMutationVariables = Exact<{
  accountId: string | number;
  input: AccountContactInput;
}>;

export type CreateAccountContactMutation = { createAccountContact: { id: string } };

export type UpdateAccountContactMutationVariables = Exact<{
  accountId: string | number;
  contactId: string | number;
  input: UpdateAccountContactInput;
  loaded?: UpdateAccountContactInput | null | undefined;
}>;

export type UpdateAccountContactMutation = {
  updateAccountContact: {
    id: string;
    firstName: string;
    lastName: string;
    fullName: string;
    email: string;
    phoneNumber: string | null;
    mobilePhoneNumber: string | null;
    isPrimary: boolean;
  };
};

export type ContactRulesQueryVariables = Exact<{ [key: string]: never }>;

export type ContactRulesQuery = {
  organization: { id: string; settings: { phoneNumberRequiredForAccountContacts: boolean } } | null;
};

export type CustomerLegalQueryVariables = Exact<{
  id: string | number;
}>;

export type CustomerLegalQuery = {
  customerProfile: {
    id: string;
    customer: { id: string; name: string; ein: string | null; address: { label: string } };
  };
};

export type SetCustomerEinMutationVariables = Exact<{
  accountId: string | number;
  ein: string;
}>;

export type SetCustomerEinMutation = { setCustomerEin: { id: string; name: string; ein: string | null } };

export type CustomerProfileQueryVariables = Exact<{
  id: string | number;
}>;

export type CustomerProfileQuery = {
  customerProfile: {
    id: string;
    offersCount: number;
    customer: {
      id: string;
      name: string;
      ein: string | null;
      isAccountDelinquent: boolean;
      address: { label: string };
    };
    contacts: Array<{
      id: string;
      fullName: string;
      email: string;
      phoneNumber: string | null;
      mobilePhoneNumber: string | null;
      isPrimary: boolean;
      created: string;
      updated: string;
    }>;
  };
};

export type MakePrimaryAccountContactMutationVariables = Exact<{
  accountId: string | number;
  contactId: string | number;
}>;

export type MakePrimaryAccountContactMutation = {
  makePrimaryAccountContact: { id: string; isPrimary: boolean };
};

export type CustomersQueryVariables = Exact<{
  page: number;
  size: number;
  search?: string | null | undefined;
}>;

export type CustomersQuery = {
  customers: {
    items: Array<{
      id: string;
      name: string;
      ein: string | null;
      address: { label: string };
      accountContact: { id: string; firstName: string; email: string } | null;
    }>;
    pageInfo: { page: number; size: number; totalPages: number; totalElements: number };
  };
};

export type DataRoomAccessQueryVariables = Exact<{ [key: string]: never }>;

export type DataRoomAccessQuery = {
  viewer: { id: string; roles: Array<{ id: string; name: string }> };
  organization: {
    id: string;
    isOnboarding: boolean;
    isUnderwriting: boolean;
    isApproved: boolean;
    settings: { useDataRoomV2Page: boolean };
  } | null;
};

export type DataRoomActivityQueryVariables = Exact<{
  page: number;
  size: number;
}>;

export type DataRoomActivityQuery = {
  dataRoomActivity: {
    items: Array<{
      id: string;
      action: DataRoomAction;
      objectType: DataRoomObjectType;
      fileName: string;
      previous: string | null;
      actor: string | null;
      occurredAt: string;
    }>;
    pageInfo: { page: number; size: number; totalElements: number };
  };
};

export type DeleteDataRoomFileMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteDataRoomFileMutation = { deleteDataRoomFile: string };

export type CreateDataRoomFolderMutationVariables = Exact<{
  parentId: string | number;
  input: DataRoomFolderInput;
}>;

export type CreateDataRoomFolderMutation = { createDataRoomFolder: { id: string; name: string } };

export type RenameDataRoomFolderMutationVariables = Exact<{
  id: string | number;
  input: DataRoomFolderInput;
}>;

export type RenameDataRoomFolderMutation = { renameDataRoomFolder: { id: string; name: string } };

export type RenameDataRoomFileMutationVariables = Exact<{
  id: string | number;
  name: string;
}>;

export type RenameDataRoomFileMutation = { renameDataRoomFile: { id: string; name: string } };

export type MoveDataRoomFolderMutationVariables = Exact<{
  id: string | number;
  parentId: string | number;
}>;

export type MoveDataRoomFolderMutation = { moveDataRoomFolder: { id: string } };

export type MoveDataRoomFileMutationVariables = Exact<{
  id: string | number;
  folderId: string | number;
}>;

export type MoveDataRoomFileMutation = { moveDataRoomFile: { id: string } };

export type DataRoomFolderPathsQueryVariables = Exact<{ [key: string]: never }>;

export type DataRoomFolderPathsQuery = { dataRoomFolderPaths: Array<{ id: string; path: string }> };

export type DataRoomFolderHoldsQueryVariables = Exact<{
  id: string | number;
}>;

export type DataRoomFolderHoldsQuery = {
  dataRoomFolder: { id: string; holds: { files: number; folders: number } | null };
};

export type DeleteDataRoomFolderMutationVariables = Exact<{
  id: string | number;
  holds?: DataRoomFolderHoldsInput | null | undefined;
}>;

export type DeleteDataRoomFolderMutation = { deleteDataRoomFolder: string };

export type SetDataRoomFileRequestedDocumentMutationVariables = Exact<{
  id: string | number;
  requestedDocument?: RequestedDocumentKey | null | undefined;
}>;

export type SetDataRoomFileRequestedDocumentMutation = {
  setDataRoomFileRequestedDocument: { id: string; requestedDocument: RequestedDocumentKey | null };
};

export type RequestedDocumentsQueryVariables = Exact<{ [key: string]: never }>;

export type RequestedDocumentsQuery = {
  dataRoomRequestedDocuments: Array<{
    key: RequestedDocumentKey;
    title: string;
    provided: boolean;
    providedBy: RequestedDocumentProof | null;
  }>;
};

export type SetRequestedDocumentProvidedMutationVariables = Exact<{
  key: RequestedDocumentKey;
  provided: boolean;
}>;

export type SetRequestedDocumentProvidedMutation = {
  setRequestedDocumentProvided: {
    key: RequestedDocumentKey;
    provided: boolean;
    providedBy: RequestedDocumentProof | null;
  };
};

export type DataRoomRowFragment = {
  id: string;
  name: string;
  objectType: DataRoomObjectType;
  size: number | null;
  type: DataRoomFileType | null;
  extension: string | null;
  immutable: boolean;
  uploadedBy: string | null;
  uploadedDate: string | null;
  requestedDocument: RequestedDocumentKey | null;
  filesCount: number | null;
};

export type ExistingFileNamesQueryVariables = Exact<{
  folderId: string | number;
  names: Array<string> | string;
}>;

export type ExistingFileNamesQuery = { dataRoomExistingFileNames: Array<string> };

export type DataRoomFolderPathQueryVariables = Exact<{
  names: Array<string> | string;
}>;

export type DataRoomFolderPathQuery = {
  dataRoomFolderByPath: {
    id: string;
    name: string;
    contents: Array<{
      id: string;
      name: string;
      objectType: DataRoomObjectType;
      size: number | null;
      type: DataRoomFileType | null;
      extension: string | null;
      immutable: boolean;
      uploadedBy: string | null;
      uploadedDate: string | null;
      requestedDocument: RequestedDocumentKey | null;
      filesCount: number | null;
    }>;
  };
};

export type DataRoomListingQueryVariables = Exact<{
  folderId?: string | number | null | undefined;
  page: number;
  size: number;
  search?: string | null | undefined;
}>;

export type DataRoomListingQuery = {
  dataRoomFolder: { id: string; name: string; ancestors: Array<{ id: string; name: string }> };
  dataRoom: {
    items: Array<{
      id: string;
      name: string;
      objectType: DataRoomObjectType;
      size: number | null;
      type: DataRoomFileType | null;
      extension: string | null;
      immutable: boolean;
      uploadedBy: string | null;
      uploadedDate: string | null;
      requestedDocument: RequestedDocumentKey | null;
      filesCount: number | null;
    }>;
    pageInfo: { page: number; size: number; totalElements: number };
  };
};

export type CreateQuoteSettingsQueryVariables = Exact<{ [key: string]: never }>;

export type CreateQuoteSettingsQuery = {
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
      address: { label: string; timeZone: string };
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

export type CancelOfferMutation = { cancelOffer: { id: string; stage: OfferStage; stageLabel: string } };

export type ReissueOfferMutationVariables = Exact<{
  id: string | number;
}>;

export type ReissueOfferMutation = { reissueOffer: { id: string } };

export type OfferQueryVariables = Exact<{
  id: string | number;
}>;

export type OfferQuery = {
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

export type OffersQueryVariables = Exact<{
  page: number;
  size: number;
  stages?: Array<OfferStage> | OfferStage | null | undefined;
  accountId?: string | number | null | undefined;
  sort?: OfferSort | null | undefined;
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
      expiration: string;
      createdDate: string;
      lastModifiedDate: string;
    }>;
    pageInfo: { page: number; size: number; totalPages: number; totalElements: number };
  };
};

export type OffersViewerQueryVariables = Exact<{ [key: string]: never }>;

export type OffersViewerQuery = {
  viewer: { id: string; roles: Array<{ id: string; name: string }> };
  organization: {
    id: string;
    sellerName: string;
    offerAddOnsEnabled: boolean;
    settings: { authorizedOfferTypes: Array<OfferType>; renewalsEnabled: boolean };
  } | null;
};

export type CompanyProfileQueryVariables = Exact<{ [key: string]: never }>;

export type CompanyProfileQuery = {
  companyProfile: {
    id: string;
    details: {
      id: string;
      name: string;
      isInternational: boolean;
      businessEntityTypeId: string | null;
      transactionCurrencyId: string | null;
      countryIncorporatedId: string | null;
      stateIncorporated: string | null;
      companySize: string | null;
      ein: string | null;
      industrySectorId: string | null;
      websiteUrl: string | null;
      businessModelId: string | null;
      desiredFundingAmount: number | null;
      address: {
        label: string | null;
        addressNumber: string | null;
        street: string | null;
        neighborhood: string | null;
        municipality: string | null;
        subRegion: string | null;
        region: string | null;
        postalCode: string | null;
        country: string | null;
        isInternational: boolean;
      } | null;
    };
    businessMetrics: {
      id: string;
      lastTwelveMonthsRevenues: number | null;
      currentAnnualRecurringRevenue: number | null;
      monthlyCashBurn: number | null;
      annualRecurringRevenueYearOverYearGrowth: number | null;
      latestCashBalance: number | null;
      currentlyHasLiens: boolean | null;
      liensComment: string | null;
      currentlyHasLoans: boolean | null;
      loansComment: string | null;
    };
    industrySectors: Array<{ id: string; name: string }>;
    businessModels: Array<{ id: string; name: string }>;
    businessEntityTypes: Array<{ id: string; name: string }>;
    countries: Array<{ id: string; name: string }>;
    currencies: Array<{ id: string; name: string }>;
  };
};

export type CompanyAddressSuggestionsQueryVariables = Exact<{
  query: string;
  international: boolean;
}>;

export type CompanyAddressSuggestionsQuery = {
  addressSuggestions: Array<{
    label: string;
    addressNumber: string;
    street: string;
    neighborhood: string | null;
    municipality: string;
    subRegion: string | null;
    region: string;
    postalCode: string;
    country: string;
    isInternational: boolean;
  }>;
};

export type UpdateCompanyDetailsMutationVariables = Exact<{
  input: CompanyDetailsInput;
  loaded?: CompanyDetailsInput | null | undefined;
}>;

export type UpdateCompanyDetailsMutation = {
  updateCompanyDetails: {
    id: string;
    name: string;
    isInternational: boolean;
    businessEntityTypeId: string | null;
    transactionCurrencyId: string | null;
    countryIncorporatedId: string | null;
    stateIncorporated: string | null;
    companySize: string | null;
    ein: string | null;
    industrySectorId: string | null;
    websiteUrl: string | null;
    businessModelId: string | null;
    desiredFundingAmount: number | null;
    address: {
      label: string | null;
      addressNumber: string | null;
      street: string | null;
      neighborhood: string | null;
      municipality: string | null;
      subRegion: string | null;
      region: string | null;
      postalCode: string | null;
      country: string | null;
      isInternational: boolean;
    } | null;
  };
};

export type UpdateBusinessMetricsMutationVariables = Exact<{
  input: BusinessMetricsInput;
  loaded?: BusinessMetricsInput | null | undefined;
}>;

export type UpdateBusinessMetricsMutation = {
  updateBusinessMetrics: {
    id: string;
    lastTwelveMonthsRevenues: number | null;
    currentAnnualRecurringRevenue: number | null;
    monthlyCashBurn: number | null;
    annualRecurringRevenueYearOverYearGrowth: number | null;
    latestCashBalance: number | null;
    currentlyHasLiens: boolean | null;
    liensComment: string | null;
    currentlyHasLoans: boolean | null;
    loansComment: string | null;
  };
};

export type SaasMetricsQueryVariables = Exact<{ [key: string]: never }>;

export type SaasMetricsQuery = {
  saasMetrics: {
    id: string;
    calendarYearArr: number;
    previousYearArr: number;
    monthlyRecurringRevenue: number;
    grossRetention: number;
    netRetention: number;
    grossRevenueChurn: number;
    expansionArr: number;
  };
};

export type UpdateSaasMetricsMutationVariables = Exact<{
  input: SaasMetricsInput;
  loaded?: SaasMetricsInput | null | undefined;
}>;

export type UpdateSaasMetricsMutation = {
  updateSaasMetrics: {
    id: string;
    calendarYearArr: number;
    previousYearArr: number;
    monthlyRecurringRevenue: number;
    grossRetention: number;
    netRetention: number;
    grossRevenueChurn: number;
    expansionArr: number;
  };
};

export type IntegrationConnectionsQueryVariables = Exact<{
  sourceType: IntegrationSourceType;
}>;

export type IntegrationConnectionsQuery = {
  integrationConnections: {
    sourceType: IntegrationSourceType;
    multipleConnectionsForTheSameIntegrationAllowed: boolean;
    existingConnections: Array<{
      id: string;
      status: ConnectionStatus;
      linkUrl: string;
      companyName: string | null;
      integration: { key: string; name: string; logoUrl: string | null };
    }>;
    availableIntegrations: Array<{
      key: string;
      name: string;
      logoUrl: string | null;
      isDesktopAccounting: boolean;
    }>;
  };
};

export type StartConnectionMutationVariables = Exact<{
  platformKey: string;
  returnPath: string;
}>;

export type StartConnectionMutation = {
  startConnection: { id: string; status: ConnectionStatus; linkUrl: string };
};

export type DisconnectConnectionMutationVariables = Exact<{
  id: string | number;
}>;

export type DisconnectConnectionMutation = { disconnectConnection: { id: string; status: ConnectionStatus } };

export type ExemptionReasonsQueryVariables = Exact<{ [key: string]: never }>;

export type ExemptionReasonsQuery = { exemptionReasons: Array<{ id: string; type: string; text: string }> };

export type RequestConnectionExceptionMutationVariables = Exact<{
  input: ConnectionExceptionInput;
}>;

export type RequestConnectionExceptionMutation = {
  requestConnectionException: { id: string; source: ExceptionSource };
};

export type PortfolioSummaryQueryVariables = Exact<{ [key: string]: never }>;

export type PortfolioSummaryQuery = {
  portfolioSummary: {
    cashToCome: Array<{ month: string; amount: number; paymentsCount: number; offersCount: number }>;
    lateOrFailed: Array<{
      bucket: OverdueBucket;
      lateAmount: number;
      latePaymentsCount: number;
      failedAmount: number;
      failedPaymentsCount: number;
      offersCount: number;
    }>;
    advances: Array<{ month: string; amount: number; advancesCount: number; offersCount: number }>;
  };
};

export type OfferHealthReportQueryVariables = Exact<{
  page: number;
  size: number;
  accountId?: string | number | null | undefined;
  paymentStatuses?: Array<PaymentStatus> | PaymentStatus | null | undefined;
  portfolio?: PortfolioSliceInput | null | undefined;
}>;

export type OfferHealthReportQuery = {
  offerHealthReport: {
    items: Array<{
      id: string;
      accountName: string;
      stage: OfferStage;
      stageLabel: string;
      directOfferTermLabel: string;
      paymentFrequency: PaymentFrequency;
      obligorSelectedOfferTotalContractValue: number | null;
      directOfferTotalContractValue: number;
      obligorSelectedOfferPaymentAmount: number | null;
      reconciledPaidPaymentsCount: number;
      paymentsCount: number;
      paidPaymentsAmount: number;
      lastPaymentDate: string | null;
      offerPaymentStatus: PaymentStatus | null;
    }>;
    pageInfo: { page: number; size: number; totalPages: number; totalElements: number };
  };
};

export type PaymentScheduleQueryVariables = Exact<{
  offerId: string | number;
}>;

export type PaymentScheduleQuery = {
  offerPaymentSchedule: Array<{
    id: string;
    invoiceDate: string;
    paymentDate: string;
    paymentStatus: PaymentStatus;
    details: string | null;
    paymentAmount: number;
    hasInvoice: boolean;
    invoiceId: string;
    paymentMethod: {
      paymentType: string;
      institutionName: string | null;
      paymentMethodEnding: string | null;
    } | null;
  }>;
};

export type CashAdvancesQueryVariables = Exact<{ [key: string]: never }>;

export type CashAdvancesQuery = { cashAdvances: Array<{ id: string; advanceDate: string; total: number }> };

export type CashAdvanceQueryVariables = Exact<{
  id: string | number;
}>;

export type CashAdvanceQuery = {
  cashAdvance: {
    id: string;
    advanceDate: string;
    offerCashAdvances: Array<{
      offerId: string;
      accountName: string;
      customerSelectedOfferTermLabel: string;
      paymentFrequency: PaymentFrequency;
      totalContractValue: number;
      sellerCashAdvance: number;
    }>;
  };
};

export type UnderwritingQueryVariables = Exact<{ [key: string]: never }>;

export type UnderwritingQuery = {
  onboardingSubmission: { submittedAt: string; decisionExpectedAt: string } | null;
  onboardingOptionalSteps: { codatPaymentsConnectionsCreated: boolean; saasMetricsCompleted: boolean };
};

export type OnboardingStatusQueryVariables = Exact<{ [key: string]: never }>;

export type OnboardingStatusQuery = {
  onboardingStatus: {
    userProfileCompleted: boolean;
    sellerRegistrationCompleted: boolean;
    codatAccountingConnectionsCreated: boolean;
    codatBankingConnectionsCreated: boolean;
    filesUploaded: boolean;
  };
};

export type SubmitOnboardingMutationVariables = Exact<{ [key: string]: never }>;

export type SubmitOnboardingMutation = {
  submitOnboarding: {
    id: string;
    isOnboarding: boolean;
    isUnderwriting: boolean;
    isApproved: boolean;
    dashboardLink: string;
  };
};

export type OrgContextQueryVariables = Exact<{ [key: string]: never }>;

export type OrgContextQuery = {
  viewer: { id: string; roles: Array<{ id: string; name: string }> };
  organization: {
    id: string;
    sellerName: string;
    isOnboarding: boolean;
    isUnderwriting: boolean;
    isApproved: boolean;
    dashboardLink: string;
    showAdvanceHistory: boolean;
  } | null;
};

export type UserSettingsQueryVariables = Exact<{ [key: string]: never }>;

export type UserSettingsQuery = {
  viewer: {
    id: string;
    email: string;
    firstName: string | null;
    lastName: string | null;
    title: string | null;
    phoneNumber: string | null;
    mobilePhoneNumber: string | null;
  };
  organization: { id: string; dashboardLink: string } | null;
};

export type UpdateUserSettingsMutationVariables = Exact<{
  input: UserSettingsInput;
  loaded?: UserSettingsInput | null | undefined;
}>;

export type UpdateUserSettingsMutation = {
  updateUserSettings: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    title: string | null;
    phoneNumber: string | null;
    mobilePhoneNumber: string | null;
  };
};

export type InviteTeamMemberMutationVariables = Exact<{
  input: InviteTeamMemberInput;
}>;

export type InviteTeamMemberMutation = {
  inviteTeamMember: { id: string; fullName: string; email: string; status: TeamMemberStatus };
};

export type PendingJoinRequestsQueryVariables = Exact<{ [key: string]: never }>;

export type PendingJoinRequestsQuery = {
  pendingJoinRequests: Array<{
    id: string;
    firstName: string | null;
    lastName: string | null;
    fullName: string;
    email: string;
    status: JoinRequestStatus;
  }>;
};

export type ApproveJoinRequestMutationVariables = Exact<{
  input: ApproveJoinRequestInput;
}>;

export type ApproveJoinRequestMutation = { approveJoinRequest: { id: string; status: JoinRequestStatus } };

export type RejectJoinRequestMutationVariables = Exact<{
  id: string | number;
}>;

export type RejectJoinRequestMutation = { rejectJoinRequest: { id: string; status: JoinRequestStatus } };

export type TeamMemberQueryVariables = Exact<{
  id: string | number;
}>;

export type TeamMemberQuery = {
  teamMember: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    fullName: string;
    email: string;
    status: TeamMemberStatus;
    isOrganizationOwner: boolean;
    invitationSentDate: string | null;
    lastLogin: string | null;
    phoneNumber: string | null;
    roles: Array<{ id: string; name: string; displayName: string }>;
  };
};

export type UpdateTeamMemberMutationVariables = Exact<{
  id: string | number;
  input: UpdateTeamMemberInput;
  loaded?: UpdateTeamMemberInput | null | undefined;
}>;

export type UpdateTeamMemberMutation = {
  updateTeamMember: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    fullName: string;
    phoneNumber: string | null;
    roles: Array<{ id: string; name: string; displayName: string }>;
  };
};

export type TeamRolesQueryVariables = Exact<{ [key: string]: never }>;

export type TeamRolesQuery = {
  roles: Array<{ id: string; name: string; displayName: string; description: string | null }>;
};

export type DisableTeamMemberMutationVariables = Exact<{
  id: string | number;
}>;

export type DisableTeamMemberMutation = { disableTeamMember: { id: string; status: TeamMemberStatus } };

export type EnableTeamMemberMutationVariables = Exact<{
  id: string | number;
}>;

export type EnableTeamMemberMutation = { enableTeamMember: { id: string; status: TeamMemberStatus } };

export type ResendInvitationMutationVariables = Exact<{
  userId: string | number;
}>;

export type ResendInvitationMutation = {
  resendInvitation: { id: string; status: TeamMemberStatus; invitationSentDate: string | null };
};

export type TransferOwnershipMutationVariables = Exact<{
  userId: string | number;
}>;

export type TransferOwnershipMutation = {
  transferOwnership: {
    previousOwner: { id: string; isOrganizationOwner: boolean };
    newOwner: { id: string; isOrganizationOwner: boolean };
  };
};

export type TeamMembersQueryVariables = Exact<{
  page: number;
  size: number;
  search?: string | null | undefined;
}>;

export type TeamMembersQuery = {
  team: {
    items: Array<{
      id: string;
      fullName: string;
      email: string;
      status: TeamMemberStatus;
      isOrganizationOwner: boolean;
      roles: Array<{ id: string; name: string; displayName: string }>;
    }>;
    pageInfo: { page: number; size: number; totalPages: number; totalElements: number };
  };
};

export type TeamViewerQueryVariables = Exact<{ [key: string]: never }>;

export type TeamViewerQuery = {
  viewer: { id: string; isOrganizationOwner: boolean; roles: Array<{ id: string; name: string }> };
};

export type IdentitySessionQueryVariables = Exact<{ [key: string]: never }>;

export type IdentitySessionQuery = {
  session: {
    emailVerified: boolean;
    hasTenancy: boolean;
    canCreateNewTenancy: boolean;
    organizationOwnerEmail: string | null;
    organizationOwnerFullName: string | null;
    currentJoinRequest: { id: string; status: JoinRequestStatus } | null;
  };
};

export type CreateJoinRequestMutationVariables = Exact<{ [key: string]: never }>;

export type CreateJoinRequestMutation = { createJoinRequest: { id: string; status: JoinRequestStatus } };

export type EmailVerificationActiveLinkQueryVariables = Exact<{ [key: string]: never }>;

export type EmailVerificationActiveLinkQuery = { emailVerificationActiveLink: { id: string } | null };

export type SendVerificationEmailMutationVariables = Exact<{ [key: string]: never }>;

export type SendVerificationEmailMutation = { sendVerificationEmail: { id: string } };

export type ResendVerificationEmailMutationVariables = Exact<{
  code: string;
}>;

export type ResendVerificationEmailMutation = { resendVerificationEmail: { id: string } };

export type VerifyEmailMutationVariables = Exact<{
  code: string;
}>;

export type VerifyEmailMutation = { verifyEmail: boolean };

export type RegisterOrganizationMutationVariables = Exact<{
  input: RegistrationInput;
}>;

export type RegisterOrganizationMutation = {
  registerOrganization: { organizationId: string; sellerName: string };
};

export type AccountLinkingQueryVariables = Exact<{
  sessionToken: string;
}>;

export type AccountLinkingQuery = {
  accountLinking: { linkingUserEmail: string; linkingUserProvider: string; primaryUserProvider: string };
};

export type LinkAccountsMutationVariables = Exact<{
  sessionToken: string;
}>;

export type LinkAccountsMutation = { linkAccounts: { continueUrl: string } };

export type NotificationFeedQueryVariables = Exact<{
  size: number;
}>;

export type NotificationFeedQuery = {
  notifications: {
    unreadCount: number;
    items: Array<{
      id: string;
      type: NotificationType;
      title: string | null;
      message: string | null;
      offerId: string | null;
      createdAt: string;
      read: boolean;
    }>;
  };
};

export type MarkNotificationReadMutationVariables = Exact<{
  id: string | number;
}>;

export type MarkNotificationReadMutation = {
  markNotificationRead: { id: string; read: boolean; readAt: string | null };
};

export type MarkAllNotificationsReadMutationVariables = Exact<{ [key: string]: never }>;

export type MarkAllNotificationsReadMutation = { markAllNotificationsRead: number };

export type ShellContextQueryVariables = Exact<{ [key: string]: never }>;

export type ShellContextQuery = {
  viewer: {
    id: string;
    email: string;
    firstName: string | null;
    lastName: string | null;
    isOrganizationOwner: boolean;
    isInvitePending: boolean;
    roles: Array<{ id: string; name: string; displayName: string }>;
  };
  organization: {
    id: string;
    sellerName: string;
    sellerLogoResourceUrl: string | null;
    isOnboarding: boolean;
    isUnderwriting: boolean;
    isApproved: boolean;
    dashboardLink: string;
  } | null;
};

export type MarkInviteAcceptedMutationVariables = Exact<{ [key: string]: never }>;

export type MarkInviteAcceptedMutation = { markInviteAccepted: boolean };

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

export const DataRoomRowFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DataRoomRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DataRoomObject' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'objectType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'size' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'extension' } },
          { kind: 'Field', name: { kind: 'Name', value: 'immutable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uploadedBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uploadedDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestedDocument' } },
          { kind: 'Field', name: { kind: 'Name', value: 'filesCount' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DataRoomRowFragment, unknown>;
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
export const ValidateAccountDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ValidateAccount' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'AccountInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'validateAccount' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'renderExperience' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'highConfidenceMatch' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'ein' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'address' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'experianBin' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'potentialMatches' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'ein' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'address' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'experianBin' } },
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
} as unknown as DocumentNode<ValidateAccountMutation, ValidateAccountMutationVariables>;
export const CreateAccountDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateAccount' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'AccountInput' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'experianBin' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createAccount' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'experianBin' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'experianBin' } },
              },
            ],
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
      },
    },
  ],
} as unknown as DocumentNode<CreateAccountMutation, CreateAccountMutationVariables>;
export const AddressSuggestionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AddressSuggestions' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'international' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addressSuggestions' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'international' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'international' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'country' } },
                { kind: 'Field', name: { kind: 'Name', value: 'timeZone' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddressSuggestionsQuery, AddressSuggestionsQueryVariables>;
export const AccountContactDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AccountContact' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'accountId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'contactId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'accountContact' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'accountId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'accountId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'contactId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'contactId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phoneNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mobilePhoneNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isPrimary' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AccountContactQuery, AccountContactQueryVariables>;
export const CreateAccountContactDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateAccountContact' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'accountId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'AccountContactInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createAccountContact' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'accountId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'accountId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
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
} as unknown as DocumentNode<CreateAccountContactMutation, CreateAccountContactMutationVariables>;
export const UpdateAccountContactDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateAccountContact' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'accountId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'contactId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateAccountContactInput' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'loaded' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateAccountContactInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateAccountContact' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'accountId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'accountId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'contactId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'contactId' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phoneNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mobilePhoneNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isPrimary' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateAccountContactMutation, UpdateAccountContactMutationVariables>;
export const ContactRulesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ContactRules' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
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
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'phoneNumberRequiredForAccountContacts' },
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
} as unknown as DocumentNode<ContactRulesQuery, ContactRulesQueryVariables>;
export const CustomerLegalDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CustomerLegal' },
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
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'address' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'label' } }],
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
} as unknown as DocumentNode<CustomerLegalQuery, CustomerLegalQueryVariables>;
export const SetCustomerEinDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetCustomerEin' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'accountId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ein' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setCustomerEin' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'accountId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'accountId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'ein' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'ein' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ein' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetCustomerEinMutation, SetCustomerEinMutationVariables>;
export const CustomerProfileDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CustomerProfile' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'offersCount' } },
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
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'label' } }],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'contacts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'phoneNumber' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'mobilePhoneNumber' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isPrimary' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'created' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'updated' } },
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
} as unknown as DocumentNode<CustomerProfileQuery, CustomerProfileQueryVariables>;
export const MakePrimaryAccountContactDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MakePrimaryAccountContact' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'accountId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'contactId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'makePrimaryAccountContact' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'accountId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'accountId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'contactId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'contactId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isPrimary' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MakePrimaryAccountContactMutation, MakePrimaryAccountContactMutationVariables>;
export const CustomersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Customers' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'customers' },
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
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
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
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'ein' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'address' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'label' } }],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'accountContact' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                          ],
                        },
                      },
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
} as unknown as DocumentNode<CustomersQuery, CustomersQueryVariables>;
export const DataRoomAccessDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DataRoomAccess' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
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
                { kind: 'Field', name: { kind: 'Name', value: 'isOnboarding' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isUnderwriting' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isApproved' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'settings' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'useDataRoomV2Page' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DataRoomAccessQuery, DataRoomAccessQueryVariables>;
export const DataRoomActivityDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DataRoomActivity' },
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
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dataRoomActivity' },
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
                      { kind: 'Field', name: { kind: 'Name', value: 'action' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'objectType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'fileName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'previous' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'actor' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'occurredAt' } },
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
} as unknown as DocumentNode<DataRoomActivityQuery, DataRoomActivityQueryVariables>;
export const DeleteDataRoomFileDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteDataRoomFile' },
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
            name: { kind: 'Name', value: 'deleteDataRoomFile' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteDataRoomFileMutation, DeleteDataRoomFileMutationVariables>;
export const CreateDataRoomFolderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateDataRoomFolder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'parentId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'DataRoomFolderInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createDataRoomFolder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'parentId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'parentId' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateDataRoomFolderMutation, CreateDataRoomFolderMutationVariables>;
export const RenameDataRoomFolderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RenameDataRoomFolder' },
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
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'DataRoomFolderInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'renameDataRoomFolder' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RenameDataRoomFolderMutation, RenameDataRoomFolderMutationVariables>;
export const RenameDataRoomFileDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RenameDataRoomFile' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'renameDataRoomFile' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'name' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
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
} as unknown as DocumentNode<RenameDataRoomFileMutation, RenameDataRoomFileMutationVariables>;
export const MoveDataRoomFolderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MoveDataRoomFolder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'parentId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'moveDataRoomFolder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'parentId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'parentId' } },
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
} as unknown as DocumentNode<MoveDataRoomFolderMutation, MoveDataRoomFolderMutationVariables>;
export const MoveDataRoomFileDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MoveDataRoomFile' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'folderId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'moveDataRoomFile' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'folderId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'folderId' } },
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
} as unknown as DocumentNode<MoveDataRoomFileMutation, MoveDataRoomFileMutationVariables>;
export const DataRoomFolderPathsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DataRoomFolderPaths' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dataRoomFolderPaths' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'path' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DataRoomFolderPathsQuery, DataRoomFolderPathsQueryVariables>;
export const DataRoomFolderHoldsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DataRoomFolderHolds' },
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
            name: { kind: 'Name', value: 'dataRoomFolder' },
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
                  name: { kind: 'Name', value: 'holds' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'files' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'folders' } },
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
} as unknown as DocumentNode<DataRoomFolderHoldsQuery, DataRoomFolderHoldsQueryVariables>;
export const DeleteDataRoomFolderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteDataRoomFolder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'holds' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'DataRoomFolderHoldsInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteDataRoomFolder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'holds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'holds' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteDataRoomFolderMutation, DeleteDataRoomFolderMutationVariables>;
export const SetDataRoomFileRequestedDocumentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetDataRoomFileRequestedDocument' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'requestedDocument' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'RequestedDocumentKey' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setDataRoomFileRequestedDocument' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'requestedDocument' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'requestedDocument' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'requestedDocument' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  SetDataRoomFileRequestedDocumentMutation,
  SetDataRoomFileRequestedDocumentMutationVariables
>;
export const RequestedDocumentsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'RequestedDocuments' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dataRoomRequestedDocuments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'provided' } },
                { kind: 'Field', name: { kind: 'Name', value: 'providedBy' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RequestedDocumentsQuery, RequestedDocumentsQueryVariables>;
export const SetRequestedDocumentProvidedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetRequestedDocumentProvided' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'key' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'RequestedDocumentKey' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'provided' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setRequestedDocumentProvided' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'key' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'key' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'provided' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'provided' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'provided' } },
                { kind: 'Field', name: { kind: 'Name', value: 'providedBy' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  SetRequestedDocumentProvidedMutation,
  SetRequestedDocumentProvidedMutationVariables
>;
export const ExistingFileNamesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ExistingFileNames' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'folderId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'names' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dataRoomExistingFileNames' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'folderId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'folderId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'names' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'names' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExistingFileNamesQuery, ExistingFileNamesQueryVariables>;
export const DataRoomFolderPathDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DataRoomFolderPath' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'names' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dataRoomFolderByPath' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'names' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'names' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'contents' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'DataRoomRow' } }],
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
      name: { kind: 'Name', value: 'DataRoomRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DataRoomObject' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'objectType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'size' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'extension' } },
          { kind: 'Field', name: { kind: 'Name', value: 'immutable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uploadedBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uploadedDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestedDocument' } },
          { kind: 'Field', name: { kind: 'Name', value: 'filesCount' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DataRoomFolderPathQuery, DataRoomFolderPathQueryVariables>;
export const DataRoomListingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DataRoomListing' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'folderId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dataRoomFolder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'folderId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'ancestors' },
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
            name: { kind: 'Name', value: 'dataRoom' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'folderId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'folderId' } },
              },
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
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
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
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'DataRoomRow' } }],
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
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DataRoomRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DataRoomObject' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'objectType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'size' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'extension' } },
          { kind: 'Field', name: { kind: 'Name', value: 'immutable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uploadedBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uploadedDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestedDocument' } },
          { kind: 'Field', name: { kind: 'Name', value: 'filesCount' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DataRoomListingQuery, DataRoomListingQueryVariables>;
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
                      value: { kind: 'IntValue', value: '10' },
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
                      value: { kind: 'IntValue', value: '10' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'OfferSort' } },
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
                name: { kind: 'Name', value: 'sort' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
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
export const CompanyProfileDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CompanyProfile' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'companyProfile' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'details' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isInternational' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'address' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'addressNumber' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'street' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'neighborhood' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'municipality' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'subRegion' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'region' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'postalCode' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'country' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'isInternational' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'businessEntityTypeId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'transactionCurrencyId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'countryIncorporatedId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stateIncorporated' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'companySize' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'ein' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'industrySectorId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'websiteUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'businessModelId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'desiredFundingAmount' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'businessMetrics' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastTwelveMonthsRevenues' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'currentAnnualRecurringRevenue' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'monthlyCashBurn' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'annualRecurringRevenueYearOverYearGrowth' },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'latestCashBalance' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'currentlyHasLiens' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'liensComment' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'currentlyHasLoans' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'loansComment' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'industrySectors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'businessModels' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'businessEntityTypes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'countries' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'currencies' },
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
} as unknown as DocumentNode<CompanyProfileQuery, CompanyProfileQueryVariables>;
export const CompanyAddressSuggestionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CompanyAddressSuggestions' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'international' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addressSuggestions' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'international' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'international' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'addressNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'street' } },
                { kind: 'Field', name: { kind: 'Name', value: 'neighborhood' } },
                { kind: 'Field', name: { kind: 'Name', value: 'municipality' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subRegion' } },
                { kind: 'Field', name: { kind: 'Name', value: 'region' } },
                { kind: 'Field', name: { kind: 'Name', value: 'postalCode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'country' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isInternational' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CompanyAddressSuggestionsQuery, CompanyAddressSuggestionsQueryVariables>;
export const UpdateCompanyDetailsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateCompanyDetails' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CompanyDetailsInput' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'loaded' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'CompanyDetailsInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateCompanyDetails' },
            arguments: [
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
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isInternational' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'address' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'addressNumber' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'street' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'neighborhood' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'municipality' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'subRegion' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'region' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'postalCode' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'country' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isInternational' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'businessEntityTypeId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'transactionCurrencyId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'countryIncorporatedId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stateIncorporated' } },
                { kind: 'Field', name: { kind: 'Name', value: 'companySize' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ein' } },
                { kind: 'Field', name: { kind: 'Name', value: 'industrySectorId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'websiteUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'businessModelId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'desiredFundingAmount' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateCompanyDetailsMutation, UpdateCompanyDetailsMutationVariables>;
export const UpdateBusinessMetricsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateBusinessMetrics' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'BusinessMetricsInput' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'loaded' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'BusinessMetricsInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateBusinessMetrics' },
            arguments: [
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
                { kind: 'Field', name: { kind: 'Name', value: 'lastTwelveMonthsRevenues' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currentAnnualRecurringRevenue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'monthlyCashBurn' } },
                { kind: 'Field', name: { kind: 'Name', value: 'annualRecurringRevenueYearOverYearGrowth' } },
                { kind: 'Field', name: { kind: 'Name', value: 'latestCashBalance' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currentlyHasLiens' } },
                { kind: 'Field', name: { kind: 'Name', value: 'liensComment' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currentlyHasLoans' } },
                { kind: 'Field', name: { kind: 'Name', value: 'loansComment' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateBusinessMetricsMutation, UpdateBusinessMetricsMutationVariables>;
export const SaasMetricsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SaasMetrics' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'saasMetrics' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'calendarYearArr' } },
                { kind: 'Field', name: { kind: 'Name', value: 'previousYearArr' } },
                { kind: 'Field', name: { kind: 'Name', value: 'monthlyRecurringRevenue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'grossRetention' } },
                { kind: 'Field', name: { kind: 'Name', value: 'netRetention' } },
                { kind: 'Field', name: { kind: 'Name', value: 'grossRevenueChurn' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expansionArr' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SaasMetricsQuery, SaasMetricsQueryVariables>;
export const UpdateSaasMetricsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateSaasMetrics' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'SaasMetricsInput' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'loaded' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'SaasMetricsInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateSaasMetrics' },
            arguments: [
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
                { kind: 'Field', name: { kind: 'Name', value: 'calendarYearArr' } },
                { kind: 'Field', name: { kind: 'Name', value: 'previousYearArr' } },
                { kind: 'Field', name: { kind: 'Name', value: 'monthlyRecurringRevenue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'grossRetention' } },
                { kind: 'Field', name: { kind: 'Name', value: 'netRetention' } },
                { kind: 'Field', name: { kind: 'Name', value: 'grossRevenueChurn' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expansionArr' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateSaasMetricsMutation, UpdateSaasMetricsMutationVariables>;
export const IntegrationConnectionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'IntegrationConnections' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sourceType' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'IntegrationSourceType' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'integrationConnections' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sourceType' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sourceType' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'sourceType' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'multipleConnectionsForTheSameIntegrationAllowed' },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'existingConnections' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'linkUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'companyName' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'integration' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'logoUrl' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'availableIntegrations' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'logoUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isDesktopAccounting' } },
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
} as unknown as DocumentNode<IntegrationConnectionsQuery, IntegrationConnectionsQueryVariables>;
export const StartConnectionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'StartConnection' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'platformKey' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'returnPath' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'startConnection' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'platformKey' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'platformKey' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'returnPath' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'returnPath' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'linkUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StartConnectionMutation, StartConnectionMutationVariables>;
export const DisconnectConnectionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DisconnectConnection' },
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
            name: { kind: 'Name', value: 'disconnectConnection' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DisconnectConnectionMutation, DisconnectConnectionMutationVariables>;
export const ExemptionReasonsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ExemptionReasons' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'exemptionReasons' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExemptionReasonsQuery, ExemptionReasonsQueryVariables>;
export const RequestConnectionExceptionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RequestConnectionException' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ConnectionExceptionInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'requestConnectionException' },
            arguments: [
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
                { kind: 'Field', name: { kind: 'Name', value: 'source' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RequestConnectionExceptionMutation, RequestConnectionExceptionMutationVariables>;
export const PortfolioSummaryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PortfolioSummary' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'portfolioSummary' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'cashToCome' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'month' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'paymentsCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'offersCount' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'lateOrFailed' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'bucket' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lateAmount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'latePaymentsCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'failedAmount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'failedPaymentsCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'offersCount' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'advances' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'month' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'advancesCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'offersCount' } },
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
} as unknown as DocumentNode<PortfolioSummaryQuery, PortfolioSummaryQueryVariables>;
export const OfferHealthReportDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OfferHealthReport' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'accountId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'paymentStatuses' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'PaymentStatus' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'portfolio' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'PortfolioSliceInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'offerHealthReport' },
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
                name: { kind: 'Name', value: 'accountId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'accountId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'paymentStatuses' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'paymentStatuses' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'portfolio' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'portfolio' } },
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
                      { kind: 'Field', name: { kind: 'Name', value: 'directOfferTermLabel' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'paymentFrequency' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'obligorSelectedOfferTotalContractValue' },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'directOfferTotalContractValue' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'obligorSelectedOfferPaymentAmount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reconciledPaidPaymentsCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'paymentsCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'paidPaymentsAmount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastPaymentDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'offerPaymentStatus' } },
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
} as unknown as DocumentNode<OfferHealthReportQuery, OfferHealthReportQueryVariables>;
export const PaymentScheduleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PaymentSchedule' },
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
            name: { kind: 'Name', value: 'offerPaymentSchedule' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'invoiceDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paymentDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paymentStatus' } },
                { kind: 'Field', name: { kind: 'Name', value: 'details' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paymentAmount' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'hasInvoice' } },
                { kind: 'Field', name: { kind: 'Name', value: 'invoiceId' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PaymentScheduleQuery, PaymentScheduleQueryVariables>;
export const CashAdvancesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CashAdvances' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cashAdvances' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'advanceDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CashAdvancesQuery, CashAdvancesQueryVariables>;
export const CashAdvanceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CashAdvance' },
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
            name: { kind: 'Name', value: 'cashAdvance' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'advanceDate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'offerCashAdvances' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'offerId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'accountName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'customerSelectedOfferTermLabel' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'paymentFrequency' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalContractValue' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sellerCashAdvance' } },
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
} as unknown as DocumentNode<CashAdvanceQuery, CashAdvanceQueryVariables>;
export const UnderwritingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Underwriting' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'onboardingSubmission' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'decisionExpectedAt' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'onboardingOptionalSteps' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'codatPaymentsConnectionsCreated' } },
                { kind: 'Field', name: { kind: 'Name', value: 'saasMetricsCompleted' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UnderwritingQuery, UnderwritingQueryVariables>;
export const OnboardingStatusDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OnboardingStatus' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'onboardingStatus' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'userProfileCompleted' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sellerRegistrationCompleted' } },
                { kind: 'Field', name: { kind: 'Name', value: 'codatAccountingConnectionsCreated' } },
                { kind: 'Field', name: { kind: 'Name', value: 'codatBankingConnectionsCreated' } },
                { kind: 'Field', name: { kind: 'Name', value: 'filesUploaded' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OnboardingStatusQuery, OnboardingStatusQueryVariables>;
export const SubmitOnboardingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SubmitOnboarding' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'submitOnboarding' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isOnboarding' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isUnderwriting' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isApproved' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dashboardLink' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SubmitOnboardingMutation, SubmitOnboardingMutationVariables>;
export const OrgContextDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OrgContext' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
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
                { kind: 'Field', name: { kind: 'Name', value: 'isOnboarding' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isUnderwriting' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isApproved' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dashboardLink' } },
                { kind: 'Field', name: { kind: 'Name', value: 'showAdvanceHistory' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrgContextQuery, OrgContextQueryVariables>;
export const UserSettingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'UserSettings' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phoneNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mobilePhoneNumber' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'dashboardLink' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserSettingsQuery, UserSettingsQueryVariables>;
export const UpdateUserSettingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateUserSettings' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UserSettingsInput' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'loaded' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'UserSettingsInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateUserSettings' },
            arguments: [
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
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phoneNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mobilePhoneNumber' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateUserSettingsMutation, UpdateUserSettingsMutationVariables>;
export const InviteTeamMemberDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'InviteTeamMember' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'InviteTeamMemberInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'inviteTeamMember' },
            arguments: [
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
                { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InviteTeamMemberMutation, InviteTeamMemberMutationVariables>;
export const PendingJoinRequestsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PendingJoinRequests' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pendingJoinRequests' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PendingJoinRequestsQuery, PendingJoinRequestsQueryVariables>;
export const ApproveJoinRequestDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ApproveJoinRequest' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ApproveJoinRequestInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'approveJoinRequest' },
            arguments: [
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
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ApproveJoinRequestMutation, ApproveJoinRequestMutationVariables>;
export const RejectJoinRequestDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RejectJoinRequest' },
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
            name: { kind: 'Name', value: 'rejectJoinRequest' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RejectJoinRequestMutation, RejectJoinRequestMutationVariables>;
export const TeamMemberDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TeamMember' },
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
            name: { kind: 'Name', value: 'teamMember' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isOrganizationOwner' } },
                { kind: 'Field', name: { kind: 'Name', value: 'invitationSentDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastLogin' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phoneNumber' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'roles' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
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
} as unknown as DocumentNode<TeamMemberQuery, TeamMemberQueryVariables>;
export const UpdateTeamMemberDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateTeamMember' },
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
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateTeamMemberInput' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'loaded' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateTeamMemberInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateTeamMember' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phoneNumber' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'roles' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
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
} as unknown as DocumentNode<UpdateTeamMemberMutation, UpdateTeamMemberMutationVariables>;
export const TeamRolesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TeamRoles' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'roles' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TeamRolesQuery, TeamRolesQueryVariables>;
export const DisableTeamMemberDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DisableTeamMember' },
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
            name: { kind: 'Name', value: 'disableTeamMember' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DisableTeamMemberMutation, DisableTeamMemberMutationVariables>;
export const EnableTeamMemberDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'EnableTeamMember' },
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
            name: { kind: 'Name', value: 'enableTeamMember' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EnableTeamMemberMutation, EnableTeamMemberMutationVariables>;
export const ResendInvitationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ResendInvitation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'resendInvitation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'invitationSentDate' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResendInvitationMutation, ResendInvitationMutationVariables>;
export const TransferOwnershipDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TransferOwnership' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'transferOwnership' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'previousOwner' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isOrganizationOwner' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'newOwner' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isOrganizationOwner' } },
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
} as unknown as DocumentNode<TransferOwnershipMutation, TransferOwnershipMutationVariables>;
export const TeamMembersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TeamMembers' },
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
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'team' },
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
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
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
                      { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isOrganizationOwner' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'roles' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
                          ],
                        },
                      },
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
} as unknown as DocumentNode<TeamMembersQuery, TeamMembersQueryVariables>;
export const TeamViewerDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TeamViewer' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isOrganizationOwner' } },
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
        ],
      },
    },
  ],
} as unknown as DocumentNode<TeamViewerQuery, TeamViewerQueryVariables>;
export const IdentitySessionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'IdentitySession' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'session' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'emailVerified' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasTenancy' } },
                { kind: 'Field', name: { kind: 'Name', value: 'canCreateNewTenancy' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'currentJoinRequest' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'organizationOwnerEmail' } },
                { kind: 'Field', name: { kind: 'Name', value: 'organizationOwnerFullName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<IdentitySessionQuery, IdentitySessionQueryVariables>;
export const CreateJoinRequestDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateJoinRequest' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createJoinRequest' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateJoinRequestMutation, CreateJoinRequestMutationVariables>;
export const EmailVerificationActiveLinkDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'EmailVerificationActiveLink' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'emailVerificationActiveLink' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EmailVerificationActiveLinkQuery, EmailVerificationActiveLinkQueryVariables>;
export const SendVerificationEmailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SendVerificationEmail' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sendVerificationEmail' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SendVerificationEmailMutation, SendVerificationEmailMutationVariables>;
export const ResendVerificationEmailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ResendVerificationEmail' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'resendVerificationEmail' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'code' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
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
} as unknown as DocumentNode<ResendVerificationEmailMutation, ResendVerificationEmailMutationVariables>;
export const VerifyEmailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'VerifyEmail' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'verifyEmail' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'code' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<VerifyEmailMutation, VerifyEmailMutationVariables>;
export const RegisterOrganizationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RegisterOrganization' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'RegistrationInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'registerOrganization' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'organizationId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sellerName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RegisterOrganizationMutation, RegisterOrganizationMutationVariables>;
export const AccountLinkingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AccountLinking' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sessionToken' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'accountLinking' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sessionToken' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sessionToken' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'linkingUserEmail' } },
                { kind: 'Field', name: { kind: 'Name', value: 'linkingUserProvider' } },
                { kind: 'Field', name: { kind: 'Name', value: 'primaryUserProvider' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AccountLinkingQuery, AccountLinkingQueryVariables>;
export const LinkAccountsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'LinkAccounts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sessionToken' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'linkAccounts' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sessionToken' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sessionToken' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'continueUrl' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LinkAccountsMutation, LinkAccountsMutationVariables>;
export const NotificationFeedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'NotificationFeed' },
      variableDefinitions: [
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
            name: { kind: 'Name', value: 'notifications' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'IntValue', value: '0' },
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
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'offerId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'read' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'unreadCount' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NotificationFeedQuery, NotificationFeedQueryVariables>;
export const MarkNotificationReadDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MarkNotificationRead' },
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
            name: { kind: 'Name', value: 'markNotificationRead' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'read' } },
                { kind: 'Field', name: { kind: 'Name', value: 'readAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MarkNotificationReadMutation, MarkNotificationReadMutationVariables>;
export const MarkAllNotificationsReadDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MarkAllNotificationsRead' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'markAllNotificationsRead' } }],
      },
    },
  ],
} as unknown as DocumentNode<MarkAllNotificationsReadMutation, MarkAllNotificationsReadMutationVariables>;
export const ShellContextDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ShellContext' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'viewer' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isOrganizationOwner' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isInvitePending' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'roles' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'displayName' } },
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
                { kind: 'Field', name: { kind: 'Name', value: 'sellerLogoResourceUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isOnboarding' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isUnderwriting' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isApproved' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dashboardLink' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ShellContextQuery, ShellContextQueryVariables>;
export const MarkInviteAcceptedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MarkInviteAccepted' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'markInviteAccepted' } }],
      },
    },
  ],
} as unknown as DocumentNode<MarkInviteAcceptedMutation, MarkInviteAcceptedMutationVariables>;
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
