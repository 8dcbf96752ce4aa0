import type { GatewayDomainPart } from '../../domain.js';
import { offerBulkResolvers } from './resolvers.js';

/**
 * The offers list's bulk actions (ours), a part of the offers domain: Disable and Resend link for the selected rows,
 * each offer through the single action's checks and provider call.
 */
export const offerBulkPart: GatewayDomainPart = {
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: offerBulkResolvers,
};
