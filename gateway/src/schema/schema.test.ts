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

describe('the generated resolver types (src/generated/resolvers-types.ts)', () => {
  it('match the committed schema; run `npm run codegen -w @seller-portal/gateway` when they do not', async () => {
    const { generate } = await import('@graphql-codegen/cli');
    const { default: config } = await import('../../codegen.js');
    const cwd = new URL('../../', import.meta.url).pathname;
    const previous = process.cwd();
    process.chdir(cwd);
    try {
      const outputs = await generate({ ...config, silent: true }, false);
      for (const output of outputs) {
        expect(readFileSync(new URL(output.filename, `file://${cwd}`), 'utf8'), output.filename).toBe(
          output.content,
        );
      }
    } finally {
      process.chdir(previous);
    }
  }, 60_000);
});
