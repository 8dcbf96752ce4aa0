import type { GatewayDomain } from '../domain.js';
import { SessionProviderClient } from './provider-client.js';
import { sessionResolvers } from './resolvers.js';

/** Who is signed in, their company, and the identity flows (spec 02 sections 2 to 7, sign-in). */
export const sessionDomain: GatewayDomain<'session', SessionProviderClient> = {
  name: 'session',
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: sessionResolvers,
  client: (http) => new SessionProviderClient(http),
  mappers: {
    Viewer: './provider-client.js#ProviderCurrentUser',
    Organization: './provider-client.js#ProviderSeller',
    SellerSettings: './provider-client.js#ProviderSellerSettings',
    Session: './provider-client.js#ProviderSession',
    EmailVerificationLink: './provider-client.js#ProviderEmailVerificationLink',
    AccountLinking: './provider-client.js#ProviderAccountLinking',
  },
};
