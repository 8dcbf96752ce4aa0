import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import type { Resolvers } from '../generated/resolvers-types.js';
import { gatewayDomains } from '../domains/index.js';
import { resolveMoneyFields } from './money.js';
import { gatewayTypeDefs } from './type-defs.js';

const baseResolvers: Resolvers = {
  Query: { health: () => 'ok' },
};

export function createSchema(): GraphQLSchema {
  return resolveMoneyFields(
    makeExecutableSchema({
      typeDefs: gatewayTypeDefs(),
      resolvers: [
        baseResolvers,
        ...gatewayDomains.flatMap((domain) => [
          domain.resolvers,
          ...(domain.parts ?? []).map((part) => part.resolvers),
        ]),
      ],
    }),
    Object.assign({}, ...gatewayDomains.map((domain) => domain.moneyCurrencies ?? {})),
  );
}
