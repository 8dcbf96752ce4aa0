import { accountLinkingDomain } from './account-linking/index.js';
import { addressesDomain } from './addresses/index.js';
import { coreDomain } from './core/index.js';
import { customersDomain } from './customers/index.js';
import { dataroomDomain } from './dataroom/index.js';
import type { SandboxDomain } from './domain.js';
import { emailVerificationDomain } from './email-verification/index.js';
import { integrationsDomain } from './integrations/index.js';
import { offersDomain } from './offers/index.js';
import { notificationsDomain } from './notifications/index.js';
import { offerCreationDomain } from './offers/creation/index.js';
import { orgDomain } from './org/index.js';
import { outboxDomain } from './outbox/index.js';
import { registrationDomain } from './registration/index.js';
import { reportsDomain } from './reports/index.js';
import { sandboxPagesDomain } from './sandbox/index.js';
import { sellersDomain } from './sellers/index.js';
import { sessionDomain } from './session/index.js';
import { settingsDomain } from './settings/index.js';
import { teamDomain } from './team/index.js';

/**
 * The provider sandbox's domains, in the order their migrations and seeds run: a domain may build only on the
 * tables and demo data of those before it. Adding a domain is one line here (docs/adding-a-domain.md).
 */
export const sandboxDomains: readonly SandboxDomain[] = [
  coreDomain,
  outboxDomain,
  settingsDomain,
  sessionDomain,
  sellersDomain,
  emailVerificationDomain,
  registrationDomain,
  accountLinkingDomain,
  teamDomain,
  addressesDomain,
  customersDomain,
  offersDomain,
  offerCreationDomain,
  dataroomDomain,
  notificationsDomain,
  reportsDomain,
  orgDomain,
  integrationsDomain,
  sandboxPagesDomain,
];
