import type { CodegenConfig } from '@graphql-codegen/cli';

export interface CodegenOutput {
  file: string;
  committed: string;
  expected: string;
}

export function codegenOutputs(config: CodegenConfig, cwd: string): Promise<CodegenOutput[]>;
