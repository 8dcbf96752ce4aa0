import type { Resolvers } from '../../generated/resolvers-types.js';

export const sessionResolvers: Resolvers = {
  Query: {
    session: (_parent, _args, { session }) => session.session(),
    viewer: (_parent, _args, { session }) => session.currentUser(),
    organization: (_parent, _args, { caller, session }) =>
      caller.organizationId ? session.currentSeller() : null,
  },
  Organization: {
    id: (seller) => seller.organizationId,
  },
};
