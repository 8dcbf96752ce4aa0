import { readFileSync } from 'node:fs';
import type { CodegenConfig } from '@graphql-codegen/cli';
import { buildSchema, getNamedType, isObjectType } from 'graphql';
import { gatewayDomains } from './src/domains/index.js';

/** Each domain's mappers, as paths from src/generated/ to the domain's folder. */
const mappers = Object.fromEntries(
  gatewayDomains.flatMap((domain) =>
    Object.entries(domain.mappers ?? {}).map(([type, target]) => [
      type,
      `../domains/${domain.name}/${target.replace(/^\.\//, '')}`,
    ]),
  ),
);

/**
 * The types with Money fields that no domain maps: their resolvers answer them without those fields, which the schema
 * itself answers (src/schema/money.ts).
 */
const moneyMappers = Object.fromEntries(
  Object.values(buildSchema(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8')).getTypeMap())
    .filter(
      (type) =>
        isObjectType(type) &&
        Object.values(type.getFields()).some((field) => getNamedType(field.type).name === 'Money'),
    )
    .map((type) => [type.name, '../schema/money.js#WithoutMoney<{T}>']),
);

const config: CodegenConfig = {
  // Generated files are formatted like the rest of the code, wherever prettier is run from.
  hooks: { afterAllFileWrite: ['prettier --write'] },
  schema: 'schema.graphql',
  generates: {
    'src/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: false,
        enumsAsTypes: true,
        strictScalars: true,
        scalars: { DateTime: 'string' },
        contextType: '../context.js#GatewayContext',
        mappers: { ...moneyMappers, ...mappers },
      },
    },
  },
};
export default config;
