import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents for every GraphQL operation the browser sends (root-config and the micro-frontends).
const config: CodegenConfig = {
  // Generated files are formatted like the rest of the code, wherever prettier is run from.
  hooks: { afterAllFileWrite: ['prettier --write'] },
  schema: '../gateway/schema.graphql',
  documents: [
    '../root-config/src/**/*.{ts,tsx}',
    '../mfe-*/src/**/*.{ts,tsx}',
    // The platform's own operations (the offers export flow) live in .graphql files beside it.
    'src/platform/**/*.graphql',
    // Offer components more than one micro-frontend bundles (the company filter).
    'src/offers-ui/**/*.graphql',
    '!**/*.test.{ts,tsx}',
  ],
  ignoreNoDocuments: true,
  generates: {
    'src/graphql/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        emitLegacyCommonJSImports: false,
        scalars: { DateTime: 'string' },
        strictScalars: true,
      },
    },
  },
};
export default config;
