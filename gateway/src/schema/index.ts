import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import type { Resolvers } from '../generated/resolvers-types.js';
import { sessionResolvers } from '../domains/session/resolvers.js';
import { teamResolvers } from '../domains/team/resolvers.js';
import { typeDefs } from './type-defs.js';

const baseResolvers: Resolvers = {
  Query: { health: () => 'ok' },
};

export function createSchema(): GraphQLSchema {
  return makeExecutableSchema({ typeDefs, resolvers: [baseResolvers, sessionResolvers, teamResolvers] });
}
