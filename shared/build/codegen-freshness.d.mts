import type { CodegenConfig } from '@graphql-codegen/cli';

export interface CodegenOutput {
  file: string;
  committed: string;
  expected: string;
}

export function codegenOutputs(config: CodegenConfig, cwd: string): Promise<CodegenOutput[]>;

/** A test (in the calling test file) that the package's committed generated types are what codegen writes now. */
export function describeGeneratedOperations(config: CodegenConfig, folder?: string): void;
