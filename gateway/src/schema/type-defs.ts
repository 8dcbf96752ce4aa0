import { readFileSync } from 'node:fs';
import {
  buildASTSchema,
  concatAST,
  lexicographicSortSchema,
  parse,
  printSchema,
  type DocumentNode,
} from 'graphql';
import { gatewayDomains } from '../domains/index.js';

const BASE = new URL('./base.graphql', import.meta.url);

/** The schema's SDL: the base types, then one document per domain (their order does not matter). */
export function gatewayTypeDefs(): DocumentNode[] {
  const files = gatewayDomains.flatMap((domain) => [
    domain.typeDefs,
    ...(domain.parts ?? []).map((part) => part.typeDefs),
  ]);
  return [BASE, ...files].map((file) => parse(readFileSync(file, 'utf8')));
}

/** The public schema as committed in gateway/schema.graphql: printed in alphabetical order of types. */
export function printGatewaySchema(): string {
  return printSchema(lexicographicSortSchema(buildASTSchema(concatAST(gatewayTypeDefs())))) + '\n';
}
