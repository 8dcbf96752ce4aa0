import type { CodegenConfig } from '@graphql-codegen/cli';
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
        mappers,
      },
    },
  },
};
export default config;
