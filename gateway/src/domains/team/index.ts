import type { GatewayDomain } from '../domain.js';
import { TeamProviderClient } from './provider-client.js';
import { teamResolvers } from './resolvers.js';

/** Team, members, roles, invitations and join requests (spec 02 sections 2 to 8, Team). */
export const teamDomain: GatewayDomain<'team', TeamProviderClient> = {
  name: 'team',
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: teamResolvers,
  client: (http) => new TeamProviderClient(http),
  mappers: {
    TeamMember: './provider-client.js#ProviderTeamUser',
    TeamMemberPage: './provider-client.js#ProviderTeamPage',
    Role: './provider-client.js#ProviderRole',
    JoinRequest: './provider-client.js#ProviderJoinRequest',
    JoinRequestPage: './provider-client.js#JoinRequestPageRecord',
    OwnershipTransfer: './provider-client.js#ProviderOwnershipTransfer',
  },
};
