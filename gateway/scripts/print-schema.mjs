// Prints the gateway's public schema to gateway/schema.graphql (the committed API snapshot).
import { readFileSync, writeFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildASTSchema, concatAST, parse, printSchema } from 'graphql';

const src = new URL('../src/', import.meta.url).pathname;
const files = [join(src, 'schema/base.graphql')];
for (const domain of readdirSync(join(src, 'domains')).sort()) {
  const file = join(src, 'domains', domain, 'schema.graphql');
  if (statSync(file, { throwIfNoEntry: false })) files.push(file);
}
export function printGatewaySchema() {
  return printSchema(buildASTSchema(concatAST(files.map((f) => parse(readFileSync(f, 'utf8')))))) + '\n';
}
if (process.argv[1] === new URL(import.meta.url).pathname) {
  writeFileSync(new URL('../schema.graphql', import.meta.url), printGatewaySchema());
}
