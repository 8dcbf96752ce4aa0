// Whether committed codegen output matches what codegen would write now (formatted like the files on disk).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { generate } from '@graphql-codegen/cli';
import prettier from 'prettier';
import { describe, expect, it } from 'vitest';

/** Runs codegen in memory from `cwd` and answers each output as `{ file, committed, expected }`. */
export async function codegenOutputs(config, cwd) {
  const previous = process.cwd();
  process.chdir(cwd);
  try {
    const outputs = await generate({ ...config, hooks: {}, silent: true }, false);
    return Promise.all(
      outputs.map(async (output) => {
        const file = resolve(cwd, output.filename);
        const options = (await prettier.resolveConfig(file)) ?? {};
        return {
          file: output.filename,
          committed: readFileSync(file, 'utf8'),
          expected: await prettier.format(output.content, { ...options, filepath: file }),
        };
      }),
    );
  } finally {
    process.chdir(previous);
  }
}

/**
 * The package's test that its committed types are what codegen would write now, run from the package's folder (as
 * `npm test` runs it; a browser test's import.meta.url is not a file URL).
 */
export function describeGeneratedOperations(config, folder = process.cwd()) {
  describe('generated GraphQL types', () => {
    it("match the committed schema and this package's operations; run `npm run codegen` when not", async () => {
      const outputs = await codegenOutputs(config, folder);
      expect(outputs.length).toBeGreaterThan(0);
      for (const output of outputs) expect(output.committed, output.file).toBe(output.expected);
    }, 60_000);
  });
}
