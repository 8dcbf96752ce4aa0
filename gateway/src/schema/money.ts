import {
  defaultFieldResolver,
  type GraphQLField,
  type GraphQLFieldResolver,
  type GraphQLObjectType,
  type GraphQLSchema,
  type GraphQLType,
} from 'graphql';

// The schema may come from another copy of graphql (its CommonJS and ES module builds are two realms), so types are
// told apart by their tag, never by instanceof (graphql's isObjectType and friends).
const tagOf = (value: unknown) => Object.prototype.toString.call(value);
const isObject = (type: unknown): type is GraphQLObjectType => tagOf(type) === '[object GraphQLObjectType]';
const isNonNull = (type: GraphQLType) => tagOf(type) === '[object GraphQLNonNull]';
function namedTypeOf(type: GraphQLType): string {
  let named: GraphQLType = type;
  while ('ofType' in named) named = named.ofType;
  return named.name;
}
const typeNameOf = (field: GraphQLField<unknown, unknown>) => namedTypeOf(field.type);

/** The currency of every amount the provider answers (its figures are "in US dollars", spec 01 section 3). */
const MONEY_CURRENCY = 'USD';

/** The most significant digits a double always gives back exactly: a decimal written with up to 15 round-trips. */
const SIGNIFICANT_DIGITS = 15;

/**
 * An amount as an exact decimal string: the decimal the provider wrote, recovered from the double its JSON number
 * became (up to 15 significant digits, docs/adr/022-integrator-contract.md), without the double's binary artefacts
 * (`0.1 + 0.2` reads "0.3"), without an exponent (1e21 reads "1000000000000000000000") and without trailing zeros.
 */
export function decimalOf(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`${value} is not an amount.`);
  if (value === 0) return '0';
  const [mantissa = '', exponent = '0'] = value.toExponential(SIGNIFICANT_DIGITS - 1).split('e');
  const negative = mantissa.startsWith('-');
  const digits = mantissa.replace('-', '').replace('.', '').replace(/0+$/, '');
  // The value is 0.<digits> × 10^point.
  const point = Number(exponent) + 1;
  const text =
    point <= 0
      ? `0.${'0'.repeat(-point)}${digits}`
      : point >= digits.length
        ? digits + '0'.repeat(point - digits.length)
        : `${digits.slice(0, point)}.${digits.slice(point)}`;
  return negative ? `-${text}` : text;
}

/** The schema's Money of a provider amount; null stays null (an amount not known yet). */
function moneyOf(
  value: number | string | null | undefined,
  currency: string | null | undefined,
): { amount: string; currency: string } | null {
  if (value === null || value === undefined) return null;
  return { amount: decimalOf(Number(value)), currency: currency || MONEY_CURRENCY };
}

/**
 * The currency of a type's amounts when it is not USD: the type's parent object (what its resolver answered) and the
 * request's context give it (a company's figures are in its transaction currency). Domains declare them
 * (`GatewayDomain.moneyCurrencies`).
 */
export type MoneyCurrency = (
  parent: unknown,
  context: unknown,
) => Promise<string | null | undefined> | string | null | undefined;

/**
 * Every `<name>Money: Money` field answers its sibling `<name>: Float` as Money, resolved as the sibling is (its own
 * resolver or the parent's property): one way for every amount, so no domain writes a resolver for it. A `…Money`
 * field without its Float sibling fails the gateway's start.
 */
export function resolveMoneyFields(
  schema: GraphQLSchema,
  currencies: Readonly<Record<string, MoneyCurrency>> = {},
): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObject(type) || type.name.startsWith('__')) continue;
    const fields = type.getFields();
    for (const field of Object.values(fields)) {
      if (typeNameOf(field) !== 'Money' || !field.name.endsWith('Money')) continue;
      const siblingName = field.name.slice(0, -'Money'.length);
      const sibling = fields[siblingName];
      if (!sibling || typeNameOf(sibling) !== 'Float')
        throw new Error(`${type.name}.${field.name} has no Float field ${siblingName} to answer as Money.`);
      if (isNonNull(field.type) !== isNonNull(sibling.type))
        throw new Error(`${type.name}.${field.name} must be as nullable as ${siblingName}.`);
      const amount: GraphQLFieldResolver<unknown, unknown> = sibling.resolve ?? defaultFieldResolver;
      const currencyOf = currencies[type.name];
      field.resolve = async (parent, _args, context, info) => {
        const value = (await amount(parent, {}, context, { ...info, fieldName: siblingName })) as
          number | string | null | undefined;
        return moneyOf(value, value == null ? null : await currencyOf?.(parent, context));
      };
    }
  }
  return schema;
}

/**
 * What a resolver answers for a type: its `…Money` fields are left out, since `resolveMoneyFields` answers them
 * (codegen's default mapper, gateway/codegen.ts).
 */
export type WithoutMoney<T> = Omit<T, `${string}Money`>;
