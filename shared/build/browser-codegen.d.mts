import type { CodegenConfig } from '@graphql-codegen/cli';

export const OPERATIONS_FOLDER: string;
export function browserOperationsCodegen(): CodegenConfig;
