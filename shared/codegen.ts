import type { CodegenConfig } from '@graphql-codegen/cli';

// The schema's types (enums, inputs, objects) for shared code, and the typed documents of shared's own operations (none
// today: the offers export flow and company filter are mfe-offers'). Each
// browser package types its own operations beside it (build/browser-codegen.mjs).
const config: CodegenConfig = {
  // Generated files are formatted like the rest of the code, wherever prettier is run from.
  hooks: { afterAllFileWrite: ['prettier --write'] },
  schema: '../gateway/schema.graphql',
  // The platform's own operations, if it ever has any, live in .graphql files beside it.
  documents: ['src/platform/**/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    // Every type of the schema (enums, inputs, objects), for any package: `@seller-portal/shared/graphql`.
    'src/graphql/generated/schema.ts': {
      plugins: ['typescript'],
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { DateTime: 'string' },
        strictScalars: true,
      },
    },
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
