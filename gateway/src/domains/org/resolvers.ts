import { z } from 'zod';
import { COMPANY_DATA_ROLES } from '@seller-portal/shared/roles';
import {
  businessMetricsSchema,
  companyDetailsSchema,
  exceptionRequestSchema,
  saasMetricsSchema,
  userSettingsSchema,
} from '@seller-portal/shared/validation';
import type {
  ConnectionStatus,
  ExemptionReasonType,
  IntegrationSourceType,
  Resolvers,
} from '../../generated/resolvers-types.js';
import { enumValues, knownValue } from '../../provider/known-values.js';
import type { GatewayContext } from '../../context.js';
import { requireRole, requireTenant } from '../../auth/authorization.js';
import { loadedValues, validInput } from '../../validation/valid-input.js';
import {
  businessMetricsChanges,
  companyDetailsChanges,
  saasMetricsChanges,
  userSettingsChanges,
} from './company-changes.js';
import type { ProviderConnectionStatus, ProviderSourceType } from './provider-client.js';

const SOURCE_TYPES: Record<IntegrationSourceType, ProviderSourceType> = {
  ACCOUNTING: 'Accounting',
  BANKING: 'Banking',
  COMMERCE: 'Commerce',
};
const SOURCE_TYPE_OF: Record<ProviderSourceType, IntegrationSourceType> = {
  Accounting: 'ACCOUNTING',
  Banking: 'BANKING',
  Commerce: 'COMMERCE',
};
const STATUS_OF: Record<ProviderConnectionStatus, ConnectionStatus> = {
  PendingAuth: 'PENDING_AUTH',
  Linked: 'LINKED',
  Unlinked: 'UNLINKED',
  Deactivated: 'DEACTIVATED',
};

/** The desktop accounting software's key (spec 01 section 9): it connects through the link widget. */
const DESKTOP_ACCOUNTING_KEY = 'quickbooks-desktop';

const connectionArgs = z.object({
  platformKey: z.string().trim().min(1, 'Choose a system to connect').max(100),
  // A path of the portal, never another site: the link page sends the browser there.
  returnPath: z
    .string()
    .trim()
    .regex(/^\/(?!\/)[A-Za-z0-9\-._~/]{0,199}$/, 'Must be a path of the portal'),
});

/** A member with company data rights (docs/adr/007); answers their seller. */
async function companyMember(context: GatewayContext): Promise<string> {
  await requireRole(context, COMPANY_DATA_ROLES);
  return requireTenant(context.caller);
}

const EXEMPTION_REASON_TYPES = enumValues<ExemptionReasonType>({
  ACCOUNTING: true,
  BANKING: true,
  ANY: true,
});

export const orgResolvers: Resolvers = {
  Query: {
    onboardingStatus: async (_parent, _args, context) => {
      await companyMember(context);
      return context.org.onboardingStatus();
    },
    onboardingOptionalSteps: async (_parent, _args, context) => {
      await companyMember(context);
      return context.org.optionalSteps();
    },
    onboardingSubmission: async (_parent, _args, context) => {
      await companyMember(context);
      return context.org.submission();
    },
    companyProfile: async (_parent, _args, context) => {
      const sellerId = await companyMember(context);
      return { ...(await context.org.profile(sellerId)), sellerId };
    },
    saasMetrics: async (_parent, _args, context) => {
      const sellerId = await companyMember(context);
      return { ...(await context.org.saasMetrics(sellerId)), sellerId };
    },
    exemptionReasons: async (_parent, _args, context) => {
      await companyMember(context);
      return context.org.exemptionReasons();
    },
    integrationConnections: async (_parent, { sourceType }, context) => {
      await companyMember(context);
      return {
        ...(await context.org.connections(SOURCE_TYPES[sourceType])),
        sourceType: SOURCE_TYPES[sourceType],
      };
    },
  },
  Mutation: {
    submitOnboarding: async (_parent, _args, context) => {
      await companyMember(context);
      return context.org.submit();
    },
    updateCompanyDetails: async (_parent, { input, loaded }, context) => {
      const sellerId = await companyMember(context);
      const form = validInput(companyDetailsSchema, input);
      const { seller } = await context.org.profile(sellerId);
      const operations = companyDetailsChanges(seller, form, loadedValues(companyDetailsSchema, loaded));
      const saved = operations.length > 0 ? await context.org.updateDetails(sellerId, operations) : seller;
      return { ...saved, sellerId };
    },
    updateBusinessMetrics: async (_parent, { input, loaded }, context) => {
      const sellerId = await companyMember(context);
      const form = validInput(businessMetricsSchema, input);
      const { businessMetrics } = await context.org.profile(sellerId);
      const operations = businessMetricsChanges(
        businessMetrics,
        form,
        loadedValues(businessMetricsSchema, loaded),
      );
      const saved =
        operations.length > 0
          ? await context.org.updateBusinessMetrics(sellerId, operations)
          : businessMetrics;
      return { ...saved, sellerId };
    },
    updateSaasMetrics: async (_parent, { input, loaded }, context) => {
      const sellerId = await companyMember(context);
      const form = validInput(saasMetricsSchema, input);
      const current = await context.org.saasMetrics(sellerId);
      const operations = saasMetricsChanges(current, form, loadedValues(saasMetricsSchema, loaded));
      const saved =
        operations.length > 0 ? await context.org.updateSaasMetrics(sellerId, operations) : current;
      return { ...saved, sellerId };
    },
    updateUserSettings: async (_parent, { input, loaded }, context) => {
      requireTenant(context.caller);
      const form = validInput(userSettingsSchema, input);
      const current = await context.session.currentUser();
      const operations = userSettingsChanges(current, form, loadedValues(userSettingsSchema, loaded));
      return operations.length > 0 ? context.org.updateCurrentUser(operations) : current;
    },
    requestConnectionException: async (_parent, { input }, context) => {
      await companyMember(context);
      const request = validInput(exceptionRequestSchema, input);
      return context.org.requestExemption({
        exemptionReasonId: request.exceptionReason,
        type: request.source,
        exemptionRequestDetails: {
          description: request.comments,
          missingBankingName: request.missingPlatformOrBankName,
        },
      });
    },
    startConnection: async (_parent, args, context) => {
      await companyMember(context);
      const { platformKey, returnPath } = validInput(connectionArgs, args);
      return context.org.startConnection(platformKey, returnPath);
    },
    disconnectConnection: async (_parent, { id }, context) => {
      await companyMember(context);
      return context.org.disconnect(id);
    },
  },
  CompanyProfile: {
    id: (profile) => profile.sellerId,
    details: (profile) => ({ ...profile.seller, sellerId: profile.sellerId }),
    businessMetrics: (profile) => ({ ...profile.businessMetrics, sellerId: profile.sellerId }),
  },
  CompanyDetails: { id: (details) => details.sellerId },
  ExemptionReason: { appliesTo: (reason) => knownValue(EXEMPTION_REASON_TYPES, reason.type) },
  CompanyAddress: { isInternational: (address) => address.isInternational === true },
  BusinessMetrics: { id: (metrics) => metrics.sellerId },
  SaasMetrics: { id: (metrics) => metrics.sellerId },
  IntegrationConnections: {
    sourceType: (connections) => SOURCE_TYPE_OF[connections.sourceType],
  },
  IntegrationConnection: {
    status: (connection) => STATUS_OF[connection.status],
    sourceType: (connection) => SOURCE_TYPE_OF[connection.sourceType],
    companyName: (connection) => connection.details?.companyName ?? null,
    // The integration's name and logo come with the list of its kind (one call per kind and request).
    integration: async (connection, _args, { org }) => {
      const { availableIntegrations } = await org.connections(connection.sourceType);
      return (
        availableIntegrations.find((integration) => integration.key === connection.integrationId) ?? {
          key: connection.integrationId,
          name: connection.integrationId,
          logoUrl: null,
        }
      );
    },
  },
  Integration: {
    isDesktopAccounting: (integration) => integration.key === DESKTOP_ACCOUNTING_KEY,
  },
  ConnectionException: {
    source: (exemption) => exemption.type,
  },
};
