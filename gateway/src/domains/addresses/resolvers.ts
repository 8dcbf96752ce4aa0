import { z } from 'zod';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { requireTenant } from '../../auth/authorization.js';
import { validInput } from '../../validation/valid-input.js';

const TYPE_MORE = 'Type at least 2 characters';
const addressSearch = z.object({
  query: z.string().trim().min(2, TYPE_MORE).max(200, 'Maximum of 200 characters'),
  international: z.boolean(),
});

export const addressesResolvers: Resolvers = {
  Query: {
    addressSuggestions: (_parent, args, { caller, addresses }) => {
      requireTenant(caller);
      const { query, international } = validInput(addressSearch, args);
      return addresses.typeahead(query, international);
    },
  },
};
