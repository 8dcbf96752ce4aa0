// Each browser package (root-config and every micro-frontend) types its own GraphQL operations beside it, in
// `src/graphql/generated/`, against the committed schema: editing one operation regenerates, rebuilds and retests that
// package alone. The schema's own types (enums, inputs) shared code needs stay in shared's generated folder.

/** Where a browser package's typed documents are written, relative to the package. */
export const OPERATIONS_FOLDER = 'src/graphql/generated/';

/** The codegen config of a browser package, run from its folder (`npm run codegen -w <package>`). */
export function browserOperationsCodegen() {
  return {
    // Generated files are formatted like the rest of the code, wherever prettier is run from.
    hooks: { afterAllFileWrite: ['prettier --write'] },
    schema: '../gateway/schema.graphql',
    documents: ['src/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}', `!${OPERATIONS_FOLDER}**`],
    ignoreNoDocuments: true,
    generates: {
      [OPERATIONS_FOLDER]: {
        preset: 'client',
        presetConfig: { fragmentMasking: false },
        config: {
          // The package's operations, and the enums and inputs they use: not every type of the schema.
          onlyOperationTypes: true,
          enumsAsTypes: true,
          useTypeImports: true,
          emitLegacyCommonJSImports: false,
          scalars: { DateTime: 'string' },
          strictScalars: true,
        },
      },
    },
  };
}
