import { addressesDomain } from './addresses/index.js';
import { customersDomain } from './customers/index.js';
import { dataroomDomain } from './dataroom/index.js';
import { integrationsDomain } from './integrations/index.js';
import { offersDomain } from './offers/index.js';
import { notificationsDomain } from './notifications/index.js';
import { orgDomain } from './org/index.js';
import { reportsDomain } from './reports/index.js';
import { sessionDomain } from './session/index.js';
import { teamDomain } from './team/index.js';

/** The gateway's domains: they make the schema, the request context, the printed schema and codegen's mappers. */
export const gatewayDomains = [
  sessionDomain,
  teamDomain,
  addressesDomain,
  customersDomain,
  dataroomDomain,
  offersDomain,
  orgDomain,
  notificationsDomain,
  reportsDomain,
  integrationsDomain,
] as const;

export type { GatewayDomain } from './domain.js';
