import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { gatewayDomains } from '../domains/index.js';
import type { Caller } from './access-token.js';
import { AREA_OF_DOMAIN, checkApiScopes } from './api-scopes.js';

const client = (...scopes: string[]): Caller => ({
  subject: 'client-1',
  userId: 'member-1',
  organizationId: 'seller-1',
  emailVerified: true,
  expiresAt: Date.now() + 60_000,
  apiClient: { clientId: 'client-1', scopes: new Set(scopes) },
});
const check = (caller: Caller, query: string, operationName?: string) => () =>
  checkApiScopes(caller, parse(query), operationName);

describe('an API client’s scopes', () => {
  it('are decided for every domain: a new domain says which area it serves, or that it is for people', () => {
    expect(gatewayDomains.map((domain) => domain.name).filter((name) => !(name in AREA_OF_DOMAIN))).toEqual(
      [],
    );
  });

  it('leave a person’s token alone, and let a client introspect and ask who it is', () => {
    expect(check({ ...client(), apiClient: null }, '{ team { items { id } } }')).not.toThrow();
    expect(check(client(), '{ __schema { queryType { name } } viewer { id } }')).not.toThrow();
  });

  it('hold the operation that runs, through fragments and inline fragments', () => {
    const reader = client('offers:read');
    expect(check(reader, '{ offers { items { id } } }')).not.toThrow();
    expect(check(reader, '{ ... on Query { customers { items { id } } } }')).toThrow('customers:read');
    expect(
      check(
        reader,
        'query A { offers { items { id } } } query B { ...T } fragment T on Query { team { totalElements: items { id } } }',
        'B',
      ),
    ).toThrow('team:read');
    expect(
      check(reader, 'query A { offers { items { id } } } query B { team { items { id } } }', 'A'),
    ).not.toThrow();
  });
});
