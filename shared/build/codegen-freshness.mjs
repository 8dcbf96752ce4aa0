// Whether committed codegen output matches what codegen would write now (formatted like the files on disk).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { generate } from '@graphql-codegen/cli';
import prettier from 'prettier';

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
