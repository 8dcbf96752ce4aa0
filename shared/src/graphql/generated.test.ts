import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codegenOutputs } from '../../build/codegen-freshness.mjs';
import config from '../../codegen.js';

describe('generated GraphQL types', () => {
  it('match the committed schema and every operation in the browser code; run `npm run codegen` when not', async () => {
    const outputs = await codegenOutputs(config, resolve(import.meta.dirname, '../..'));
    expect(outputs.length).toBeGreaterThan(0);
    for (const output of outputs) expect(output.committed, output.file).toBe(output.expected);
  }, 60_000);
});
