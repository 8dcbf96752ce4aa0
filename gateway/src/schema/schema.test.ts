import { readFileSync } from 'node:fs';
import { buildASTSchema, concatAST, printSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { typeDefs } from './type-defs.js';

describe('the committed schema (gateway/schema.graphql)', () => {
  it('matches the domains’ SDL; run `npm run codegen -w @seller-portal/gateway` when it does not', () => {
    const printed = printSchema(buildASTSchema(concatAST(typeDefs))) + '\n';
    expect(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8')).toBe(printed);
  });
});
