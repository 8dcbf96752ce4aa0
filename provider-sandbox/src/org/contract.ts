import { z } from 'zod';
import { named, ours, timestamp } from '../contract/schemas.js';

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
