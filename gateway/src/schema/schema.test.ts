import { readFileSync } from 'node:fs';
import { buildASTSchema, concatAST, printSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { codegenOutputs } from '../../../shared/build/codegen-freshness.mjs';
import { typeDefs } from './type-defs.js';

describe('the committed schema (gateway/schema.graphql)', () => {
  it('matches the domains’ SDL; run `npm run codegen -w @seller-portal/gateway` when it does not', () => {
    const printed = printSchema(buildASTSchema(concatAST(typeDefs))) + '\n';
    expect(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8')).toBe(printed);
  });
});

describe('the generated resolver types (src/generated/resolvers-types.ts)', () => {
  it('match the committed schema; run `npm run codegen -w @seller-portal/gateway` when they do not', async () => {
    const { default: config } = await import('../../codegen.js');
    const outputs = await codegenOutputs(config, new URL('../../', import.meta.url).pathname);
    expect(outputs.length).toBeGreaterThan(0);
    for (const output of outputs) expect(output.committed, output.file).toBe(output.expected);
  }, 60_000);
});
