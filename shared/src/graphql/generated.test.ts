import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import config from '../../codegen.js';

describe('generated GraphQL types', () => {
  it('match the committed schema and every operation in the browser code; run `npm run codegen` when not', async () => {
    const cwd = resolve(import.meta.dirname, '../..');
    const previous = process.cwd();
    process.chdir(cwd);
    try {
      const outputs = await generate({ ...config, silent: true }, false);
      expect(outputs.length).toBeGreaterThan(0);
      for (const output of outputs) {
        expect(readFileSync(resolve(cwd, output.filename), 'utf8'), output.filename).toBe(output.content);
      }
    } finally {
      process.chdir(previous);
    }
  }, 60_000);
});
