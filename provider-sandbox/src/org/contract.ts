import { z } from 'zod';
import {
  named,
  optionalText,
  ours,
  phoneNumber,
  replaceOperations,
  requiredText,
  timestamp,
} from '../contract/schemas.js';
import { AMOUNT_BOUND, COMPANY_SIZES, URL_LIKE, US_STATE_CODES } from './company-rules.js';
import { SOURCE_TYPES } from './reference.js';

/**
 * The answers of the company lifecycle's operations (spec 01 section 3: the onboarding tasks, the seller's details
 * and metrics, connections, exemptions; section 7), as the sandbox gives them.
 */

export const onboardingStatus = named(
  'OnboardingStatus',
  z
    .object({
      userProfileCompleted: z.boolean(),
      sellerRegistrationCompleted: z.boolean(),
      codatAccountingConnectionsCreated: z.boolean(),
      codatBankingConnectionsCreated: z.boolean(),
      filesUploaded: z.boolean(),
    })
    .describe('The five onboarding tasks, each done or not'),
);

export const optionalSteps = named(
  'OptionalSteps',
  z
    .object({ codatPaymentsConnectionsCreated: z.boolean(), saasMetricsCompleted: z.boolean() })
    .describe('The optional onboarding steps'),
);

export const onboardingSubmission = named(
  'OnboardingSubmission',
  z
    .object({ submittedAt: timestamp(), decisionExpectedAt: timestamp() })
    .describe('When the application was submitted and when a decision is expected'),
);

export const companyAddress = named(
  'CompanyAddress',
  z
    .object({
      label: z.string().nullable(),
      addressNumber: z.string().nullable(),
      street: z.string().nullable(),
      neighborhood: z.string().nullable(),
      municipality: z.string().nullable(),
      subRegion: z.string().nullable(),
      region: z.string().nullable(),
      postalCode: z.string().nullable(),
      country: z.string().nullable(),
      isInternational: z.boolean(),
    })
    .describe("The company's address (spec 01 section 3, Address)"),
);

export const companyDetails = named(
  'CompanyDetails',
  z
    .object({
      name: z.string(),
      isInternational: z.boolean(),
      address: companyAddress.nullable(),
      businessEntityTypeId: z.string().nullable(),
      transactionCurrencyId: z.string().nullable(),
      countryIncorporatedId: z.string().nullable(),
      stateIncorporated: z.string().nullable(),
      companySize: z.string().nullable(),
      ein: z.string().nullable(),
      industrySectorId: z.string().nullable(),
      websiteUrl: z.string().nullable(),
      businessModelId: z.string().nullable(),
      desiredFundingAmount: z.number().nullable(),
    })
    .describe("The seller's company details (spec 01 section 3, Seller): empty until the first save"),
);

export const businessMetrics = named(
  'BusinessMetrics',
  z
    .object({
      lastTwelveMonthsRevenues: z.number().nullable(),
      currentAnnualRecurringRevenue: z.number().nullable(),
      monthlyCashBurn: z.number().nullable(),
      annualRecurringRevenueYearOverYearGrowth: z.number().nullable(),
      latestCashBalance: z.number().nullable(),
      currentlyHasLiens: z.boolean().nullable(),
      liensComment: z.string().nullable(),
      currentlyHasLoans: z.boolean().nullable(),
      loansComment: z.string().nullable(),
    })
    .describe("The company's business metrics, null until given"),
);

export const saasMetrics = named(
  'SaasMetrics',
  z
    .object({
      calendarYearArr: z.number(),
      previousYearArr: z.number(),
      monthlyRecurringRevenue: z.number(),
      grossRetention: z.number(),
      netRetention: z.number(),
      grossRevenueChurn: z.number(),
      expansionArr: z.number(),
    })
    .describe("The company's SaaS metrics, 0 until given"),
);

const referenceItem = named(
  'ReferenceItem',
  z.object({ id: z.string(), name: z.string() }).describe('An entry of a reference list'),
);

export const companyProfile = named(
  'CompanyProfile',
  z
    .object({
      seller: companyDetails,
      businessMetrics: businessMetrics.describe("The company's business metrics (the form's second part)"),
      industrySectors: z.array(referenceItem),
      businessModels: z.array(referenceItem),
      businessEntityTypes: z.array(referenceItem),
      countries: z.array(referenceItem),
      currencies: z.array(referenceItem),
    })
    .describe('The seller with its reference lists (spec 01 section 3, Seller onboarding payload)'),
);

const sourceType = z.enum(['Accounting', 'Banking', 'Commerce']);

export const integrationConnection = named(
  'IntegrationConnection',
  z
    .object({
      id: z.guid(),
      status: z.enum(['PendingAuth', 'Linked', 'Unlinked', 'Deactivated']),
      linkUrl: z.url().describe('Where the browser goes to link the system'),
      integrationId: z.string().describe("The integration's key"),
      sourceType: ours(sourceType, 'The kind of system connected'),
      details: z.object({ companyName: z.string().nullable() }),
    })
    .describe("A connection of the seller's to an accounting, banking or commerce system"),
);

const integration = named(
  'Integration',
  z
    .object({ key: z.string(), name: z.string(), logoUrl: z.url() })
    .describe('A system the seller can connect'),
);

export const integrationConnections = named(
  'IntegrationConnections',
  z
    .object({
      existingConnections: z.array(integrationConnection),
      availableIntegrations: z.array(integration),
      multipleConnectionsForTheSameIntegrationAllowed: z.boolean(),
      codatId: z.string(),
    })
    .describe(
      "The seller's connections of a source type and the systems it may connect (Connections response)",
    ),
);

export const exemptionReason = named(
  'ExemptionReason',
  z
    .object({
      id: z.string(),
      type: z.enum(['ACCOUNTING', 'BANKING', 'ANY']).describe('The connection it applies to, ANY for both'),
      text: z.string(),
    })
    .describe('A reason an exception to a connection may be requested for'),
);

export const exemption = named(
  'Exemption',
  z
    .object({
      id: z.guid(),
      createdAt: timestamp(),
      exemptionReasonId: z.string(),
      type: z.enum(['ACCOUNTING', 'BANKING']),
    })
    .describe('The exception just requested (its answer is not shown by the spec)'),
);

/*
 * What the company lifecycle's operations read (spec 01 section 7). A PATCH's record is checked whole once changed:
 * a value these schemas take may still be refused with the record (a domestic company's EIN and state).
 */

const TEXT = 255;

/** An amount as the company forms take it: whole cents, below 10^15, zero or more unless `signed`. */
const amount = (signed = false) =>
  z
    .number()
    .gt(-AMOUNT_BOUND)
    .min(signed ? -AMOUNT_BOUND : 0)
    .lt(AMOUNT_BOUND)
    .multipleOf(0.01)
    .describe('Whole cents');

const referenceId = (description: string) => z.string().max(100).nullable().describe(description);

export const companyDetailsChanges = named(
  'CompanyDetailsChanges',
  replaceOperations({
    name: requiredText(50),
    isInternational: z.boolean(),
    address: z
      .object({
        label: optionalText(500),
        addressNumber: optionalText(100),
        street: optionalText(TEXT),
        neighborhood: optionalText(TEXT),
        municipality: optionalText(TEXT),
        subRegion: optionalText(TEXT),
        region: optionalText(TEXT),
        postalCode: optionalText(32),
        country: optionalText(3),
        isInternational: z.boolean().optional(),
      })
      .describe('An address of the typeahead; a label and a street are required'),
    businessEntityTypeId: referenceId('One of businessEntityTypes; required for a domestic company'),
    transactionCurrencyId: referenceId('One of currencies'),
    countryIncorporatedId: referenceId('One of countries; required for an international company'),
    stateIncorporated: z
      .enum(US_STATE_CODES as [string, ...string[]])
      .nullable()
      .describe('A US state code; required for a domestic company'),
    companySize: z.enum(COMPANY_SIZES).describe('The number of employees, A to I'),
    ein: z
      .string()
      .max(50)
      .nullable()
      .describe('XX-XXXXXXX for a domestic company, any identification number for an international one'),
    industrySectorId: referenceId('One of industrySectors'),
    websiteUrl: requiredText(2000).regex(URL_LIKE),
    businessModelId: referenceId('One of businessModels'),
    desiredFundingAmount: amount().nullable(),
  }).describe("The company's details replaced (spec 01 section 7: replace operations on changed fields)"),
);

export const businessMetricsChanges = named(
  'BusinessMetricsChanges',
  replaceOperations({
    lastTwelveMonthsRevenues: amount(),
    currentAnnualRecurringRevenue: amount(),
    monthlyCashBurn: amount(),
    annualRecurringRevenueYearOverYearGrowth: amount(true),
    latestCashBalance: amount(),
    currentlyHasLiens: z.boolean(),
    liensComment: z.string().max(2048).nullable().describe('Required when currentlyHasLiens'),
    currentlyHasLoans: z.boolean(),
    loansComment: z.string().max(2048).nullable().describe('Required when currentlyHasLoans'),
  }).describe("The company's business metrics replaced (spec 01 section 7)"),
);

export const saasMetricsChanges = named(
  'SaasMetricsChanges',
  replaceOperations(
    Object.fromEntries(
      Object.keys(saasMetrics.shape).map((field) => [field, amount().nullable().describe('0 when null')]),
    ) as unknown as Record<keyof typeof saasMetrics.shape, z.ZodType>,
  ).describe("The company's SaaS metrics replaced (spec 01 section 7)"),
);

export const userSettingsChanges = named(
  'UserSettingsChanges',
  replaceOperations({
    firstName: requiredText(TEXT),
    lastName: requiredText(TEXT),
    title: optionalText(TEXT),
    phoneNumber: phoneNumber(),
    mobilePhoneNumber: phoneNumber(),
  }).describe("The signed-in user's fields replaced (spec 01 section 7: patch operations on user fields)"),
);

export const connectionsQuery = z.object({
  sourceType: z.enum(SOURCE_TYPES as [string, ...string[]]).describe('The kind of system'),
});

export const connectionRequest = named(
  'ConnectionRequest',
  z
    .object({
      platformKey: requiredText(100).describe('The key of one of availableIntegrations'),
      networkPathReference: z
        .string()
        .max(200)
        .regex(/^\/(?!\/)[A-Za-z0-9\-._~/]{0,199}$/)
        .nullable()
        .optional()
        .describe('The portal path the link page returns to; /org/onboarding when absent'),
    })
    .describe('Starts a connection (spec 01 section 7)'),
);

export const exemptionRequest = named(
  'ExemptionRequest',
  z
    .object({
      exemptionReasonId: requiredText(100).describe('One of GET /reference/exemption-reasons'),
      type: z.enum(['ACCOUNTING', 'BANKING']),
      exemptionRequestDetails: z.object({
        description: requiredText(2000),
        missingBankingName: z
          .string()
          .max(2000)
          .nullable()
          .optional()
          .describe('Required with the reason COMPANY_BANK_NOT_AVAILABLE'),
      }),
    })
    .describe('Requests an exception (spec 01 section 7)'),
);
