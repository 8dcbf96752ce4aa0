import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { codegenOutputs } from '../../../shared/build/codegen-freshness.mjs';
import { gatewayDomains } from '../domains/index.js';
import { baseSchema, breakingChanges, undescribed } from './contract.js';
import { printGatewaySchema } from './type-defs.js';

const committed = () => readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');

describe('the committed schema (gateway/schema.graphql)', () => {
  it('matches the domains’ SDL; run `npm run codegen -w @seller-portal/gateway` when it does not', () => {
    expect(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8')).toBe(printGatewaySchema());
  });

  it('is printed the same whatever order the domains are listed in', async () => {
    const { buildASTSchema, concatAST, lexicographicSortSchema, parse, printSchema } =
      await import('graphql');
    const files = [new URL('./base.graphql', import.meta.url), ...gatewayDomains.map((d) => d.typeDefs)];
    const print = (order: URL[]) =>
      printSchema(
        lexicographicSortSchema(buildASTSchema(concatAST(order.map((f) => parse(readFileSync(f, 'utf8')))))),
      );
    expect(print([...files].reverse())).toBe(print(files));
  });
});

describe('the domain list (src/domains/index.ts)', () => {
  it('names every domain folder once, by its folder name, with its SDL beside it', () => {
    const folders = readdirSync(new URL('../domains/', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(gatewayDomains.map((domain) => domain.name).sort()).toEqual(folders);
    for (const domain of gatewayDomains) {
      expect(domain.typeDefs.pathname).toContain(`/domains/${domain.name}/schema.graphql`);
    }
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

describe('the integrators’ contract', () => {
  it('describes every type, field, argument and enum value', () => {
    expect(undescribed(buildSchema(committed()))).toEqual([]);
  });

  it('has no breaking change against the base schema (deprecate first, remove later)', async () => {
    const base = baseSchema(fileURLToPath(new URL('../../../', import.meta.url)));
    expect(await breakingChanges(base.sdl, committed()), `against ${base.revision}`).toEqual([]);
  });

  it('refuses a removed, retyped or newly required part, and allows removing what was deprecated', async () => {
    const before = `
      type Query { offer(id: ID!): Offer old: String @deprecated(reason: "Use offer.") kept(page: Int): String }
      type Offer { id: ID! total: Float! }`;
    const after = (change: string) => before.replace(/[\s\S]*/, change);
    expect(await breakingChanges(before, before)).toEqual([]);
    expect(
      await breakingChanges(
        before,
        after(`type Query { offer(id: ID!): Offer kept(page: Int): String }
        type Offer { id: ID! total: Float! }`),
      ),
    ).toEqual([]);
    const removed = await breakingChanges(
      before,
      after(`type Query { offer(id: ID!): Offer old: String kept(page: Int): String }
      type Offer { id: ID! }`),
    );
    expect(removed.join()).toMatch(/total/);
    const retyped = await breakingChanges(
      before,
      after(`type Query { offer(id: ID!): Offer old: String kept(page: Int): String }
      type Offer { id: ID! total: String! }`),
    );
    expect(retyped.join()).toMatch(/total/);
    const required = await breakingChanges(
      before,
      after(`type Query { offer(id: ID!): Offer old: String kept(page: Int, size: Int!): String }
      type Offer { id: ID! total: Float! }`),
    );
    expect(required.join()).toMatch(/size/);
  });
});
