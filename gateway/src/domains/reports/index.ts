import type { GatewayDomain } from '../domain.js';
import { reportFileRoutes } from './file-routes.js';
import { ReportsProviderClient } from './provider-client.js';
import { reportsResolvers } from './resolvers.js';

/**
 * The dashboard's reports (spec 01 sections 2 and 7, docs/adr/011): the Offer Health Report and payment schedules over
 * the offers domain's calls, offer exports delivered through the socket, the last report, cash advances. Files go
 * through `file-routes.ts`.
 */
export const reportsDomain: GatewayDomain<'reports', ReportsProviderClient> = {
  name: 'reports',
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: reportsResolvers,
  client: (http) => new ReportsProviderClient(http),
  httpRoutes: [{ path: '/reports', router: reportFileRoutes }],
  mappers: {
    OfferReport: './provider-client.js#ProviderOfferReport',
    CashAdvanceSummary: './provider-client.js#ProviderCashAdvanceSummary',
    CashAdvanceSummaryPage: './provider-client.js#CashAdvanceSummaryPageRecord',
    CashAdvance: './provider-client.js#ProviderCashAdvance',
  },
};
