import { buildSchema, graphql as execute, type GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../test-support/graphql.js';
import { startGateway, startSandbox, type RunningSandbox } from '../test-support/system.js';
import { decimalOf, resolveMoneyFields } from './money.js';

// Every Float amount has an exact Money beside it (docs/adr/022-integrator-contract.md).

describe('decimalOf', () => {
  it('gives back the decimal the provider wrote, without the double’s artefacts or an exponent', () => {
    expect(decimalOf(0.1 + 0.2)).toBe('0.3');
    expect(decimalOf(1.1 * 3)).toBe('3.3');
    expect(decimalOf(0.07 * 100)).toBe('7');
    expect(decimalOf(12.5)).toBe('12.5');
    expect(decimalOf(100)).toBe('100');
    expect(decimalOf(-12.34)).toBe('-12.34');
    expect(decimalOf(0)).toBe('0');
    expect(decimalOf(-0)).toBe('0');
    expect(decimalOf(0.01)).toBe('0.01');
    expect(decimalOf(1e-7)).toBe('0.0000001');
    // Large amounts: 15 significant digits come back exactly, and no exponent is ever written.
    expect(decimalOf(9999999999999.99)).toBe('9999999999999.99');
    expect(decimalOf(1234567890123.45)).toBe('1234567890123.45');
    expect(decimalOf(123456789012345)).toBe('123456789012345');
    expect(decimalOf(1e21)).toBe('1000000000000000000000');
    expect(decimalOf(2 ** 60)).toBe('1152921504606850000');
    expect(() => decimalOf(Number.NaN)).toThrow(RangeError);
  });
});

describe('resolveMoneyFields', () => {
  const typeDefs = `
    type Money { amount: String! currency: String! }
    type Query { total: Float! totalMoney: Money! late: Float lateMoney: Money line: Line! }
    type Line { amount: Float! amountMoney: Money! }
  `;

  it('answers each …Money field from its Float sibling, through the sibling’s own resolver', async () => {
    const built = buildSchema(typeDefs);
    const query = built.getQueryType()!.getFields();
    query.total!.resolve = () => 0.1 + 0.2;
    query.late!.resolve = () => null;
    query.line!.resolve = () => ({ raw: 1234567890123.45 });
    (built.getType('Line') as GraphQLObjectType).getFields().amount!.resolve = (line: { raw: number }) =>
      line.raw;
    const schema = resolveMoneyFields(built);
    const answer = await execute({
      schema,
      source: '{ total totalMoney { amount currency } lateMoney { amount } line { amountMoney { amount } } }',
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({
      total: 0.30000000000000004,
      totalMoney: { amount: '0.3', currency: 'USD' },
      lateMoney: null,
      line: { amountMoney: { amount: '1234567890123.45' } },
    });
  });

  it('refuses a …Money field without its Float sibling, or nullable otherwise than it', () => {
    const lone = 'type Money { amount: String! currency: String! } type Query { feeMoney: Money }';
    expect(() => resolveMoneyFields(buildSchema(lone))).toThrow(/no Float field fee/);
    const loose =
      'type Money { amount: String! currency: String! } type Query { fee: Float! feeMoney: Money }';
    expect(() => resolveMoneyFields(buildSchema(loose))).toThrow(/as nullable/);
  });
});

describe('Money through the gateway', () => {
  let sandbox: RunningSandbox;
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  let fiona: string;

  beforeAll(async () => {
    sandbox = await startSandbox();
    gateway = await startGateway({ providerUrl: sandbox.url, issuer: sandbox.issuer });
    fiona = await sandbox.tokenFor('finance@acme.example');
  });

  afterAll(async () => {
    await gateway?.stop();
    await sandbox?.close();
  });

  it('answers each advance’s and each report row’s amounts as exact decimals in USD, equal to the Floats', async () => {
    const answer = await graphql<{
      cashAdvancesPage: { items: { total: number; totalMoney: { amount: string; currency: string } }[] };
      offerHealthReport: {
        items: {
          directOfferTotalContractValue: number;
          directOfferTotalContractValueMoney: { amount: string };
        }[];
      };
    }>(
      gateway.app,
      `
        {
          cashAdvancesPage(size: 100) {
            items {
              total
              totalMoney {
                amount
                currency
              }
            }
          }
          offerHealthReport(size: 20) {
            items {
              directOfferTotalContractValue
              directOfferTotalContractValueMoney {
                amount
              }
            }
          }
        }
      `,
      {},
      fiona,
    );
    expect(answer.errors).toBeUndefined();
    const advances = answer.data!.cashAdvancesPage.items;
    const rows = answer.data!.offerHealthReport.items;
    expect(advances.length).toBeGreaterThan(0);
    expect(rows.length).toBeGreaterThan(0);
    for (const advance of advances) {
      expect(advance.totalMoney.currency).toBe('USD');
      expect(advance.totalMoney.amount).toMatch(/^-?\d+(\.\d*[1-9])?$/);
      expect(Number(advance.totalMoney.amount)).toBe(advance.total);
    }
    for (const row of rows)
      expect(Number(row.directOfferTotalContractValueMoney.amount)).toBe(row.directOfferTotalContractValue);
  });
});
